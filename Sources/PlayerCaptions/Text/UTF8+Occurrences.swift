extension Collection<UInt8> {
    /// How many times the ASCII text `pattern` occurs in these bytes, not overlapping: one
    /// pass, used to size the cue storage of a caption file before it is read.
    func countOccurrences(of pattern: StaticString) -> Int {
        pattern.withUTF8Buffer { pattern in
            let count = withContiguousStorageIfAvailable { bytes in
                occurrences(of: pattern, in: bytes)
            }
            return count ?? Array(self).withUnsafeBufferPointer { occurrences(of: pattern, in: $0) }
        }
    }
}

/// How many times `pattern` occurs in `bytes`, not overlapping.
private func occurrences(
    of pattern: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>
) -> Int {
    guard let first = pattern.first, pattern.count <= bytes.count else { return 0 }
    var count = 0
    var index = 0
    let last = bytes.count - pattern.count
    while index <= last {
        if bytes[index] == first, pattern.indices.allSatisfy({ bytes[index + $0] == pattern[$0] }) {
            count += 1
            index += pattern.count
        } else {
            index += 1
        }
    }
    return count
}
