import PlayerCore
import PlayerEngine

extension IPCSession {
    /// mpv's on-screen message time when `show-text` gives none (`osd-duration`, 1 s).
    static let defaultMessageDuration = MediaTime(microseconds: 1_000_000)

    /// `show-text <text> [<duration ms>]`: the player announces the text (the screen
    /// reader says it, the log records it); a duration of -1 or none is mpv's default.
    func showText(_ arguments: IPCArguments) -> IPCOutcome {
        guard let text = arguments.text("text") else { return .failure(.invalidParameter, nil) }
        let milliseconds = arguments.integer("duration") ?? -1
        let duration =
            milliseconds < 0
            ? Self.defaultMessageDuration : MediaTime(microseconds: milliseconds * 1_000)
        guard !isIdle else { return .success(.null) }
        player.show(text, for: duration)
        return .success(.null)
    }

    /// `script-message` and `script-message-to`: a `client-message` event with the
    /// arguments, to every client or to the one named `target` (refused when none is).
    func sendClientMessage(_ arguments: IPCArguments, to target: String?) -> IPCOutcome {
        guard case .array(let words)? = arguments["args"] else {
            return .failure(.invalidParameter, nil)
        }
        let event = JSONValue.object([("event", "client-message"), ("args", .array(words))])
        guard let target else {
            emit(event)
            return .success(.null)
        }
        guard let client = clients.first(where: { $0.name == target }) else {
            return .failed(IPCFailure(.command, reason: "no client is called \(target)"))
        }
        emit(event, to: client)
        return .success(.null)
    }
}
