import Foundation

/// A language the player's spoken interface is written in, chosen by the caller.
///
/// Every label, value, hint, panel header, trait word, announcement and template exists in each
/// language; spoken durations, percentages and language names come from Foundation in the
/// language's locale.
///
/// ```swift
/// let spanish = PlayerLanguage(identifier: "es-MX")   // .spanish
/// spanish.string(.close)                              // "Cerrar"
/// PlayerLanguage(identifier: "ja")                    // .english (the fallback)
/// ```
public enum PlayerLanguage: String, Hashable, Sendable, CaseIterable {
    /// English, the fallback.
    case english = "en"
    /// Spanish.
    case spanish = "es"
    /// French.
    case french = "fr"
    /// German.
    case german = "de"

    /// The language for a locale or language identifier ("es", "fr_CA", "de-AT"); English when
    /// the player does not speak that language.
    public init(identifier: String) {
        let primary = identifier.lowercased().prefix { $0 != "-" && $0 != "_" }
        self = PlayerLanguage(rawValue: String(primary)) ?? .english
    }

    /// The Foundation locale used for durations, percentages and language names.
    public var locale: Locale {
        Locale(identifier: rawValue)
    }

    /// The text for `key` in this language.
    public func string(_ key: StringKey) -> String {
        switch self {
        case .english: Self.englishString(key)
        case .spanish: Self.spanishString(key)
        case .french: Self.frenchString(key)
        case .german: Self.germanString(key)
        }
    }

    /// The template for `key` with each `{name}` placeholder replaced by its value.
    ///
    /// ```swift
    /// PlayerLanguage.english.string(.elapsedOfTotal, ["elapsed": "1 second", "total": "1 hour"])
    /// // "1 second of 1 hour"
    /// ```
    public func string(_ key: StringKey, _ values: KeyValuePairs<String, String>) -> String {
        var text = string(key)
        for (name, value) in values {
            text = text.replacingOccurrences(of: "{" + name + "}", with: value)
        }
        return text
    }
}
