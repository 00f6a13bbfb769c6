import PlayerCore

extension MediaTime {
    /// An SSA/ASS event time: `h:mm:ss.cc`, read leniently — any number of hour digits, no
    /// hours (`mm:ss.cc`), a colon before the fraction (`h:mm:ss:cc`, as some files write),
    /// and any number of fraction digits read as a decimal fraction of a second (digits past
    /// the microsecond are dropped). Nil when the text is not such a time.
    ///
    /// Read in UTF-8: every character a time may hold is ASCII.
    init?(ssaTime text: Substring) {
        var text = text
        guard let time = text.withUTF8({ MediaTime(ssaTimeUTF8: $0[...]) }) else { return nil }
        self = time
    }

    /// ``init(ssaTime:)`` on the time's UTF-8.
    init?(ssaTimeUTF8 text: Slice<UnsafeBufferPointer<UInt8>>) {
        let trimmed = text.trimmingSpaces
        var clock = trimmed[...]
        var fraction = trimmed[trimmed.endIndex...]
        if let dot = trimmed.lastIndex(of: UInt8(ascii: ".")) {
            clock = trimmed[..<dot]
            fraction = trimmed[trimmed.index(after: dot)...]
        }
        // The clock's parts, read as they are met: all but the last are added to `seconds`,
        // the last kept back, for with four parts and no dot it is the fraction.
        var seconds: Int64 = 0
        var partCount = 1
        var partStart = clock.startIndex
        while let colon = clock[partStart...].firstIndex(of: UInt8(ascii: ":")) {
            guard partCount < 4, let value = digitValue(clock[partStart..<colon]) else {
                return nil
            }
            seconds = seconds * 60 + value
            partCount += 1
            partStart = clock.index(after: colon)
        }
        let lastPart = clock[partStart...]
        if fraction.isEmpty && partCount == 4 {
            fraction = lastPart
            partCount = 3
        } else {
            guard let value = digitValue(lastPart) else { return nil }
            seconds = seconds * 60 + value
        }
        guard (2...3).contains(partCount) else { return nil }
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
private func digitValue(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> Int64? {
    guard !digits.isEmpty, digits.count <= 9 else { return nil }
    var value: Int64 = 0
    for byte in digits {
        guard (0x30...0x39).contains(byte) else { return nil }
        value = value * 10 + Int64(byte - 0x30)
    }
    return value
}
