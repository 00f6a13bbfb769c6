import PlayerCore

/// Walks the clusters of a Matroska segment through one reader, collecting the blocks of one
/// track; see ``MatroskaBlockScan`` for what it refuses and why. Confined to one thread.
struct MatroskaClusterWalk {
    private let reader: ForwardFileReader
    private let head: MatroskaSegmentHead
    private let track: MatroskaTrackEntry
    /// Track numbers below 64 FFmpeg knows, as bits; larger ones are looked up in `head`.
    private let knownSmallNumbers: UInt64

    /// A walk through `reader` for the blocks of `track`.
    init(reader: ForwardFileReader, head: MatroskaSegmentHead, track: MatroskaTrackEntry) {
        self.reader = reader
        self.head = head
        self.track = track
        self.knownSmallNumbers = head.tracks.reduce(0) { bits, entry in
            entry.number < 64 ? bits | (1 << entry.number) : bits
        }
    }

    /// What one stretch of the segment held.
    struct Stretch {
        /// The track's blocks, in file order.
        var blocks: [MatroskaBlock] = []
        /// The offset of the first element boundary at or after the stop, or the segment's end.
        var reached: Int64 = 0
    }

    /// Walks the segment's top-level elements from `start` (an element boundary) until the
    /// first boundary at or after `stop`; nil when `interrupted` says so between clusters.
    func walk(
        from start: Int64, stoppingAt stop: Int64, interrupted: () -> Bool
    ) throws(MatroskaScanRefusal) -> Stretch? {
        var stretch = Stretch()
        var offset = start
        while offset < min(stop, head.segmentEnd) {
            let (element, end) = try reader.boundedElement(at: offset, within: head.segmentEnd)
            switch element.id {
            case MatroskaElementID.cluster:
                if interrupted() { return nil }
                try scanCluster(from: element.dataOffset, to: end, into: &stretch.blocks)
            case MatroskaElementID.tracks, MatroskaElementID.info:
                throw MatroskaScanRefusal("Tracks or Info after the first cluster")
            default:
                break
            }
            offset = end
        }
        stretch.reached = offset
        return stretch
    }

    private func scanCluster(
        from start: Int64, to end: Int64, into blocks: inout [MatroskaBlock]
    ) throws(MatroskaScanRefusal) {
        var clusterTime: UInt64?
        try reader.forEachChild(from: start, to: end) { element throws(MatroskaScanRefusal) in
            if element.id == MatroskaElementID.clusterTimestamp {
                clusterTime = try reader.unsignedValue(of: element)
            } else if let block = try block(in: element, clusterTime: clusterTime) {
                blocks.append(block)
            }
        }
    }

    /// The track's block that `element`, a child of a cluster whose time is `clusterTime`,
    /// holds; nil when it is no block, another track's block or an empty one (FFmpeg makes no
    /// packet of it).
    @inline(__always)
    func block(in element: EBMLElement, clusterTime: UInt64?) throws(MatroskaScanRefusal)
        -> MatroskaBlock?
    {
        switch element.id {
        case MatroskaElementID.simpleBlock:
            return try takeBlock(element, clusterTime: clusterTime, duration: nil)
        case MatroskaElementID.blockGroup:
            return try blockGroup(
                from: element.dataOffset, to: element.endOffset!, clusterTime: clusterTime)
        default:
            return nil
        }
    }

    private func blockGroup(from start: Int64, to end: Int64, clusterTime: UInt64?)
        throws(MatroskaScanRefusal) -> MatroskaBlock?
    {
        var block: EBMLElement?
        var duration: UInt64?
        var hasExtras = false
        try reader.forEachChild(from: start, to: end) { child throws(MatroskaScanRefusal) in
            switch child.id {
            case MatroskaElementID.block:
                guard block == nil else { throw MatroskaScanRefusal("two blocks in one group") }
                block = child
            case MatroskaElementID.blockDuration:
                duration = try reader.unsignedValue(of: child)
            case MatroskaElementID.blockAdditions, MatroskaElementID.discardPadding:
                hasExtras = true
            default:
                break
            }
        }
        guard let block,
            let taken = try takeBlock(block, clusterTime: clusterTime, duration: duration)
        else { return nil }
        if hasExtras {
            throw MatroskaScanRefusal("a block of the track carries additions or padding")
        }
        return taken
    }

    /// The block whose element is `element` when it belongs to the scanned track and is not
    /// empty.
    @inline(__always)
    private func takeBlock(_ element: EBMLElement, clusterTime: UInt64?, duration: UInt64?)
        throws(MatroskaScanRefusal) -> MatroskaBlock?
    {
        let size = Int(element.size!)
        guard let bytes = reader.bytes(at: element.dataOffset, upTo: min(size, 11)),
            let number = EBMLElement.variableInteger(
                in: bytes, from: 0, longest: 8, keepingMarker: false),
            size >= number.length + 3
        else { throw MatroskaScanRefusal("unreadable block at byte \(element.dataOffset)") }
        guard number.value == track.number else {
            guard isKnown(number.value) else {
                throw MatroskaScanRefusal("a block of unknown track \(number.value)")
            }
            return nil
        }
        let blockTime = Int16(
            bitPattern: UInt16(bytes[number.length]) << 8 | UInt16(bytes[number.length + 1]))
        let flags = bytes[number.length + 2]
        guard flags & 0x06 == 0 else { throw MatroskaScanRefusal("a laced block") }
        guard let clusterTime, clusterTime <= UInt64(Int64.max) else {
            throw MatroskaScanRefusal("a block before its cluster's time")
        }
        guard let timestamp = CheckedDecimal.sum(Int64(clusterTime), Int64(blockTime)) else {
            throw MatroskaScanRefusal("a block time past the timeline's end")
        }
        guard timestamp >= 0 else { throw MatroskaScanRefusal("a block before time zero") }
        let payloadSize = size - number.length - 3
        guard payloadSize > 0 else { return nil }
        // FFmpeg reads a stated duration of 0 as none, and then trusts the track's default.
        let stated = duration ?? 0
        let ticks = stated != 0 ? stated : track.defaultDuration / head.timestampScale
        return MatroskaBlock(
            timestamp: timestamp, duration: Int64(clamping: ticks),
            payloadOffset: element.dataOffset + Int64(number.length + 3),
            payloadSize: payloadSize)
    }

    @inline(__always)
    private func isKnown(_ number: UInt64) -> Bool {
        number < 64
            ? knownSmallNumbers & (1 << number) != 0
            : head.tracks.contains { $0.number == number }
    }
}
