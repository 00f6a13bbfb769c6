/// A position in WebVTT input, moved forward the way the WebVTT parsing rules describe.
///
/// The input is prepared first: NUL becomes U+FFFD and CR LF or a lone CR becomes LF. It is
/// kept as UTF-8 bytes and read a byte at a time: every character the syntax names is ASCII,
/// and the bytes of other characters (0x80 and up) never equal one, so a byte is looked at as
/// the scalar of the same number (``current``) and text is decoded only when it is kept.
///
/// A scanner can read part of another's input (a cue's payload, a timing line) without
/// copying it: ``scalars`` is then a slice, and positions are the whole input's indices.
struct WebVTTScanner {
    /// The prepared input, in UTF-8.
    let scalars: ArraySlice<UInt8>
    /// Where reading continues.
    var position: Int

    /// A scanner at the start of `text`, with NUL replaced and line endings made LF.
    init(_ text: some StringProtocol) {
        self.init(preparing: Array(text.utf8)[...])
    }

    /// A scanner at the start of the UTF-8 `bytes`, with NUL replaced and line endings made
    /// LF: bytes that have neither (most text) are read where they are, not copied.
    init(preparing bytes: ArraySlice<UInt8>) {
        guard bytes.contains(where: { $0 == 0x00 || $0 == 0x0D }) else {
            self.init(scalars: bytes)
            return
        }
        var prepared: [UInt8] = []
        prepared.reserveCapacity(bytes.count)
        var previousWasCarriageReturn = false
        for byte in bytes {
            switch byte {
            case 0x00: prepared.append(contentsOf: [0xEF, 0xBF, 0xBD])
            case 0x0D: prepared.append(0x0A)
            case 0x0A where previousWasCarriageReturn: break
            default: prepared.append(byte)
            }
            previousWasCarriageReturn = byte == 0x0D
        }
        self.init(scalars: prepared[...])
    }

    /// A scanner at the start of `scalars`, which are already prepared.
    init(scalars: ArraySlice<UInt8>) {
        self.scalars = scalars
        self.position = scalars.startIndex
    }

    /// Whether everything has been read.
    var isAtEnd: Bool { position >= scalars.endIndex }

    /// The byte at the position as the scalar of that number, or nil at the end: the
    /// character itself when it is ASCII, and never an ASCII character when it is not.
    var current: Unicode.Scalar? { isAtEnd ? nil : Unicode.Scalar(scalars[position]) }

    /// The byte at the position, or nil at the end.
    var currentByte: UInt8? { isAtEnd ? nil : scalars[position] }

    /// Moves past the current byte.
    mutating func advance() {
        position += 1
    }

    /// Moves past the current byte when it is the ASCII character `expected`, saying whether
    /// it was.
    mutating func skip(_ expected: Unicode.Scalar) -> Bool {
        guard current == expected else { return false }
        position += 1
        return true
    }

    /// Reads bytes while `predicate` holds for them (looked at as ``current`` does), returning
    /// them.
    mutating func collect(while predicate: (Unicode.Scalar) -> Bool) -> ArraySlice<UInt8> {
        let start = position
        while position < scalars.endIndex, predicate(Unicode.Scalar(scalars[position])) {
            position += 1
        }
        return scalars[start..<position]
    }

    /// Reads the rest of the line, leaving the position on its LF (or at the end).
    mutating func collectLine() -> ArraySlice<UInt8> {
        let start = position
        while position < scalars.endIndex, scalars[position] != 0x0A { position += 1 }
        return scalars[start..<position]
    }

    /// Moves past ASCII whitespace: tab, LF, form feed, CR and space.
    mutating func skipWhitespace() {
        _ = collect(while: \.isWebVTTWhitespace)
    }
}

extension Unicode.Scalar {
    /// Whether this is ASCII whitespace as the WebVTT rules use it (vertical tab is not).
    var isWebVTTWhitespace: Bool {
        switch self {
        case "\t", "\n", "\u{0C}", "\r", " ": true
        default: false
        }
    }
}

extension UInt8 {
    /// Whether this byte is ASCII whitespace as the WebVTT rules use it.
    var isWebVTTWhitespace: Bool { Unicode.Scalar(self).isWebVTTWhitespace }
    /// Whether this byte is an ASCII digit.
    var isASCIIDigit: Bool { (0x30...0x39).contains(self) }
}

extension ArraySlice<UInt8> {
    /// The UTF-8 bytes as a string.
    var string: String {
        String(decoding: self, as: UTF8.self)
    }

    /// Whether the bytes are those of `text`.
    func isText(_ text: StaticString) -> Bool {
        text.withUTF8Buffer { elementsEqual($0) }
    }
}
