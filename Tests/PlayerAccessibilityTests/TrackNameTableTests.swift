import Foundation
import PlayerAccessibility
import PlayerCore
import Testing

/// The track-name table: tags that used to lose what tells tracks apart, in every interface
/// language.
///
/// Expected words come from CLDR through Foundation (language, region and script names), from
/// ISO 639-2 (the English names of `mul` and `zxx`) and from the player's localization files
/// (roles, "Unknown language"); the structure "Language (Qualifier)" is CLDR's
/// `localeDisplayPattern` "{0} ({1})", the same in en, es, fr and de.
@Suite struct TrackNameTableTests {
    private func track(
        _ id: Int, _ language: String?, codec: String = "subrip", title: String? = nil,
        flags: TrackFlags = []
    ) -> TrackInfo {
        TrackInfo(
            id: TrackID(rawValue: id), kind: .legible, codec: codec,
            language: LanguageTag(language), title: title, flags: flags)
    }

    private func name(_ code: String, in language: PlayerLanguage) -> String {
        language.locale.localizedString(forLanguageCode: code)!
    }

    @Test(arguments: PlayerLanguage.allCases)
    func regionsTellSharedLanguagesApart(in language: PlayerLanguage) {
        let names = language.displayNames(for: [track(1, "pt-BR"), track(2, "pt-PT")])
        let portuguese = name("pt", in: language)
        let regions = ["BR", "PT"].map { language.locale.localizedString(forRegionCode: $0)! }
        #expect(names == regions.map { "\(portuguese) (\($0))" })
        // CLDR's own name for the whole tag agrees.
        #expect(names[0] == language.locale.localizedString(forIdentifier: "pt-BR"))
    }

    @Test(arguments: PlayerLanguage.allCases)
    func scriptsTellSharedLanguagesApart(in language: PlayerLanguage) throws {
        let names = language.displayNames(for: [track(1, "zh-Hans"), track(2, "zh-Hant")])
        let chinese = name("zh", in: language)
        #expect(names[0] != names[1])
        for (name, tag) in zip(names, ["zh-Hans", "zh-Hant"]) {
            #expect(name.hasPrefix(chinese + " (") && name.hasSuffix(")"), "\(name)")
            let script = name.dropFirst(chinese.count + 2).dropLast()
            // The script word is the one CLDR's compound name for the tag uses ("chino
            // tradicional", "Chinesisch (traditionell)").
            let compound = try #require(language.locale.localizedString(forIdentifier: tag))
            #expect(!script.isEmpty && compound.lowercased().contains(script.lowercased()))
        }
        if language == .english {
            // CLDR en.xml: <script type="Hans">Simplified</script>, "Hant" Traditional.
            #expect(names == ["Chinese (Simplified)", "Chinese (Traditional)"])
        }
    }

    @Test(arguments: PlayerLanguage.allCases)
    func aLanguageAloneKeepsItsShortName(in language: PlayerLanguage) {
        let names = language.displayNames(for: [track(1, "pt-BR"), track(2, "en-US")])
        #expect(names == [name("pt", in: language), name("en", in: language)])
    }

    @Test(arguments: PlayerLanguage.allCases)
    func multipleLanguagesAndNoLinguisticContentAreNamed(in language: PlayerLanguage) {
        let names = language.displayNames(for: [track(1, "mul"), track(2, "zxx")])
        #expect(names == [name("mul", in: language), name("zxx", in: language)])
        if language == .english {
            // ISO 639-2's English names: "Multiple languages"; "No linguistic content; Not
            // applicable".
            #expect(names == ["Multiple languages", "No linguistic content"])
        } else {
            #expect(names[0] != "Multiple languages" && names[1] != "No linguistic content")
        }
        if language == .french {
            // ISO 639-2's French name of mul.
            #expect(names[0] == "multilingue")
        }
    }

    @Test(arguments: PlayerLanguage.allCases)
    func unknownLanguagesAreToldApartBeforeACounter(in language: PlayerLanguage) {
        let unknown = language.string(.unknownLanguage)
        let names = language.displayNames(for: [
            track(1, "und", title: "Commentary"),
            track(2, "qaa", codec: "hdmv_pgs_subtitle"),
            track(3, "und"),
            track(4, "x-klingon", flags: .hearingImpaired),
            track(5, nil, codec: "hdmv_pgs_subtitle"),
            track(6, "12"),
        ])
        #expect(
            names == [
                "Commentary", unknown + ", PGS", unknown + ", SubRip",
                unknown + " " + language.string(.hearingImpairedRole), unknown + ", PGS 2",
                unknown + ", SubRip 2",
            ])
    }

    @Test(arguments: PlayerLanguage.allCases)
    func titlesRestatingTheLanguageOrFormatAreNotAppended(in language: PlayerLanguage) {
        let names = language.displayNames(for: [
            track(1, "en", title: "English, eng"),
            track(2, "en", title: "English, SRT", flags: .hearingImpaired),
            track(3, "pt-BR", title: "Português (Brasil) - SRT", flags: .forced),
        ])
        #expect(
            names == [
                name("en", in: language),
                name("en", in: language) + " " + language.string(.hearingImpairedRole),
                name("pt", in: language) + " " + language.string(.forcedRole),
            ])
    }

    @Test(arguments: PlayerLanguage.allCases)
    func aForcedSDHTrackIsNamedForced(in language: PlayerLanguage) {
        let names = language.displayNames(for: [
            track(1, "en", flags: [.hearingImpaired, .forced]),
            track(2, "en", flags: .hearingImpaired),
        ])
        let english = name("en", in: language)
        #expect(
            names == [
                english + " " + language.string(.forcedRole),
                english + " " + language.string(.hearingImpairedRole),
            ])
        #expect(!names[0].contains(language.string(.hearingImpairedRole)))
    }
}
