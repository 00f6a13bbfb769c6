#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether a TTML file can go to the XML parser a block at a time, as it is read, rather than
/// whole: when none of the passes made over a document's bytes before the parser would change
/// them or read past their start.
///
/// The file is read once through one buffer and searched for what those passes act on, so
/// that the answer holds for the whole file without holding it:
/// - ``TTMLEncodingCheck``: a UTF-16 document, or one declaring an encoding libxml2 does not
///   convert itself, is checked whole (``TTMLEncodingCheck/readsOnlyTheStart(_:)``).
/// - ``TTMLEntityExpansion``: `<!DOCTYPE` or `<!ENTITY` anywhere.
/// - ``TTMLNamespaceRecovery``: the XML namespace's name anywhere.
/// - ``TTMLProcessingInstructions``: `<?` anywhere but the XML declaration at the start.
///
/// The search is coarser than the passes (a `<?` in a comment counts): a file it turns away is
/// read whole and given to the passes, which is always right, only larger.
enum TTMLStreamScreen {
    /// What the passes act on, anywhere in a document.
    private static let markers: [[UInt8]] = [
        "<!DOCTYPE", "<!ENTITY", "http://www.w3.org/XML/1998/namespace", "<?",
    ].map { Array($0.utf8) }

    /// The bytes read at a time.
    static let blockSize = 1 << 18

    /// The first bytes of the file at `path` (512, or all of a shorter file), for
    /// ``TTMLEncodingCheck/check(_:)``, when the file can be parsed as it is read; nil when it
    /// cannot, or cannot be read (the whole read then names why).
    static func streamableStart(ofFileAt path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        // A marker cut by a block's end is found whole in the next one, which starts with the
        // last bytes of this one.
        let overlap = markers.map(\.count).max()! - 1
        var block = [UInt8](repeating: 0, count: overlap + blockSize)
        var carried = 0
        var blockOffset = 0
        var start: [UInt8] = []
        var declarationOffset: Int?
        while true {
            guard let count = readFully(descriptor, into: &block, from: carried) else {
                return nil
            }
            let filled = carried + count
            if blockOffset == 0 {
                start = Array(block[..<min(filled, 512)])
                guard TTMLEncodingCheck.readsOnlyTheStart(start) else { return nil }
                declarationOffset = xmlDeclarationOffset(start)
            }
            for marker in markers {
                guard let found = firstOffset(of: marker, in: block[..<filled]) else { continue }
                let isDeclaration = marker == markers[3] && blockOffset + found == declarationOffset
                if !isDeclaration || occurs(marker, in: block[..<filled], after: found) {
                    return nil
                }
            }
            if filled < block.count { return start }
            carried = min(overlap, filled)
            block.withUnsafeMutableBytes { bytes in
                bytes.baseAddress!.copyMemory(
                    from: bytes.baseAddress! + (filled - carried), byteCount: carried)
            }
            blockOffset += filled - carried
        }
    }

    /// Reads into `block` from index `start` until it is full or the file ends; how many bytes
    /// were read, nil on a read error.
    private static func readFully(_ descriptor: Int32, into block: inout [UInt8], from start: Int)
        -> Int?
    {
        var total = 0
        while start + total < block.count {
            let count = block.withUnsafeMutableBytes { bytes in
                read(descriptor, bytes.baseAddress! + start + total, bytes.count - start - total)
            }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { break }
            total += count
        }
        return total
    }

    /// Where the XML declaration (`<?xml` then white space) is, when the document starts with
    /// one, after a UTF-8 byte order mark; as ``TTMLProcessingInstructions`` recognises it.
    private static func xmlDeclarationOffset(_ start: [UInt8]) -> Int? {
        let offset = start.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let opening = Array("<?xml".utf8)
        guard start.count > offset + opening.count,
            start[offset..<offset + opening.count].elementsEqual(opening),
            [0x20, 0x09, 0x0A, 0x0D].contains(start[offset + opening.count])
        else { return nil }
        return offset
    }

    /// Whether `marker` occurs in `bytes` after the occurrence at `offset`.
    private static func occurs(_ marker: [UInt8], in bytes: ArraySlice<UInt8>, after offset: Int)
        -> Bool
    {
        firstOffset(of: marker, in: bytes[(bytes.startIndex + offset + 1)...]) != nil
    }

    /// The offset, from the slice's start, of the first `marker` in `bytes`.
    private static func firstOffset(of marker: [UInt8], in bytes: ArraySlice<UInt8>) -> Int? {
        bytes.withUnsafeBytes { buffer -> Int? in
            guard let base = buffer.baseAddress, buffer.count >= marker.count else { return nil }
            var offset = 0
            let last = buffer.count - marker.count
            while offset <= last {
                guard
                    let hit = memchr(base + offset, Int32(marker[0]), last - offset + 1)
                else { return nil }
                offset = base.distance(to: UnsafeRawPointer(hit))
                if memcmp(base + offset, marker, marker.count) == 0 { return offset }
                offset += 1
            }
            return nil
        }
    }
}
