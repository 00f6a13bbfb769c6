internal import CFFmpeg
internal import CFFmpegLoader
public import PlayerCore

extension RGBPicture {
    /// The picture as a PNG file's bytes, written by libavcodec's PNG encoder.
    ///
    /// Throws ``PNGEncodingError`` when FFmpeg cannot be loaded or the encoder fails.
    public func pngData() throws(PNGEncodingError) -> [UInt8] {
        if let failure = cffmpeg_load_error() {
            throw PNGEncodingError(detail: String(cString: failure))
        }
        guard let codec = avcodec_find_encoder(AV_CODEC_ID_PNG) else {
            throw PNGEncodingError(detail: "this FFmpeg has no PNG encoder")
        }
        var context = avcodec_alloc_context3(codec)
        var frame = av_frame_alloc()
        var packet = av_packet_alloc()
        defer {
            av_packet_free(&packet)
            av_frame_free(&frame)
            avcodec_free_context(&context)
        }
        guard let context, let frame, let packet else {
            throw PNGEncodingError(detail: ffmpegErrorText(cffmpeg_averror(ENOMEM)))
        }
        context.pointee.width = Int32(width)
        context.pointee.height = Int32(height)
        context.pointee.pix_fmt = AV_PIX_FMT_RGB24
        context.pointee.time_base = AVRational(num: 1, den: 1)
        // Each row filtered by the predictor that suits it: a third the size of none.
        var options: OpaquePointer?
        av_dict_set(&options, "pred", "mixed", 0)
        defer { av_dict_free(&options) }
        try check(avcodec_open2(context, codec, &options))
        frame.pointee.width = Int32(width)
        frame.pointee.height = Int32(height)
        frame.pointee.format = AV_PIX_FMT_RGB24.rawValue
        try check(av_frame_get_buffer(frame, 0))
        let rowBytes = width * 3
        let stride = Int(frame.pointee.linesize.0)
        pixels.withUnsafeBufferPointer { source in
            guard let base = source.baseAddress, let plane = frame.pointee.data.0 else { return }
            for row in 0..<height {
                (plane + row * stride).update(from: base + row * rowBytes, count: rowBytes)
            }
        }
        try check(avcodec_send_frame(context, frame))
        try check(avcodec_send_frame(context, nil))
        var bytes: [UInt8] = []
        while avcodec_receive_packet(context, packet) >= 0 {
            if let data = packet.pointee.data {
                bytes += UnsafeBufferPointer(start: data, count: Int(packet.pointee.size))
            }
            av_packet_unref(packet)
        }
        guard !bytes.isEmpty else {
            throw PNGEncodingError(detail: "the PNG encoder wrote nothing")
        }
        return bytes
    }

    private func check(_ result: Int32) throws(PNGEncodingError) {
        if result < 0 {
            throw PNGEncodingError(detail: ffmpegErrorText(result))
        }
    }
}

/// Why a picture could not be written as PNG: FFmpeg's words.
public struct PNGEncodingError: Error, CustomStringConvertible {
    /// What failed.
    public var detail: String

    /// The sentence to show.
    public var description: String { "cannot write PNG: \(detail)" }
}
