/// A value written as a JavaScript literal, the way other projects' test fixtures state their
/// expected results (`module.exports = { segments: [ { uri: 'a.ts', duration: 10 } ] };`).
///
/// Only literals are read, never evaluated: objects with bare, quoted or numeric keys, arrays,
/// single- and double-quoted strings with their escapes, numbers, `true` / `false` / `null` /
/// `undefined`, and constructor calls of literals (`new Date('2019-02-14T02:13:36.106Z')`,
/// `new Uint32Array([0, 331])`), kept as the name and the arguments. Comments and trailing
/// commas are allowed.
enum JavaScriptLiteral: Hashable {
    case object([String: JavaScriptLiteral])
    case array([JavaScriptLiteral])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case undefined
    /// `new Name(arguments)`.
    case constructed(String, [JavaScriptLiteral])

    /// Reads the value assigned to `module.exports` in a CommonJS module, or the whole text
    /// when it has no such assignment.
    init(module text: String) throws(JavaScriptLiteralError) {
        var reader = JavaScriptLiteralReader(text)
        self = try reader.readModule()
    }

    /// The member `key` of an object; nil for a missing member or a value that is not one.
    subscript(_ key: String) -> JavaScriptLiteral? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }

    /// The members of an object.
    var members: [String: JavaScriptLiteral]? {
        if case .object(let members) = self { members } else { nil }
    }

    /// The elements of an array.
    var elements: [JavaScriptLiteral]? {
        if case .array(let elements) = self { elements } else { nil }
    }

    /// The text of a string.
    var string: String? {
        if case .string(let text) = self { text } else { nil }
    }

    /// The value of a number.
    var number: Double? {
        if case .number(let value) = self { value } else { nil }
    }

    /// A number that is a whole number of `Int64`.
    var integer: Int64? {
        guard let value = number, value == value.rounded(), abs(value) < 0x1p63 else {
            return nil
        }
        return Int64(value)
    }

    /// The value of a boolean.
    var bool: Bool? {
        if case .bool(let value) = self { value } else { nil }
    }
}

/// Where and why a text is not a literal the reader knows.
struct JavaScriptLiteralError: Error, CustomStringConvertible {
    /// The line (from 1) of the offending character.
    var line: Int
    /// What was expected there.
    var message: String

    var description: String { "JavaScript literal, line \(line): \(message)" }
}

/// A recursive-descent reader of ``JavaScriptLiteral`` over the text's Unicode scalars.
private struct JavaScriptLiteralReader {
    private let scalars: [Unicode.Scalar]
    private var position = 0

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    mutating func readModule() throws(JavaScriptLiteralError) -> JavaScriptLiteral {
        skipSpaceAndComments()
        if matches("module.exports") {
            position += "module.exports".unicodeScalars.count
            try expect("=")
        }
        let value = try readValue()
        skipSpaceAndComments()
        if peek == ";" {
            position += 1
        }
        skipSpaceAndComments()
        guard position == scalars.count else { throw failure("text after the value") }
        return value
    }

    private var peek: Unicode.Scalar? {
        position < scalars.count ? scalars[position] : nil
    }

    private func failure(_ message: String) -> JavaScriptLiteralError {
        let line = scalars[..<min(position, scalars.count)].filter { $0 == "\n" }.count + 1
        return JavaScriptLiteralError(line: line, message: message)
    }

    private func matches(_ word: String) -> Bool {
        let wanted = Array(word.unicodeScalars)
        return scalars.count - position >= wanted.count
            && Array(scalars[position..<position + wanted.count]) == wanted
    }

    /// Skips white space, line terminators and `//` / `/* */` comments.
    private mutating func skipSpaceAndComments() {
        while let scalar = peek {
            if scalar.properties.isWhitespace || scalar == "\u{FEFF}" {
                position += 1
            } else if matches("//") {
                while let next = peek, next != "\n" { position += 1 }
            } else if matches("/*") {
                position += 2
                while position < scalars.count, !matches("*/") { position += 1 }
                position = min(position + 2, scalars.count)
            } else {
                return
            }
        }
    }

    private mutating func expect(_ punctuation: Unicode.Scalar) throws(JavaScriptLiteralError) {
        skipSpaceAndComments()
        guard peek == punctuation else { throw failure("expected \"\(punctuation)\"") }
        position += 1
    }

    private mutating func readValue() throws(JavaScriptLiteralError) -> JavaScriptLiteral {
        skipSpaceAndComments()
        guard let scalar = peek else { throw failure("expected a value, found the end") }
        switch scalar {
        case "{": return try readObject()
        case "[":
            position += 1
            return .array(try readList(closing: "]"))
        case "\"", "'": return .string(try readString())
        case "-", "+", ".", "0"..."9": return .number(try readNumber())
        default: break
        }
        let word = readIdentifier()
        switch word {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null": return .null
        case "undefined": return .undefined
        case "NaN": return .number(.nan)
        case "Infinity": return .number(.infinity)
        case "new":
            skipSpaceAndComments()
            let name = readIdentifier()
            guard !name.isEmpty else { throw failure("expected a constructor after new") }
            try expect("(")
            return .constructed(name, try readList(closing: ")"))
        default:
            throw failure(word.isEmpty ? "unexpected \"\(scalar)\"" : "unknown name \(word)")
        }
    }

