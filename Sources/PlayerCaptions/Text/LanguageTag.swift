import Foundation

/// The BCP-47 tag for a language as containers and file names write it, or nil when it names
/// no language.
///
/// ISO 639-2 codes become their ISO 639-1 form where one exists ("eng" → "en", "fre" and "fra"
/// → "fr"); other three-letter codes stay ("haw"). Script and region subtags are kept and cased
/// as BCP-47 writes them, and `_` separators become `-` ("pt-br" → "pt-BR", "en_US" → "en-US",
/// "zh-hant" → "zh-Hant"). "und", "mul", "zxx", "mis", empty text, unknown two-letter codes and
/// anything not shaped like a language tag ("english", "xx1") give nil.
public func bcp47LanguageTag(_ raw: String?) -> String? {
    guard let raw else { return nil }
    return LanguageTagParts(raw)?.tag
}

/// A language tag taken apart: the language, then script, region and variant subtags.
struct LanguageTagParts {
    /// The primary language, in its shortest ISO 639 form, lowercase.
    var language: String
    /// The subtags after the language, each already cased.
    var subtags: [String]

    /// The tag as BCP-47 writes it.
    var tag: String {
        ([language] + subtags).joined(separator: "-")
    }

    /// Whether the language is a code a file name word is taken for: any ISO 639-1 code, an
    /// ISO 639-2 code with an ISO 639-1 form, or a common code without one.
    var hasWellKnownLanguage: Bool {
        language.count == 2 || ISO639Codes.commonThreeLetterOnlyCodes.contains(language)
    }

    /// The parts of `raw`, or nil when it is not a well-formed tag naming a language.
    init?(_ raw: String) {
        let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        let pieces = trimmed.lowercased().split(
            omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "_" })
        guard let language = currentLanguageCode(pieces[0]) else { return nil }
        guard let subtags = casedSubtags(pieces.dropFirst()) else { return nil }
        self.language = language
        self.subtags = subtags
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

/// The lowercase subtags after the language, cased for BCP-47 (script `Hant`, region `BR`
/// or `419`, variants lowercase), or nil when one is out of place or malformed.
private func casedSubtags(_ subtags: ArraySlice<Substring>) -> [String]? {
    var cased: [String] = []
    var remaining = subtags[...]
    if let script = remaining.first, script.count == 4, script.allSatisfy(isASCIILetter) {
        cased.append(script.prefix(1).uppercased() + script.dropFirst())
        remaining = remaining.dropFirst()
    }
    if let region = remaining.first,
        (region.count == 2 && region.allSatisfy(isASCIILetter))
            || (region.count == 3 && region.allSatisfy(isASCIIDigit))
    {
        cased.append(region.uppercased())
        remaining = remaining.dropFirst()
    }
    for variant in remaining {
        let isVariant =
            variant.allSatisfy { isASCIILetter($0) || isASCIIDigit($0) }
            && ((5...8).contains(variant.count)
                || (variant.count == 4 && variant.first.map(isASCIIDigit) == true))
        guard isVariant else { return nil }
        cased.append(String(variant))
    }
    return cased
}

private func isASCIILetter(_ character: Character) -> Bool {
    ("a"..."z").contains(character) || ("A"..."Z").contains(character)
}

private func isASCIIDigit(_ character: Character) -> Bool {
    ("0"..."9").contains(character)
}
