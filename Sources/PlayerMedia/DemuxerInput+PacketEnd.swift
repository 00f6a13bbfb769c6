internal import CFFmpeg
internal import PlayerCore

extension DemuxerInput {
    /// Where the packets of an input end, as ``packetsEnd(seekingBefore:packetLimit:)`` finds.
    enum PacketsEnd: Equatable {
        /// The last packet ends at this media time.
        case at(MediaTime)
        /// The input ends with no timed packet after the point sought.
        case noPackets
        /// The input could not be sought or read, or had more packets than were read.
        case unknown
    }

    /// Whether the input is an MP4 file whose index, read whole when it opened, lists no
    /// sample at all (an initialization segment): it has no packet to read.
    var indexesNoSample: Bool {
        formatName.hasPrefix("mov,mp4")
            && streams.allSatisfy { stream in
                stream.map { avformat_index_get_entries_count($0) == 0 } ?? true
            }
    }

    /// The media time (container start subtracted) at which the last packet ends, read from
    /// the last point FFmpeg can seek to at or before `time` up to the end of the input, then
    /// back at the start; nil when the input cannot be sought or read there, when it has no
    /// timed packet there, or when more than `packetLimit` packets follow that point (a file
    /// of one keyframe).
    func lastPacketEnd(seekingBefore time: MediaTime, packetLimit: Int = 100_000) -> MediaTime? {
        guard case .at(let end) = packetsEnd(seekingBefore: time, packetLimit: packetLimit) else {
            return nil
        }
        return end
    }

    /// Where the packets end from the last point FFmpeg can seek to at or before `time` up to
    /// the end of the input (then back at the start), telling an input with no timed packet
    /// there from one that could not be measured.
    func packetsEnd(seekingBefore time: MediaTime, packetLimit: Int = 100_000) -> PacketsEnd {
        do {
            try seek(toMicroseconds: time.microseconds)
        } catch {
            return .unknown
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
                if let latest {
                    return .at(MediaTime(microseconds: max(latest &- startMicroseconds, 0)))
                }
                return read == .end ? .noPackets : .unknown
            }
        }
        return .unknown
    }
}
