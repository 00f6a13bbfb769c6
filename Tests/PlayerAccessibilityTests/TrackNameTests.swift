import PlayerAccessibility
import PlayerCore
import Testing

/// A caption track whose language the container wrote as `language`.
private func legible(
    _ id: Int, _ language: String?, title: String? = nil, flags: TrackFlags = []
) -> TrackInfo {
    TrackInfo(
        id: TrackID(rawValue: id), kind: .legible, codec: "subrip",
        language: LanguageTag(language), title: title, flags: flags)
}

@Test func namesSayTheLanguageThenTheRole() {
    let names = PlayerLanguage.english.displayNames(for: [
        legible(1, "en"), legible(2, "en", flags: .hearingImpaired),
        legible(3, "fre", flags: .captions), legible(4, "de", flags: .forced),
        TrackInfo(
            id: TrackID(rawValue: 5), kind: .audio, codec: "aac", language: "en",
            flags: .visualImpaired),
    ])
    #expect(
        names == [
            "English", "English SDH", "French CC", "German (Forced)", "English Audio Description",
        ])
}

@Test func languageNamesAreInTheInterfaceLanguage() {
    let tracks = [legible(1, "en"), legible(2, "en", flags: .forced)]
    #expect(PlayerLanguage.spanish.displayNames(for: tracks) == ["inglés", "inglés (Forzados)"])
    #expect(
        PlayerLanguage.german.displayNames(for: tracks) == ["Englisch", "Englisch (Erzwungen)"])
    #expect(PlayerLanguage.french.displayNames(for: tracks) == ["anglais", "anglais (Forcés)"])
}

@Test func titlesAddOnlyWhatTheLanguageDoesNotSay() {
    let names = PlayerLanguage.english.displayNames(for: [
        legible(1, "en", title: "Director's Commentary"),
        legible(2, "en", title: "English"),
        legible(3, "en", title: "English SDH", flags: .hearingImpaired),
        legible(4, "es", title: "Español - Latinoamérica"),
    ])
    #expect(
        names == [
            "English, Director's Commentary", "English", "English SDH", "Spanish, Latinoamérica",
        ])
}

@Test func unknownLanguagesAreNeverRawCodes() {
    let names = PlayerLanguage.english.displayNames(for: [
        legible(1, nil), legible(2, "und"), legible(3, "qaa"), legible(4, "xx"),
    ])
    #expect(
        names == [
            "Unknown language", "Unknown language 2", "Unknown language 3",
            "Unknown language 4",
        ])
    #expect(PlayerLanguage.german.displayName(for: legible(1, nil)) == "Unbekannte Sprache")
}

@Test func closedCaptionChannelsGoByLanguageOrElseChannel() {
    let english = TrackInfo(
        id: TrackID(rawValue: 5), kind: .legible, codec: "eia_608", language: "en",
        flags: .captions)
    let unknown = TrackInfo(
        id: TrackID(rawValue: 6), kind: .legible, codec: "eia_608", title: "CC1", flags: .captions)
    #expect(PlayerLanguage.english.displayName(for: english) == "English CC")
    #expect(PlayerLanguage.english.displayName(for: unknown) == "CC1")
}

@Test func duplicateNamesAreNumberedInOrder() {
    let names = PlayerLanguage.english.displayNames(for: [
        legible(1, "en"), legible(2, "es"), legible(3, "en"), legible(4, "en"),
    ])
    #expect(names == ["English", "Spanish", "English 2", "English 3"])
}

@Test func textDescriptionTracksAreNamedAsTheirOwnKind() {
    let names = PlayerLanguage.english.displayNames(for: [
        legible(1, "en"), legible(2, "en", title: "descriptions", flags: .descriptions),
        legible(3, "en", flags: [.descriptions, .visualImpaired]),
        legible(4, nil, flags: .descriptions),
    ])
    #expect(
        names == [
            "English", "English, text description", "English, text description 2",
            "Unknown language, text description",
        ])
    #expect(
        PlayerLanguage.french.displayName(for: legible(2, "en", flags: .descriptions))
            == "anglais, description textuelle")
}
