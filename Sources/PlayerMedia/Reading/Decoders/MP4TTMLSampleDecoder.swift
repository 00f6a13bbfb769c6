internal import CFFmpeg
internal import PlayerCaptions
internal import PlayerCore

/// Decodes the samples of an MP4 `stpp` track: each sample is a whole TTML document
/// (ISO/IEC 14496-30), read with ``TTMLDocument``.
///
/// The document's times are on the track's media timeline, not relative to the sample
/// (ISO/IEC 14496-30 §5 and the DASH-IF / CMAF rule for TTML in fragmented MP4), so a cue at
/// `begin="00:00:23.000"` shows 23 s after the track's time zero, whichever sample carries it.
/// A cue repeated in the samples of the fragments it spans is one cue
/// (``RepeatedCueJoiner``); so that it can be, the cues that end a sample are reported with
/// the next sample.
///
/// A sample's document is presented while its sample is (ISO/IEC 14496-30 §5), so content it
/// leaves without an end of its own (an untimed `<p>`, a `begin` with no `end`), which TTML
/// lasts to the document's indefinite end, shows from the sample's start (or its own begin)
/// to the sample's end: its stated duration, else the next sample's time, which replaces the
/// document (movie fragments state no duration to FFmpeg). The last sample's lasts on.
final class MP4TTMLSampleDecoder: PacketClockedDecoder {
    let clock: PacketClock
    private var joiner = RepeatedCueJoiner()

    /// A decoder for `stream`, whose times are measured from `startOffset` microseconds.
    init(stream: UnsafeMutablePointer<AVStream>, startOffset: Int64) {
        clock = PacketClock(stream: stream, startOffset: startOffset)
    }

    /// The cues finished by the sample's document; a sample that is not a valid TTML document
    /// is rejected, and counts as one with no cues.
    func decode(_ packet: UnsafeMutablePointer<AVPacket>) -> [SubtitleEvent] {
        let document: TTMLDocument
        do {
            document = try TTMLDocument(parsing: PacketBytes.payload(of: packet))
        } catch {
            let time = mediaTime(of: packet).map(MediaTime.init(microseconds:))
            let released = joiner.take([]).map { SubtitleEvent.show($0, endIsKnown: true) }
            return released + [.rejected(detail: "not a TTML document: \(error)", at: time)]
        }
        let offset = MediaTime(microseconds: clock.startOffset)
        let openEnd = TTMLDocument.indefiniteEnd - offset
        let sample = clock.span(of: packet)
        if let sample {
            joiner.endHeldCues(endingAt: openEnd, at: sample.start)
        }
        let cues = document.cues.map { cue in
            var cue = cue
            cue.start = cue.start - offset
            cue.end = cue.end - offset
            if cue.end >= openEnd, let sample {
                cue.start = max(cue.start, sample.start)
                cue.end = sample.endIsKnown ? max(sample.end, cue.start) : openEnd
            }
            return cue
        }
        return joiner.take(cues).map { .show($0, endIsKnown: true) }
    }

    func finish() -> [SubtitleEvent] {
        joiner.finish().map { .show($0, endIsKnown: true) }
    }

    var reportsCaptionsWhenReplaced: Bool { true }

    func flush() {
        joiner.reset()
    }
}
