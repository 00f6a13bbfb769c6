import CFFmpeg
import PlayerCore

/// Reads one CEA-608 channel out of a video stream without decoding a picture: the caption
/// data of each packet's SEI or user data, put back into presentation order, the channel's
/// pairs picked out, and those decoded by FFmpeg's `eia_608` decoder as the video decoding
/// path would (`movie=FILE[out0+subcc]`), at the pictures' presentation times.
///
/// FFmpeg's decoder shows a pop-on caption when the next one replaces it, so a caption is
/// reported one caption late, and the last one only by ``finish()`` at the end of the stream.
final class ClosedCaptionDecoder: CaptionPacketDecoder {
    /// The channel read.
    let channel: CaptionChannel
    private let extractor: CaptionDataExtractor
    private let timeBase: AVRational
    private let startOffset: Int64
    private let decoder: FFmpegSubtitleDecoder
    private var queue = PresentationOrderQueue()
    private var demultiplexer = CaptionChannelDemultiplexer()

    /// A reader of `channel` in `stream`; nil when the stream is not H.264, HEVC or MPEG-2
    /// video or FFmpeg has no `eia_608` decoder.
    init?(stream: UnsafeMutablePointer<AVStream>, channel: CaptionChannel, startOffset: Int64) {
        guard let extractor = Self.extractor(for: stream),
            let decoder = FFmpegSubtitleDecoder(
                codec: AV_CODEC_ID_EIA_608, parameters: nil,
                timeBase: AVRational(num: 1, den: 1_000_000), startOffset: startOffset,
                options: ["data_field": "0"])
        else { return nil }
        self.channel = channel
        self.extractor = extractor
        self.decoder = decoder
        self.timeBase = stream.pointee.time_base
        self.startOffset = startOffset
    }

    /// The extractor for a stream's codec and framing; nil for other codecs.
    static func extractor(for stream: UnsafeMutablePointer<AVStream>) -> CaptionDataExtractor? {
        let parameters = stream.pointee.codecpar.pointee
        let codec: CaptionDataExtractor.Codec
        switch parameters.codec_id {
        case AV_CODEC_ID_H264: codec = .h264
        case AV_CODEC_ID_HEVC: codec = .hevc
        case AV_CODEC_ID_MPEG2VIDEO: codec = .mpeg2
        default: return nil
        }
        let extradata =
            parameters.extradata.map {
                Array(UnsafeBufferPointer(start: $0, count: Int(parameters.extradata_size)))
            } ?? []
        return CaptionDataExtractor(
            codec: codec, framing: NALUnitFraming(extradata: extradata, isHEVC: codec == .hevc))
    }

    /// True: FFmpeg's decoder reports a caption when the next change replaces it.
    var reportsCaptionsWhenReplaced: Bool { true }

    /// The video packet's media time in microseconds, or nil when it has none.
    func mediaTime(of packet: UnsafeMutablePointer<AVPacket>) -> Int64? {
        (absoluteTime(packet.pointee.pts) ?? absoluteTime(packet.pointee.dts))
            .map { $0 &- startOffset }
    }

    /// The caption events of the pictures that one video packet puts in presentation order.
    func decode(_ packet: UnsafeMutablePointer<AVPacket>) -> [SubtitleEvent] {
        guard let time = absoluteTime(packet.pointee.pts) ?? absoluteTime(packet.pointee.dts)
        else { return [] }
        let triplets = packet.pointee.data.map {
            extractor.captionData(
                in: UnsafeRawBufferPointer(start: $0, count: Int(packet.pointee.size)))
        }
        let ready = queue.add(
            time: time, decodeTime: absoluteTime(packet.pointee.dts), triplets: triplets ?? [])
        return ready.flatMap(decode(_:))
    }

    /// The events still held back at the end of the stream: the pictures waiting for their
    /// turn, then the caption FFmpeg's decoder keeps until it is flushed.
    func finish() -> [SubtitleEvent] {
        let waiting = queue.drain().flatMap(decode(_:))
        return waiting + clampedAtZero(decoder.finish())
    }

    /// Forgets the waiting pictures, the channel state and the decoder's screen (after a seek).
    func flush() {
        queue.reset()
        demultiplexer.reset()
        decoder.flush()
    }

    /// Feeds one picture's pairs of this channel to FFmpeg's decoder.
    private func decode(_ entry: PresentationOrderQueue.Entry) -> [SubtitleEvent] {
        guard let pairs = demultiplexer.split(entry.triplets)[channel] else { return [] }
        return clampedAtZero(decoder.decode(bytes: pairs, at: entry.time))
    }

    /// A time of the video stream in microseconds, container start included.
    private func absoluteTime(_ time: Int64) -> Int64? {
        time == cffmpeg_nopts_value() ? nil : av_rescale_q(time, timeBase, cffmpeg_time_base_q())
    }

    /// FFmpeg dates the first caption from time zero of the stream's clock, before the media
    /// starts; it starts with the media instead, as in FFmpeg's own output.
    private func clampedAtZero(_ events: [SubtitleEvent]) -> [SubtitleEvent] {
        events.map { event in
            guard case .show(var cue, let endIsKnown) = event, cue.start < .zero else {
                return event
            }
            cue.start = .zero
            cue.end = max(cue.end, .zero)
            return .show(cue, endIsKnown: endIsKnown)
        }
    }
}
