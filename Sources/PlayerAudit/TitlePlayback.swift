import PlayerAccessibility
import PlayerCore
import PlayerSession

/// A ``PlayerSession`` over an ``AuditedTitle`` on a virtual clock, driven as a manual-clock
/// player drives one but with no runtime: each request is answered at once from the values
/// the audit read (a seek, a whole track, the cues at an instant), so the player-aware checks
/// need neither the engine nor the media.
struct TitlePlayback {
    /// The session being played.
    private(set) var session: PlayerSession
    private let reader: AuditedTitleReader

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
                slowMotionRate: slowMotionRate, waitsForReads: true))
        handle(.sourceOpened)
    }

    /// Sends `command` as a control would.
    mutating func send(_ command: PlayerCommand) {
        handle(.command(command))
    }

    /// Moves the virtual clock on by `span`, visiting every instant in between where
    /// something can happen.
    mutating func advance(by span: MediaTime) {
        let target = session.now.advanced(by: span)
        while handle(.advance(to: target)) {}
    }

    /// Hands `input` to the session and answers what it asks; false when nothing came out.
    @discardableResult
    private mutating func handle(_ input: SessionInput) -> Bool {
        let outputs = session.handle(input).outputs
        for output in outputs {
            switch output {
            case .seekSource(let target):
                handle(.seekCompleted(target))
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
