internal import CFFmpeg
public import PlayerCaptions
public import PlayerCore

extension ASSTrackScript {
    /// The script an SSA or ASS `track` of the media at `mediaPath` is drawn from: its
    /// caption file's text for a track read from one, else the container stream's header
    /// (codec private data) and its packets; nil for a track of another codec, or one in a
    /// sidecar container (whose streams are numbered apart from the track's identifier).
    public static func read(
        _ track: TrackInfo, of mediaPath: String, options: MediaSourceOptions = MediaSourceOptions()
    ) throws(MediaError) -> ASSTrackScript? {
        guard track.codec == "ass" || track.codec == "ssa" else { return nil }
        if let sourcePath = track.sourcePath {
            guard SidecarFormat(fileExtension: LocalFile.fileExtension(of: sourcePath)) != nil
            else { return nil }
            return try ASSTrackScript(fileAt: sourcePath)
        }
        return try containedScript(streamIndex: track.id.rawValue, of: mediaPath, options: options)
    }

    /// Reads every packet of the stream numbered `streamIndex` (a text track is small; the
    /// other streams are discarded by the demuxer).
    private static func containedScript(
        streamIndex: Int, of path: String, options: MediaSourceOptions
    ) throws(MediaError) -> ASSTrackScript? {
        let policy = InputPolicy.mainInput(
            path: path, options: options, interrupter: MediaInterrupter())
        let input = try DemuxerInput(path: path, url: path, policy: policy)
        defer { input.close() }
        guard streamIndex < input.streams.count, let stream = input.streams[streamIndex],
            let parameters = stream.pointee.codecpar?.pointee
        else { return nil }
        let header =
            parameters.extradata.map {
                Self.text(UnsafeBufferPointer(start: $0, count: Int(parameters.extradata_size)))
            } ?? ""
        let timeBase = stream.pointee.time_base
        let start = input.startMicroseconds
        var events: [ASSPacketEvent] = []
        input.keepOnly([streamIndex])
        while true {
            let read = try input.readPacket { packet in
                guard Int(packet.pointee.stream_index) == streamIndex,
                    packet.pointee.pts != cffmpeg_nopts_value(), let data = packet.pointee.data
                else { return }
                let microseconds = { (stamp: Int64) in
                    av_rescale_q(stamp, timeBase, cffmpeg_time_base_q())
                }
                events.append(
                    ASSPacketEvent(
                        start: MediaTime(microseconds: microseconds(packet.pointee.pts) - start),
                        duration: MediaTime(microseconds: microseconds(packet.pointee.duration)),
                        line: Self.text(
                            UnsafeBufferPointer(start: data, count: Int(packet.pointee.size)))))
            }
            if read != .packet { break }
        }
        return .packets(header: header, events: events)
    }

    /// Bytes as UTF-8 text, up to a NUL (some muxers pad a packet with one and junk).
    private static func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let end = bytes.firstIndex(of: 0) ?? bytes.endIndex
        return String(decoding: bytes[..<end], as: UTF8.self)
    }
}
