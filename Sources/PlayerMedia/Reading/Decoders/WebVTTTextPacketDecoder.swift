import CFFmpeg
import PlayerCore

/// Decodes packets whose payload is one WebVTT cue's text: Matroska / WebM `D_WEBVTT` tracks
/// (FFmpeg's `webvtt` codec, the identifier in the packet's side data) and Matroska
/// `S_TEXT/WEBVTT`, which FFmpeg 5.1 does not know. Text is read with ``WebVTTCueText``.
///
/// A cue lasts for its packet's duration; without one it stays until the next cue.
final class WebVTTTextPacketDecoder: CaptionPacketDecoder {
    private let timeBase: AVRational
    /// Microseconds subtracted from every time: the container's start time.
    private let startOffset: Int64

    /// A decoder for `stream`, whose times are measured from `startOffset` microseconds.
    init(stream: UnsafeMutablePointer<AVStream>, startOffset: Int64) {
        timeBase = stream.pointee.time_base
        self.startOffset = startOffset
    }

    func mediaTime(of packet: UnsafeMutablePointer<AVPacket>) -> Int64? {
        Self.packetTime(of: packet, timeBase: timeBase, startOffset: startOffset)
    }

    func decode(_ packet: UnsafeMutablePointer<AVPacket>) -> [SubtitleEvent] {
        guard let start = mediaTime(of: packet) else { return [] }
        let duration = PacketBytes.durationMicroseconds(of: packet, timeBase: timeBase)
        let identifier = PacketBytes.sideData(AV_PKT_DATA_WEBVTT_IDENTIFIER, of: packet)
            .map { String(decoding: $0, as: UTF8.self) }
        let payload = String(decoding: PacketBytes.payload(of: packet), as: UTF8.self)
        let cue = WebVTTCue(
            identifier: identifier ?? "", start: MediaTime(microseconds: start),
            end: MediaTime(microseconds: start + (duration ?? 0)),
            payload: payload.trimmingTrailingLineBreaks
        ).cue
        return [.show(cue, endIsKnown: duration != nil)]
    }

    func flush() {}
}
