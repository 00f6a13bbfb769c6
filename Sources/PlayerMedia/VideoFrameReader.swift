internal import CFFmpeg
public import PlayerCaptions
public import PlayerCore

/// The video picture of a media file at a media time: the frame shown then (the last one
/// starting at or before it), found by seeking through the container's index to the key frame
/// before it and decoding from there, scaled by libswscale.
///
/// ```swift
/// let reader = try VideoFrameReader(path: "Samples/demo.mkv")
/// reader.displaySize                                   // 1280×720, or nil without video
/// let picture = try reader.frame(at: .seconds(5), size: PictureSize(width: 640, height: 360))
/// ```
///
/// Opens its own demuxer (the player's reader keeps reading captions), under the same input
/// rules as the player's source. Confined to one thread.
public final class VideoFrameReader {
    /// The file, for messages.
    public let path: String
    /// The demuxer; nil for a caption file, which has no picture. Opened again to go back to
    /// the start where the demuxer cannot seek there (see ``frame(at:size:)``).
    private var input: DemuxerInput?
    /// The rules the demuxer was opened under, to open it again under the same.
    private let policy: InputPolicy?
    private let streamIndex: Int?
    /// The display size of the video (its pixel aspect ratio applied); nil without video.
    public let displaySize: PictureSize?

    /// Opens `path` and finds its first video stream (a cover picture does not count); a
    /// file without one opens too, and then ``displaySize`` is nil. A caption file (by its
    /// extension, as the player opens it) is not opened: it has no picture.
    public init(path: String, options: MediaSourceOptions = MediaSourceOptions())
        throws(MediaError)
    {
        self.path = path
        if !path.contains("://"),
            SidecarFormat(fileExtension: LocalFile.fileExtension(of: path)) != nil
        {
            input = nil
            policy = nil
            streamIndex = nil
            displaySize = nil
            return
        }
        let policy = InputPolicy.mainInput(
            path: path, options: options, interrupter: MediaInterrupter())
        let input = try DemuxerInput(path: path, url: path, policy: policy)
        self.input = input
        self.policy = policy
        let index = input.streams.firstIndex { stream in
            guard let stream, let parameters = stream.pointee.codecpar?.pointee else {
                return false
            }
            return parameters.codec_type == AVMEDIA_TYPE_VIDEO && parameters.width > 0
                && stream.pointee.disposition & AV_DISPOSITION_ATTACHED_PIC == 0
        }
        streamIndex = index
        guard let index, let stream = input.streams[index], let context = input.context,
            let parameters = stream.pointee.codecpar?.pointee
        else {
            displaySize = nil
            return
        }
        let aspect = av_guess_sample_aspect_ratio(context, stream, nil)
        let ratio = aspect.num > 0 && aspect.den > 0 ? Double(aspect.num) / Double(aspect.den) : 1
        let width = Int((Double(parameters.width) * ratio).rounded())
        displaySize = PictureSize(width: width + width % 2, height: Int(parameters.height))
    }

    /// The frame on screen at `time`, scaled to `size`; nil when the file has no video or no
    /// frame starts at or before `time` (the earliest frame is not passed off as it).
    public func frame(at time: MediaTime, size: PictureSize) throws(MediaError) -> RGBPicture? {
        guard var input, let streamIndex else { return nil }
        input.keepOnly([streamIndex])
        do {
            try input.seek(toMicroseconds: time.microseconds)
        } catch let error where time.microseconds <= 0 {
            // FFmpeg's HLS demuxer refuses a target before its first packet's timestamp,
            // which can be later than the start it states; a new demuxer is at the start.
            guard let policy else { throw error }
            input = try DemuxerInput(path: path, url: path, policy: policy)
            input.keepOnly([streamIndex])
            self.input = input
        }
        guard let stream = input.streams[streamIndex] else { return nil }
        let decoder = try VideoDecoder(stream: stream, path: path)
        let timeBase = stream.pointee.time_base
        let target = time.microseconds &+ input.startMicroseconds
        // A frame without a timestamp counts as on time: it is the one the decoder has.
        let isOnTime = { (stamp: Int64) in
            stamp == cffmpeg_nopts_value()
                || av_rescale_q(stamp, timeBase, cffmpeg_time_base_q()) <= target
        }
        var passedTarget = false
        while !passedTarget {
            let read = try input.readPacket { packet throws(MediaError) in
                guard Int(packet.pointee.stream_index) == streamIndex else { return }
                passedTarget = try decoder.decode(packet, keepingWhile: isOnTime)
            }
            if read != .packet {
                _ = try decoder.decode(nil, keepingWhile: isOnTime)
                break
            }
        }
        return try decoder.keptFrame.map { frame throws(MediaError) in
            try FrameScaler.picture(of: frame, size: size, path: path)
        }
    }
}
