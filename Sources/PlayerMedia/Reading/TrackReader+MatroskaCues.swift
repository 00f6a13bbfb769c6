internal import CFFmpeg
internal import PlayerCaptions
internal import PlayerCore

extension TrackReader {
    /// Every cue of `track` read by scanning the Matroska file's blocks instead of demuxing it
    /// (``MatroskaBlockScan``, by the first of `scanRoutes` that finds them), decoded by the
    /// track's own decoder, with the packets it rejected and whether the file ends before its
    /// segment does; nil when the track is not a plain subtitle track of a local Matroska file
    /// or the scan refuses the file, so that the demuxer reads it instead.
    ///
    /// FFmpeg's Matroska demuxer reads every block of the file even for streams it discards;
    /// the scan reads the cue index and the track's own blocks, or else block headers and the
    /// track's own payloads.
    func cuesFromMatroskaBlocks(
        of track: TrackID,
        by scanRoutes: [MatroskaBlockScan.Route] = [.cueIndex, .clusterWalk]
    ) throws(MediaError) -> CueReading? {
        guard case .packets(let inputIndex, let streamIndex, let makeDecoder?) = routes[track]?.feed
        else { return nil }
        let input = inputs[inputIndex]
        guard streamIndex < input.streams.count, let stream = input.streams[streamIndex],
            Self.codecsWithPlainPayloads.contains(stream.pointee.codecpar.pointee.codec_id),
            let (reader, head) = input.matroskaSegmentHead(),
            let entry = input.matroskaTrackEntry(ofStream: streamIndex, in: head),
            entry.type == MatroskaTrackEntry.subtitleType, entry.isTimedPlainly
        else { return nil }
        let scan = MatroskaBlockScan(
            path: input.path, head: head, track: entry,
            interrupted: { [interrupter] in interrupter.isInterrupted })
        let scanned: MatroskaBlockScan.Found?
        do {
            scanned = try scan.blocks(reading: reader, by: scanRoutes)
        } catch {
            return nil
        }
        guard let found = scanned else { throw .interrupted(path: input.path) }
        guard let decoder = makeDecoder(stream, input.startMicroseconds) else { return nil }
        let packets = found.blocks.map { block in
            ScannedPacket(
                pts: block.timestamp, dts: block.timestamp, duration: block.duration,
                offset: block.payloadOffset, size: block.payloadSize)
        }
        guard
            var reading = decodeCues(
                of: packets, streamIndex: streamIndex, reader: reader, path: input.path,
                decoder: decoder)
        else { return nil }
        reading.incomplete = found.endsEarlyAt.map { ticks in
            let reached = av_rescale_q(ticks, stream.pointee.time_base, cffmpeg_time_base_q())
            return IncompleteRead(
                path: input.path, cause: .endsEarly,
                reached: MediaTime(microseconds: max(reached &- input.startMicroseconds, 0)),
                duration: duration, cuesRead: reading.cues.count)
        }
        return reading
    }

    /// Subtitle codecs whose Matroska payloads FFmpeg 5.1 hands to the decoder unchanged
    /// (WebVTT is not one: the demuxer splits its blocks into text and side data).
    private static let codecsWithPlainPayloads: Set<AVCodecID> = [
        AV_CODEC_ID_SUBRIP, AV_CODEC_ID_TEXT, AV_CODEC_ID_ASS, AV_CODEC_ID_SSA,
        AV_CODEC_ID_HDMV_PGS_SUBTITLE, AV_CODEC_ID_DVD_SUBTITLE, AV_CODEC_ID_DVB_SUBTITLE,
    ]
}
