import PlayerCore

extension MediaTime {
    /// An SSA/ASS event time: `h:mm:ss.cc`, read leniently — any number of hour digits, no
    /// hours (`mm:ss.cc`), a colon before the fraction (`h:mm:ss:cc`, as some files write),
    /// and any number of fraction digits read as a decimal fraction of a second (digits past
    /// the microsecond are dropped). Nil when the text is not such a time.
    ///
    /// Read in UTF-8: every character a time may hold is ASCII.
    init?(ssaTime text: Substring) {
        let trimmed = text.trimmingSpaces().utf8
        var clock = trimmed[...]
        var fraction = trimmed[trimmed.endIndex...]
        if let dot = trimmed.lastIndex(of: UInt8(ascii: ".")) {
            clock = trimmed[..<dot]
            fraction = trimmed[trimmed.index(after: dot)...]
        }
        var parts = clock.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
        if fraction.isEmpty && parts.count == 4 {
            fraction = parts.removeLast()
        }
        guard (2...3).contains(parts.count) else { return nil }
        var seconds: Int64 = 0
        for part in parts {
            guard let value = digitValue(part) else { return nil }
            seconds = seconds * 60 + value
        }
        var microseconds = seconds * 1_000_000
        if !fraction.isEmpty {
            guard fraction.allSatisfy({ (0x30...0x39).contains($0) }),
                let digits = digitValue(fraction.prefix(6))
            else { return nil }
            var scale: Int64 = 100_000
            for _ in 1..<min(fraction.count, 6) { scale /= 10 }
            microseconds += digits * scale
        }
        self.init(microseconds: microseconds)
    }
}

/// A run of one to nine ASCII digits as a number, or nil.
private func digitValue(_ digits: Substring.UTF8View.SubSequence) -> Int64? {
    guard !digits.isEmpty, digits.count <= 9 else { return nil }
    var value: Int64 = 0
    for byte in digits {
        guard (0x30...0x39).contains(byte) else { return nil }
        value = value * 10 + Int64(byte - 0x30)
    }
    return value
}
