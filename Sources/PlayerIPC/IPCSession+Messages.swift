import Foundation
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
        player.show(expandProperties(text), for: duration)
        return .success(.null)
    }

    /// `show-progress`: announces the position, the length and the percentage, as mpv's
    /// progress message shows them (`00:00:02 / 00:01:00 (3%)`).
    func showProgress() -> IPCOutcome {
        guard !isIdle else { return .success(.null) }
        player.show(
            expandProperties("${time-pos} / ${duration:(unknown)} (${percent-pos:?}%)"),
            for: Self.defaultMessageDuration)
        return .success(.null)
    }

    /// `print-text <text>…`: the words joined by spaces and expanded, written to standard
    /// error (control characters escaped) and sent as a `log-message` to the clients that
    /// asked for them, as mpv prints to its terminal and log.
    func printText(_ arguments: IPCArguments) -> IPCOutcome {
        guard case .array(let words)? = arguments["args"] else {
            return .failure(.invalidParameter, nil)
        }
        let text = expandProperties(words.map { Self.text(of: $0) }.joined(separator: " "))
        FileHandle.standardError.write(Data((TerminalText.escaped(text) + "\n").utf8))
        logMessage(text, level: .info)
        return .success(.null)
    }

    /// Sends a `log-message` event (`{prefix, level, text}`, text ending in a line break, as
    /// mpv's) to every client whose `request_log_messages` level includes `level`.
    func logMessage(_ text: String, level: IPCLogLevel, prefix: String = "cplayer") {
        let event = JSONValue.object([
            ("event", "log-message"), ("prefix", .string(prefix)), ("level", .string(level.name)),
            ("text", .string(text + "\n")),
        ])
        for client in clients {
            guard let wanted = client.logLevel, wanted != .no, level <= wanted else { continue }
            emit(event, to: client)
        }
    }

    /// `script-message` and `script-message-to`: a `client-message` event with the
    /// arguments, to every client or to the one named `target` (refused when none is).
    func sendClientMessage(_ arguments: IPCArguments, to target: String?) -> IPCOutcome {
        guard case .array(let words)? = arguments["args"] else {
            return .failure(.invalidParameter, nil)
        }
        return sendClientMessage(words, to: target)
    }

    /// A `client-message` event with `words` to every client, or to the one named `target`
    /// (refused when none is).
    func sendClientMessage(_ words: [JSONValue], to target: String?) -> IPCOutcome {
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
