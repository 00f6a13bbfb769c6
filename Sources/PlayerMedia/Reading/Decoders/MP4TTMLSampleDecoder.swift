import CFFmpeg
import PlayerCaptions
import PlayerCore

/// Decodes the samples of an MP4 `stpp` track: each sample is a whole TTML document
/// (ISO/IEC 14496-30), read with ``TTMLDocument``.
///
/// The document's times are on the track's media timeline, not relative to the sample
/// (ISO/IEC 14496-30 §5 and the DASH-IF / CMAF rule for TTML in fragmented MP4), so a cue at
/// `begin="00:00:23.000"` shows 23 s after the track's time zero, whichever sample carries it.
final class MP4TTMLSampleDecoder: PacketClockedDecoder {
    let clock: PacketClock

    /// A decoder for `stream`, whose times are measured from `startOffset` microseconds.
    init(stream: UnsafeMutablePointer<AVStream>, startOffset: Int64) {
        clock = PacketClock(stream: stream, startOffset: startOffset)
    }

    /// The document's cues; a sample that is not a valid TTML document yields none.
    func decode(_ packet: UnsafeMutablePointer<AVPacket>) -> [SubtitleEvent] {
        guard let document = try? TTMLDocument(parsing: PacketBytes.payload(of: packet)) else {
            return []
        }
        let offset = MediaTime(microseconds: clock.startOffset)
        return document.cues.map { cue in
            var cue = cue
            cue.start = cue.start - offset
            cue.end = cue.end - offset
            return .show(cue, endIsKnown: true)
        }
    }

    func flush() {}
}
