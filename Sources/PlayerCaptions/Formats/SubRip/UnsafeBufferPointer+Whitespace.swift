extension UnsafeBufferPointer<UInt8> {
    /// Whether these bytes, valid UTF-8, start with a white space character (Unicode's
    /// White_Space), told without Unicode's tables for ASCII.
    var startsWithWhitespace: Bool {
        guard let first else { return false }
        if first < 0x80 { return first == 0x20 || (0x09...0x0D).contains(first) }
        let scalar = String(decoding: prefix(4), as: UTF8.self).unicodeScalars.first
        return scalar?.properties.isWhitespace == true
    }
}
