import Dispatch
import Synchronization

/// Finds every block of one track, reading none of the other tracks' payloads: what FFmpeg's
/// demuxer delivers for that track, without handing every other block of the file through it.
///
/// Two routes, tried in turn:
/// - **The cue index.** When the file's `Cues` element has cue points for the track and the
///   file's muxer is one that indexes every block of a subtitle track (FFmpeg's and
///   mkvmerge's do), each indexed block is read directly: the cluster's header for its time,
///   then the block at its relative position. Every entry must land on a block of the track
///   at the time the index gives (and last as long, when it says); one that does not sends
///   the scan down the second route. Only the index, those clusters' first bytes and the
///   blocks themselves are read.
/// - **The cluster walk.** Cluster and block headers are walked from the first cluster to the
///   end, passing over the other tracks' payloads (``ForwardFileReader`` reads only the pages
///   headers are on when payloads are long).
///
/// Refuses (``MatroskaScanRefusal``) wherever FFmpeg 5.1 would do more than hand the payload
/// over — laced blocks, block additions, a track FFmpeg does not know, unknown-size clusters,
/// a file that continues past its segment — so that the caller can fall back to the demuxer
/// and be exactly as right as it. A file that ends before its segment does is walked up to
/// its end, and what the scan found says so (``Found/endsEarlyAt``).
///
/// A large file is walked in two halves at once: the second from a cluster found near the
/// middle, the first up to it. The halves are joined only when the first walk lands exactly
/// on that cluster, which proves it a real element boundary; otherwise the first walk simply
/// goes on to the end.
public struct MatroskaBlockScan: Sendable {
    /// What a scan found.
    public struct Found: Sendable {
        /// The track's blocks in file order.
        public var blocks: [MatroskaBlock]
        /// When the file ends before its segment does (``MatroskaSegmentHead/isCutOff``): the
        /// time in ticks the file reaches (the latest whole block of any track near its end);
        /// nil for a whole file.
        public var endsEarlyAt: Int64?
    }

    /// A way of finding the track's blocks.
    public enum Route: Sendable {
        /// Through the file's cue index.
        case cueIndex
        /// By walking every cluster's block headers.
        case clusterWalk
    }

    private let path: String
    let head: MatroskaSegmentHead
    let track: MatroskaTrackEntry
    let interrupted: @Sendable () -> Bool
    /// Clusters smaller than this in all are walked in one piece.
    private let smallestSplitLength: Int64

    /// A scan of `track`'s blocks in the file at `path`, whose start `head` describes;
    /// `interrupted` is asked between clusters. Clusters of `smallestSplitLength` bytes or
    /// more in all are walked in two halves at once.
    public init(
        path: String, head: MatroskaSegmentHead, track: MatroskaTrackEntry,
        smallestSplitLength: Int64 = 32 << 20, interrupted: @escaping @Sendable () -> Bool
    ) {
        self.path = path
        self.head = head
        self.track = track
        self.smallestSplitLength = smallestSplitLength
        self.interrupted = interrupted
    }

    /// The track's blocks in file order, read through `reader` (a reader of the file at
    /// the scan's path) and, for the halves walked at once, readers of their own, by the
    /// first of `routes` that finds them; nil when interrupted. The refusal thrown is the
    /// last route's.
    public func blocks(
        reading reader: ForwardFileReader, by routes: [Route] = [.cueIndex, .clusterWalk]
    ) throws(MatroskaScanRefusal) -> Found? {
        var refusal = MatroskaScanRefusal("no route to the blocks")
        for route in routes {
            do {
                switch route {
                case .cueIndex:
                    return try indexedBlocks(reading: reader).map { Found(blocks: $0) }
                case .clusterWalk: return try walkedBlocks(reading: reader)
                }
            } catch {
                refusal = error
            }
        }
        throw refusal
    }

    /// The track's blocks found by walking the clusters.
    private func walkedBlocks(reading reader: ForwardFileReader) throws(MatroskaScanRefusal)
        -> Found?
    {
        let walk = MatroskaClusterWalk(reader: reader, head: head, track: track)
        var blocks: [MatroskaBlock] = []
        var offset = head.firstClusterOffset
        // A cut-off file is walked in one piece, to the end it has.
        if !head.isCutOff, let middle = likelyClusterNearMiddle(reader: reader) {
            let halves = try walkHalves(splitAt: middle)
            guard let first = halves.first else { return nil }
            blocks = first.blocks
            offset = first.reached
            if first.reached == middle {
                guard let second = try halves.second.get() else { return nil }
                blocks += second.blocks
                offset = second.reached
            }
        }
        guard
            let rest = try walk.walk(from: offset, stoppingAt: .max, interrupted: interrupted)
        else { return nil }
        blocks += rest.blocks
        guard head.segmentEnd == reader.size else {
            throw MatroskaScanRefusal("the file continues past its segment")
        }
        return Found(blocks: blocks, endsEarlyAt: rest.endsEarlyAt)
    }

    /// Walks from the first cluster up to `middle` and from `middle` to the end at the same
    /// time, each half on its own thread through its own reader.
    private func walkHalves(splitAt middle: Int64) throws(MatroskaScanRefusal) -> (
        first: MatroskaClusterWalk.Stretch?,
        second: Result<MatroskaClusterWalk.Stretch?, MatroskaScanRefusal>
    ) {
        let halves = Mutex<[Int: Result<MatroskaClusterWalk.Stretch?, MatroskaScanRefusal>]>([:])
        DispatchQueue.concurrentPerform(iterations: 2) { half in
            let result = Result { () throws(MatroskaScanRefusal) in
                let walk = MatroskaClusterWalk(reader: try openReader(), head: head, track: track)
                return try walk.walk(
                    from: half == 0 ? head.firstClusterOffset : middle,
                    stoppingAt: half == 0 ? middle : .max, interrupted: interrupted)
            }
            halves.withLock { $0[half] = result }
        }
        let results = halves.withLock { $0 }
        return (try results[0]!.get(), results[1]!)
    }

    /// The offset of what looks like a cluster (its ID, a known size, and another cluster or
    /// the segment's end right after it) in the middle of a large segment; nil for a small one
    /// or when none is found near the middle.
    private func likelyClusterNearMiddle(reader: ForwardFileReader) -> Int64? {
        let start = head.firstClusterOffset
        guard head.segmentEnd - start >= smallestSplitLength else { return nil }
        let searchLength = 1 << 16
        let middle = start + (head.segmentEnd - start) / 2
        guard let window = reader.bytes(at: middle, upTo: searchLength).map(Array.init) else {
            return nil
        }
        let id = MatroskaElementID.cluster
        for index in 0..<max(window.count - 3, 0) {
            let candidate =
                UInt32(window[index]) << 24 | UInt32(window[index + 1]) << 16
                | UInt32(window[index + 2]) << 8 | UInt32(window[index + 3])
            guard candidate == id else { continue }
            let offset = middle + Int64(index)
            guard let element = try? reader.element(at: offset), let end = element.endOffset,
                end <= head.segmentEnd
            else { continue }
            if end == head.segmentEnd || (try? reader.element(at: end))?.id == id {
                return offset
            }
        }
        return nil
    }

    private func openReader() throws(MatroskaScanRefusal) -> ForwardFileReader {
        guard let reader = ForwardFileReader(path: path) else {
            throw MatroskaScanRefusal("cannot open \(path) again")
        }
        return reader
    }
}
