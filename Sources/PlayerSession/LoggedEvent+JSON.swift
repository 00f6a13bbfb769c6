import PlayerCore

extension LoggedEvent {
    /// The members of the event's JSON Lines log line, in order: `t`, `pos`, `kind`, then
    /// the event's own fields (see ``SpokenLogFormat``). The IPC's `ap-log` events carry the
    /// same members, built from the event rather than parsed back from the written line.
    public var jsonFields: [(String, JSONValue)] {
        let fields: [(String, JSONValue)] =
            switch event {
            case .sessionStarted(let session):
                [
                    ("file", .string(session.file)), ("locale", .string(session.locale)),
                    ("screenReader", .bool(session.screenReader)),
                    ("version", .string(session.version)),
                ]
                    + (session.scriptGesturesStartCursor
                        ? [("screenReaderCursor", .string(session.screenReaderText))] : [])
            case .stateChanged(let report):
                [("text", .string(report.state.logSummary)), ("state", report.json)]
            case .elementChanged(let id, let label, let value):
                [("id", .string(id)), ("label", .string(label)), ("value", .string(value))]
            case .focusMoved(let id, let utterance):
                [("id", .string(id)), ("text", .string(utterance))]
            case .announcement(let text, let priority, let duration):
                [("text", .string(text)), ("priority", .string(priority.rawValue))]
                    + (duration.map { [("duration", JSONValue.seconds($0))] } ?? [])
            case .cueShown(let id, let name, let cue):
                [
                    ("track", .string(name)), ("trackId", .integer(Int64(id.rawValue))),
                    ("text", .string(cue.spokenText)),
                ] + (cue.layout.json.map { [("layout", $0)] } ?? [])
            case .cueHidden(let id, let name, let cue):
                [
                    ("track", .string(name)), ("trackId", .integer(Int64(id.rawValue))),
                    ("text", .string(cue.spokenText)),
                ]
            case .described(let cue), .descriptionPaused(let cue), .descriptionResumed(let cue):
                [
                    ("track", .string(cue.trackName)),
                    ("trackId", .integer(Int64(cue.track.rawValue))), ("text", .string(cue.text)),
                    ("start", .seconds(cue.start)), ("end", .seconds(cue.end)),
                ] + Self.overrunFields(event) + Self.voiceFields(event)
            case .commandRejected(let reason): [("reason", .string(reason))]
            case .ended: []
            case .error(let message): [("text", .string(message))]
            case .assistive(let report):
                (report.element.map { [("id", JSONValue.string($0))] } ?? [])
                    + [("text", .string(report.text))]
            case .chapterEntered(let index, let title):
                [("index", .integer(Int64(index))), ("text", .string(title))]
            }
        let object = [
            ("t", JSONValue.seconds(sessionTime)), ("pos", .seconds(position)),
            ("kind", .string(kind.rawValue)),
        ]
        return object + fields
    }

    /// A `describe` line's description voice when it is not the default (`voice`) and
    /// `sample` true for the description voice panel's sample; none for another event.
    private static func voiceFields(_ event: PlayerEvent) -> [(String, JSONValue)] {
        guard case .described(let cue) = event else { return [] }
        return (cue.voice.isDefault ? [] : [("voice", cue.voice.json)])
            + (cue.isSample ? [("sample", .bool(true))] : [])
    }

    /// A `describe` line's account of the overrun preference: `overrun` ("cut" or "faster")
    /// with `cutAt` or `speedUp`; none for a description that fits or another event.
    private static func overrunFields(_ event: PlayerEvent) -> [(String, JSONValue)] {
        guard case .described(let cue) = event, let overrun = cue.overrun else { return [] }
        switch overrun {
        case .cut(let time): return [("overrun", .string("cut")), ("cutAt", .seconds(time))]
        case .faster(let speedUp):
            return [("overrun", .string("faster")), ("speedUp", .number(speedUp))]
        }
    }
}
