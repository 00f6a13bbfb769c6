import PlayerCore
import PlayerEngine

/// Why a message is not JSON; the IPC answers it with mpv's "invalid parameter".
public struct JSONParseError: Error, Hashable, Sendable {
    /// The byte offset where reading stopped.
    public var offset: Int
}

extension JSONValue {
    /// Reads one JSON value from the start of `text` the way mpv's IPC does (misc/json.c):
    /// standard JSON, plus mpv's extensions (a trailing comma in a list or object, `=` for `:`,
    /// unquoted keys of `A-Za-z_` then `A-Za-z0-9_`, `\xAB` byte escapes) and at most 50
    /// levels deep. A number without `.`, `e` or `E` that fits 64 bits is an integer. Text
    /// after the value is ignored, as mpv ignores it.
    ///
    /// ```swift
    /// try JSONValue(parsing: #"{ "command": ["get_property", "pause"], request_id = 4, }"#)
    /// // .object([("command", .array(["get_property", "pause"])), ("request_id", .integer(4))])
    /// ```
    public init(parsing text: String) throws(JSONParseError) {
        try self.init(parsingUTF8: Array(text.utf8))
    }

    /// Reads one JSON value from the start of UTF-8 `bytes`, as ``init(parsing:)`` does.
    public init(parsingUTF8 bytes: [UInt8]) throws(JSONParseError) {
        var reader = JSONReader(bytes: bytes)
        self = try reader.value(depth: 50)
    }

    /// The member `key` of an object (the first one so named); nil for anything else.
    public subscript(member key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }
}

/// A cursor over the bytes of one message.
private struct JSONReader {
    let bytes: [UInt8]
    var index = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private func failure() -> JSONParseError { JSONParseError(offset: index) }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
            index += 1
        }
    }

    private mutating func eat(_ byte: UInt8) -> Bool {
        guard current == byte else { return false }
        index += 1
        return true
    }

    private mutating func eat(word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard bytes.count - index >= count else { return false }
        let matches = word.withUTF8Buffer { bytes[index..<index + count].elementsEqual($0) }
        if matches { index += count }
        return matches
    }

    mutating func value(depth: Int) throws(JSONParseError) -> JSONValue {
        guard depth > 0 else { throw failure() }
        skipWhitespace()
        guard let byte = current else { throw failure() }
        switch byte {
        case UInt8(ascii: "n") where eat(word: "null"): return .null
        case UInt8(ascii: "t") where eat(word: "true"): return .bool(true)
        case UInt8(ascii: "f") where eat(word: "false"): return .bool(false)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "["): return try list(depth: depth)
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw failure()
        }
    }

    private mutating func list(depth: Int) throws(JSONParseError) -> JSONValue {
        index += 1
        var elements: [JSONValue] = []
        while try !closes(UInt8(ascii: "]"), afterElements: elements.count) {
            elements.append(try value(depth: depth - 1))
        }
        return .array(elements)
    }

    private mutating func object(depth: Int) throws(JSONParseError) -> JSONValue {
        index += 1
        var members: [(String, JSONValue)] = []
        while try !closes(UInt8(ascii: "}"), afterElements: members.count) {
            let key = current == UInt8(ascii: "\"") ? try string() : try identifier()
            skipWhitespace()
            guard eat(UInt8(ascii: ":")) || eat(UInt8(ascii: "=")) else { throw failure() }
            members.append((key, try value(depth: depth - 1)))
        }
        return .object(members)
    }

    /// Reads up to the next element of a list or object; true when `terminator` closes it
    /// (also after a trailing comma).
    private mutating func closes(_ terminator: UInt8, afterElements count: Int)
        throws(JSONParseError) -> Bool
    {
        skipWhitespace()
        if eat(terminator) { return true }
        if count > 0 {
            guard eat(UInt8(ascii: ",")) else { throw failure() }
            skipWhitespace()
            if eat(terminator) { return true }
        }
        return false
    }

    private mutating func identifier() throws(JSONParseError) -> String {
        let start = index
        func isStart(_ byte: UInt8) -> Bool {
            (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F
        }
        guard let first = current, isStart(first) else { throw failure() }
        while let byte = current, isStart(byte) || (0x30...0x39).contains(byte) {
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func string() throws(JSONParseError) -> String {
        index += 1
        // Without escapes the text is the bytes up to the closing quote.
        if let end = bytes[index...].firstIndex(where: { $0 == 0x22 || $0 == 0x5C }),
            bytes[end] == 0x22
        {
            defer { index = end + 1 }
            return String(decoding: bytes[index..<end], as: UTF8.self)
        }
        var decoded: [UInt8] = []
        while let byte = current, byte != UInt8(ascii: "\"") {
            index += 1
            guard byte == UInt8(ascii: "\\") else {
                decoded.append(byte)
                continue
            }
            try escape(into: &decoded)
        }
        guard eat(UInt8(ascii: "\"")) else { throw failure() }
        return String(decoding: decoded, as: UTF8.self)
    }

    private mutating func escape(into decoded: inout [UInt8]) throws(JSONParseError) {
        guard let letter = current else { throw failure() }
        index += 1
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F,
            UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A,
            UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
        ]
        if let byte = simple[letter] {
            decoded.append(byte)
        } else if letter == UInt8(ascii: "x") {
            decoded.append(UInt8(try hexadecimal(digits: 2)))
        } else if letter == UInt8(ascii: "u") {
            var scalar = try hexadecimal(digits: 4)
            if (0xD800..<0xDC00).contains(scalar), eat(word: "\\u") {
                let low = try hexadecimal(digits: 4)
                guard (0xDC00..<0xE000).contains(low) else { throw failure() }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let unicode = Unicode.Scalar(scalar) else { throw failure() }
            decoded.append(contentsOf: Array(String(Character(unicode)).utf8))
        } else {
            throw failure()
        }
    }

    private mutating func hexadecimal(digits: Int) throws(JSONParseError) -> UInt32 {
        guard bytes.count - index >= digits,
            let value = UInt32(
                String(decoding: bytes[index..<index + digits], as: UTF8.self), radix: 16)
        else { throw failure() }
        index += digits
        return value
    }

    private mutating func number() throws(JSONParseError) -> JSONValue {
        let start = index
        var isInteger = true
        _ = eat(UInt8(ascii: "-"))
        while let byte = current {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): break
            case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): isInteger = false
            case UInt8(ascii: "+") where !isInteger, UInt8(ascii: "-") where !isInteger: break
            default:
                return try numberValue(from: start, isInteger: isInteger)
            }
            index += 1
        }
        return try numberValue(from: start, isInteger: isInteger)
    }

    private func numberValue(from start: Int, isInteger: Bool) throws(JSONParseError)
        -> JSONValue
    {
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if isInteger, let integer = Int64(text) {
            return .integer(integer)
        }
        guard let number = Double(text), number.isFinite else { throw failure() }
        return .number(number)
    }
}
