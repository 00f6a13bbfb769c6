internal import CFFmpeg
internal import PlayerCaptions
internal import PlayerCore

/// Decodes packets whose payload is one WebVTT cue's text: Matroska / WebM `D_WEBVTT` tracks
/// (FFmpeg's `webvtt` codec, the identifier in the packet's side data) and Matroska
/// `S_TEXT/WEBVTT`, which FFmpeg 5.1 does not know. Text is read with ``WebVTTCueText``.
///
/// A cue lasts for its packet's duration; without one it stays until the next cue.
final class WebVTTTextPacketDecoder: PacketClockedDecoder {
    let clock: PacketClock

    /// A decoder for `stream`, whose times are measured from `startOffset` microseconds.
    init(stream: UnsafeMutablePointer<AVStream>, startOffset: Int64) {
        clock = PacketClock(stream: stream, startOffset: startOffset)
    }

    func decode(_ packet: UnsafeMutablePointer<AVPacket>) -> [SubtitleEvent] {
        guard let span = clock.span(of: packet) else { return [] }
        let identifier = PacketBytes.sideData(AV_PKT_DATA_WEBVTT_IDENTIFIER, of: packet)
            .map { String(decoding: $0, as: UTF8.self) }
        let payload = String(decoding: PacketBytes.payload(of: packet), as: UTF8.self)
        let cue = WebVTTCue(
            identifier: identifier ?? "", start: span.start, end: span.end,
            payload: payload.trimmingTrailingLineBreaks
        ).cue
        return [.show(cue, endIsKnown: span.endIsKnown)]
    }

    func flush() {}
}
