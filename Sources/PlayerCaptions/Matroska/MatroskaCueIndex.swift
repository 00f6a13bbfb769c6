/// The cue points a Matroska `Cues` element (the file's index) gives for one track: for each
/// indexed block, its time, the cluster holding it and where in that cluster it starts.
struct MatroskaCueIndex {
    /// One `CueTrackPositions` of the track.
    struct Entry: Equatable {
        /// `CueTime`: the block's time in ticks of the segment's time scale.
        var time: UInt64
        /// `CueClusterPosition`: the cluster's offset from the start of the segment's data.
        var clusterPosition: UInt64
        /// `CueRelativePosition`: the block's offset from the start of the cluster's data;
        /// nil when the index does not say.
        var relativePosition: UInt64?
        /// `CueDuration`: how long the block lasts, in ticks; nil when the index does not say.
        var duration: UInt64?
    }

    /// The track's entries, in the order the index lists them.
    let entries: [Entry]

    /// Reads the `Cues` element at `offset`, keeping the positions of track `number`; refuses
    /// when no whole `Cues` element is there or a cue point lacks its time or cluster.
    init(
        of number: UInt64, reading reader: ForwardFileReader, at offset: Int64,
        head: MatroskaSegmentHead
    )
        throws(MatroskaScanRefusal)
    {
        let (cues, end) = try reader.boundedElement(at: offset, within: head.segmentEnd)
        guard cues.id == MatroskaElementID.cues else {
            throw MatroskaScanRefusal("no Cues element at byte \(offset)")
        }
        reader.prefetch([(cues.dataOffset, Int(end - cues.dataOffset))])
        var entries: [Entry] = []
        try reader.forEachChild(from: cues.dataOffset, to: end) {
            point throws(MatroskaScanRefusal) in
            guard point.id == MatroskaElementID.cuePoint else { return }
            var time: UInt64?
            var positions: [Entry] = []
            try reader.forEachChild(from: point.dataOffset, to: point.endOffset!) {
                child throws(MatroskaScanRefusal) in
                switch child.id {
                case MatroskaElementID.cueTime:
                    time = try reader.unsignedValue(of: child)
                case MatroskaElementID.cueTrackPositions:
                    if let entry = try Self.position(of: number, in: child, reader: reader) {
                        positions.append(entry)
                    }
                default:
                    break
                }
            }
            guard !positions.isEmpty else { return }
            guard let time else {
                throw MatroskaScanRefusal("a cue point without a time at byte \(point.dataOffset)")
            }
            entries += positions.map { entry in
                var entry = entry
                entry.time = time
                return entry
            }
        }
        self.entries = entries
    }

    /// The children of a `CueTrackPositions` read, in this order.
    private static let positionIDs = [
        MatroskaElementID.cueTrack, MatroskaElementID.cueClusterPosition,
        MatroskaElementID.cueRelativePosition, MatroskaElementID.cueDuration,
    ]

    /// The entry `positions` (a `CueTrackPositions` element) gives when it is track
    /// `number`'s, its time still to be filled in; nil for another track's.
    private static func position(
        of number: UInt64, in positions: EBMLElement, reader: ForwardFileReader
    ) throws(MatroskaScanRefusal) -> Entry? {
        let values = try reader.unsignedChildren(of: positions, Self.positionIDs)
        guard values[0] == number else { return nil }
        guard let cluster = values[1] else {
            throw MatroskaScanRefusal(
                "a cue point without a cluster at byte \(positions.dataOffset)")
        }
        return Entry(
            time: 0, clusterPosition: cluster, relativePosition: values[2], duration: values[3])
    }
}
