/// The start of a Matroska file up to its first cluster: where the segment ends, its time
/// scale and its track entries.
public struct MatroskaSegmentHead: Sendable {
    /// Nanoseconds per tick of cluster and block timestamps.
    var timestampScale: UInt64 = 1_000_000
    /// The track entries, in file order.
    public var tracks: [MatroskaTrackEntry] = []
    /// The file offset of the first cluster.
    var firstClusterOffset: Int64 = 0
    /// The file offset where the segment's data ends.
    var segmentEnd: Int64 = 0

    /// Reads the EBML header, the segment's start, its `Info` and `Tracks`; refuses a file
    /// whose tracks come after the first cluster, that has no cluster, or that is cut off.
    public init(reading reader: ForwardFileReader) throws(MatroskaScanRefusal) {
        let header = try reader.element(at: 0)
        guard header.id == MatroskaElementID.ebmlHeader, var offset = header.endOffset else {
            throw MatroskaScanRefusal("no EBML header")
        }
        var segment = try reader.element(at: offset)
        while segment.id == MatroskaElementID.void, let end = segment.endOffset {
            offset = end
            segment = try reader.element(at: offset)
        }
        guard segment.id == MatroskaElementID.segment else {
            throw MatroskaScanRefusal("no segment after the EBML header")
        }
        segmentEnd = segment.endOffset ?? reader.size
        guard segmentEnd <= reader.size else {
            throw MatroskaScanRefusal("the segment runs past the end of the file")
        }
        var sawTracks = false
        offset = segment.dataOffset
        while offset < segmentEnd {
            let element = try reader.element(at: offset)
            if element.id == MatroskaElementID.cluster {
                guard sawTracks else { throw MatroskaScanRefusal("tracks after the first cluster") }
                firstClusterOffset = offset
                return
            }
            let (_, end) = try reader.boundedElement(at: offset, within: segmentEnd)
            switch element.id {
            case MatroskaElementID.info:
                try readInfo(element, end: end, reader: reader)
            case MatroskaElementID.tracks:
                guard !sawTracks else { throw MatroskaScanRefusal("a second Tracks element") }
                sawTracks = true
                try readTracks(element, end: end, reader: reader)
            default:
                break
            }
            offset = end
        }
        throw MatroskaScanRefusal("no cluster")
    }

    private mutating func readInfo(
        _ info: EBMLElement, end: Int64, reader: ForwardFileReader
    ) throws(MatroskaScanRefusal) {
        try reader.forEachChild(from: info.dataOffset, to: end) {
            child throws(MatroskaScanRefusal) in
            if child.id == MatroskaElementID.timestampScale {
                timestampScale = try reader.unsignedValue(of: child)
            }
        }
        // FFmpeg reads a zero scale as the default.
        if timestampScale == 0 {
            timestampScale = 1_000_000
        }
    }

    private mutating func readTracks(
        _ element: EBMLElement, end: Int64, reader: ForwardFileReader
    ) throws(MatroskaScanRefusal) {
        try reader.forEachChild(from: element.dataOffset, to: end) {
            child throws(MatroskaScanRefusal) in
            guard child.id == MatroskaElementID.trackEntry else { return }
            let entry = try MatroskaTrackEntry(
                reading: reader, from: child.dataOffset, to: child.endOffset!)
            // Blocks name their track by number: a missing or repeated one makes that ambiguous.
            guard entry.number != 0, !tracks.contains(where: { $0.number == entry.number }) else {
                throw MatroskaScanRefusal("track number \(entry.number) is missing or repeated")
            }
            tracks.append(entry)
        }
    }
}
