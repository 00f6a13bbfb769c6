import PlayerCore

/// The two forms of the spoken-state log: aligned text for people, JSON Lines for programs.
///
/// Text: the session time, two spaces, `@` and the media position, two spaces, the kind padded
/// to eight columns, a space, the words.
/// ```
/// 00:00:00.000  @00:00:00.000  focus    Play, button, Double tap to activate
/// 00:00:03.000  @00:00:01.000  caption  [English SDH] [DOOR CREAKS OPEN]
/// 00:00:09.000  @00:00:07.000  caption  [English SDH] (top) [HORN HONKS]
/// ```
/// A caption its format places in the top or middle third of the video says so after the
/// track's name; the JSON form carries the whole `layout` (``PlayerCore/CueLayout/json``).
/// JSON Lines: one object a line with `t` (session seconds), `pos` (media seconds), `kind`,
/// and the event's fields among `text`, `priority`, `track`, `id`, `label`, `value`, `reason`.
/// ```
/// {"t":3,"pos":1,"kind":"caption","track":"English SDH","text":"[DOOR CREAKS OPEN]"}
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
        return logged.sessionTime.description + "  @" + logged.position.description + "  " + padded
            + " " + Self.words(of: logged.event)
    }

    /// What a text line says after its kind.
    private static func words(of event: PlayerEvent) -> String {
        switch event {
        case .sessionStarted(let session):
            "\(session.file), locale \(session.locale), \(session.screenReaderText), "
                + "accessible-player \(session.version)"
        case .stateChanged(let report): report.state.logSummary
        case .elementChanged(let id, let label, let value):
            value.isEmpty ? "\(id): \(label)" : "\(id): \(label) = \(value)"
        case .focusMoved(_, let utterance): utterance
        case .announcement(let text, _, let duration):
            duration.map { "\(text) (for \($0.jsonSeconds) s)" } ?? text
        case .cueShown(_, let name, let cue):
            "[\(name)] " + placementNote(cue.layout) + cue.spokenText.captionLineJoined
        case .cueHidden(_, let name, let cue):
            "[\(name)] " + cue.spokenText.captionLineJoined
        case .described(let cue) where cue.isSample:
            "[\(cue.trackName)] sample, \(cue.voice.logWords): \(cue.text)"
        case .described(let cue):
            "[\(cue.trackName)] \(cue.start.description)-\(cue.end.description) "
                + cue.text.captionLineJoined + (cue.overrun.map { " (\($0.logText))" } ?? "")
                + (cue.voice.isDefault ? "" : " (\(cue.voice.logWords))")
        case .descriptionPaused(let cue), .descriptionResumed(let cue):
            "[\(cue.trackName)] \(cue.start.description)-\(cue.end.description) "
                + cue.text.captionLineJoined
        case .commandRejected(let reason): reason
        case .ended: "Playback ended"
        case .error(let message): message
        case .assistive(let report): report.element.map { "\($0): \(report.text)" } ?? report.text
        case .chapterEntered(let index, let title): "\(index + 1): \(title)"
        }
    }

    /// `(top) ` or `(middle) ` for a caption placed off the bottom third, else "".
    private static func placementNote(_ layout: CueLayout) -> String {
        let placement = layout.verticalPlacement
        return placement == .bottom ? "" : "(\(placement.rawValue)) "
    }

    private func jsonLine(for logged: LoggedEvent) -> String {
        JSONValue.object(logged.jsonFields).written()
    }
}

extension StateReport {
    /// The state as a JSON object: playback, sound, rate, lock, controls, panel, the caption
    /// and audio tracks (id and name), and the focus.
    var json: JSONValue {
        func track(_ id: TrackID?, _ name: String?) -> JSONValue {
            guard let id else { return .null }
            return .object([("id", .integer(Int64(id.rawValue))), ("name", .string(name))])
        }
        let fields: [(String, JSONValue)] = [
            ("playback", .string(state.playback.rawValue)), ("muted", .bool(state.isMuted)),
            ("volume", .number(state.volume)), ("rate", .number(state.rate)),
            ("locked", .bool(state.isLocked)), ("controlsShown", .bool(state.controlsVisible)),
            ("panel", .string(state.openPanel?.rawValue)),
            ("captions", track(state.displayedCaptionTrack, captionTrackName)),
            ("captionsForced", .bool(state.captions == .off && state.forcedCaptionTrack != nil)),
            ("audio", track(state.audioTrack, audioTrackName)), ("focus", .string(focus)),
        ]
        return .object(fields + presentationFields)
    }
}
