import PlayerCore
import PlayerEngine

/// Plays a session out to its end, or to a media time.
enum PlaybackDriver {
    /// Runs `script` on `player` until nothing more can happen or, with `until`, until the
    /// position reaches it. A fast player stops exactly there; a real-time one is closed
    /// through its inbox by the observer (see ``UntilWatch``).
    static func run(_ player: Player, script: PlayerScript, until: MediaTime?, fast: Bool) {
        guard fast, let until else {
            player.run(script)
            return
        }
        player.schedule(script)
        let lastScriptTime = script.entries.map(\.time).max() ?? .zero
        var elapsed = MediaTime.zero
        while !player.isClosed, player.position < until {
            let step: MediaTime
            if player.state.playback == .playing {
                // At most normal speed, so this host span never carries the position past
                // `until`; slow motion closes in on it in shrinking steps.
                step = max(until - player.position, .milliseconds(1))
            } else if elapsed < lastScriptTime {
                step = lastScriptTime - elapsed
            } else {
                return
            }
            player.advance(by: step)
            elapsed = elapsed + step
        }
    }
}
