internal import CFFmpeg
internal import PlayerCaptions

extension DemuxerInput {
    /// The start of the local Matroska file this input reads, with the reader it was read
    /// by; nil for anything else, or when our own walk refuses the file's head.
    func matroskaSegmentHead() -> (reader: ForwardFileReader, head: MatroskaSegmentHead)? {
        guard readsLocalFile, formatName == "matroska,webm",
            let reader = ForwardFileReader(path: path),
            let head = try? MatroskaSegmentHead(reading: reader)
        else { return nil }
        return (reader, head)
    }

    /// The track entry of `head` FFmpeg made stream `index` of: entries become streams in
    /// order, skipping those FFmpeg ignores. Nil unless every entry's kind agrees with its
    /// stream's, which confirms the pairing.
    func matroskaTrackEntry(ofStream index: Int, in head: MatroskaSegmentHead)
        -> MatroskaTrackEntry?
    {
        let entries = head.tracks.filter(\.becomesStream)
        guard index < entries.count, entries.count <= streams.count else { return nil }
        let mediaTypes: [UInt64: AVMediaType] = [
            MatroskaTrackEntry.videoType: AVMEDIA_TYPE_VIDEO,
            MatroskaTrackEntry.audioType: AVMEDIA_TYPE_AUDIO,
            MatroskaTrackEntry.subtitleType: AVMEDIA_TYPE_SUBTITLE,
        ]
        for (entry, stream) in zip(entries, streams) {
            guard let stream else { return nil }
            if let expected = mediaTypes[entry.type],
                stream.pointee.codecpar.pointee.codec_type != expected
            {
                return nil
            }
        }
        return entries[index]
    }
}
