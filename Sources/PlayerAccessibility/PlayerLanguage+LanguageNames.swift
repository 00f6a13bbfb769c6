import Foundation
import PlayerCore

extension PlayerLanguage {
    /// The name of the language `tag` stands for, in this language, from Foundation's CLDR
    /// data: "Portuguese", "Multiple languages" (`mul`), "No linguistic content" (`zxx`). Nil
    /// when the tag is missing, private-use ("qaa"…"qtz") or a language Foundation does not
    /// know.
    ///
    /// With `qualified`, the tag's script and region follow as CLDR writes them in a locale's
    /// name: "Portuguese (Brazil)", "Chinese (Traditional)", "chino (tradicional)". The
    /// language keeps its own name even where CLDR has a compound one for the pair
    /// ("Traditional Chinese"), so every name in a list starts with the language.
    public func languageName(for tag: LanguageTag?, qualified: Bool = false) -> String? {
        Self.languageName(for: tag, in: locale, qualified: qualified)
    }

    private static func languageName(for tag: LanguageTag?, in locale: Locale, qualified: Bool)
        -> String?
    {
        guard let tag, !tag.isPrivateUse,
            let name = locale.localizedString(forLanguageCode: tag.language)
        else { return nil }
        return qualified ? name + qualifierSuffix(tag, in: locale) : name
    }

    /// The script and region part of the locale's display name for `tag`, " (Traditional,
    /// Taiwan)", or "" when the tag has neither (or Foundation names neither).
    ///
    /// Foundation composes it for an undetermined language with the same subtags ("Unknown
    /// language (Traditional, Taiwan)"), so the pattern, the separator and the script's
    /// in-name form ("Traditional", not the stand-alone "Traditional Han") are CLDR's; the
    /// undetermined language's name is then taken off the front.
    private static func qualifierSuffix(_ tag: LanguageTag, in locale: Locale) -> String {
        var subtags: [String] = []
        if let script = tag.script, locale.localizedString(forScriptCode: script) != nil {
            subtags.append(script)
        }
        if let region = tag.region, locale.localizedString(forRegionCode: region) != nil {
            subtags.append(region)
        }
        guard !subtags.isEmpty,
            let undetermined = locale.localizedString(forLanguageCode: "und"),
            let composed = locale.localizedString(
                forIdentifier: (["und"] + subtags).joined(separator: "-")),
            composed.count > undetermined.count, composed.hasPrefix(undetermined)
        else { return "" }
        return String(composed.dropFirst(undetermined.count))
    }

    /// The names a title may use for `tag`'s language: here, in English and in itself, each
    /// with and without its script and region, longest first.
    func languageNamesForTitles(_ tag: LanguageTag?) -> [String] {
        guard let tag else { return [] }
        var names: Set<String> = []
        for locale in titleLocales(tag) {
            for qualified in [true, false] {
                names.formUnion(
                    [Self.languageName(for: tag, in: locale, qualified: qualified)].compactMap {
                        $0
                    })
            }
        }
        return names.sorted { ($0.count, $0) > ($1.count, $1) }
    }

    /// Lower-cased codes and names of `tag`'s language, script and region that a title may use
    /// to restate them ("eng", "brazil", "hant").
    func languageWordsForTitles(_ tag: LanguageTag?) -> Set<String> {
        guard let tag, !tag.isPrivateUse else { return [] }
        var words = Set([tag.language] + tag.threeLetterCodes)
        let locales = titleLocales(tag)
        if let script = tag.script {
            words.insert(script.lowercased())
            for locale in locales {
                words.formUnion(titleWords(locale.localizedString(forScriptCode: script) ?? ""))
            }
        }
        if let region = tag.region {
            words.insert(region.lowercased())
            for locale in locales {
                words.formUnion(titleWords(locale.localizedString(forRegionCode: region) ?? ""))
            }
        }
        for name in languageNamesForTitles(tag) {
            words.formUnion(titleWords(name))
        }
        return words
    }

    /// The locales whose names for `tag` a title may use: this one, English and the tag's own.
    private func titleLocales(_ tag: LanguageTag) -> [Locale] {
        [locale, Locale(identifier: "en"), Locale(identifier: tag.description)]
    }

    /// The lower-cased words of `text`, split at spaces and punctuation other than
    /// apostrophes.
    func titleWords(_ text: String) -> [String] {
        text.lowercased().components(separatedBy: titleSeparators).filter { !$0.isEmpty }
    }

    /// What separates words in a title: spaces and punctuation, apostrophes excepted.
    var titleSeparators: CharacterSet {
        CharacterSet.whitespacesAndNewlines.union(.punctuationCharacters).subtracting(
            CharacterSet(charactersIn: "'’"))
    }
}
