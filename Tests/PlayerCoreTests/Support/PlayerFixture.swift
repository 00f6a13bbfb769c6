import PlayerCore

/// The states every command is tried in, each built through the reducer up to host time
/// ``PlayerFixture/now`` (100 s) on a 60 s source (live: edge at 300 s).
enum PlayerFixture: String, CaseIterable, Sendable {
    /// Opened, never played: position 0, controls shown.
    case idle
    /// Playing at 30 s; controls auto-hidden (10 s since Play).
    case playing
    /// Paused at 30 s, controls shown.
    case paused
    /// Ended at 60 s, controls shown.
    case ended
    /// A live source playing at 250 s with the edge at 300 s; controls auto-hidden.
    case live
    /// Playing at 30 s with the controls locked (and auto-hidden).
    case locked
    /// Playing at 30 s with the captions panel open, so the controls stay.
    case panelOpen

    static let now = HostTime.seconds(100)
    static let duration = MediaTime.seconds(60)
    static let metadata = TitleMetadata(title: "Demo Feature")
    static let englishAudio = TrackInfo(
        id: TrackID(rawValue: 1), kind: .audio, codec: "aac", language: "en", flags: .default)
    static let frenchAudio = TrackInfo(
        id: TrackID(rawValue: 2), kind: .audio, codec: "aac", language: "fr")
    static let englishText = TrackInfo(
        id: TrackID(rawValue: 3), kind: .legible, codec: "subrip", language: "en")
    static let frenchForced = TrackInfo(
        id: TrackID(rawValue: 4), kind: .legible, codec: "subrip", language: "fr", flags: .forced)
    static let tracks = [
        TrackInfo(id: TrackID(rawValue: 0), kind: .video, codec: "h264"), englishAudio, frenchAudio,
        englishText, frenchForced,
    ]

    var state: PlayerState {
        var state = PlayerState()
        let live = self == .live
        _ = state.apply(
            .sourceOpened(
                SourceDescription(
                    duration: live ? nil : Self.duration, liveEdge: live ? .seconds(240) : nil,
                    tracks: Self.tracks, metadata: Self.metadata)),
            at: .zero)
        switch self {
        case .idle:
            break
        case .paused:
            playFromThirtySeconds(&state)
            _ = state.apply(.pause, at: Self.now)
        case .ended:
            _ = state.apply(.play, at: .seconds(10))
        case .playing, .locked, .panelOpen:
            playFromThirtySeconds(&state)
        case .live:
            _ = state.apply(.liveEdgeMoved(.seconds(300)), at: .zero)
            _ = state.apply(.play, at: .seconds(90))
        }
        if self == .locked {
            _ = state.apply(.lock, at: .seconds(95))
        }
        if self == .panelOpen {
            _ = state.apply(.openPanel(.closedCaptions), at: .seconds(90))
        }
        _ = state.apply(.tick, at: Self.now)
        return state
    }

    private func playFromThirtySeconds(_ state: inout PlayerState) {
        _ = state.apply(.seek(to: .seconds(20)), at: .zero)
        _ = state.apply(.seekCompleted(.seconds(20)), at: .zero)
        _ = state.apply(.play, at: .seconds(90))
    }
}

/// The parts of the state a viewer can observe, for comparing expectations.
struct Observed: Equatable, CustomStringConvertible {
    var playback: Playback
    var position: MediaTime
    var pendingSeek: MediaTime?
    var duration: MediaTime?
    var liveEdge: MediaTime?
    var isSlowMotion: Bool
    var isMuted: Bool
    var volume: Double
    var isLocked: Bool
    var controlsVisible: Bool
    var openPanel: Panel?
    var captions: CaptionSelection
    var displayedCaptionTrack: TrackID?
    var audioTrack: TrackID?

    init(_ state: PlayerState) {
        playback = state.playback
        position = state.position
        pendingSeek = state.pendingSeek
        duration = state.duration
        liveEdge = state.liveEdge
        isSlowMotion = state.isSlowMotion
        isMuted = state.isMuted
        volume = state.volume
        isLocked = state.isLocked
        controlsVisible = state.controlsVisible
        openPanel = state.openPanel
        captions = state.captions
        displayedCaptionTrack = state.displayedCaptionTrack
        audioTrack = state.audioTrack
    }

    var description: String {
        "\(playback) at \(position) pending \(pendingSeek.map(\.description) ?? "-") "
            + "slow \(isSlowMotion) muted \(isMuted) vol \(volume) locked \(isLocked) "
            + "controls \(controlsVisible) panel \(openPanel.map(\.rawValue) ?? "-") "
            + "captions \(captions) shown \(displayedCaptionTrack.map { "\($0.rawValue)" } ?? "-") "
            + "audio \(audioTrack.map { "\($0.rawValue)" } ?? "-")"
    }
}
