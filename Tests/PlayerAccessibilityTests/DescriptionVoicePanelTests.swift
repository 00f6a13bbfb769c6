import PlayerAccessibility
import PlayerCore
import Testing

/// The description voice panel's place and bounds: listed in Settings only for a title with a
/// text description track, its swipes kept within espeak-ng's ranges, its voices those of the
/// track's language, and its settings kept when a playlist moves to the next file.
@Suite struct DescriptionVoicePanelTests {
    static let describedTrack = TrackInfo(
        id: TrackID(rawValue: 6), kind: .legible, codec: "webvtt", language: "fr",
        flags: .descriptions)

    /// The demo (with `extraTracks`) opened, with `voice` set and `panel` open.
    static func model(
        _ voice: DescriptionVoice = DescriptionVoice(), extraTracks: [TrackInfo] = [describedTrack],
        panel: Panel = .descriptionVoice
    ) -> ControlModel {
        var state = PlayerState()
        let source = SourceDescription(
            duration: Demo.duration, tracks: Demo.tracks + extraTracks, metadata: Demo.metadata)
        _ = state.apply(.sourceOpened(source), at: .zero)
        _ = state.apply(.present(.descriptionVoice(voice)), at: .zero)
        _ = state.apply(.openPanel(panel), at: .zero)
        return ControlModel(state: state, language: .english)
    }

    /// The voice setting swiping on option `index` asks for.
    static func adjusted(_ voice: DescriptionVoice, option index: Int, up: Bool)
        -> DescriptionVoice?
    {
        let command = model(voice).adjustmentCommand(
            for: .option(.descriptionVoice, index: index), increment: up)
        guard case .present(.descriptionVoice(let next)) = command else { return nil }
        return next
    }

    private static func settingsLabels(_ model: ControlModel) -> [String] {
        model.allElements.compactMap {
            if case .option(.settings, _) = $0.id { $0.label } else { nil }
        }
    }

    @Test func settingsListsTheDescriptionVoiceOnlyForATitleWithADescriptionTrack() {
        #expect(Self.settingsLabels(Self.model(panel: .settings)).contains("Description voice"))
        #expect(
            !Self.settingsLabels(Self.model(extraTracks: [], panel: .settings))
                .contains("Description voice"))
    }

    @Test func theRatePitchAndVolumeStopAtEspeakNGsEnds() {
        var voice = DescriptionVoice()
        voice.wordsPerMinute = 450
        voice.pitch = 99
        voice.volume = 10
        #expect(Self.adjusted(voice, option: 0, up: true)?.wordsPerMinute == 450)
        #expect(Self.adjusted(voice, option: 1, up: true)?.pitch == 99)
        #expect(Self.adjusted(voice, option: 2, up: false)?.volume == 10)
        voice.wordsPerMinute = 100
        // 100 steps down to 75, below espeak-ng's slowest: it stops at 80.
        #expect(Self.adjusted(voice, option: 0, up: false)?.wordsPerMinute == 80)
    }

    @Test func theVoicesAreTheTrackLanguagesThenBack() {
        let first = Self.adjusted(DescriptionVoice(), option: 3, up: true)
        #expect(first?.voice == "roa/fr")
        var last = DescriptionVoice()
        last.voice = "roa/fr-CH"
        #expect(Self.adjusted(last, option: 3, up: true)?.voice == "roa/fr-CH")
        #expect(Self.adjusted(first ?? last, option: 3, up: false)?.voice == nil)
    }

    @Test func thePlaylistsNextFileKeepsTheSettings() {
        var voice = DescriptionVoice()
        voice.wordsPerMinute = 250
        voice.voice = "roa/fr-BE"
        var next = PlayerState()
        next.carryOverOptions(from: Self.model(voice).state, at: .seconds(60))
        #expect(next.presentation.descriptionVoice == voice)
    }
}
