import Foundation
import PlayerCore

extension PlayerLanguage {
    /// The names a viewer hears for `tracks`, in order, each one unique.
    ///
    /// A name is the track language's name in this language, then its roles, then the title's
    /// own words when the title says more than the language, the roles and the format. Where
    /// names would still be the same, what tells the tracks apart is added, in this order:
    ///
    /// 1. The script and region, on every track whose language another track in the list has
    ///    with a different tag: "Portuguese (Brazil)", "Portuguese (Portugal)". A language
    ///    alone in the list keeps its short name, because a viewer swiping through a panel
    ///    hears every word of every name, and most containers and playlists tag every track
    ///    with a region ("en-US") that tells nothing apart there.
    /// 2. The format, where tracks with the same name have different ones: "English, PGS",
    ///    "English, SubRip".
    /// 3. Only then a number, " 2", " 3"… in track order.
    ///
    /// ```swift
    /// PlayerLanguage.english.displayNames(for: [
    ///     TrackInfo(id: .init(rawValue: 2), kind: .legible, codec: "subrip", language: "pt-BR"),
    ///     TrackInfo(id: .init(rawValue: 3), kind: .legible, codec: "subrip", language: "pt-PT",
    ///               title: "Director's Commentary"),
    ///     TrackInfo(id: .init(rawValue: 4), kind: .legible, codec: "subrip", language: "en",
    ///               title: "English, eng"),
    ///     TrackInfo(id: .init(rawValue: 5), kind: .legible, codec: "subrip"),
    ///     TrackInfo(id: .init(rawValue: 6), kind: .legible, codec: "hdmv_pgs_subtitle"),
    /// ])
    /// // ["Portuguese (Brazil)", "Portuguese (Portugal), Director's Commentary", "English",
    /// //  "Unknown language, SubRip", "Unknown language, PGS"]
    /// ```
    public func displayNames(for tracks: [TrackInfo]) -> [String] {
        var names = tracks.map { track in
            displayName(for: track, qualified: sharesLanguage(track, in: tracks))
        }
        for indices in Dictionary(grouping: names.indices, by: { names[$0] }).values
        where Set(indices.map { tracks[$0].codec }).count > 1 {
            for index in indices {
                names[index] += ", " + TrackFormatName(codec: tracks[index].codec).spoken
            }
        }
        var seen: [String: Int] = [:]
        return names.map { name in
            let count = seen[name, default: 0] + 1
            seen[name] = count
            return count == 1 ? name : name + " " + String(count)
        }
    }

    /// One track's name on its own, before other tracks are told apart from it: "English
    /// SDH"; a text description track is named as its own kind: "English, text description". A track whose language is unknown goes by its title when the title says more
    /// than the track's roles and format ("CC1"), else "Unknown language" and its roles.
    public func displayName(for track: TrackInfo) -> String {
        displayName(for: track, qualified: false)
    }

    private func displayName(for track: TrackInfo, qualified: Bool) -> String {
        let format = TrackFormatName(codec: track.codec)
        let isTextDescription = track.isTextDescription
        let roles = roleWords(
            for: isTextDescription
                ? track.flags.subtracting([.descriptions, .visualImpaired]) : track.flags)
        let kindWords = isTextDescription ? ", " + string(.textDescriptionRole) : ""
        guard let language = languageName(for: track.language, qualified: qualified) else {
            if let title = track.title?.trimmingCharacters(in: titleSeparators),
                saysMore(title, than: roleAndFormatWords(format))
            {
                return title + kindWords
            }
            return ([string(.unknownLanguage)] + roles).joined(separator: " ") + kindWords
        }
        let name = ([language] + roles).joined(separator: " ") + kindWords
        guard let extra = extraTitleWords(track.title, language: track.language, format: format)
        else { return name }
        return name + ", " + extra
    }

    /// Whether another of `tracks` has `track`'s language with another script or region.
    private func sharesLanguage(_ track: TrackInfo, in tracks: [TrackInfo]) -> Bool {
        guard let tag = track.language else { return false }
        return tracks.contains { other in
            guard let otherTag = other.language else { return false }
            return otherTag.isSameLanguage(as: tag) && otherTag != tag
        }
    }

    /// The role words, one role each: SDH or CC, easy reader, audio description, forced.
    ///
    /// A forced track carries only the lines a viewer must read whatever the captions setting
    /// (foreign dialogue, signs), and it is shown without being chosen; that is what its name
    /// must say. So a track flagged both forced and SDH is named as forced ("English
    /// (Forced)"), never "English SDH (Forced)".
    private func roleWords(for flags: TrackFlags) -> [String] {
        var words: [String] = []
        if !flags.contains(.forced) {
            if flags.contains(.hearingImpaired) {
                words.append(string(.hearingImpairedRole))
            } else if flags.contains(.captions) {
                words.append(string(.closedCaptionsRole))
            }
        }
        if flags.contains(.easyReader) {
            words.append(string(.easyReaderRole))
        }
        if !flags.isDisjoint(with: [.visualImpaired, .descriptions]) {
            words.append(string(.audioDescriptionRole))
        }
        if flags.contains(.forced) {
            words.append(string(.forcedRole))
        }
        return words
    }

    /// The title, without a leading language name, when it has words beyond the language,
    /// the track's roles and its format; nil when it says nothing more ("English, eng",
    /// "English SRT").
    private func extraTitleWords(
        _ title: String?, language tag: LanguageTag?, format: TrackFormatName
    ) -> String? {
        guard let title else { return nil }
        let ignorable = roleAndFormatWords(format).union(languageWordsForTitles(tag))
        guard saysMore(title, than: ignorable) else { return nil }
        var remainder = Substring(title)
        for name in languageNamesForTitles(tag)
        where remainder.lowercased().hasPrefix(name.lowercased()) {
            remainder = remainder.dropFirst(name.count)
            break
        }
        let trimmed = remainder.trimmingCharacters(in: titleSeparators)
        return trimmed.isEmpty ? nil : trimmed
    }

    /// Whether `title` has a word outside `ignorable`.
    private func saysMore(_ title: String, than ignorable: Set<String>) -> Bool {
        titleWords(title).contains { !ignorable.contains($0) }
    }

    /// Lower-cased words a title may use to restate a role or the format.
    private func roleAndFormatWords(_ format: TrackFormatName) -> Set<String> {
        var words = Set(
            [
                "sdh", "cc", "forced", "subtitles", "subtitle", "subs", "sub", "captions",
                "caption", "closed", "audio", "description", "described", "ad", "hearing",
                "impaired", "track", "full", "descriptions", "desc", "text", "easy", "reader",
            ])
        let roleKeys: [StringKey] = [
            .hearingImpairedRole, .closedCaptionsRole, .forcedRole, .audioDescriptionRole,
            .textDescriptionRole, .easyReaderRole, .subtitles, .closedCaptions,
        ]
        for key in roleKeys {
            words.formUnion(titleWords(string(key)))
        }
        words.formUnion(format.titleWords)
        words.formUnion(titleWords(format.spoken))
        return words
    }
}
