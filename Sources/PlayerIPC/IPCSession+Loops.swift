import PlayerCore
import PlayerEngine

extension IPCSession {
    /// The A-B loop's ends when both are set and A is before B.
    private var abLoop: (start: Double, end: Double)? {
        guard let start = settings.abLoopA, let end = settings.abLoopB, start < end else {
            return nil
        }
        return (start, end)
    }

    /// The host time at which playing reaches `ab-loop-b` from before it, for the clock to
    /// stop there; nil when no loop is set, playback is not playing or is past B.
    var loopWakeTime: HostTime? {
        guard let loop = abLoop, player.state.playback == .playing, player.state.rate > 0 else {
            return nil
        }
        let ahead = loop.end - player.position.secondsValue
        guard ahead > Self.loopMargin else { return nil }
        return player.now.advanced(by: MediaTime(secondsValue: ahead / player.state.rate))
    }

    /// How close to B counts as reached (the clock's rounding).
    private static let loopMargin = 0.001

    /// Seeks back to `ab-loop-a` when playing has reached `ab-loop-b` (clients see `seek`
    /// and `playback-restart`, as from mpv's loop); session time goes on.
    func loopIfDue() {
        guard let loop = abLoop, player.state.playback == .playing,
            player.position.secondsValue >= loop.end - Self.loopMargin
        else { return }
        player.send(.seek(to: MediaTime(secondsValue: loop.start)))
    }

    /// At the end of the file: plays it again from the start when `loop-file` asks for
    /// another pass (counting them), as mpv does instead of ending; true when it does.
    func loopFileAtEnd() -> Bool {
        guard let count = settings.loopFile, count == .max || settings.loopsDone < count else {
            return false
        }
        settings.loopsDone += 1
        player.send(.seek(to: .zero))
        player.send(.play)
        return true
    }
}
