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
            var offset = 0
            func copy(_ part: String) {
                var part = part
                part.withUTF8 { source in
                    _ = UnsafeMutableBufferPointer(rebasing: bytes[offset...]).initialize(
                        from: source)
                    offset += source.count
                }
            }
            copy(first)
            copy(second)
            copy(third)
            copy(fourth)
            copy(fifth)
            return offset
        }
    }
}
