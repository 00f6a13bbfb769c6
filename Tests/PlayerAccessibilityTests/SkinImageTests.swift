import Foundation
import PlayerCore
import Testing

@testable import PlayerAccessibility

/// A skin's images (issue 38): a labelled one named with the image trait, a decorative one
/// hidden from screen readers, one with neither reported (WCAG 1.1.1).
@Suite struct SkinImageTests {
    private let json = #"""
        {"controls": ["close", "playPause"],
         "images": [{"id": "logo", "label": {"en": "Acme TV", "de": "Acme Fernsehen"}},
                    {"id": "divider", "decorative": true}, {"id": "badge"}]}
        """#

    private func model(
        _ language: PlayerLanguage = .english, state: PlayerState = PlayerState()
    ) throws -> ControlModel {
        let skin = try Skin(json: Data(json.utf8), path: "images.json")
        return ControlModel(state: state, language: language, layout: SkinLayout(skin: skin))
    }

    @Test func aLabelledImageIsNamedWithTheImageTraitAndADecorativeOneIsHidden() throws {
        let english = try model()
        #expect(
            english.visibleElements.map(\.id.identifier) == ["logo", "badge", "close", "playPause"])
        let logo = try #require(english.element(.image("logo")))
        #expect(english.language.utterance(for: logo) == "Acme TV, image")
        #expect(english.language.talkBackUtterance(for: logo) == "Acme TV, Image")
        #expect(english.element(.image("divider"))?.isHidden == true)
        // German names it in German, with German's word for an image.
        let german = try model(.german)
        let named = try #require(german.element(.image("logo")))
        #expect(german.language.utterance(for: named) == "Acme Fernsehen, Bild")
        // Neither a button nor adjustable: Full Keyboard Access's ring skips it.
        #expect(!KeyboardFocus.tabStops(in: english).contains { $0.id == .image("logo") })
    }

    @Test func onlyTheImageWithNeitherLabelNorDecorativeFlagLacksATextAlternative() throws {
        #expect(try model().imagesWithoutTextAlternative == [.image("badge")])
    }

    @Test func imagesHideWithTheControls() throws {
        // Playing five seconds untouched hides the controls.
        var state = PlayerState()
        _ = state.apply(.sourceOpened(SourceDescription(duration: .seconds(60))), at: .zero)
        _ = state.apply(.play, at: .zero)
        _ = state.apply(.tick, at: .seconds(5))
        try #require(!state.controlsVisible)
        #expect(try model(state: state).element(.image("logo"))?.isHidden == true)
    }

    @Test func aScreenReaderLandsOnTheFirstImageAsTheScreenAppears() throws {
        var reader = ScreenReader()
        #expect(reader.landOnAppearingScreen(try model()) == "Acme TV, image")
    }

    static let mistakes: [(String, String)] = [
        (
            #"{"controls": ["close"], "images": [{"id": "logo", "label": "L", "decorative": true}]}"#,
            "images[0]: a decorative image is hidden from screen readers: no label"
        ),
        (
            #"{"controls": ["close"], "images": [{"id": "close"}]}"#,
            #"images[0].id: "close" is empty or names a control or panel already"#
        ),
        (
            #"{"controls": ["close"], "images": [{"id": "a"}, {"id": "a"}]}"#,
            #"images[1]: "a" is listed twice"#
        ),
        (
            #"{"controls": ["close"], "images": [{"id": "a", "decorative": 1}]}"#,
            "images[0].decorative must be true or false"
        ),
        (#"{"controls": ["close"], "images": [{"label": "L"}]}"#, #"images[0]: "id" is missing"#),
    ]

    @Test(arguments: mistakes.indices)
    func aBadImageIsRefusedNamingThePlace(index: Int) {
        let (text, message) = Self.mistakes[index]
        #expect {
            _ = try Skin(json: Data(text.utf8), path: "bad.json")
        } throws: { error in
            ((error as? SkinError)?.description ?? "").hasPrefix("skin bad.json: " + message)
        }
    }
}
