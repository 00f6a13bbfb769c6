/// The caption style as named settings: the keys and values a settings file, `--caption-style`
/// and the log share.
///
/// ```swift
/// var style = CaptionStyle()
/// try style.set(.color, .text("#FFD700"))
/// try style.set(.size, .number(150))
/// style.json.written()   // {"size":150,"color":"#FFD700","opacity":100,…}
/// try style.set(.edge, .text("glow"))   // CaptionSettingError: edge: "glow" is not …
/// ```
extension CaptionStyle {
    /// A setting's name, as the settings file and `--caption-style` spell it.
    public enum Key: String, Hashable, Sendable, CaseIterable {
        /// ``CaptionStyle/size``, percent.
        case size
        /// ``CaptionStyle/color``.
        case color
        /// ``CaptionStyle/opacity``, percent.
        case opacity
        /// ``CaptionStyle/font``.
        case font
        /// ``CaptionStyle/background``.
        case background
        /// ``CaptionStyle/backgroundOpacity``, percent.
        case backgroundOpacity
        /// ``CaptionStyle/edge``.
        case edge
        /// ``CaptionStyle/window``.
        case window
        /// ``CaptionStyle/windowOpacity``, percent.
        case windowOpacity
        /// ``CaptionStyle/edgeColor``.
        case edgeColor
        /// ``CaptionStyle/edgeOpacity``, percent.
        case edgeOpacity
        /// ``CaptionStyle/shadowColor``.
        case shadowColor
        /// ``CaptionStyle/shadowOpacity``, percent.
        case shadowOpacity
        /// ``CaptionStyle/position``, percent.
        case position
    }

    /// A setting's value as it was written: a number or a string.
    public enum SettingValue: Hashable, Sendable {
        /// A JSON number.
        case number(Double)
        /// A JSON string.
        case text(String)
    }

    /// Sets `key` to `value`; throws saying why a value is not one the setting takes (a
    /// colour that is neither one of the eight names nor `#RRGGBB`, a percent out of range or
    /// not whole, a font or edge that is not one of its names).
    public mutating func set(_ key: Key, _ value: SettingValue) throws(CaptionSettingError) {
        switch key {
        case .size: size = try Self.percent(value, key: key, in: Self.sizeRange)
        case .opacity: opacity = try Self.percent(value, key: key, in: Self.opacityRange)
        case .backgroundOpacity:
            backgroundOpacity = try Self.percent(value, key: key, in: Self.opacityRange)
        case .windowOpacity:
            windowOpacity = try Self.percent(value, key: key, in: Self.opacityRange)
        case .edgeOpacity: edgeOpacity = try Self.percent(value, key: key, in: Self.opacityRange)
        case .shadowOpacity:
            shadowOpacity = try Self.percent(value, key: key, in: Self.opacityRange)
        case .position: position = try Self.percent(value, key: key, in: Self.positionRange)
        case .edgeColor: edgeColor = try Self.color(value, key: key)
        case .shadowColor: shadowColor = try Self.color(value, key: key)
        case .color: color = try Self.color(value, key: key)
        case .background: background = try Self.color(value, key: key)
        case .window: window = try Self.color(value, key: key)
        case .font: font = try Self.named(value, key: key, CaptionFont.self)
        case .edge: edge = try Self.named(value, key: key, CaptionEdge.self)
        }
    }

    /// Every setting with its value, in ``Key`` order: what a settings file holds.
    public var json: JSONValue {
        .object(
            Key.allCases.map { key in
                switch key {
                case .size: (key.rawValue, .integer(Int64(size)))
                case .color: (key.rawValue, .string(color.text))
                case .opacity: (key.rawValue, .integer(Int64(opacity)))
                case .font: (key.rawValue, .string(font.name))
                case .background: (key.rawValue, .string(background.text))
                case .backgroundOpacity: (key.rawValue, .integer(Int64(backgroundOpacity)))
                case .edge: (key.rawValue, .string(edge.name))
                case .window: (key.rawValue, .string(window.text))
                case .windowOpacity: (key.rawValue, .integer(Int64(windowOpacity)))
                case .edgeColor: (key.rawValue, .string(edgeColor.text))
                case .edgeOpacity: (key.rawValue, .integer(Int64(edgeOpacity)))
                case .shadowColor: (key.rawValue, .string(shadowColor.text))
                case .shadowOpacity: (key.rawValue, .integer(Int64(shadowOpacity)))
                case .position: (key.rawValue, .integer(Int64(position)))
                }
            })
    }

