internal import CFFmpeg
internal import PlayerCaptions
internal import PlayerCore

/// Reads the subtitles of one teletext page (or of every subtitle page) out of a DVB teletext
/// stream with FFmpeg's libzvbi decoder, as text: `txt_format=text`, the page's rows without
/// the header row, spacing attributes shown as the spaces they take.
///
/// A broadcaster sends a subtitle page again while it stays on screen; a page that comes again
/// with the same text goes on showing rather than starting another cue.
final class TeletextPageDecoder: CaptionPacketDecoder {
    /// What `txt_page` selects: a page number ("150"), or "subtitle" for every subtitle page.
    let page: String
    private let decoder: FFmpegSubtitleDecoder
    /// The text on screen, when a page shows one.
    private var shownText: String?

    /// A decoder of page `page` of `stream`; nil when FFmpeg has no teletext decoder.
    init?(stream: UnsafeMutablePointer<AVStream>, page: String, startOffset: Int64) {
        guard
            let decoder = FFmpegSubtitleDecoder(
                codec: AV_CODEC_ID_DVB_TELETEXT, parameters: stream.pointee.codecpar,
                timeBase: stream.pointee.time_base, startOffset: startOffset,
                options: ["txt_format": "text", "txt_page": page])
        else { return nil }
        self.page = page
        self.decoder = decoder
    }

    /// How a teletext track reading `page` makes its decoder.
    static func factory(page: String) -> CaptionDecoderFactory {
        { stream, startOffset in
            TeletextPageDecoder(stream: stream, page: page, startOffset: startOffset)
        }
    }

    func decode(_ packet: UnsafeMutablePointer<AVPacket>) -> [SubtitleEvent] {
        decoder.decode(packet).compactMap(keepingRepeatsOn)
    }

    func finish() -> [SubtitleEvent] {
        decoder.finish().compactMap(keepingRepeatsOn)
    }

    func flush() {
        decoder.flush()
        shownText = nil
    }

    func mediaTime(of packet: UnsafeMutablePointer<AVPacket>) -> Int64? {
        decoder.mediaTime(of: packet)
    }

    /// `event`, or nil when it shows again the text already on screen.
    private func keepingRepeatsOn(_ event: SubtitleEvent) -> SubtitleEvent? {
        switch event {
        case .show(let cue, _), .showUntilReplaced(let cue):
            guard cue.text != shownText else { return nil }
            shownText = cue.text
        case .clear:
            shownText = nil
        case .rejected:
            break
        }
        return event
    }
}
