internal import CFFmpeg

/// The bytes of a packet's payload and side data, copied out of FFmpeg.
enum PacketBytes {
    /// The packet's payload.
    static func payload(of packet: UnsafeMutablePointer<AVPacket>) -> [UInt8] {
        guard let data = packet.pointee.data, packet.pointee.size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: Int(packet.pointee.size)))
    }

    /// The packet's side data of `type`, if it carries any.
    static func sideData(
        _ type: AVPacketSideDataType, of packet: UnsafeMutablePointer<AVPacket>
    ) -> [UInt8]? {
        var size: Int = 0
        guard let data = av_packet_get_side_data(packet, type, &size), size > 0 else {
            return nil
        }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }

    /// The packet's duration in microseconds, if the container states one.
    static func durationMicroseconds(
        of packet: UnsafeMutablePointer<AVPacket>, timeBase: AVRational
    ) -> Int64? {
        guard packet.pointee.duration > 0 else { return nil }
        return av_rescale_q(packet.pointee.duration, timeBase, cffmpeg_time_base_q())
    }
}
