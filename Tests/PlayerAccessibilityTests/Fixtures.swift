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

    /// The demo playing at 6:39, reached by playing from zero for 399 seconds of host time.
    static func playingAt399() -> PlayerState {
        var state = openedState()
        _ = state.apply(.play, at: .zero)
        _ = state.apply(.tick, at: .seconds(399))
        return state
    }
}

/// A small seeded generator (SplitMix64), so random tests replay exactly.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
