extension DecodedText {
    /// A subtitle file's bytes after any byte order mark, when ``init(subtitleBytes:)`` would
    /// read them as UTF-8: a parser that scans bytes then reads the file's own buffer (the
    /// slice shares its storage) instead of a decoded copy. Nil when the bytes are UTF-16 or
    /// not valid UTF-8 (read as Windows-1252), which must be decoded. Line endings are left as
    /// they are.
    public static func utf8Text(ofSubtitleBytes bytes: [UInt8]) -> ArraySlice<UInt8>? {
        guard case .utf8(let body, _) = SubtitleByteLayout(bytes), body.isValidUTF8 else {
            return nil
        }
        return body
    }
}

extension ArraySlice<UInt8> {
    /// Whether the bytes are well-formed UTF-8 (Unicode 15, table 3-7: no overlong form, no
    /// surrogate, nothing past U+10FFFF), checked eight ASCII bytes at a time where it can.
    var isValidUTF8: Bool {
        withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return true }
            let count = buffer.count
            var index = 0
            while index < count {
                if index + 8 <= count,
                    UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                        & 0x8080_8080_8080_8080 == 0
                {
                    index += 8
                    continue
                }
                let lead = base[index]
                guard lead >= 0x80 else {
                    index += 1
                    continue
                }
                guard let sequence = UTF8SequenceShape(lead: lead),
                    index + sequence.length <= count,
                    sequence.secondByteRange.contains(base[index + 1])
                else { return false }
                for offset in 2..<sequence.length where base[index + offset] & 0xC0 != 0x80 {
                    return false
                }
                index += sequence.length
            }
            return true
        }
    }
}

/// What a UTF-8 lead byte of a multi-byte sequence allows after it.
private struct UTF8SequenceShape {
    /// The sequence's length in bytes, lead included.
    var length: Int
    /// What the second byte may be (narrower than 0x80–0xBF after E0, ED, F0 and F4).
    var secondByteRange: ClosedRange<UInt8>

    init?(lead: UInt8) {
        switch lead {
        case 0xC2...0xDF: (length, secondByteRange) = (2, 0x80...0xBF)
        case 0xE0: (length, secondByteRange) = (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (length, secondByteRange) = (3, 0x80...0xBF)
        case 0xED: (length, secondByteRange) = (3, 0x80...0x9F)
        case 0xF0: (length, secondByteRange) = (4, 0x90...0xBF)
        case 0xF1...0xF3: (length, secondByteRange) = (4, 0x80...0xBF)
        case 0xF4: (length, secondByteRange) = (4, 0x80...0x8F)
        default: return nil
        }
    }
}
