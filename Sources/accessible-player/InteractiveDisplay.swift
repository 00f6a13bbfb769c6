import Foundation
import PlayerCore
import PlayerEngine
import Synchronization

/// What `play --interactive` shows at the terminal: every spoken line and state change as it
/// happens, and below them one status line (time, playing or paused, sound, captions, focus)
/// redrawn in place. Called from the player's observer.
final class InteractiveDisplay: Sendable {
    /// The kinds of line the terminal shows: what a listener hears, each change of state, the
    /// focus ring's moves and Voice Control's replies.
    static let shownKinds: Set<LogKind> = [
        .focus, .say, .caption, .rejected, .ended, .error, .state, .ring, .voice,
    ]

    private let log: LogWriter
    private let status = Mutex(Status())

    /// What the status line says, from the latest events.
    private struct Status {
        var position = MediaTime.zero
        var duration: MediaTime?
        var report: StateReport?
        var focus: String?

        var text: String {
            var parts = [position.description + (duration.map { " / \($0)" } ?? "")]
            if let state = report?.state {
                parts.append(state.playback.rawValue)
                if state.isEffectivelyMuted { parts.append("muted") }
                if state.isSlowMotion { parts.append("slow motion") }
                if state.isLocked { parts.append("locked") }
                parts.append("captions " + (report?.captionTrackName ?? "off"))
            }
            if let focus { parts.append("focus: " + focus) }
            return parts.joined(separator: " | ")
        }
    }

    /// A display of `format` lines for a program `duration` long.
    init(format: SpokenLogFormat, duration: MediaTime?) throws(CommandFailure) {
        log = try LogWriter(format: format, path: nil, kinds: Self.shownKinds)
        status.withLock { $0.duration = duration }
    }

    /// Shows `event`: clears the status line, prints the event's line if it is shown, and
    /// draws the status line again.
    func show(_ event: LoggedEvent) {
        let line = status.withLock { status -> String in
            status.position = event.position
            switch event.event {
            case .stateChanged(let report): status.report = report
            case .focusMoved(_, let utterance): status.focus = utterance
            default: break
            }
            return status.text
        }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        log.write(event)
        FileHandle.standardError.write(Data(TerminalText.excerpt(line, limit: 200).utf8))
    }

    /// Clears the status line.
    func finish() {
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
