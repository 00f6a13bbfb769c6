import PlayerAccessibility
import PlayerCore
import PlayerSession

/// A ``PlayerSession`` over an ``AuditedTitle`` on a virtual clock, driven as a manual-clock
/// player drives one but with no runtime: each request is answered at once from the values
/// the audit read (a whole track, the cues at an instant), and seeks, with no source to move,
/// are the session's own; so the player-aware checks need neither the engine nor the media.
/// Each way of driving it returns the events the session logged meanwhile, which the checks
/// follow.
struct TitlePlayback {
    /// The session being played.
    private(set) var session: PlayerSession
    private let reader: AuditedTitleReader
    /// The events logged since the caller last took them.
    private var logged: [PlayerEvent] = []

    /// A session over `title` in `language` with `preferences` and slow motion at
    /// `slowMotionRate`, its tracks chosen by the policy.
    init(
        title: AuditedTitle, language: PlayerLanguage, preferences: TrackPreferences,
        slowMotionRate: Double
    ) {
        reader = AuditedTitleReader(title: title)
        session = PlayerSession(
            catalog: title.catalog,
            configuration: SessionConfiguration(
                language: language, trackPreferences: preferences,
                slowMotionRate: slowMotionRate, waitsForReads: true, seeksSource: false))
        handle(.sourceOpened)
    }

    /// Sends `command` as a control would; returns the events it logged.
    @discardableResult
    mutating func send(_ command: PlayerCommand) -> [PlayerEvent] {
        handle(.command(command))
        return takeLogged()
    }

    /// Moves the virtual clock on by `span`, visiting every instant in between where
    /// something can happen; returns the events logged on the way.
    @discardableResult
    mutating func advance(by span: MediaTime) -> [PlayerEvent] {
        let target = session.now.advanced(by: span)
        while handle(.advance(to: target)) {}
        return takeLogged()
    }

    private mutating func takeLogged() -> [PlayerEvent] {
        defer { logged.removeAll() }
        return logged
    }

    /// Hands `input` to the session and answers what it asks; false when nothing came out.
    @discardableResult
    private mutating func handle(_ input: SessionInput) -> Bool {
        let outputs = session.handle(input).outputs
        for output in outputs {
            switch output {
            case .log(let event):
                logged.append(event.event)
            case .loadTrack(let track, _):
                handle(
                    .cuesLoaded(
                        track, Result { () throws(MediaError) in try reader.readCues(of: track) }))
            case .readActiveCues(let track, let time):
                handle(
                    .activeCuesRead(
                        track,
                        Result { () throws(MediaError) in
                            try reader.activeCues(of: track, at: time)
                        }))
            case .reload:
                handle(
                    .reloaded(
                        .failure(.readFailed(path: session.catalog.path, detail: "not live"))))
            default:
                break
            }
        }
        return !outputs.isEmpty
    }
}
