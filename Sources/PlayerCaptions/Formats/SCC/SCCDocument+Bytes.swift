import PlayerCore

extension SCCDocument {
    /// Reads the lines of SCC text from its UTF-8 bytes: lines end at a line feed, a carriage
    /// return (a CR LF pair is one end), a vertical tab, a form feed, NEL, or the line and
    /// paragraph separators, as a `Character`'s `isNewline` has it; fields are split at spaces
    /// and tabs. No `Character` is made and no line is copied.
    mutating func read(_ bytes: UnsafeBufferPointer<UInt8>) {
        var lineStart = 0
        var lineNumber = 1
        var index = 0
        while index <= bytes.count {
            let endLength = index == bytes.count ? 1 : Self.lineEndLength(in: bytes, at: index)
            guard endLength > 0 else {
                index += 1
                continue
            }
            readLine(UnsafeBufferPointer(rebasing: bytes[lineStart..<index]), number: lineNumber)
            index += endLength
            lineStart = index
            lineNumber += 1
        }
    }

    /// How many bytes the line end at `index` takes, or 0 when none starts there.
    private static func lineEndLength(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        switch bytes[index] {
        case 0x0A, 0x0B, 0x0C:
            return 1
        case 0x0D:
            return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
        case 0xC2:
            // NEL, U+0085.
            return index + 1 < bytes.count && bytes[index + 1] == 0x85 ? 2 : 0
        case 0xE2:
            // LINE SEPARATOR and PARAGRAPH SEPARATOR, U+2028 and U+2029.
            guard index + 2 < bytes.count, bytes[index + 1] == 0x80,
                bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
            else { return 0 }
            return 3
        default:
            return 0
        }
    }

    /// Reads one line: a time code, then the pairs (fields of four hexadecimal digits).
    private mutating func readLine(_ line: UnsafeBufferPointer<UInt8>, number: Int) {
        var fields = FieldScanner(line)
        guard let first = fields.next() else { return }
        var pairs: [UInt16] = []
        while let field = fields.next() {
            if let pair = Self.pair(field) {
                pairs.append(pair)
            }
        }
        guard !pairs.isEmpty else { return }
        if let time = Self.time(ofTimeCodeBytes: first) {
            lines.append(Line(time: time, pairs: pairs))
        } else if first.contains(where: Self.isTimeCodeSeparator) {
            let problem = Self.isTimeCodeShaped(first) ? "out of range" : "not HH:MM:SS:FF"
            let code = String(decoding: first, as: UTF8.self)
            skipped.append(
                SkippedLine(
                    line: number,
                    reason: "the time code \"\(TerminalText.excerpt(code))\" is \(problem);"
                        + " the line is left out"))
        }
    }

    /// The value of a pair field: four bytes read as a hexadecimal number the way Swift's
    /// integer parsing reads them (a leading `+`, or a `-` before a zero, is taken too); nil
    /// for any other field.
    private static func pair(_ field: UnsafeBufferPointer<UInt8>) -> UInt16? {
        guard field.count == 4 else { return nil }
        var digits = field[...]
        let sign = digits.first
        if sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            digits = digits.dropFirst()
        }
        var value: UInt16 = 0
        for byte in digits {
            guard let digit = hexadecimalValue(byte) else { return nil }
            value = value << 4 | digit
        }
        guard sign != UInt8(ascii: "-") || value == 0 else { return nil }
        return value
    }

    private static func hexadecimalValue(_ byte: UInt8) -> UInt16? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt16(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt16(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt16(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// The media time of a time code's bytes; see ``time(ofTimeCode:)``.
    static func time(ofTimeCodeBytes code: UnsafeBufferPointer<UInt8>) -> MediaTime? {
        let fields = TimeCodeFields(code)
        let parts = fields.values
        guard fields.count == 4, fields.areAllNumbers, parts[1] < 60, parts[2] < 60, parts[3] < 30
        else { return nil }
        let isDropFrame = code.contains(UInt8(ascii: ";")) || code.contains(UInt8(ascii: "."))
        guard let minutes = CheckedDecimal.multiplyAdd(parts[0], by: 60, adding: parts[1]),
            let seconds = CheckedDecimal.multiplyAdd(minutes, by: 60, adding: parts[2]),
            var frames = CheckedDecimal.multiplyAdd(seconds, by: 30, adding: parts[3])
        else { return nil }
        if isDropFrame {
            // Frames 0 and 1 of every minute but each tenth are skipped in the numbering.
            frames -= 2 * (minutes - minutes / 10)
        }
        return CheckedDecimal.multiplyAdd(frames, by: 1_001_000, adding: 0).map {
            MediaTime(microseconds: $0 / 30)
        }
    }

    /// Whether `code` is four runs of ASCII digits joined by `:`, `;` or `.`, in range or not.
    private static func isTimeCodeShaped(_ code: UnsafeBufferPointer<UInt8>) -> Bool {
        let fields = TimeCodeFields(code)
        return fields.count == 4 && fields.areAllDigits
    }

    static func isTimeCodeSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ":") || byte == UInt8(ascii: ";") || byte == UInt8(ascii: ".")
    }
}

/// A time code's fields, split at `:`, `;` and `.` (empty fields kept), read in one pass.
private struct TimeCodeFields {
    /// How many fields there are.
    private(set) var count = 0
    /// Whether every field is one or more ASCII digits.
    private(set) var areAllDigits = true
    /// The numbers of the first four fields that are whole numbers fitting `Int64`.
    private(set) var values: [Int64] = []
    /// Whether each of the first four fields is such a number.
    private(set) var areAllNumbers = true

    init(_ code: UnsafeBufferPointer<UInt8>) {
        var start = 0
        for index in 0...code.count {
            guard index == code.count || SCCDocument.isTimeCodeSeparator(code[index]) else {
                continue
            }
            let field = code[start..<index]
            count += 1
            if field.isEmpty || !field.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
                areAllDigits = false
            }
            if count <= 4 {
                if let value = CheckedDecimal.wholeNumber(
                    scalars: field.lazy.map { Unicode.Scalar($0) })
                {
                    values.append(value)
                } else {
                    areAllNumbers = false
                }
            }
            start = index + 1
        }
    }
}

/// The fields of one SCC line: runs of bytes between spaces and tabs, empty runs skipped.
private struct FieldScanner {
    let line: UnsafeBufferPointer<UInt8>
    var index = 0

    init(_ line: UnsafeBufferPointer<UInt8>) {
        self.line = line
    }

    mutating func next() -> UnsafeBufferPointer<UInt8>? {
        while index < line.count, Self.isSeparator(line[index]) {
            index += 1
        }
        guard index < line.count else { return nil }
        let start = index
        while index < line.count, !Self.isSeparator(line[index]) {
            index += 1
        }
        return UnsafeBufferPointer(rebasing: line[start..<index])
    }

    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }
}
