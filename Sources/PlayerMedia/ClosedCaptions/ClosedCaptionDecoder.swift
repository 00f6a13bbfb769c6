internal import CFFmpeg
internal import PlayerCaptions
internal import PlayerCore

/// Reads one CEA-608 channel out of a video stream without decoding a picture: the caption
/// data of each packet's SEI or user data, put back into presentation order, read by our own
/// ``CEA608Decoder`` at the pictures' presentation times.
///
/// A caption shows from the picture whose caption data puts it on screen and ends at the one
/// that takes it off; it is reported when it ends, and the one on screen when the stream ends
/// by ``finish()``, its end left to the end of the media. Its layout is its first row's place
/// on the 608 grid (see ``CEA608Decoder``).
final class ClosedCaptionDecoder: VideoCaptionDataDecoder {
    /// The channel read.
    let channel: CaptionChannel
    var pictures: VideoCaptionData
    let startOffset: Int64
    private var decoder: CEA608Decoder

    /// A reader of `channel` in `stream`; nil when the stream is not H.264, HEVC or MPEG-2
    /// video.
    init?(stream: UnsafeMutablePointer<AVStream>, channel: CaptionChannel, startOffset: Int64) {
        guard let pictures = VideoCaptionData(stream: stream) else { return nil }
        self.channel = channel
        self.pictures = pictures
        self.startOffset = startOffset
        decoder = CEA608Decoder(channel: channel)
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

    /// True: a caption is reported when it leaves the screen.
    var reportsCaptionsWhenReplaced: Bool { true }

    /// At the end of the stream: the pictures waiting for their turn, then the caption still
    /// on screen, which lasts to the end of the media.
    func finish() -> [SubtitleEvent] {
        let waiting = pictures.drain().flatMap(decode(_:))
        let onScreen = decoder.captionOnScreen.map { SubtitleEvent.show($0, endIsKnown: false) }
        return waiting + (onScreen.map { [$0] } ?? [])
    }

    /// Forgets the waiting pictures, the channel state and the screen (after a seek).
    func flush() {
        pictures.reset()
        decoder.reset()
    }

    /// The captions that leave the screen as one picture's caption data is read.
    func decode(_ entry: PresentationOrderQueue.Entry) -> [SubtitleEvent] {
        decoder.decode(
            triplets: entry.triplets, at: MediaTime(microseconds: entry.time - startOffset)
        )
        .map { .show($0, endIsKnown: true) }
    }
}
