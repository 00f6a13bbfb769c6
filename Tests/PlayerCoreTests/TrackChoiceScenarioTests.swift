import PlayerCore
import Testing

/// The policy applied to a source, and the viewer's choice beating it until the next source.
@Suite struct TrackChoiceScenarioTests {
    private let english = TrackInfo(
        id: TrackID(rawValue: 1), kind: .audio, codec: "aac", language: "en", flags: .default)
    private let spanish = TrackInfo(
        id: TrackID(rawValue: 2), kind: .audio, codec: "aac", language: "es")
    private let englishSDH = TrackInfo(
        id: TrackID(rawValue: 3), kind: .legible, codec: "subrip", language: "en",
        flags: .hearingImpaired)
    private let spanishText = TrackInfo(
        id: TrackID(rawValue: 4), kind: .legible, codec: "subrip", language: "es")
    private let englishForced = TrackInfo(
        id: TrackID(rawValue: 5), kind: .legible, codec: "subrip", language: "en", flags: .forced)

    private var source: SourceDescription {
        SourceDescription(
            duration: .seconds(60),
            tracks: [english, spanish, englishSDH, spanishText, englishForced])
    }

    private func state(_ preferences: TrackPreferences) -> PlayerState {
        PlayerState(trackPreferences: preferences, screenReaderRunning: false)
    }

    @Test func openingASourceSelectsTracksByPolicyAndReportsThem() {
        var player = state(
            TrackPreferences(preferredLanguages: ["en"], captionsAlwaysOn: true, prefersSDH: true))
        let reduction = player.apply(.sourceOpened(source), at: .zero)
        #expect(
            reduction.effects == [.selectAudioTrack(english.id), .showCaptionTrack(englishSDH.id)])
        #expect(player.captions == .track(englishSDH.id))
    }

    @Test func withCaptionsOffOnlyTheForcedTrackOfTheAudioLanguageShows() {
        var player = state(TrackPreferences(preferredLanguages: ["en"]))
        _ = player.apply(.sourceOpened(source), at: .zero)
        #expect(player.captions == .off)
        #expect(player.displayedCaptionTrack == englishForced.id)
    }

    @Test func theViewersChoiceBeatsThePolicyUntilTheNextSource() {
        var player = state(TrackPreferences(preferredLanguages: ["en"], captionsAlwaysOn: true))
        _ = player.apply(.sourceOpened(source), at: .zero)
        _ = player.apply(.selectCaptions(.track(spanishText.id)), at: .zero)
        _ = player.apply(.selectAudio(spanish.id), at: .zero)
        let changed = player.apply(
            .preferencesChanged(
                TrackPreferences(
                    preferredLanguages: ["en"], captionsAlwaysOn: true, prefersSDH: true)),
            at: .zero)
        #expect(changed.effects.isEmpty)
        #expect(player.captions == .track(spanishText.id))
        #expect(player.audioTrack == spanish.id)
        _ = player.apply(.sourceOpened(source), at: .zero)
        #expect(player.captions == .track(englishSDH.id))
        #expect(player.audioTrack == english.id)
    }

    @Test func choosingOffStillShowsTheForcedTrackOfTheAudioLanguage() {
        var player = state(TrackPreferences(preferredLanguages: ["en"], captionsAlwaysOn: true))
        _ = player.apply(.sourceOpened(source), at: .zero)
        let reduction = player.apply(.selectCaptions(.off), at: .zero)
        #expect(
            reduction.effects == [
                .showCaptionTrack(englishForced.id), .announce(.captionsSelected(nil)),
            ])
        #expect(player.captions == .off)
    }

    @Test func changedPreferencesApplyToWhatTheViewerHasNotChosen() {
        var player = state(TrackPreferences(preferredLanguages: ["en"]))
        _ = player.apply(.sourceOpened(source), at: .zero)
        let reduction = player.apply(
            .preferencesChanged(
                TrackPreferences(preferredLanguages: ["es"], captionsAlwaysOn: true)), at: .zero)
        #expect(
            reduction.effects == [.selectAudioTrack(spanish.id), .showCaptionTrack(spanishText.id)])
    }
}