    private mutating func readObject() throws(JavaScriptLiteralError) -> JavaScriptLiteral {
        position += 1
        var members: [String: JavaScriptLiteral] = [:]
        while true {
            skipSpaceAndComments()
            guard let scalar = peek else { throw failure("unterminated object") }
            if scalar == "}" {
                position += 1
                return .object(members)
            }
            let key: String
            switch scalar {
            case "\"", "'": key = try readString()
            case "0"..."9": key = Self.propertyName(of: try readNumber())
            default: key = readIdentifier()
            }
            guard !key.isEmpty else { throw failure("expected a key") }
            try expect(":")
            members[key] = try readValue()
            skipSpaceAndComments()
            if peek == "," {
                position += 1
            } else if peek != "}" {
                throw failure("expected \",\" or \"}\" after \(key)")
            }
        }
    }

    /// Comma-separated values up to `closing` (array elements, constructor arguments).
    private mutating func readList(
        closing: Unicode.Scalar
    ) throws(JavaScriptLiteralError) -> [JavaScriptLiteral] {
        var values: [JavaScriptLiteral] = []
        while true {
            skipSpaceAndComments()
            guard let scalar = peek else { throw failure("unterminated list") }
            if scalar == closing {
                position += 1
                return values
            }
            values.append(try readValue())
            skipSpaceAndComments()
            if peek == "," {
                position += 1
            } else if peek != closing {
                throw failure("expected \",\" or \"\(closing)\"")
            }
        }
    }

    /// The name a numeric key stands for (`1: x` is the property "1").
    private static func propertyName(of number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
    }

    private mutating func readIdentifier() -> String {
        var word = String.UnicodeScalarView()
        while let scalar = peek,
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
                || scalar == "$"
        {
            word.append(scalar)
            position += 1
        }
        return String(word)
    }

    private mutating func readString() throws(JavaScriptLiteralError) -> String {
        let quote = scalars[position]
        position += 1
        var text = String.UnicodeScalarView()
        while let scalar = peek {
            position += 1
            if scalar == quote {
                return String(text)
            }
            guard scalar == "\\" else {
                guard scalar != "\n" else { throw failure("line break in a string") }
                text.append(scalar)
                continue
            }
            guard let escaped = peek else { break }
            position += 1
            switch escaped {
            case "n": text.append("\n")
            case "t": text.append("\t")
            case "r": text.append("\r")
            case "b": text.append("\u{8}")
            case "f": text.append("\u{C}")
            case "v": text.append("\u{B}")
            case "0": text.append("\0")
            case "\n": continue
            case "x": text.append(try readHexScalar(digits: 2))
            case "u": text.append(try readHexScalar(digits: 4))
            default: text.append(escaped)
            }
        }
        throw failure("unterminated string")
    }

    /// The scalar of `\xHH` or `\uHHHH` (`\u{…}` too); a lone surrogate is refused.
    private mutating func readHexScalar(
        digits count: Int
    ) throws(JavaScriptLiteralError) -> Unicode.Scalar {
        let braced = count == 4 && peek == "{"
        if braced { position += 1 }
        var value: UInt32 = 0
        var read = 0
        while let scalar = peek, let digit = Self.hexValue(scalar), braced || read < count {
            value = value &* 16 &+ digit
            read += 1
            position += 1
        }
        if braced {
            guard peek == "}" else { throw failure("unterminated \\u{") }
            position += 1
        }
        guard read == count || (braced && read > 0), let scalar = Unicode.Scalar(value) else {
            throw failure("bad escape")
        }
        return scalar
    }

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": scalar.value - 48
        case "a"..."f": scalar.value - 87
        case "A"..."F": scalar.value - 55
        default: nil
        }
    }

    private mutating func readNumber() throws(JavaScriptLiteralError) -> Double {
        var text = ""
        while let scalar = peek,
            ("0"..."9").contains(scalar) || "+-.eExX_abcdefABCDEF".unicodeScalars.contains(scalar)
        {
            text.unicodeScalars.append(scalar)
            position += 1
        }
        let cleaned = text.filter { $0 != "_" }
        let unsigned = cleaned.drop { $0 == "-" || $0 == "+" }
        let sign: Double = cleaned.hasPrefix("-") ? -1 : 1
        if unsigned.hasPrefix("0x") || unsigned.hasPrefix("0X"),
            let value = UInt64(unsigned.dropFirst(2), radix: 16)
        {
            return sign * Double(value)
        }
        guard let value = Double(cleaned) else { throw failure("bad number \(text)") }
        return value
    }
}
