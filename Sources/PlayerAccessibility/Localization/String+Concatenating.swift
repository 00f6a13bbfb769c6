extension String {
    /// Up to five strings one after another, copied into one new string: one allocation (none
    /// when the whole fits a small string), where `+` or `append` would grow it step by step.
    init(
        concatenating first: String, _ second: String, _ third: String = "",
        _ fourth: String = "", _ fifth: String = ""
    ) {
        let length =
            first.utf8.count + second.utf8.count + third.utf8.count + fourth.utf8.count
            + fifth.utf8.count
        self.init(unsafeUninitializedCapacity: length) { bytes in
            var offset = Self.copy(first, into: bytes, at: 0)
            offset = Self.copy(second, into: bytes, at: offset)
            offset = Self.copy(third, into: bytes, at: offset)
            offset = Self.copy(fourth, into: bytes, at: offset)
            return Self.copy(fifth, into: bytes, at: offset)
        }
    }

    /// Copies `part`'s UTF-8 into `bytes` from `offset`; returns the offset after it.
    private static func copy(
        _ part: String, into bytes: UnsafeMutableBufferPointer<UInt8>, at offset: Int
    ) -> Int {
        let count = part.utf8.count
        guard count > 0 else { return offset }
        let target = UnsafeMutableBufferPointer(rebasing: bytes[offset..<offset + count])
        if part.utf8.withContiguousStorageIfAvailable({ _ = target.initialize(from: $0) }) == nil {
            _ = target.initialize(from: part.utf8)
        }
        return offset + count
    }
}
