internal import CFFmpeg
internal import PlayerCaptions
internal import PlayerCore

/// Reads a container's own CEA-608 track (an MP4 `c608` track, whose samples FFmpeg's demuxer
/// hands over as `cc_data` triplets) with our ``CEA608Decoder``, CC1 of field 1, each
/// packet's pairs at its presentation time.
///
/// A caption is reported when it leaves the screen, and the one on screen when the stream
/// ends by ``finish()``, its end left to the end of the media.
final class CEA608PacketDecoder: CaptionPacketDecoder {
    private let clock: PacketClock
    private var decoder = CEA608Decoder(channel: .cc1)

    /// A reader of `stream`'s packets, timed from `startOffset` microseconds.
    init(stream: UnsafeMutablePointer<AVStream>, startOffset: Int64) {
        clock = PacketClock(stream: stream, startOffset: startOffset)
    }

    func mediaTime(of packet: UnsafeMutablePointer<AVPacket>) -> Int64? {
        clock.time(of: packet)
    }

    /// The captions that leave the screen as the packet's pairs are read.
    func decode(_ packet: UnsafeMutablePointer<AVPacket>) -> [SubtitleEvent] {
        guard let time = clock.time(of: packet), let data = packet.pointee.data else { return [] }
        let triplets = Array(UnsafeBufferPointer(start: data, count: Int(packet.pointee.size)))
        return decoder.decode(triplets: triplets, at: MediaTime(microseconds: time))
            .map { .show($0, endIsKnown: true) }
    }

    /// Forgets the channel state and the screen (after a seek).
    func flush() {
        decoder.reset()
    }

    /// The caption still on screen, which lasts to the end of the media.
    func finish() -> [SubtitleEvent] {
        decoder.captionOnScreen.map { [.show($0, endIsKnown: false)] } ?? []
    }

    /// True: a caption is reported when it leaves the screen.
    var reportsCaptionsWhenReplaced: Bool { true }
}
