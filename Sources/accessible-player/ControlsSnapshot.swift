import PlayerAccessibility
import PlayerCore
import PlayerMedia

/// The player's state at a media time, as it would be after playing `source` from the start
/// up to that time without touching anything.
enum ControlsSnapshot {
    /// Opens the source's description in a fresh state, plays from host time zero and lets
    /// `time` pass (so, without a screen reader, the controls have hidden after 5 s idle).
    static func state(of source: MediaSource, at time: MediaTime, screenReader: Bool)
        -> PlayerState
    {
        var state = PlayerState()
        let description = SourceDescription(
            duration: source.duration, tracks: source.tracks, metadata: source.metadata)
        _ = state.apply(.screenReaderChanged(screenReader), at: .zero)
        _ = state.apply(.sourceOpened(description), at: .zero)
        _ = state.apply(.play, at: .zero)
        _ = state.apply(.tick, at: HostTime.zero.advanced(by: time))
        return state
    }
}
