import Foundation
import PlayerCore

extension PlayerLanguage {
    /// The names a viewer hears for `tracks`, in order, each one unique.
    ///
    /// A name is the track language's name in this language, then its roles, then the title's
    /// own words when the title says more than the language. Repeated names get " 2", " 3"…
    /// in track order:
    ///
    /// ```swift
    /// PlayerLanguage.english.displayNames(for: [
    ///     TrackInfo(id: .init(rawValue: 2), kind: .legible, codec: "subrip", language: "en",
    ///               flags: .hearingImpaired),
    ///     TrackInfo(id: .init(rawValue: 3), kind: .legible, codec: "subrip", language: "eng",
    ///               title: "Director's Commentary"),
    ///     TrackInfo(id: .init(rawValue: 4), kind: .legible, codec: "subrip", language: "en"),
    ///     TrackInfo(id: .init(rawValue: 5), kind: .legible, codec: "subrip", language: "en"),
    /// ])
    /// // ["English SDH", "English, Director's Commentary", "English", "English 2"]
    /// ```
    public func displayNames(for tracks: [TrackInfo]) -> [String] {
        var seen: [String: Int] = [:]
        return tracks.map { track in
            let name = displayName(for: track)
            let count = seen[name, default: 0] + 1
            seen[name] = count
            return count == 1 ? name : name + " " + String(count)
        }
    }

    /// One track's name before duplicates are numbered: "English SDH (Forced)". A track whose
    /// language is unknown goes by its title when it has one ("CC1"), else "Unknown language".
    public func displayName(for track: TrackInfo) -> String {
        if languageName(for: track.language) == nil, let title = track.title,
            !title.trimmingCharacters(in: .whitespaces).isEmpty
        {
            return title
        }
        let language = languageName(for: track.language) ?? string(.unknownLanguage)
        let name = ([language] + roleWords(for: track.flags)).joined(separator: " ")
        guard let extra = extraTitleWords(track.title, language: track.language) else {
            return name
        }
        return name + ", " + extra
    }

    /// The name of the language `tag` stands for ("en", "eng", "pt-BR"), or nil when the tag
    /// is missing, undetermined or not a language Foundation knows.
    public func languageName(for tag: LanguageTag?) -> String? {
        guard let code = primaryLanguageCode(tag) else { return nil }
        return locale.localizedString(forLanguageCode: code)
    }

    private func roleWords(for flags: TrackFlags) -> [String] {
        var words: [String] = []
        if flags.contains(.hearingImpaired) {
            words.append(string(.hearingImpairedRole))
        } else if flags.contains(.captions) {
            words.append(string(.closedCaptionsRole))
        }
        if !flags.isDisjoint(with: [.visualImpaired, .descriptions]) {
            words.append(string(.audioDescriptionRole))
        }
        if flags.contains(.forced) {
            words.append(string(.forcedRole))
        }
        return words
    }

    /// The title, without a leading language name, when it has words beyond the language and
    /// the track's roles; nil when it says nothing more.
    private func extraTitleWords(_ title: String?, language tag: LanguageTag?) -> String? {
        guard let title else { return nil }
        let ignorable = ignorableTitleWords(language: tag)
        let words = titleWords(title)
        guard words.contains(where: { !ignorable.contains($0) }) else { return nil }
        var remainder = Substring(title)
        for name in languageNames(tag) where remainder.lowercased().hasPrefix(name.lowercased()) {
            remainder = remainder.dropFirst(name.count)
            break
        }
        let trimmed = remainder.trimmingCharacters(in: titleSeparators)
        return trimmed.isEmpty ? nil : trimmed
    }

    /// Lower-cased words a title may use to restate the language or a role.
    private func ignorableTitleWords(language tag: LanguageTag?) -> Set<String> {
        var words = Set(
            [
                "sdh", "cc", "forced", "subtitles", "subtitle", "subs", "captions", "caption",
                "closed", "audio", "description", "described", "ad", "hearing", "impaired",
                "track", "full",
            ])
        let roleKeys: [StringKey] = [
            .hearingImpairedRole, .closedCaptionsRole, .forcedRole, .audioDescriptionRole,
            .subtitles, .closedCaptions,
        ]
        for key in roleKeys {
            words.formUnion(titleWords(string(key)))
        }
        for name in languageNames(tag) {
            words.formUnion(titleWords(name))
        }
        if let code = primaryLanguageCode(tag) {
            words.insert(code)
            words.insert(tag?.description.lowercased() ?? code)
        }
        return words
    }

    /// The language's name here, in English and in itself, for recognizing it in titles.
    private func languageNames(_ tag: LanguageTag?) -> [String] {
        guard let code = primaryLanguageCode(tag) else { return [] }
        let locales = [locale, Locale(identifier: "en"), Locale(identifier: code)]
        return locales.compactMap { $0.localizedString(forLanguageCode: code) }
    }

    private func titleWords(_ text: String) -> [String] {
        text.lowercased().components(separatedBy: titleSeparators).filter { !$0.isEmpty }
    }

    private var titleSeparators: CharacterSet {
        CharacterSet.whitespacesAndNewlines.union(.punctuationCharacters).subtracting(
            CharacterSet(charactersIn: "'’"))
    }
}

/// The primary language of a tag that names one a viewer would know: nil for none or a
/// private-use code ("qaa"…"qtz").
private func primaryLanguageCode(_ tag: LanguageTag?) -> String? {
    guard let tag, !tag.isPrivateUse else { return nil }
    return tag.language
}
