import PlayerAccessibility
import PlayerCore
import Testing

/// The settings panel's captions entry names the second caption track (mpv's
/// `secondary-sid`) after the chosen one, in the player's language.
@Suite struct SecondaryCaptionsPanelTests {
    static let english = TrackInfo(
        id: TrackID(rawValue: 2), kind: .legible, codec: "subrip", language: "en")
    static let spanish = TrackInfo(
        id: TrackID(rawValue: 3), kind: .legible, codec: "subrip", language: "es")

    /// The player's state with English chosen, Spanish second, and `panel` open.
    static func state(_ panel: Panel, secondary: TrackID?) -> PlayerState {
        var state = PlayerState()
        _ = state.apply(
            .sourceOpened(SourceDescription(duration: .seconds(60), tracks: [english, spanish])),
            at: .zero)
        _ = state.apply(.selectCaptions(.track(english.id)), at: .zero)
        _ = state.apply(.adjust(.secondaryCaptions(secondary)), at: .zero)
        _ = state.apply(.openPanel(panel), at: .zero)
        return state
    }

    /// The word before the second track's name, as each language's translation says it.
    @Test(arguments: [
        (PlayerLanguage.english, "secondary: "), (.spanish, "secundarios: "),
        (.french, "secondaires : "), (.german, "zweite Spur: "),
    ])
    func theCaptionsEntryNamesTheSecondTrack(language: PlayerLanguage, words: String) {
        // The track names as the Closed Captions panel lists them (Off first).
        let captions = ControlModel(
            state: Self.state(.closedCaptions, secondary: Self.spanish.id), language: language
        ).allElements.filter {
            if case .option(.closedCaptions, _) = $0.id { true } else { false }
        }.map(\.label)
        #expect(captions.count == 3)
        let settings = ControlModel(
            state: Self.state(.settings, secondary: Self.spanish.id), language: language)
        let entry = settings.allElements.first { $0.id == .option(.settings, index: 0) }
        #expect(entry?.value == captions[1] + ", " + words + captions[2])
        // Without a second track the entry is the chosen track alone.
        let single = ControlModel(state: Self.state(.settings, secondary: nil), language: language)
        #expect(
            single.allElements.first { $0.id == .option(.settings, index: 0) }?.value == captions[1]
        )
    }
}
