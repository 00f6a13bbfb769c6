/// A JSON value whose objects keep their members in the order written: the one writer of every
/// JSON the project prints (the log, cue lists, track and control listings, bench results),
/// so key order and number forms are the same everywhere.
///
/// ```swift
/// let value = JSONValue.object([("t", .seconds(.milliseconds(1023))), ("kind", "say")])
/// value.written()           // {"t":1.023,"kind":"say"}
/// value.written(.spaced)    // {"t": 1.023, "kind": "say"}
/// ```
public indirect enum JSONValue: Sendable, ExpressibleByStringLiteral {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number.
    case integer(Int64)
    /// A number, written with the shortest digits that read back the same.
    case number(Double)
    /// A media time as an exact number of seconds with up to six decimals: `1.5`, `3`.
    case seconds(MediaTime)
    /// A string, with quotes, backslashes and control characters escaped.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, its members in this order.
    case object([(String, JSONValue)])

    /// A string value.
    public init(stringLiteral value: String) {
        self = .string(value)
    }

    /// `text` as a string, or null when nil.
    public static func string(_ text: String?) -> JSONValue {
        text.map { .string($0) } ?? .null
    }

    /// The value as JSON text laid out as `layout` says.
    public func written(_ layout: JSONLayout = .compact) -> String {
        var text = ""
        text.reserveCapacity(64)
        switch layout {
        case .compact: write(into: &text, spaced: false)
        case .spaced: write(into: &text, spaced: true)
        case .rows:
            guard case .array(let elements) = self, !elements.isEmpty else {
                write(into: &text, spaced: true)
                return text
            }
            text = "[\n"
            for (index, element) in elements.enumerated() {
                text += "  "
                element.write(into: &text, spaced: true)
                text += index == elements.count - 1 ? "\n" : ",\n"
            }
            text += "]"
        }
        return text
    }

    private func write(into text: inout String, spaced: Bool) {
        switch self {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .integer(let value): text += String(value)
        case .number(let value): text += value.isFinite ? "\(value)" : "null"
        case .seconds(let time): text += time.jsonSeconds
        case .string(let value): JSONText.appendQuoted(value, to: &text)
        case .array(let elements):
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += spaced ? ", " : "," }
                element.write(into: &text, spaced: spaced)
            }
            text += "]"
        case .object(let members):
            text += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { text += spaced ? ", " : "," }
                JSONText.appendQuoted(key, to: &text)
                text += spaced ? ": " : ":"
                value.write(into: &text, spaced: spaced)
            }
            text += "}"
        }
    }
}

/// How ``JSONValue/written(_:)`` lays a value out.
public enum JSONLayout: Sendable {
    /// No spaces: one log line, `{"t":1,"kind":"say"}`.
    case compact
    /// A space after every colon and comma: `{"start": 1.5, "end": 3}`.
    case spaced
    /// A top-level array one spaced element a line, indented by two spaces.
    case rows
}

/// Writing strings as JSON string literals.
public enum JSONText {
    /// `text` as a quoted JSON string, with quotes, backslashes and control characters
    /// escaped.
    public static func quoted(_ text: String) -> String {
        var result = ""
        appendQuoted(text, to: &result)
        return result
    }

    /// Appends `text` as a quoted JSON string to `result`.
    static func appendQuoted(_ text: String, to result: inout String) {
        // Most text needs no escape: copy it whole.
        guard text.utf8.contains(where: { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 }) else {
            result += "\""
            result += text
            result += "\""
            return
        }
        result += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        result += "\""
    }
}
