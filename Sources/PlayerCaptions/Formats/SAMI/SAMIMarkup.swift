/// The tags and text of a SAMI file, in file order, as a lenient HTML reader sees them: tag
/// names and attribute names in lower case, comments (`<!-- … -->`) and declarations left out,
/// and a `<` that starts no tag kept as text (`>> FUNDING` and `a < b` are text).
struct SAMIMarkup {
    /// One piece of the file.
    enum Token: Equatable {
        /// `<name attribute=value …>`, attribute values without their quotes.
        case startTag(name: String, attributes: [String: String])
        /// `</name>`.
        case endTag(name: String)
        /// Text between tags, character references not yet read.
        case text(String)
        /// What a `<STYLE>` element holds: its CSS, read as it stands.
        case styleSheet(String)
    }

    /// The pieces, each with the line (from 1) it starts on.
    private(set) var tokens: [(token: Token, line: Int)] = []

    /// Splits `text` into tags and text.
    init(_ text: String) {
        let bytes = Array(text.utf8)
        var reader = Reader(bytes: bytes)
        var textStart = 0
        var textLine = 1
        func flushText(upTo end: Int) {
            if end > textStart {
                tokens.append(
                    (.text(String(decoding: bytes[textStart..<end], as: UTF8.self)), textLine))
            }
        }
        while reader.position < bytes.count {
            guard bytes[reader.position] == UInt8(ascii: "<") else {
                reader.advance()
                continue
            }
            let tagStart = reader.position
            let tagLine = reader.line
            guard let token = reader.readTag() else {
                reader.position = tagStart + 1
                continue
            }
            flushText(upTo: tagStart)
            if let token {
                tokens.append((token, tagLine))
                if case .startTag("style", _) = token {
                    let sheetLine = reader.line
                    tokens.append(
                        (.styleSheet(reader.readRawText(untilEndTag: "style")), sheetLine))
                }
            }
            textStart = reader.position
            textLine = reader.line
        }
        flushText(upTo: bytes.count)
    }
}

extension SAMIMarkup {
    /// A position in the file's bytes and the line it is on.
    private struct Reader {
        let bytes: [UInt8]
        private(set) var line = 1
        var position = 0 {
            didSet {
                // Moving back happens only inside a tag just read, which holds no line count.
                if position > oldValue {
                    line += bytes[oldValue..<position].count(where: { $0 == 0x0A })
                } else if position < oldValue {
                    line -= bytes[position..<oldValue].count(where: { $0 == 0x0A })
                }
            }
        }

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        mutating func advance() {
            position += 1
        }

        /// Reads the tag at `<`: nil when none starts here (the `<` is text), `.some(nil)` for
        /// a comment or declaration, else the tag. A tag the file ends inside is read to the end.
        mutating func readTag() -> Token?? {
            let next = position + 1 < bytes.count ? bytes[position + 1] : 0
            if next == UInt8(ascii: "!") || next == UInt8(ascii: "?") {
                let isComment = bytes[position...].starts(with: Array("<!--".utf8))
                position = find(
                    isComment ? Array("-->".utf8) : [UInt8(ascii: ">")], from: position + 2)
                return .some(nil)
            }
            let isEnd = next == UInt8(ascii: "/")
            let nameStart = position + (isEnd ? 2 : 1)
            guard nameStart < bytes.count, bytes[nameStart].isASCIILetter else { return nil }
            position = nameStart
            let name = readName()
            var attributes: [String: String] = [:]
            while position < bytes.count, bytes[position] != UInt8(ascii: ">") {
                let byte = bytes[position]
                if byte.isASCIILetter {
                    let attribute = readName()
                    skipSpaces()
                    var value = ""
                    if position < bytes.count, bytes[position] == UInt8(ascii: "=") {
                        position += 1
                        skipSpaces()
                        value = readAttributeValue()
                    }
                    attributes[attribute] = attributes[attribute] ?? value
                } else {
                    position += 1
                }
            }
            position = min(position + 1, bytes.count)
            return .some(
                isEnd ? .endTag(name: name) : .startTag(name: name, attributes: attributes))
        }

        /// The text up to `</name` (any case), the reader left after that end tag.
        mutating func readRawText(untilEndTag name: String) -> String {
            let start = position
            let closing = Array("</\(name)".utf8)
            var end = start
            while end < bytes.count {
                if bytes[end] == UInt8(ascii: "<"), end + closing.count <= bytes.count,
                    zip(bytes[end..<end + closing.count], closing).allSatisfy({
                        $0.lowercasedASCII == $1
                    })
                {
                    break
                }
                end += 1
            }
            let text = String(decoding: bytes[start..<end], as: UTF8.self)
            position = end < bytes.count ? find([UInt8(ascii: ">")], from: end) : end
            return text
        }

        /// The position after the first `pattern` from `start`, or the end.
        private func find(_ pattern: [UInt8], from start: Int) -> Int {
            var index = start
            while index + pattern.count <= bytes.count {
                if bytes[index..<index + pattern.count].elementsEqual(pattern) {
                    return index + pattern.count
                }
                index += 1
            }
            return bytes.count
        }

        /// A tag or attribute name, in lower case.
        private mutating func readName() -> String {
            let start = position
            while position < bytes.count,
                bytes[position].isASCIILetter || bytes[position].isASCIIDigit
                    || bytes[position] == UInt8(ascii: "-") || bytes[position] == UInt8(ascii: "_")
                    || bytes[position] == UInt8(ascii: ":")
            {
                position += 1
            }
            return String(decoding: bytes[start..<position].map(\.lowercasedASCII), as: UTF8.self)
        }

        /// A quoted value without its quotes, or an unquoted one up to a space or `>`.
        private mutating func readAttributeValue() -> String {
            guard position < bytes.count else { return "" }
            let quote = bytes[position]
            if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                let start = position + 1
                var end = start
                while end < bytes.count, bytes[end] != quote, bytes[end] != UInt8(ascii: ">") {
                    end += 1
                }
                position = end < bytes.count && bytes[end] == quote ? end + 1 : end
                return String(decoding: bytes[start..<end], as: UTF8.self)
            }
            let start = position
            while position < bytes.count, bytes[position] != UInt8(ascii: ">"),
                !bytes[position].isASCIISpace
            {
                position += 1
            }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }

        private mutating func skipSpaces() {
            while position < bytes.count, bytes[position].isASCIISpace {
                position += 1
            }
        }
    }
}

extension UInt8 {
    /// Whether this byte is an ASCII letter.
    fileprivate var isASCIILetter: Bool {
        (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self)
    }

    /// Whether this byte is a space, tab or line break.
    fileprivate var isASCIISpace: Bool {
        self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0D || self == 0x0C
    }

    /// The byte with A–Z made a–z.
    fileprivate var lowercasedASCII: UInt8 {
        (0x41...0x5A).contains(self) ? self + 0x20 : self
    }
}
