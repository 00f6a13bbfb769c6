import PlayerCore
import PlayerEngine

extension IPCSession {
    /// The media position now: in real time, where the media clock has moved since the
    /// player last passed time (so `time-pos` is not behind the clock between passes), never
    /// beyond the length; on a virtual clock, the player's position.
    var currentPosition: MediaTime {
        let state = player.state
        guard case .realTime(let clock) = player.options.clock, state.playback == .playing,
            state.pendingSeek == nil
        else { return state.position }
        var position = max(state.position, state.mediaClock.time(at: max(clock.now, player.now)))
        if let duration = state.duration {
            position = min(position, duration)
        }
        return position
    }

    /// A time as mpv types one: a JSON float of seconds (`10.0`, never `10`).
    static func seconds(_ time: MediaTime) -> JSONValue {
        .number(time.secondsValue)
    }
}
