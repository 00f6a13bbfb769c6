/// A TTML document's processing instructions, each replaced by an empty comment before the XML
/// parser sees its bytes.
///
/// TTML gives processing instructions no meaning, and Foundation's XML parser crashes on one
/// without data (`<?a?>`: it reads the absent data as a C string; found by fuzzing). So every
/// one but the XML declaration becomes `<!---->`, which XML allows wherever it allows a
/// processing instruction and which the parser ignores as it would have ignored the
/// instruction; only its line breaks are kept after it, so that the parser's line numbers stay
/// true. (Taking the instruction out altogether could join what surrounds it into a new one:
/// `<<?p?>?p?>`.) Comments and CDATA sections, where `<?` is only text, are passed over. A
/// UTF-16 document is read by code unit.
enum TTMLProcessingInstructions {
    /// `document` with its processing instructions replaced; the same bytes when it has none.
    static func replaced(_ document: [UInt8]) -> [UInt8] {
        let text = CodeUnits(document)
        var instructions: [Range<Int>] = []
        var index = text.startIndex
        while index < text.count {
            if text.matches("<!--", at: index) {
                index = text.end(of: "-->", from: index + 4)
            } else if text.matches("<![CDATA[", at: index) {
                index = text.end(of: "]]>", from: index + 9)
            } else if text.matches("<?", at: index) {
                let end = text.end(of: "?>", from: index + 2)
                if !text.isXMLDeclaration(at: index) {
                    instructions.append(index..<end)
                }
                index = end
            } else {
                index += 1
            }
        }
        return instructions.isEmpty ? document : text.replacing(instructions)
    }

    /// The document as ASCII-compatible code units: bytes, or UTF-16 units of either order.
    private struct CodeUnits {
        let bytes: [UInt8]
        /// Bytes per unit: 1, or 2 for UTF-16.
        let width: Int
        /// Within a UTF-16 unit, the offset of its low byte.
        let lowByte: Int
        /// The first unit after a byte order mark.
        let startIndex: Int

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            let start = Array(bytes.prefix(4))
            if start.starts(with: [0xFF, 0xFE]) || start == [0x3C, 0, 0x3F, 0] {
                (width, lowByte) = (2, 0)
            } else if start.starts(with: [0xFE, 0xFF]) || start == [0, 0x3C, 0, 0x3F] {
                (width, lowByte) = (2, 1)
            } else {
                (width, lowByte) = (1, 0)
            }
            let hasByteOrderMark =
                width == 2
                ? start.starts(with: [0xFF, 0xFE]) || start.starts(with: [0xFE, 0xFF])
                : start.starts(with: [0xEF, 0xBB, 0xBF])
            startIndex = hasByteOrderMark ? (width == 2 ? 1 : 3) : 0
        }

        /// How many units there are.
        var count: Int { bytes.count / width }

        /// The unit at `index` when it is ASCII, else nil.
        func ascii(at index: Int) -> UInt8? {
            let low = bytes[index * width + lowByte]
            if width == 2, bytes[index * width + 1 - lowByte] != 0 { return nil }
            return low < 0x80 ? low : nil
        }

        func matches(_ pattern: String, at index: Int) -> Bool {
            var position = index
            for byte in pattern.utf8 {
                guard position < count, ascii(at: position) == byte else { return false }
                position += 1
            }
            return true
        }

        /// The index after the first `terminator` from `start`, or the end.
        func end(of terminator: String, from start: Int) -> Int {
            var index = start
            while index < count {
                if matches(terminator, at: index) { return index + terminator.utf8.count }
                index += 1
            }
            return count
        }

        /// Whether the instruction at `index` is the XML declaration: `<?xml` then whitespace,
        /// at the very start of the document.
        func isXMLDeclaration(at index: Int) -> Bool {
            guard index == startIndex, matches("<?xml", at: index), index + 5 < count else {
                return false
            }
            return [0x20, 0x09, 0x0A, 0x0D].contains(ascii(at: index + 5))
        }

        /// The bytes with each of `ranges` (in order, apart) replaced by an empty comment and
        /// the line breaks it held.
        func replacing(_ ranges: [Range<Int>]) -> [UInt8] {
            var kept: [UInt8] = []
            kept.reserveCapacity(bytes.count + ranges.count * 7 * width)
            var next = 0
            for range in ranges {
                kept += bytes[(next * width)..<(range.lowerBound * width)]
                for byte in "<!---->".utf8 { append(byte, to: &kept) }
                for index in range where ascii(at: index) == 0x0A { append(0x0A, to: &kept) }
                next = range.upperBound
            }
            kept += bytes[(next * width)...]
            return kept
        }

        /// Appends the ASCII `byte` as one unit.
        private func append(_ byte: UInt8, to bytes: inout [UInt8]) {
            guard width == 2 else { return bytes.append(byte) }
            bytes += lowByte == 0 ? [byte, 0] : [0, byte]
        }
    }
}
