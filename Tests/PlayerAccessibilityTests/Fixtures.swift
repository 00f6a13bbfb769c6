import PlayerAccessibility
import PlayerCore

/// The demo program every test plays: 10:26 long, two audio and three caption tracks.
enum Demo {
    static let duration = MediaTime.seconds(626)
    static let metadata = TitleMetadata(title: "Demo Feature", airDate: "2024-05-01")

    static let englishAudio = TrackInfo(
        id: TrackID(rawValue: 1), kind: .audio, codec: "aac", language: "en", flags: .default)
    static let spanishAudio = TrackInfo(
        id: TrackID(rawValue: 2), kind: .audio, codec: "aac", language: "es")
    static let englishSDH = TrackInfo(
        id: TrackID(rawValue: 3), kind: .legible, codec: "subrip", language: "en",
        flags: .hearingImpaired)
    static let spanishSubtitles = TrackInfo(
        id: TrackID(rawValue: 4), kind: .legible, codec: "subrip", language: "es")
    static let commentary = TrackInfo(
        id: TrackID(rawValue: 5), kind: .legible, codec: "subrip", language: "eng",
        title: "Director's Commentary")

    static let tracks = [englishAudio, spanishAudio, englishSDH, spanishSubtitles, commentary]

    /// The demo just opened (idle at zero), with a screen reader running.
    static func openedState(liveEdge: MediaTime? = nil) -> PlayerState {
        var state = PlayerState()
        let source = SourceDescription(
            duration: liveEdge == nil ? duration : nil, liveEdge: liveEdge, tracks: tracks,
            metadata: metadata)
        _ = state.apply(.sourceOpened(source), at: .zero)
        _ = state.apply(.screenReaderChanged(true), at: .zero)
        return state
    }

    /// The demo playing at 6:39, reached by playing from zero for 399 seconds of host time,
    /// the viewer having just brought the controls back up.
    static func playingAt399() -> PlayerState {
        var state = openedState()
        _ = state.apply(.play, at: .zero)
        _ = state.apply(.showControls, at: .seconds(399))
        return state
    }
}
