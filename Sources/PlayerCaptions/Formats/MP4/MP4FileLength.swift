/// Whether an ISO base media file (MP4, QuickTime) is whole: its top-level boxes laid end to
/// end must end with the file. A download cut short leaves the last box (usually `mdat`)
/// running past the end, and a file written without "fast start" then has no `moov` (its
/// sample index) at all.
public struct MP4FileLength: Equatable, Sendable {
    /// The top-level box that runs past the end of the file, as its type names it ("mdat").
    public let cutBox: String
    /// Where that box says it ends (a byte offset).
    public let statedEnd: Int64
    /// The file's size in bytes.
    public let fileSize: Int64
    /// Whether a whole `moov` box came before the cut.
    public let hasIndex: Bool

    /// The cut of the file `reader` reads, or nil when its top-level boxes end with it, or it
    /// does not start as an ISO base media file does (`ftyp`, `moov`, `mdat`, `free`, `skip`,
    /// `wide` or `styp` first).
    public init?(reading reader: ForwardFileReader) {
        let size = reader.size
        let starts: Set<UInt32> = Set(
            ["ftyp", "moov", "mdat", "free", "skip", "wide", "styp"].map(Self.code))
        var offset: Int64 = 0
        var hasIndex = false
        while offset < size {
            guard let header = reader.bytes(at: offset, upTo: 16), header.count >= 8 else {
                return nil
            }
            let size32 = UInt64(bigEndian: header, at: 0, count: 4)
            let type = UInt32(UInt64(bigEndian: header, at: 4, count: 4))
            if offset == 0, !starts.contains(type) { return nil }
            var boxSize = Int64(clamping: size32)
            var headerSize: Int64 = 8
            if size32 == 1 {
                guard header.count >= 16 else { return nil }
                boxSize = Int64(clamping: UInt64(bigEndian: header, at: 8, count: 8))
                headerSize = 16
            } else if size32 == 0 {
                return nil
            }
            guard boxSize >= headerSize else { return nil }
            let (end, overflow) = offset.addingReportingOverflow(boxSize)
            if overflow || end > size {
                self.cutBox = Self.name(of: type)
                self.statedEnd = overflow ? .max : end
                self.fileSize = size
                self.hasIndex = hasIndex
                return
            }
            if type == Self.code("moov") { hasIndex = true }
            offset = end
        }
        return nil
    }

    /// Where the file is cut: the box, where it says it ends, the file's size, and whether
    /// the index is missing.
    public var detail: String {
        let index = hasIndex ? "" : ", and its index (moov box) is missing"
        return "its \(cutBox) box runs to byte \(statedEnd), the file has \(fileSize) bytes\(index)"
    }

    /// The sentence saying how the file at `path` ends early, naming it.
    public func description(path: String) -> String {
        "\(path): the file ends early (damaged or truncated): \(detail)"
    }

    private static func code(_ name: String) -> UInt32 {
        name.utf8.reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// A box type as text, its bytes escaped for a terminal where they are not printable.
    private static func name(of type: UInt32) -> String {
        let bytes = (0..<4).map { UInt8(truncatingIfNeeded: type >> (24 - 8 * $0)) }
        return bytes.allSatisfy { (0x20..<0x7F).contains($0) }
            ? String(decoding: bytes, as: UTF8.self)
            : bytes.map { "\\x" + String($0, radix: 16) }.joined()
    }
}
