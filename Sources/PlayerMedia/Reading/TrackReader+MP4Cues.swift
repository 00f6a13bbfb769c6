internal import CFFmpeg
internal import PlayerCaptions
internal import PlayerCore

extension TrackReader {
    /// Every cue of `track` read from the MP4 file's sample tables or movie fragments
    /// (``MP4TrackSamples``) instead of demuxing it, decoded by the track's own decoder (with
    /// the samples it rejected); nil when the track is not a text track (mov_text / tx3g,
    /// `wvtt`, `stpp`) of a local MP4 or QuickTime file, or the samples cannot be timed
    /// exactly as FFmpeg would, so that the demuxer reads it instead.
    ///
    /// FFmpeg's demuxer reads every sample of the file in time order even for streams it
    /// discards; this reads the boxes and the track's own samples.
    func cuesFromMP4Samples(of track: TrackID) throws(MediaError) -> CueReading? {
        guard case .packets(let inputIndex, let streamIndex, let makeDecoder?) = routes[track]?.feed
        else { return nil }
        let input = inputs[inputIndex]
        guard input.readsLocalFile, input.formatName.hasPrefix("mov,mp4"),
            streamIndex < input.streams.count, let stream = input.streams[streamIndex],
            Self.carriesTextSamples(stream), stream.pointee.id > 0,
            let reader = ForwardFileReader(path: input.path),
            let found = try? MP4TrackSamples(
                trackID: UInt32(stream.pointee.id), reading: reader),
            stream.pointee.time_base.num == 1,
            stream.pointee.time_base.den == Int32(clamping: found.timescale),
            found.isFragmented || Self.demuxerIndexes(found.samples, of: stream)
        else { return nil }
        if interrupter.isInterrupted { throw .interrupted(path: input.path) }
        reader.prefetch(found.samples.map { ($0.offset, $0.size) })
        guard let decoder = makeDecoder(stream, input.startMicroseconds) else { return nil }
        let packets = found.samples.indices.map { index in
            let sample = found.samples[index]
            return ScannedPacket(
                pts: sample.decodeTime, dts: sample.decodeTime,
                duration: found.isFragmented
                    ? 0 : Self.duration(ofSample: index, in: found.samples, stream: stream),
                offset: sample.offset, size: sample.size)
        }
        return decodeCues(
            of: packets, streamIndex: streamIndex, reader: reader, path: input.path,
            decoder: decoder)
    }

    /// Whether `stream` is a text track whose samples the decoders take as they are.
    private static func carriesTextSamples(_ stream: UnsafeMutablePointer<AVStream>) -> Bool {
        let parameters = stream.pointee.codecpar.pointee
        return parameters.codec_id == AV_CODEC_ID_MOV_TEXT
            || ["wvtt", "stpp"].contains(StreamTrack.tagName(parameters.codec_tag))
    }

    /// How long FFmpeg 5.1's MP4 demuxer says sample `index` of a track from the sample
    /// tables lasts: until the next sample, the last one until the stream's end.
    private static func duration(
        ofSample index: Int, in samples: [MP4Sample], stream: UnsafeMutablePointer<AVStream>
    ) -> Int64 {
        let time = samples[index].decodeTime
        let next =
            index + 1 < samples.count ? samples[index + 1].decodeTime : stream.pointee.duration
        return next != cffmpeg_nopts_value() && next >= time ? next - time : 0
    }

    /// Whether the index FFmpeg built of `stream` when it opened the file lists exactly
    /// `samples`: the same places, sizes and times, none to be discarded.
    private static func demuxerIndexes(
        _ samples: [MP4Sample], of stream: UnsafeMutablePointer<AVStream>
    ) -> Bool {
        guard avformat_index_get_entries_count(stream) == samples.count else { return false }
        for (index, sample) in samples.enumerated() {
            guard let entry = avformat_index_get_entry(stream, Int32(index))?.pointee,
                entry.pos == sample.offset, Int(entry.size) == sample.size,
                entry.timestamp == sample.decodeTime, entry.flags & AVINDEX_DISCARD_FRAME == 0
            else { return false }
        }
        return true
    }
}
