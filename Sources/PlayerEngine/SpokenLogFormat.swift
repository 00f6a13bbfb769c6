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
            "[\(name)] " + oneLine(text)
        case .commandRejected(let reason): reason
        case .ended: "Playback ended"
        case .error(let message): message
        }
    }

    private func jsonLine(for logged: LoggedEvent) -> String {
        var fields: [(String, String)] = []
        switch logged.event {
        case .stateChanged(let state): fields = [("text", state.logSummary)]
        case .elementChanged(let id, let label, let value):
            fields = [("id", id), ("label", label), ("value", value)]
        case .focusMoved(let id, let utterance): fields = [("id", id), ("text", utterance)]
        case .announcement(let text, let priority):
            fields = [("text", text), ("priority", priority.rawValue)]
        case .cueShown(_, let name, let text), .cueHidden(_, let name, let text):
            fields = [("track", name), ("text", text)]
        case .commandRejected(let reason): fields = [("reason", reason)]
        case .ended: fields = []
        case .error(let message): fields = [("text", message)]
        }
        var line = "{\"t\":" + Self.seconds(logged.time) + ",\"kind\":\"" + logged.kind.rawValue + "\""
        for (key, value) in fields {
            line += ",\"" + key + "\":" + JSONText.quoted(value)
        }
        return line + "}"
    }

    /// Media time as a JSON number of seconds with up to six decimals, exact: "1.023".
    private static func seconds(_ time: MediaTime) -> String {
        let magnitude = time.microseconds.magnitude
        let whole = String(magnitude / 1_000_000)
        var fraction = String(magnitude % 1_000_000)
        fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
        while fraction.hasSuffix("0") {
            fraction.removeLast()
        }
        let sign = time.microseconds < 0 ? "-" : ""
        return sign + (fraction.isEmpty ? whole : whole + "." + fraction)
    }

    /// Caption text on one line: line breaks shown as " / ".
    static func oneLine(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: true).joined(separator: " / ")
    }
}
