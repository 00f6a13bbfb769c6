internal import CFFmpeg
internal import PlayerCore

/// A stream's packet times as media time: counted in the stream's time base, less the
/// container's start time.
struct PacketClock {
    /// The stream's time base.
    let timeBase: AVRational
    /// Microseconds subtracted from every time: the container's start time.
    let startOffset: Int64

    /// The clock of packets timed in `timeBase`, measured from `startOffset` microseconds.
    init(timeBase: AVRational, startOffset: Int64) {
        self.timeBase = timeBase
        self.startOffset = startOffset
    }

    /// The clock of `stream`, whose times are measured from `startOffset` microseconds.
    init(stream: UnsafeMutablePointer<AVStream>, startOffset: Int64) {
        self.init(timeBase: stream.pointee.time_base, startOffset: startOffset)
    }

    /// The packet's presentation time (its decoding time when it has none) in microseconds of
    /// media time; nil when it has neither. A damaged file's time near the ends of 64 bits
    /// wraps around, as ``MediaTime``'s sums do, instead of trapping.
    func time(of packet: UnsafeMutablePointer<AVPacket>) -> Int64? {
        let nopts = cffmpeg_nopts_value()
        let time = packet.pointee.pts != nopts ? packet.pointee.pts : packet.pointee.dts
        guard time != nopts else { return nil }
        return av_rescale_q(time, timeBase, cffmpeg_time_base_q()) &- startOffset
    }

    /// The packet's duration in microseconds, when the container states one.
    func duration(of packet: UnsafeMutablePointer<AVPacket>) -> Int64? {
        PacketBytes.durationMicroseconds(of: packet, timeBase: timeBase)
    }

    /// When the packet's content shows, in media time: from the packet's time for its stated
    /// duration; when the container states none the span is empty and `endIsKnown` false.
    /// Nil when the packet has no time.
    func span(of packet: UnsafeMutablePointer<AVPacket>)
        -> (start: MediaTime, end: MediaTime, endIsKnown: Bool)?
    {
        guard let start = time(of: packet) else { return nil }
        let duration = duration(of: packet)
        return (
            MediaTime(microseconds: start), MediaTime(microseconds: start &+ (duration ?? 0)),
            duration != nil
        )
    }
}

/// A packet decoder that times packets with its stream's ``PacketClock``.
protocol PacketClockedDecoder: CaptionPacketDecoder {
    /// The decoded stream's clock.
    var clock: PacketClock { get }
}

extension PacketClockedDecoder {
    func mediaTime(of packet: UnsafeMutablePointer<AVPacket>) -> Int64? {
        clock.time(of: packet)
    }
}
