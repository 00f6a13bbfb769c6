import PlayerCore

/// A Segment Index box (`sidx`, ISO/IEC 14496-12 §8.16.3) as a `SegmentBase@indexRange` names
/// it: the subsegments of a one-file Representation, each a byte range of the file and a time.
///
/// ```swift
/// let index = try DASHSegmentIndex(parsing: bytes, at: 782)    // the indexRange's bytes
/// index.segments(of: "show.mp4")                               // moof+mdat ranges, 2 s each
/// ```
///
/// Offsets count from the first byte after the box (plus its `first_offset`), so the byte
/// ranges are the file's own. An index that refers to further indexes (`reference_type` 1)
/// is refused.
public struct DASHSegmentIndex: Hashable, Sendable {
    /// One subsegment: its bytes in the file and its time.
    public struct Subsegment: Hashable, Sendable {
        /// The first and last byte, inclusive.
        public var byteRange: ClosedRange<Int64>
        /// Its earliest presentation time, in media time.
        public var time: MediaTime
        /// How long it lasts.
        public var duration: MediaTime
    }

    /// The subsegments, in order.
    public var subsegments: [Subsegment]

    /// Reads the `sidx` box at the start of `bytes`, which the file holds from byte `offset`.
    ///
    /// - Throws: ``DASHSegmentIndexError`` when the bytes are not a `sidx` box, stop before
    ///   its end, or refer to other indexes.
    public init(parsing bytes: [UInt8], at offset: Int64) throws(DASHSegmentIndexError) {
        var header = MP4BoxBody(bytes: bytes, name: "sidx")
        guard let size = try? header.uint32(), let type = try? header.uint32() else {
            throw .truncated(have: bytes.count, need: 8)
        }
        guard type == MP4FileBox.code("sidx"), size >= 8 else { throw .notAnIndex }
        guard Int(size) <= bytes.count else {
            throw .truncated(have: bytes.count, need: Int(size))
        }
        var body = MP4BoxBody(bytes: Array(bytes[8..<Int(size)]), name: "sidx")
        do {
            let version = try body.versionAndFlags().version
            _ = try body.uint32()  // reference_ID
            let scale = DASHTimescale(Int64(try body.uint32()))
            var time = Int64(clamping: try body.unsigned(version == 0 ? 4 : 8))
            var start =
                offset + Int64(size) + Int64(clamping: try body.unsigned(version == 0 ? 4 : 8))
            try body.skip(2)
            let count = try body.unsigned(2)
            subsegments = []
            subsegments.reserveCapacity(Int(count))
            for _ in 0..<count {
                let reference = try body.uint32()
                let duration = Int64(try body.uint32())
                try body.skip(4)  // SAP
                guard reference >> 31 == 0 else { throw DASHSegmentIndexError.refersToIndexes }
                let length = Int64(reference & 0x7FFF_FFFF)
                guard length > 0, start < Int64.max / 2 else {
                    throw DASHSegmentIndexError.notAnIndex
                }
                subsegments.append(
                    Subsegment(
                        byteRange: start...(start + length - 1), time: scale.time(time),
                        duration: scale.time(duration)))
                start += length
                time = time &+ duration
            }
        } catch let error as DASHSegmentIndexError {
            throw error
        } catch {
            throw .cutShort
        }
    }

    /// The subsegments as segments of the file at `uri`.
    public func segments(of uri: String) -> [DASHSegment] {
        subsegments.map {
            DASHSegment(uri: uri, byteRange: $0.byteRange, time: $0.time, duration: $0.duration)
        }
    }
}

/// Why a `sidx` box cannot be read.
public enum DASHSegmentIndexError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The bytes stop before the box does.
    case truncated(have: Int, need: Int)
    /// The box ends before the references it counts do.
    case cutShort
    /// They are not a `sidx` box (or state a size or reference no file has).
    case notAnIndex
    /// It refers to further `sidx` boxes, which are not followed.
    case refersToIndexes

    /// What is wrong with the box, for a warning.
    public var description: String {
        switch self {
        case .truncated(let have, let need):
            "the sidx box is truncated (\(have) bytes of \(need))"
        case .cutShort: "the sidx box ends before the references it counts"
        case .notAnIndex: "it is not a sidx box"
        case .refersToIndexes: "the sidx box refers to further sidx boxes, which are not read"
        }
    }
}
