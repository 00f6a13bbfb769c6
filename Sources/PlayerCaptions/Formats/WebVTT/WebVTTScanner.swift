/// A position in WebVTT input, moved forward the way the WebVTT parsing rules describe.
///
/// The input is prepared first: NUL becomes U+FFFD and CR LF or a lone CR becomes LF.
///
/// A scanner can read part of another's input (a cue's payload, a timing line) without
/// copying it: ``scalars`` is then a slice, and positions are the whole input's indices.
struct WebVTTScanner {
    /// The prepared input.
    let scalars: ArraySlice<Unicode.Scalar>
    /// Where reading continues.
    var position: Int

    /// A scanner at the start of `text`, with NUL replaced and line endings made LF.
    init(_ text: some StringProtocol) {
        var prepared: [Unicode.Scalar] = []
        prepared.reserveCapacity(text.unicodeScalars.count)
        var previousWasCarriageReturn = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\0": prepared.append("\u{FFFD}")
            case "\r": prepared.append("\n")
            case "\n" where previousWasCarriageReturn: break
            default: prepared.append(scalar)
            }
            previousWasCarriageReturn = scalar == "\r"
        }
        self.init(scalars: prepared[...])
    }

    /// A scanner at the start of `scalars`, which are already prepared.
    init(scalars: ArraySlice<Unicode.Scalar>) {
        self.scalars = scalars
        self.position = scalars.startIndex
    }

    /// Whether everything has been read.
    var isAtEnd: Bool { position >= scalars.endIndex }

    /// The scalar at the position, or nil at the end.
    var current: Unicode.Scalar? { isAtEnd ? nil : scalars[position] }

    /// Moves past the current scalar.
    mutating func advance() {
        position += 1
    }

    /// Moves past the current scalar when it is `expected`, saying whether it was.
    mutating func skip(_ expected: Unicode.Scalar) -> Bool {
        guard current == expected else { return false }
        position += 1
        return true
    }

    /// Reads scalars while `predicate` holds, returning them.
    mutating func collect(while predicate: (Unicode.Scalar) -> Bool) -> ArraySlice<Unicode.Scalar> {
        let start = position
        while let scalar = current, predicate(scalar) { position += 1 }
        return scalars[start..<position]
    }

    /// Reads the rest of the line, leaving the position on its LF (or at the end).
    mutating func collectLine() -> ArraySlice<Unicode.Scalar> {
        collect(while: { $0 != "\n" })
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

extension ArraySlice<Unicode.Scalar> {
    /// The scalars as a string.
    var string: String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: self)
        return String(view)
    }
}
