/// The start of a Matroska file up to its first cluster: where the segment ends, its time
/// scale, its track entries, who wrote it and where its cue index is.
public struct MatroskaSegmentHead: Sendable {
    /// Nanoseconds per tick of cluster and block timestamps.
    var timestampScale: UInt64 = 1_000_000
    /// The track entries, in file order.
    public var tracks: [MatroskaTrackEntry] = []
    /// The file offset of the first cluster.
    var firstClusterOffset: Int64 = 0
    /// The file offset where the segment's data starts: positions in the seek head and the
    /// cue index count from here.
    var segmentDataOffset: Int64 = 0
    /// The file offset where the segment's data ends: where it says it does, or the end of
    /// the file when that comes first (``isCutOff``).
    var segmentEnd: Int64 = 0
    /// The file offset where the segment says its data ends (its size counted from its data).
    public private(set) var statedSegmentEnd: Int64 = 0
    /// The file offset of the `Cues` element, from the seek head or met before the first
    /// cluster; nil when the file names none.
    var cuesOffset: Int64?
    /// `Info`'s MuxingApp: the library that wrote the file ("Lavf59.27.100", "libebml v1.4.4
    /// + libmatroska v1.7.1"); empty when not stated.
    var muxingApplication = ""
    /// `Info`'s WritingApp: the program that wrote the file ("mkvmerge v74.0.0 …"); empty
    /// when not stated.
    var writingApplication = ""

    /// Whether the file ends before the segment says it does: a download or copy cut off.
    public var isCutOff: Bool { statedSegmentEnd > segmentEnd }

    /// Reads the EBML header, the segment's start, its `SeekHead`, `Info` and `Tracks`;
    /// refuses a file whose tracks come after the first cluster, that has no cluster, or that
    /// is cut off before its first cluster. A file cut off later is read up to its end
    /// (``isCutOff``).
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
        statedSegmentEnd = segment.endOffset ?? reader.size
        segmentEnd = min(statedSegmentEnd, reader.size)
        var sawTracks = false
        var secondSeekHead: Int64?
        offset = segment.dataOffset
        segmentDataOffset = segment.dataOffset
        while offset < segmentEnd {
            let element = try reader.element(at: offset)
            if element.id == MatroskaElementID.cluster {
                guard sawTracks else { throw MatroskaScanRefusal("tracks after the first cluster") }
                firstClusterOffset = offset
                readSeekHead(at: secondSeekHead, reader: reader)
                return
            }
            let (_, end) = try reader.boundedElement(at: offset, within: segmentEnd)
            switch element.id {
            case MatroskaElementID.seekHead:
                // Only the cue index is looked up there: a seek head that cannot be read leaves
                // the index unknown.
                let another = try? readSeekHead(element, end: end, reader: reader)
                secondSeekHead = another ?? secondSeekHead
            case MatroskaElementID.cues:
                cuesOffset = offset
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
            switch child.id {
            case MatroskaElementID.timestampScale:
                timestampScale = try reader.unsignedValue(of: child)
            case MatroskaElementID.muxingApp:
                muxingApplication = try reader.stringValue(of: child)
            case MatroskaElementID.writingApp:
                writingApplication = try reader.stringValue(of: child)
            default:
                break
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

    /// Notes where the seek head's entries say the `Cues` element is; returns where they say
    /// another seek head is (mkvmerge moves entries to one at the end of the segment when the
    /// space it kept at the start runs out).
    private mutating func readSeekHead(
        _ element: EBMLElement, end: Int64, reader: ForwardFileReader
    ) throws(MatroskaScanRefusal) -> Int64? {
        var another: Int64?
        try reader.forEachChild(from: element.dataOffset, to: end) {
            seek throws(MatroskaScanRefusal) in
            guard seek.id == MatroskaElementID.seek else { return }
            let values = try reader.unsignedChildren(
                of: seek, [MatroskaElementID.seekID, MatroskaElementID.seekPosition])
            guard let id = values[0], let position = values[1],
                position < UInt64(segmentEnd - segmentDataOffset)
            else {
                return
            }
            let offset = segmentDataOffset + Int64(position)
            switch UInt32(truncatingIfNeeded: id) {
            case MatroskaElementID.cues where cuesOffset == nil: cuesOffset = offset
            case MatroskaElementID.seekHead: another = offset
            default: break
            }
        }
        return another
    }

    /// Reads the seek head at `offset` for the `Cues` element, unless it is known already; a
    /// seek head that cannot be read leaves the index unknown.
    private mutating func readSeekHead(at offset: Int64?, reader: ForwardFileReader) {
        guard cuesOffset == nil, let offset,
            let (element, end) = try? reader.boundedElement(at: offset, within: segmentEnd),
            element.id == MatroskaElementID.seekHead
        else { return }
        _ = try? readSeekHead(element, end: end, reader: reader)
    }
}