    /// The style in a few words for the log's state line: "150% yellow on black 80%", then
    /// the font, edge and window when they are not their defaults.
    public var logWords: String {
        var words = "\(size)% \(color.text)"
        if opacity != 100 { words += " \(opacity)%" }
        words += " on \(background.text) \(backgroundOpacity)%"
        if font != .standard { words += ", \(font.name)" }
        if edge != .none { words += ", edge \(edge.name)" }
        if windowOpacity > 0 { words += ", window \(window.text) \(windowOpacity)%" }
        let defaults = CaptionStyle()
        if edgeColor != defaults.edgeColor || edgeOpacity != defaults.edgeOpacity {
            words += ", outline \(edgeColor.text) \(edgeOpacity)%"
        }
        if shadowColor != defaults.shadowColor || shadowOpacity != defaults.shadowOpacity {
            words += ", shadow \(shadowColor.text) \(shadowOpacity)%"
        }
        if position != defaults.position { words += ", at \(position)%" }
        return words
    }

    private static func percent(_ value: SettingValue, key: Key, in range: ClosedRange<Int>)
        throws(CaptionSettingError) -> Int
    {
        guard case .number(let number) = value else {
            throw CaptionSettingError(key: key, "expected a number (percent), found \(value)")
        }
        guard number.rounded() == number, let whole = Int(exactly: number), range.contains(whole)
        else {
            throw CaptionSettingError(
                key: key,
                "\(value) is not a whole percent from \(range.lowerBound) to \(range.upperBound)")
        }
        return whole
    }

    private static func color(_ value: SettingValue, key: Key) throws(CaptionSettingError)
        -> CaptionColor
    {
        guard case .text(let text) = value, let color = CaptionColor(text: text) else {
            let names = CaptionColor.named.map(\.name).joined(separator: ", ")
            throw CaptionSettingError(
                key: key, "\(value) is not a colour: one of \(names), or #RRGGBB")
        }
        return color
    }

    private static func named<Choice: CaseIterable>(
        _ value: SettingValue, key: Key, _: Choice.Type
    ) throws(CaptionSettingError) -> Choice {
        let choices = Choice.allCases
        guard case .text(let text) = value, let choice = choices.first(where: { $0.name == text })
        else {
            let names = choices.map(\.name).joined(separator: ", ")
            throw CaptionSettingError(key: key, "\(value) is not one of \(names)")
        }
        return choice
    }
}

extension CaptionStyle.SettingValue: CustomStringConvertible {
    /// The value as JSON writes it, for messages: `150`, `"glow"` (control characters escaped).
    public var description: String {
        switch self {
        case .number(let number):
            number.rounded() == number && abs(number) < 1e15
                ? String(Int64(number)) : JSONValue.number(number).written()
        case .text(let text): JSONValue.string(text).written()
        }
    }
}

extension CaptionColor {
    /// The colour a settings file names: one of the eight names (any case) or `#RRGGBB`.
    public init?(text: String) {
        let lowered = text.lowercased()
        if let named = Self.named.first(where: { $0.name == lowered }) {
            self = named.color
            return
        }
        let digits = text.dropFirst()
        guard text.first == "#", digits.count == 6, digits.allSatisfy(\.isHexDigit),
            let value = UInt32(digits, radix: 16)
        else { return nil }
        self.init(
            red: UInt8(value >> 16), green: UInt8((value >> 8) & 0xFF), blue: UInt8(value & 0xFF))
    }
}

/// A caption style setting that cannot take the value given: which setting and why.
public struct CaptionSettingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The setting.
    public var key: CaptionStyle.Key
    /// Why the value was refused.
    public var cause: String

    /// The error for `key`, refused because of `cause`.
    public init(key: CaptionStyle.Key, _ cause: String) {
        self.key = key
        self.cause = cause
    }

    /// "edge: "glow" is not one of none, raised, …".
    public var description: String { "\(key.rawValue): \(cause)" }
}
