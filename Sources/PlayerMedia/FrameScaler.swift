internal import CFFmpeg
internal import PlayerCore

/// Decoded video frames converted to RGB at a size, by libswscale.
enum FrameScaler {
    /// `frame` as an RGB picture of `size` (its shape changed if the size asks); throws,
    /// naming `path`, when libswscale cannot convert its pixel format.
    static func picture(
        of frame: UnsafeMutablePointer<AVFrame>, size: PictureSize, path: String
    ) throws(MediaError) -> RGBPicture {
        guard
            let context = sws_getContext(
                frame.pointee.width, frame.pointee.height, AVPixelFormat(frame.pointee.format),
                Int32(size.width), Int32(size.height), AV_PIX_FMT_RGB24, SWS_BICUBIC, nil, nil,
                nil)
        else {
            throw MediaError.readFailed(
                path: path, detail: "libswscale cannot convert this video's pictures to RGB")
        }
        defer { sws_freeContext(context) }
        var picture = RGBPicture(width: size.width, height: size.height)
        let rows = picture.pixels.withUnsafeMutableBufferPointer { output in
            var planes: [UnsafePointer<UInt8>?] = withUnsafeBytes(of: frame.pointee.data) {
                Array($0.bindMemory(to: UnsafePointer<UInt8>?.self))
            }
            var strides: [Int32] = withUnsafeBytes(of: frame.pointee.linesize) {
                Array($0.bindMemory(to: Int32.self))
            }
            var destination: [UnsafeMutablePointer<UInt8>?] = [output.baseAddress, nil, nil, nil]
            var destinationStrides: [Int32] = [Int32(size.width * 3), 0, 0, 0]
            return sws_scale(
                context, &planes, &strides, 0, frame.pointee.height, &destination,
                &destinationStrides)
        }
        guard rows > 0 else {
            throw MediaError.readFailed(path: path, detail: ffmpegErrorText(rows))
        }
        return picture
    }
}
