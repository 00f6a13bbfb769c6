/// One piece of WebVTT cue text: text, a start or end tag, or a timestamp tag.
enum WebVTTCueTextToken: Equatable {
    /// Text, character references already decoded (a stretch of the input itself when it has
    /// none).
    case text(ArraySlice<UInt8>)
    /// `<name.class1.class2 annotation>`; the annotation has its whitespace collapsed.
    case startTag(name: String, classes: [String], annotation: String)
    /// `</name>`.
    case endTag(name: String)
    /// `<00:01.000>`, a karaoke time inside the cue: what stands between `<` and `>`, which
    /// may not be a valid timestamp.
    case timestamp(ArraySlice<UInt8>)
}

/// Splits WebVTT cue text into tokens, following the specification's tokenizer states.
struct WebVTTCueTextTokenizer: IteratorProtocol {
    private var scanner: WebVTTScanner

    /// A tokenizer over cue text already prepared (NUL replaced, line ends made LF).
    init(_ scanner: WebVTTScanner) {
        self.scanner = scanner
    }

    /// The next token, or nil at the end of the text.
    mutating func next() -> WebVTTCueTextToken? {
        guard let first = scanner.current else { return nil }
        if first == "<" {
            scanner.advance()
            return tag()
        }
        let start = scanner.position
        // A copy is made only once a character reference changes the text.
        var decoded: [UInt8]?
        while let byte = scanner.currentByte, byte != UInt8(ascii: "<") {
            if byte == UInt8(ascii: "&") {
                if decoded == nil { decoded = Array(scanner.scalars[start..<scanner.position]) }
                scanner.advance()
                if let reference = scanner.consumeCharacterReference() {
                    decoded!.appendUTF8(of: reference)
                } else {
                    decoded!.append(byte)
                }
            } else {
                scanner.advance()
                decoded?.append(byte)
            }
        }
        return .text(decoded.map { $0[...] } ?? scanner.scalars[start..<scanner.position])
    }

    /// Reads a tag after its `<`, up to and past its `>` (or to the end of the text).
    private mutating func tag() -> WebVTTCueTextToken {
        switch scanner.current {
        case "/"?:
            scanner.advance()
            return .endTag(name: collectUpToClosingBracket().string)
        case let scalar? where scalar.isASCIIDigit:
            return .timestamp(collectUpToClosingBracket())
        default:
            return startTag()
        }
    }

    /// Reads a start tag's name, classes and annotation.
    private mutating func startTag() -> WebVTTCueTextToken {
        let name = scanner.collect(while: { !$0.isTagNameEnd }).string
        var classes: [String] = []
        while scanner.skip(".") {
            classes.append(scanner.collect(while: { !$0.isTagNameEnd }).string)
        }
        var annotation = ""
        if scanner.current?.isWebVTTWhitespace == true {
            annotation = collectPlainAnnotation() ?? collectAnnotation()
        }
        _ = scanner.skip(">")
        return .startTag(
            name: name, classes: classes.filter { !$0.isEmpty }, annotation: annotation)
    }

    /// Reads a start tag's annotation, from the whitespace before it up to its `>`: character
    /// references decoded, whitespace collapsed to single spaces between the words.
    private mutating func collectAnnotation() -> String {
        var annotation: [UInt8] = []
        while let byte = scanner.currentByte, byte != UInt8(ascii: ">") {
            scanner.advance()
            if byte == UInt8(ascii: "&"),
                let reference = scanner.consumeCharacterReference(additionalAllowed: ">")
            {
                annotation.appendUTF8(of: reference)
            } else {
                annotation.append(byte)
            }
        }
        let words = annotation[...].split(whereSeparator: \.isWebVTTWhitespace)
        return words.map(\.string).joined(separator: " ")
    }

    /// ``collectAnnotation()`` for the common annotation that it would leave as written (one
    /// whitespace character before it, words apart by single spaces, no `&`), read where it
    /// is; nil, having moved nowhere, for any other.
    private mutating func collectPlainAnnotation() -> String? {
        let bytes = scanner.scalars
        let start = scanner.position + 1
        var end = start
        while end < bytes.endIndex, bytes[end] != UInt8(ascii: ">") {
            let byte = bytes[end]
            if byte == UInt8(ascii: "&") { return nil }
            if byte.isWebVTTWhitespace,
                byte != UInt8(ascii: " ") || end == start || bytes[end - 1] == UInt8(ascii: " ")
            {
                return nil
            }
            end += 1
        }
        if end > start, bytes[end - 1] == UInt8(ascii: " ") { return nil }
        scanner.position = end
        return bytes[start..<end].string
    }

    /// Reads up to the next `>` and moves past it.
    private mutating func collectUpToClosingBracket() -> ArraySlice<UInt8> {
        let content = scanner.collect(while: { $0 != ">" })
        _ = scanner.skip(">")
        return content
    }
}

extension Unicode.Scalar {
    /// Whether this ends a start tag's name or one of its classes.
    fileprivate var isTagNameEnd: Bool { self == "." || self == ">" || isWebVTTWhitespace }
}

extension [UInt8] {
    /// Appends the UTF-8 of `scalars`.
    fileprivate mutating func appendUTF8(of scalars: [Unicode.Scalar]) {
        for scalar in scalars {
            append(contentsOf: UTF8.encode(scalar)!)
        }
    }
}
