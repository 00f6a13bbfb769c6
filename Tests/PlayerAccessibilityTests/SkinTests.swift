import Foundation
import PlayerAccessibility
import PlayerCore
import Testing

/// Skin files: the built-in skin as JSON, the errors a bad file gets, Label in Name.
@Suite struct SkinTests {
    static let skins = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Samples/skins")

    static func skin(_ name: String) throws -> Skin {
        let url = skins.appendingPathComponent(name)
        return try Skin(json: try Data(contentsOf: url), path: name)
    }

    @Test func theDefaultSkinFileIsTheBuiltInSkin() throws {
        #expect(try Self.skin("default.json") == .standard)
        #expect(SkinLayout.standard.readingOrder == Control.allCases.prefix(15).map { $0 })
    }

    @Test func theSampleSkinsRead() throws {
        let full = try Self.skin("full.json")
        #expect(Set(full.controls.map(\.control)) == Set(Control.allCases))
        #expect(
            full.rotors.map { $0.name.text(in: .spanish) } == [
                "Reproducción", "Opciones de visualización",
            ])
        #expect(
            full.nextEpisode
                == SkinNextEpisode(title: "Episode 2", countdown: 5, span: .chapter("Credits")))
        _ = try Self.skin("corrected.json")
    }

    /// Each mistake, and the start of what the error says after "skin bad.json: ".
    static let mistakes: [(json: String, message: String)] = [
        (#"{"controls": ["close"}"#, "not valid JSON"),
        (#"["close"]"#, "the top level must be an object"),
        (#"{"name": "x"}"#, #""controls" is missing"#),
        (#"{"controls": []}"#, "controls: the list is empty"),
        (#"{"controls": ["close"], "colour": 1}"#, #"the top level: unknown key "colour""#),
        (
            #"{"controls": ["close", "fullscreen"]}"#,
            #"controls[1]: unknown control "fullscreen" (known: close, title,"#
        ),
        (#"{"controls": ["close", "close"]}"#, #"controls[1]: "close" is listed twice"#),
        (#"{"controls": [{"label": "Close"}]}"#, #"controls[0]: "id" is missing"#),
        (
            #"{"controls": [{"id": "lock", "visibleText": {"it": "Blocca"}}]}"#,
            #"controls[0].visibleText: unknown language "it""#
        ),
        (
            #"{"controls": [{"id": "lock", "visibleText": 3}]}"#,
            "controls[0].visibleText must be a string or an object of en, es, fr, de texts"
        ),
        (
            #"{"controls": ["nextEpisode"]}"#,
            #"controls offers "nextEpisode" but there is no "nextEpisode" object"#
        ),
        (
            #"{"controls": ["nextEpisode"], "nextEpisode": {"countdown": 5}}"#,
            #"nextEpisode: "title" is missing"#
        ),
        (
            #"{"controls": ["nextEpisode"], "nextEpisode": {"title": "2", "countdown": 0}}"#,
            "nextEpisode.countdown must be a whole number of seconds from 1 to 600"
        ),
        (
            #"{"controls": ["skipIntro"], "skipIntro": {"start": 20, "end": 5}}"#,
            #"skipIntro: "end" (00:00:05.000) must come after "start" (00:00:20.000)"#
        ),
        (
            #"{"controls": ["skipIntro"], "skipIntro": {"chapter": "Intro", "start": 5}}"#,
            #"skipIntro: give either "chapter" or "start" and "end", not both"#
        ),
        (
            #"{"controls": ["close"], "rotors": [{"name": "R", "controls": ["cast"]}]}"#,
            #"rotors[0].controls[0]: "cast" is not among the skin's controls"#
        ),
        (#"{"controls": ["close"], "castDevices": [1]}"#, "castDevices[0] must be a string"),
        (
            #"{"controls": ["close"], "initialFocus": "playPause"}"#,
            #"initialFocus: "playPause" is not among the skin's controls"#
        ),
    ]

    @Test(arguments: mistakes.indices)
    func aBadSkinIsRefusedNamingTheFileAndThePlace(index: Int) {
        let (json, message) = Self.mistakes[index]
        #expect {
            _ = try Skin(json: Data(json.utf8), path: "bad.json")
        } throws: { error in
            let text = (error as? SkinError)?.description ?? ""
            return text.hasPrefix("skin bad.json: " + message)
        }
    }

    @Test func theStandardSkinFailsLabelInNameWhereItDrawsOtherWords() throws {
        let state = Demo.openedState()
        let english = ControlModel(state: state, language: .english)
        #expect(
            english.labelInNameFailures.map { [$0.element.identifier, $0.visibleText, $0.label] }
                == [
                    ["slowMotion", "Slow mo", "Slow motion"],
                    ["lock", "Lock Controls", "Lock screen"],
                ])
        let spanish = ControlModel(state: state, language: .spanish)
        #expect(spanish.labelInNameFailures.map(\.element) == [.control(.lock)])
        let corrected = SkinLayout(skin: try Self.skin("corrected.json"))
        for language in PlayerLanguage.allCases {
            let model = ControlModel(state: state, language: language, layout: corrected)
            #expect(model.labelInNameFailures.isEmpty, "\(language)")
        }
    }

    @Test func aVisibleTextNamesItsValueAndTheOnVariantFollowsTheState() {
        var state = Demo.openedState()
        var model = ControlModel(state: state, language: .english)
        #expect(model.element(.subtitles).visibleText == "Subtitles: Off")
        #expect(model.element(.lock).visibleText == "Lock Controls")
        _ = state.apply(.lock, at: .zero)
        model = ControlModel(state: state, language: .english)
        #expect(model.element(.lock).visibleText == "Unlock Controls")
        #expect(model.element(.lock).label == "Unlock screen")
    }

    @Test func theInitialFocusNamesTheControlTheCursorLandsOnAsTheScreenAppears() throws {
        let json = #"{"controls": ["close", "title", "playPause"], "initialFocus": "playPause"}"#
        let skin = try Skin(json: Data(json.utf8), path: "focus.json")
        #expect(skin.initialFocus == .playPause)
        var reader = ScreenReader()
        let model = ControlModel(
            state: PlayerState(), language: .english, layout: SkinLayout(skin: skin))
        #expect(reader.landOnAppearingScreen(model)?.hasPrefix("Play, button") == true)
        #expect(reader.focus == .control(.playPause))
        // Without one, the first element, as VoiceOver focuses a new screen's first element.
        var plain = ScreenReader()
        let standard = ControlModel(state: PlayerState(), language: .english)
        #expect(plain.landOnAppearingScreen(standard) == "Close, button, Double tap to activate")
    }

    @Test func aSkinsOwnSpansPlaceTheTimedControlsWithoutChapters() throws {
        let json = #"""
            {"controls": ["skipIntro", "nextEpisode"], "skipIntro": {"start": 5, "end": 20},
             "nextEpisode": {"title": "Episode 2", "countdown": 3, "start": 50}}
            """#
        let skin = try Skin(json: Data(json.utf8), path: "spans.json")
        let catalog = MediaCatalog(
            path: "film", formatName: "matroska", duration: .seconds(60), tracks: [])
        let layout = SkinLayout(skin: skin, catalog: catalog)
        #expect(layout.intro == MediaTime.seconds(5)..<MediaTime.seconds(20))
        #expect(layout.credits == MediaTime.seconds(50)..<MediaTime.seconds(60))
        #expect(layout.upNextSecondsLeft(at: .seconds(49)) == nil)
        #expect(layout.upNextSecondsLeft(at: .seconds(51)) == 2)
        #expect(layout.upNextSecondsLeft(at: .seconds(55)) == 0)
        #expect(layout.nextBoundary(after: .seconds(20)) == .seconds(50))
        #expect(layout.readingOrder == [.skipIntro, .nextEpisode, .live, .showControls])
    }

    @Test func wordsCompareWithoutCaseOrPunctuation() {
        #expect(SpokenName.words("Sous-titres : Activé") == ["sous", "titres", "activé"])
        #expect(SpokenName.name("Slow motion", contains: "slow"))
        #expect(!SpokenName.name("Slow motion", contains: "Slow mo"))
        #expect(SpokenName.name("Lock controls", equals: "Lock Controls"))
        #expect(SpokenName.visibleLabel("Subtitles: Off", value: "Off") == "Subtitles: ")
    }
}
