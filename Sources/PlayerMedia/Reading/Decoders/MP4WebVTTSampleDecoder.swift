internal import CFFmpeg
internal import PlayerCaptions
internal import PlayerCore

/// Decodes the samples of an MP4 `wvtt` track (ISO/IEC 14496-30): a sample holds one `vttc`
/// box per cue shown during its span (payload `payl`, optional identifier `iden` and settings
/// `sttg`), or a `vtte` box when nothing is shown. Cue text is read with ``WebVTTCueText``.
///
/// A sample lasts from its time to its time plus its duration; when the container states no
/// duration the cues stay open until the next sample.
final class MP4WebVTTSampleDecoder: PacketClockedDecoder {
    let clock: PacketClock

    /// A decoder for `stream`, whose times are measured from `startOffset` microseconds.
    init(stream: UnsafeMutablePointer<AVStream>, startOffset: Int64) {
        clock = PacketClock(stream: stream, startOffset: startOffset)
    }

    /// The cues of the sample; a sample whose boxes do not fill it exactly is rejected.
    func decode(_ packet: UnsafeMutablePointer<AVPacket>) -> [SubtitleEvent] {
        guard let span = clock.span(of: packet) else { return [] }
        let sample = PacketBytes.payload(of: packet)[...]
        guard Self.boxesFill(sample) else {
            let detail = "the boxes of a WebVTT sample do not fit its \(sample.count) bytes"
            return [.rejected(detail: detail, at: span.start)]
        }
        let cues = Self.cues(inSample: sample, start: span.start, end: span.end)
        guard !cues.isEmpty else {
            return [.clear(span.start)]
        }
        return cues.map { .show($0, endIsKnown: span.endIsKnown) }
    }

    func flush() {}

    /// Whether the boxes laid end to end in `bytes` end where the bytes do.
    static func boxesFill(_ bytes: ArraySlice<UInt8>) -> Bool {
        (MP4Box.boxes(in: bytes).last?.body.endIndex ?? bytes.startIndex) == bytes.endIndex
    }

    /// The cues of one sample's bytes, each lasting from `start` to `end`, in sample order.
    static func cues(inSample bytes: ArraySlice<UInt8>, start: MediaTime, end: MediaTime) -> [Cue] {
        MP4Box.boxes(in: bytes).filter { $0.type == "vttc" }.map { cueBox in
            var identifier = ""
            var settings = ""
            var payload = ""
            for box in MP4Box.boxes(in: cueBox.body) {
                let text = String(decoding: box.body, as: UTF8.self)
                switch box.type {
                case "iden": identifier = text
                case "sttg": settings = text
                case "payl": payload = text
                default: continue
                }
            }
            return WebVTTCue(
                identifier: identifier, start: start, end: end,
                settings: WebVTTCueSettings(parsing: ArraySlice(settings.unicodeScalars)),
                payload: payload.trimmingTrailingLineBreaks
            ).cue
        }
    }
}

extension String {
    /// The text without the line breaks at its end (a sample's cue text often ends with one).
    var trimmingTrailingLineBreaks: String {
        var text = Substring(self)
        while let last = text.last, last.isNewline {
            text.removeLast()
        }
        return String(text)
    }
}
