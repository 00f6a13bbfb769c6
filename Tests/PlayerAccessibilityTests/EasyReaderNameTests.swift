import PlayerAccessibility
import PlayerCore
import Testing

/// An easy-reader caption service (ATSC A/65 §6.9.2's `easy_reader` bit, which the player
/// reads into ``TrackFlags/easyReader``) is named so in the caption list, in every language,
/// so that it is told apart from the standard service in the same language (issue 38).
@Suite struct EasyReaderNameTests {
    private func service(_ id: Int, flags: TrackFlags) -> TrackInfo {
        TrackInfo(
            id: TrackID(rawValue: id), kind: .legible, codec: "eia_708", language: "en",
            flags: flags)
    }

    @Test(arguments: PlayerLanguage.allCases)
    func theEasyReaderServiceIsNamedApart(language: PlayerLanguage) {
        let words = [
            "en": "Easy Reader", "es": "lectura fácil", "fr": "lecture facile",
            "de": "leicht lesbar",
        ]
        let names = language.displayNames(for: [
            service(1, flags: .captions), service(2, flags: [.captions, .easyReader]),
        ])
        #expect(names[0] != names[1])
        #expect(!names[0].contains(words[language.rawValue]!))
        #expect(names[1].contains(words[language.rawValue]!), "\(names[1])")
        #expect(names[1].hasPrefix(names[0]))
    }
}
