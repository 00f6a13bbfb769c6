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
        /// When the file ends inside the stretch (``MatroskaSegmentHead/isCutOff``): the latest
        /// block time, in ticks, of any track whose block is whole, else the last cluster's
        /// time; nil when the stretch is whole.
        var endsEarlyAt: Int64?
    }

    /// Walks the segment's top-level elements from `start` (an element boundary) until the
    /// first boundary at or after `stop`; nil when `interrupted` says so between clusters.
    func walk(
        from start: Int64, stoppingAt stop: Int64, interrupted: () -> Bool
    ) throws(MatroskaScanRefusal) -> Stretch? {
        var stretch = Stretch()
        var offset = start
        var lastClusterTime: Int64 = 0
        while offset < min(stop, head.segmentEnd) {
            if head.isCutOff, let cut = cutOffElement(at: offset) {
                // The file ends inside this element: what is whole of it is read.
                stretch.endsEarlyAt = lastClusterTime
                if let element = cut, element.id == MatroskaElementID.cluster {
                    stretch.endsEarlyAt =
                        try scanCutOffCluster(
                            from: element.dataOffset, into: &stretch.blocks) ?? lastClusterTime
                }
                offset = head.segmentEnd
                break
            }
            let (element, end) = try reader.boundedElement(at: offset, within: head.segmentEnd)
            switch element.id {
            case MatroskaElementID.cluster:
                if interrupted() { return nil }
                let time = try scanCluster(from: element.dataOffset, to: end, into: &stretch.blocks)
                lastClusterTime = time.map { Int64(clamping: $0) } ?? lastClusterTime
            case MatroskaElementID.tracks, MatroskaElementID.info:
                throw MatroskaScanRefusal("Tracks or Info after the first cluster")
            default:
                break
            }
            offset = end
        }
        if head.isCutOff, offset >= head.segmentEnd, stretch.endsEarlyAt == nil {
            // The file ends on an element boundary, before the segment says it does.
            stretch.endsEarlyAt = lastClusterTime
        }
        stretch.reached = offset
        return stretch
    }

    /// When the file's end cuts through the element at `offset`: the element, or nil inside
    /// when the end cuts through its header; nil when the element is whole or of unknown size.
    private func cutOffElement(at offset: Int64) -> EBMLElement?? {
        guard let element = try? reader.element(at: offset) else { return .some(nil) }
        guard let end = element.endOffset, end > head.segmentEnd else { return nil }
        return .some(element)
    }

    /// Collects the track's blocks of the cluster whose data spans `start..<end`; returns the
    /// cluster's time.
    private func scanCluster(
        from start: Int64, to end: Int64, into blocks: inout [MatroskaBlock]
    ) throws(MatroskaScanRefusal) -> UInt64? {
        var clusterTime: UInt64?
        try reader.forEachChild(from: start, to: end) { element throws(MatroskaScanRefusal) in
            if element.id == MatroskaElementID.clusterTimestamp {
                clusterTime = try reader.unsignedValue(of: element)
            } else if let block = try block(in: element, clusterTime: clusterTime) {
                blocks.append(block)
            }
        }
        return clusterTime
    }

    /// Collects the track's blocks among the whole children of a cluster the file's end cuts
    /// through, its data starting at `start`; returns the latest block time of any track
    /// among them (ticks), else the cluster's time, else nil.
    private func scanCutOffCluster(from start: Int64, into blocks: inout [MatroskaBlock])
        throws(MatroskaScanRefusal) -> Int64?
    {
        var clusterTime: UInt64?
        var latest: Int64?
        var offset = start
        while offset < head.segmentEnd, let child = try? reader.element(at: offset),
            let end = child.endOffset, end <= head.segmentEnd
        {
            if child.id == MatroskaElementID.clusterTimestamp {
                clusterTime = try reader.unsignedValue(of: child)
                latest = clusterTime.map { Int64(clamping: $0) }
            } else if let block = try block(in: child, clusterTime: clusterTime) {
                blocks.append(block)
            }
            if let time = blockTime(of: child, clusterTime: clusterTime) {
                latest = max(latest ?? time, time)
            }
            offset = end
        }
        return latest
    }

    /// The time in ticks of the block (of any track) that `element` is or holds; nil when it
    /// is none or its time cannot be read.
    private func blockTime(of element: EBMLElement, clusterTime: UInt64?) -> Int64? {
        var block = element
        if element.id == MatroskaElementID.blockGroup {
            var found: EBMLElement?
            try? reader.forEachChild(from: element.dataOffset, to: element.endOffset!) {
                child throws(MatroskaScanRefusal) in
                if child.id == MatroskaElementID.block { found = child }
            }
            guard let found else { return nil }
            block = found
        } else if element.id != MatroskaElementID.simpleBlock {
            return nil
        }
        guard let clusterTime, let bytes = reader.bytes(at: block.dataOffset, upTo: 10),
            let number = EBMLElement.variableInteger(
                in: bytes, from: 0, longest: 8, keepingMarker: false),
            bytes.count >= number.length + 2
        else { return nil }
        let relative = Int16(
            bitPattern: UInt16(bytes[number.length]) << 8 | UInt16(bytes[number.length + 1]))
        return CheckedDecimal.sum(Int64(clamping: clusterTime), Int64(relative))
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
