import PlayerCore
import PlayerEngine

/// The type of a command argument, as mpv's `command-list` names it; each reads a JSON value
/// or, as mpv's option parsers do, a string.
public enum IPCArgumentType: Hashable, Sendable {
    /// Text; only a JSON string.
    case string
    /// A number; a JSON number or a string of one.
    case double
    /// A whole number; a JSON integer or a string of one.
    case integer
    /// Seconds, as a number or as mpv writes times in strings: `[-][[hh:]mm:]ss[.ms]`.
    case time
    /// One or more of these names joined by `+` ("absolute+exact").
    case flags([String])
    /// One of these names.
    case choice([String])
    /// Any JSON value, passed on as it is.
    case node
    /// A playlist index, or "current" (read as -1), as mpv's `playlist-remove` takes it.
    case entryIndex

    /// The name `command-list` gives it, as mpv's option types name theirs.
    public var name: String {
        switch self {
        case .string: "String"
        case .double: "Double"
        case .integer: "Integer64"
        case .time: "Time"
        case .flags: "Flags"
        case .choice: "Choice"
        case .node: "Node"
        case .entryIndex: "Integer"
        }
    }

    /// `value` read as this type, normalized (numbers as `.number`, flags as an array of
    /// names); nil when it cannot be, which mpv answers with "invalid parameter".
    func read(_ value: JSONValue) -> JSONValue? {
        switch (self, value) {
        case (.node, _): return value
        case (.string, .string): return value
        case (.double, .integer(let number)), (.time, .integer(let number)):
            return .number(Double(number))
        case (.double, .number), (.time, .number): return value
        case (.double, .string(let text)):
            return Double(text).flatMap { $0.isFinite ? .number($0) : nil }
        case (.time, .string(let text)): return Self.seconds(inTime: text).map { .number($0) }
        case (.integer, .integer): return value
        case (.integer, .string(let text)), (.entryIndex, .string(let text)):
            if case .entryIndex = self, text == "current" { return .integer(-1) }
            return Int64(text).map { .integer($0) }
        case (.entryIndex, .integer): return value
        case (.flags(let names), .string(let text)):
            let parts = text.split(separator: "+", omittingEmptySubsequences: false).map(
                String.init)
            return parts.allSatisfy(names.contains) ? .array(parts.map { .string($0) }) : nil
        case (.choice(let names), .string(let text)):
            return names.contains(text) ? value : nil
        default: return nil
        }
    }

    /// Seconds in mpv's time syntax (`options/m_option.c`, `parse_timestring`): an optional
    /// sign, then `h:mm:ss.s`, `m:ss.s` or `s.s`, minutes and seconds below 60.
    static func seconds(inTime text: String) -> Double? {
        var body = Substring(text)
        let negative = body.hasPrefix("-")
        if negative || body.hasPrefix("+") { body = body.dropFirst() }
        let fields = body.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...3).contains(fields.count), let last = fields.last,
            let seconds = Double(last), seconds.isFinite, seconds >= 0 || fields.count == 1
        else { return nil }
        var wholeFields: [Double] = []
        for field in fields.dropLast() {
            guard !field.isEmpty, field.allSatisfy(\.isNumber), let number = Double(field) else {
                return nil
            }
            wholeFields.append(number)
        }
        if fields.count > 1, seconds >= 60 { return nil }
        if fields.count == 3, wholeFields[1] >= 60 { return nil }
        let total = wholeFields.reduce(0) { $0 * 60 + $1 } * 60 + seconds
        return negative ? -total : total
    }
}

/// One argument of a command: its name (for named arguments and `command-list`), its type,
/// and whether it may be left out.
public struct IPCArgument: Hashable, Sendable {
    /// The name used in the named-argument form and `command-list`.
    public var name: String
    /// What it reads.
    public var type: IPCArgumentType
    /// Whether it may be left out.
    public var isOptional: Bool

    /// An argument called `name` of `type`, required unless `optional`.
    public init(_ name: String, _ type: IPCArgumentType, optional: Bool = false) {
        self.name = name
        self.type = type
        self.isOptional = optional
    }

    /// The argument as a `command-list` entry: `{name, type, optional}`.
    var listing: JSONValue {
        .object([
            ("name", .string(name)), ("type", .string(type.name)), ("optional", .bool(isOptional)),
        ])
    }
}

/// A command's arguments after reading, by name; missing optional ones are absent.
public struct IPCArguments: Sendable {
    /// The values read, by argument name.
    var values: [String: JSONValue] = [:]

    /// The argument `name` as a number, if given.
    func number(_ name: String) -> Double? {
        guard case .number(let value) = values[name] else { return nil }
        return value
    }

    /// The argument `name` as text, if given.
    func text(_ name: String) -> String? {
        guard case .string(let value) = values[name] else { return nil }
        return value
    }

    /// The argument `name` as an integer, if given.
    func integer(_ name: String) -> Int64? {
        guard case .integer(let value) = values[name] else { return nil }
        return value
    }

    /// The names of flags argument `name`, empty when not given.
    func flags(_ name: String) -> [String] {
        guard case .array(let names) = values[name] else { return [] }
        return names.compactMap { if case .string(let text) = $0 { text } else { nil } }
    }

    /// The argument `name` as given (a node argument), if given.
    subscript(_ name: String) -> JSONValue? {
        values[name]
    }
}
