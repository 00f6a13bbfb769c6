import PlayerAccessibility
import Testing

/// Keys whose text is the same word in English and in another language.
private let sameWordAsEnglish: Set<String> = [
    "es.audio", "fr.colorCyan", "de.colorCyan", "es.colorMagenta", "fr.colorMagenta",
    "de.colorMagenta", "de.fontStandard", "fr.imageTrait", "fr.talkBackImage",
]

@Test(arguments: PlayerLanguage.allCases)
func everyKeyHasTextWithItsPlaceholders(language: PlayerLanguage) {
    for key in StringKey.allCases {
        let text = language.string(key)
        #expect(!text.isEmpty, "\(language) \(key)")
        for placeholder in key.placeholders {
            #expect(text.contains(placeholder), "\(language) \(key) lacks \(placeholder)")
        }
    }
}

@Test(arguments: [PlayerLanguage.spanish, .french, .german])
func noEnglishIsLeftInOtherLanguages(language: PlayerLanguage) {
    for key in StringKey.allCases where key.isTranslatable {
        guard !sameWordAsEnglish.contains(language.rawValue + "." + key.rawValue) else { continue }
        #expect(
            language.string(key) != PlayerLanguage.english.string(key), "\(language) \(key)")
    }
}

@Test func languageIsChosenByIdentifierWithEnglishFallback() {
    #expect(PlayerLanguage(identifier: "es-MX") == .spanish)
    #expect(PlayerLanguage(identifier: "fr_CA") == .french)
    #expect(PlayerLanguage(identifier: "DE") == .german)
    #expect(PlayerLanguage(identifier: "ja") == .english)
    #expect(PlayerLanguage(identifier: "") == .english)
}

@Test func templatesAreFilled() {
    let text = PlayerLanguage.french.string(
        .elapsedOfTotal, ["elapsed": "1 minute", "total": "2 minutes"])
    #expect(text == "1 minute sur 2 minutes")
    #expect(
        PlayerLanguage.german.string(.selectedFor, ["group": "Tonspur"])
            == "ausgewählt für Tonspur")
}
