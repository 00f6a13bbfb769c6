extension MatroskaSegmentHead {
    /// Whether the file's muxer puts a cue point in the index for every block of a subtitle
    /// track, so that the index's entries for one are all its blocks: FFmpeg's Matroska muxer
    /// ("Lavf…") indexes every subtitle packet, and mkvmerge indexes every key frame of a
    /// subtitle track by default, which every subtitle block is.
    var indexesEverySubtitleBlock: Bool {
        muxingApplication.hasPrefix("Lavf") || writingApplication.hasPrefix("Lavf")
            || writingApplication.hasPrefix("mkvmerge")
    }
}

extension MatroskaBlockScan {
    /// The track's blocks in file order, found through the cue index and each checked to be a
    /// block of the track at the time the index gives; nil when interrupted. Refuses when the
    /// index may not list every block of the track (no index, no entry for the track, an
    /// unknown muxer, an entry without a relative position), an entry does not land on such
    /// a block, or the file is cut off.
    func indexedBlocks(reading reader: ForwardFileReader) throws(MatroskaScanRefusal)
        -> [MatroskaBlock]?
    {
        // The index of a cut-off file names blocks past its end; the walk tells where it ends.
        guard !head.isCutOff else { throw MatroskaScanRefusal("the file ends before its segment") }
        guard let cuesOffset = head.cuesOffset else { throw MatroskaScanRefusal("no cue index") }
        guard head.indexesEverySubtitleBlock else {
            throw MatroskaScanRefusal("the muxer is not known to index every subtitle block")
        }
        let entries = try MatroskaCueIndex(
            of: track.number, reading: reader, at: cuesOffset, head: head
        ).entries
        guard !entries.isEmpty else {
            throw MatroskaScanRefusal("the cue index has no entry for track \(track.number)")
        }
        guard head.segmentEnd == reader.size else {
            throw MatroskaScanRefusal("the file continues past its segment")
        }
        // The start of every cluster and every block, fetched at once: most are far apart.
        let clusterOffsets = entries.map {
            head.segmentDataOffset + Int64(clamping: $0.clusterPosition)
        }
        let blockOffsets = zip(entries, clusterOffsets).map { entry, cluster in
            cluster + Int64(clamping: entry.relativePosition ?? 0)
        }
        reader.prefetch((clusterOffsets + blockOffsets).map { ($0, 64) })
        let walk = MatroskaClusterWalk(reader: reader, head: head, track: track)
        var clusters: [UInt64: IndexedCluster] = [:]
        var located: [(offset: Int64, entry: MatroskaCueIndex.Entry, cluster: IndexedCluster)] = []
        for entry in entries {
            guard let relative = entry.relativePosition else {
                throw MatroskaScanRefusal("a cue point at \(entry.time) has no relative position")
            }
            let cluster: IndexedCluster
            if let known = clusters[entry.clusterPosition] {
                cluster = known
            } else {
                cluster = try indexedCluster(
                    at: head.segmentDataOffset + Int64(clamping: entry.clusterPosition),
                    reader: reader)
                clusters[entry.clusterPosition] = cluster
            }
            located.append((cluster.dataOffset + Int64(clamping: relative), entry, cluster))
        }
        located.sort { $0.offset < $1.offset }
        var blocks: [MatroskaBlock] = []
        var previous: Int64?
        for (index, place) in located.enumerated() where place.offset != previous {
            if index.isMultiple(of: 64), interrupted() { return nil }
            previous = place.offset
            let (element, _) = try reader.boundedElement(
                at: place.offset, within: place.cluster.end)
            guard let block = try walk.block(in: element, clusterTime: place.cluster.time),
                block.timestamp == Int64(clamping: place.entry.time),
                place.entry.duration.map({ Int64(clamping: $0) == block.duration }) ?? true
            else {
                throw MatroskaScanRefusal(
                    "the cue point at \(place.entry.time) does not land on a block of track "
                        + "\(track.number) at that time")
            }
            // The block's bytes are at hand now; the decoder asks for them after the last.
            reader.keepIfBuffered(block.payloadSize, at: block.payloadOffset)
            blocks.append(block)
        }
        return blocks
    }

    /// What the index route reads of a cluster: where its data starts and ends, and its time.
    struct IndexedCluster {
        var dataOffset: Int64
        var end: Int64
        var time: UInt64
    }

    /// The cluster at `offset`, with the time its first children state; refuses when no
    /// cluster of known size is there or a block comes before its time.
    private func indexedCluster(at offset: Int64, reader: ForwardFileReader)
        throws(MatroskaScanRefusal) -> IndexedCluster
    {
        let (cluster, end) = try reader.boundedElement(at: offset, within: head.segmentEnd)
        guard cluster.id == MatroskaElementID.cluster, offset >= head.firstClusterOffset else {
            throw MatroskaScanRefusal("a cue point names byte \(offset), which is no cluster")
        }
        var childOffset = cluster.dataOffset
        while childOffset < end {
            let (child, childEnd) = try reader.boundedElement(at: childOffset, within: end)
            switch child.id {
            case MatroskaElementID.clusterTimestamp:
                return IndexedCluster(
                    dataOffset: cluster.dataOffset, end: end,
                    time: try reader.unsignedValue(of: child))
            case MatroskaElementID.simpleBlock, MatroskaElementID.blockGroup:
                throw MatroskaScanRefusal("a block before its cluster's time")
            default:
                childOffset = childEnd
            }
        }
        throw MatroskaScanRefusal("a cluster without a time at byte \(offset)")
    }
}
