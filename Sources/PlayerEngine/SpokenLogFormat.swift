import PlayerCore

/// The two forms of the spoken-state log: aligned text for people, JSON Lines for programs.
///
/// Text: the media time, two spaces, the kind padded to eight columns, a space, the words.
/// ```
/// 00:00:00.000  focus    Play, button, Double tap to activate
/// 00:00:01.000  caption  [English SDH] [DOOR CREAKS OPEN]
/// ```
/// JSON Lines: one object a line with `t` (media seconds), `kind`, and the event's fields
/// among `text`, `priority`, `track`, `id`, `label`, `value`, `reason`.
/// ```
/// {"kind":"caption","t":1,"text":"[DOOR CREAKS OPEN]","track":"English SDH"}
/// ```
public enum SpokenLogFormat: String, Hashable, Sendable, CaseIterable {
    /// One aligned text line per event.
    case text
    /// One JSON object per line.
    case jsonLines = "jsonl"

    /// The log line for `event`, without a line break.
    public func line(for event: LoggedEvent) -> String {
        switch self {
        case .text: textLine(for: event)
        case .jsonLines: jsonLine(for: event)
        }
    }

    private func textLine(for logged: LoggedEvent) -> String {
        let kind = logged.kind.rawValue
        let padded = kind.count < 8 ? kind + String(repeating: " ", count: 8 - kind.count) : kind
        return logged.time.description + "  " + padded + " " + Self.words(of: logged.event)
    }

    /// What a text line says after its kind.
    private static func words(of event: PlayerEvent) -> String {
        switch event {
        case .stateChanged(let state): state.logSummary
        case .elementChanged(let id, let label, let value):
            value.isEmpty ? "\(id): \(label)" : "\(id): \(label) = \(value)"
        case .focusMoved(_, let utterance): utterance
        case .announcement(let text, _): text
        case .cueShown(_, let name, let text), .cueHidden(_, let name, let text):
            "[\(name)] " + text.captionLineJoined
        case .commandRejected(let reason): reason
        case .ended: "Playback ended"
        case .error(let message): message
        }
    }

    private func jsonLine(for logged: LoggedEvent) -> String {
        let fields: [(String, JSONValue)] =
            switch logged.event {
            case .stateChanged(let state): [("text", .string(state.logSummary))]
            case .elementChanged(let id, let label, let value):
                [("id", .string(id)), ("label", .string(label)), ("value", .string(value))]
            case .focusMoved(let id, let utterance):
                [("id", .string(id)), ("text", .string(utterance))]
            case .announcement(let text, let priority):
                [("text", .string(text)), ("priority", .string(priority.rawValue))]
            case .cueShown(_, let name, let text), .cueHidden(_, let name, let text):
                [("track", .string(name)), ("text", .string(text))]
            case .commandRejected(let reason): [("reason", .string(reason))]
            case .ended: []
            case .error(let message): [("text", .string(message))]
            }
        let object = [
            ("t", JSONValue.seconds(logged.time)), ("kind", .string(logged.kind.rawValue)),
        ]
        return JSONValue.object(object + fields).written()
    }
}
