import CFFmpeg
import PlayerCaptions
import PlayerCore

/// Reads one CEA-608 channel out of a video stream without decoding a picture: the caption
/// data of each packet's SEI or user data, put back into presentation order, the channel's
/// pairs picked out, and those decoded by FFmpeg's `eia_608` decoder as the video decoding
/// path would (`movie=FILE[out0+subcc]`), at the pictures' presentation times.
///
/// FFmpeg's decoder shows a pop-on caption when the next one replaces it, so a caption is
/// reported one caption late, and the last one only by ``finish()`` at the end of the stream.
///
/// Each caption's layout is where FFmpeg's decoder puts its first row (`{\an7}{\pos(x,y)}`
/// on a 384×288 canvas, read by ``SSAScriptHeader/converted``): row r of 1–15 at about
/// (10 + 5.33 × (r − 1))% down, its first column c of 0–31 at about (10 + 2.5 × c)% across,
/// the top left of the caption box — the CEA-608 grid over the middle 80% of the picture,
/// as FFmpeg maps it. Rows stay a percentage rather than a WebVTT line number: WebVTT counts
/// lines from the picture's edge, 608 rows from the safe area's.
final class ClosedCaptionDecoder: VideoCaptionDataDecoder {
    /// The channel read.
    let channel: CaptionChannel
    var pictures: VideoCaptionData
    let startOffset: Int64
    private let decoder: FFmpegSubtitleDecoder
    private var demultiplexer = CaptionChannelDemultiplexer()

    /// A reader of `channel` in `stream`; nil when the stream is not H.264, HEVC or MPEG-2
    /// video or FFmpeg has no `eia_608` decoder.
    init?(stream: UnsafeMutablePointer<AVStream>, channel: CaptionChannel, startOffset: Int64) {
        guard let pictures = VideoCaptionData(stream: stream),
            let decoder = FFmpegSubtitleDecoder(
                codec: AV_CODEC_ID_EIA_608, parameters: nil,
                timeBase: AVRational(num: 1, den: 1_000_000), startOffset: startOffset,
                options: ["data_field": "0"])
        else { return nil }
        self.channel = channel
        self.pictures = pictures
        self.decoder = decoder
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

    /// The events still held back at the end of the stream: the pictures waiting for their
    /// turn, then the caption FFmpeg's decoder keeps until it is flushed.
    func finish() -> [SubtitleEvent] {
        let waiting = pictures.drain().flatMap(decode(_:))
        return waiting + clampedAtZero(decoder.finish())
    }

    /// Forgets the waiting pictures, the channel state and the decoder's screen (after a seek).
    func flush() {
        pictures.reset()
        demultiplexer.reset()
        decoder.flush()
    }

    /// Feeds one picture's pairs of this channel to FFmpeg's decoder.
    func decode(_ entry: PresentationOrderQueue.Entry) -> [SubtitleEvent] {
        guard let pairs = demultiplexer.split(entry.triplets)[channel] else { return [] }
        return clampedAtZero(decoder.decode(bytes: pairs, at: entry.time))
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
