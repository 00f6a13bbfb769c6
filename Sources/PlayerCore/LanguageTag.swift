import Foundation

/// A BCP-47 language tag, taken apart: the primary language, then script, region and variant
/// subtags. Every track's language is one, so matching and naming work on its parts instead of
/// re-splitting text.
///
/// Parsing normalizes what containers and file names write: ISO 639-2 codes become their ISO
/// 639-1 form where one exists ("eng" → "en", "fre" and "fra" → "fr"; "haw" stays), subtags
/// are cased as BCP-47 writes them, and `_` separators become `-`:
///
/// ```swift
/// LanguageTag("pt_br")?.description     // "pt-BR"
/// LanguageTag("zh-hant")?.script        // "Hant"
/// LanguageTag("und")                    // nil: it names no language
/// LanguageTag("mul")?.language          // "mul": it says the track has several
/// LanguageTag("en-GB")!.isSameLanguage(as: "en")   // true
/// ```
public struct LanguageTag: Hashable, Sendable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    /// The primary language in its shortest ISO 639 form, lowercase ("en", "haw").
    public let language: String
    /// The script subtag ("Hant"), if any.
    public let script: String?
    /// The region subtag ("BR", "419"), if any.
    public let region: String?
    /// Variant subtags, lowercase.
    public let variants: [String]

    /// The tag `raw` names, or nil when it names no language: "und", "mis", empty text,
    /// unknown two-letter codes and anything not shaped like a tag ("english"). ISO 639-2's
    /// "mul" (multiple languages) and "zxx" (no linguistic content) are kept: they state what
    /// the track holds, and Foundation names them.
    public init?(_ raw: String) {
        let pieces = raw.trimmingCharacters(in: .whitespacesAndNewlines).lowercased().split(
            omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "_" })
        guard let language = currentLanguageCode(pieces[0]) else { return nil }
        var remaining = pieces.dropFirst()
        var script: String?
        if let first = remaining.first, first.count == 4, first.allSatisfy(isASCIILetter) {
            script = first.prefix(1).uppercased() + first.dropFirst()
            remaining = remaining.dropFirst()
        }
        var region: String?
        if let first = remaining.first,
            (first.count == 2 && first.allSatisfy(isASCIILetter))
                || (first.count == 3 && first.allSatisfy(isASCIIDigit))
        {
            region = first.uppercased()
            remaining = remaining.dropFirst()
        }
        for variant in remaining {
            let isVariant =
                variant.allSatisfy { isASCIILetter($0) || isASCIIDigit($0) }
                && ((5...8).contains(variant.count)
                    || (variant.count == 4 && variant.first.map(isASCIIDigit) == true))
            guard isVariant else { return nil }
        }
        self.language = language
        self.script = script
        self.region = region
        self.variants = remaining.map(String.init)
    }

    /// The tag `raw` names, or nil when `raw` is nil or names no language.
    public init?(_ raw: String?) {
        guard let raw else { return nil }
        self.init(raw)
    }

    /// A tag written in code; it must be a well-formed tag naming a language.
    public init(stringLiteral value: String) {
        guard let tag = LanguageTag(value) else {
            preconditionFailure("\"\(value)\" is not a language tag")
        }
        self = tag
    }

    /// The tag as BCP-47 writes it: "pt-BR", "zh-Hant".
    public var description: String {
        ([language] + [script, region].compactMap { $0 } + variants).joined(separator: "-")
    }

    /// Whether the language is one a file-name word is taken for: any ISO 639-1 code, an ISO
    /// 639-2 code with an ISO 639-1 form, or a common code without one.
    public var hasWellKnownLanguage: Bool {
        language.count == 2 || ISO639Codes.commonThreeLetterOnlyCodes.contains(language)
    }

    /// Whether the language is a private-use code ("qaa"…"qtz"), which names no language a
    /// viewer would know.
    public var isPrivateUse: Bool {
        language.count == 3 && language >= "qaa" && language <= "qtz"
    }

    /// The ISO 639-2 codes of the primary language ("eng"; "fre" and "fra"), empty when its
    /// only code is the three-letter one it already is ("haw").
    public var threeLetterCodes: [String] {
        ISO639Codes.threeLetterCodes(ofTwoLetterCode: language)
    }

    /// Whether both tags name the same primary language ("en-GB" and "en" do).
    public func isSameLanguage(as other: LanguageTag) -> Bool {
        language == other.language
    }

    /// How well the tag fits `preferred` languages (most wanted first): the index of the
    /// first it fits, and whether it fits that one exactly (script and region too) rather
    /// than by primary language only. Nil when it fits none.
    public func match(in preferred: [LanguageTag]) -> (index: Int, isExact: Bool)? {
        for (index, wanted) in preferred.enumerated() {
            if wanted == self {
                return (index, true)
            }
            if wanted.isSameLanguage(as: self) {
                return (index, false)
            }
        }
        return nil
    }
}

/// The shortest current code for the lowercase language subtag `code`, or nil.
private func currentLanguageCode(_ code: Substring) -> String? {
    guard code.allSatisfy(isASCIILetter) else { return nil }
    switch code.count {
    case 2:
        return ISO639Codes.currentTwoLetterCode[String(code)]
    case 3:
        let code = String(code)
        guard !ISO639Codes.noLanguage.contains(code) else { return nil }
        return ISO639Codes.twoLetterCodeOfThreeLetterCode[code] ?? code
    default:
        return nil
    }
}

/// Whether `character` is one ASCII letter (a combining mark after it makes it not one).
private func isASCIILetter(_ character: Character) -> Bool {
    guard let byte = character.asciiValue, character.unicodeScalars.count == 1 else {
        return false
    }
    return (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
}

/// Whether `character` is one ASCII digit.
private func isASCIIDigit(_ character: Character) -> Bool {
    guard let byte = character.asciiValue, character.unicodeScalars.count == 1 else {
        return false
    }
    return (0x30...0x39).contains(byte)
}
