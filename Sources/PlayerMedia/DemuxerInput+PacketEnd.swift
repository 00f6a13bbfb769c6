import CFFmpeg
import PlayerCore

extension DemuxerInput {
    /// The media time (container start subtracted) at which the last packet ends, read from
    /// the last point FFmpeg can seek to at or before `time` up to the end of the input, then
    /// back at the start; nil when the input cannot be sought or read there, or when more
    /// than `packetLimit` packets follow that point (a file of one keyframe).
    func lastPacketEnd(seekingBefore time: MediaTime, packetLimit: Int = 100_000) -> MediaTime? {
        do {
            try seek(toMicroseconds: time.microseconds)
        } catch {
            return nil
        }
        defer { try? seek(toMicroseconds: 0) }
        var latest: Int64?
        for _ in 0..<packetLimit {
            let read = try? readPacket { packet throws(MediaError) in
                let index = Int(packet.pointee.stream_index)
                guard index < streams.count, let stream = streams[index] else { return }
                let stamp =
                    packet.pointee.pts != cffmpeg_nopts_value()
                    ? packet.pointee.pts : packet.pointee.dts
                guard stamp != cffmpeg_nopts_value() else { return }
                let end = stamp &+ max(packet.pointee.duration, 0)
                let microseconds = av_rescale_q(
                    end, stream.pointee.time_base, cffmpeg_time_base_q())
                latest = max(latest ?? microseconds, microseconds)
            }
            guard read == .packet else {
                return latest.map { MediaTime(microseconds: max($0 &- startMicroseconds, 0)) }
            }
        }
        return nil
    }
}
