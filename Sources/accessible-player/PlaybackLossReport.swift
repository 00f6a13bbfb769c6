import PlayerCore
import PlayerSession
import Synchronization

/// What a playback lost, for the partial-read rule: `play` goes on with what it has, and at
/// the end says on standard error how many `error` lines its log holds (the first quoted), and
/// exits 1, so a script that checks only the exit code learns of the loss too.
final class PlaybackLossReport: Sendable {
    private let errors = Mutex<(count: Int, first: String?)>((0, nil))

    /// Counts `logged` when it is an error (a track that cannot be read, a read that ended
    /// early, a segment lost).
    func observe(_ logged: LoggedEvent) {
        guard case .error(let message) = logged.event else { return }
        errors.withLock { errors in
            errors.count += 1
            errors.first = errors.first ?? message
        }
    }

    /// Writes the summary when anything was lost (each error names its file), and returns
    /// the exit code the playback ends with.
    func finish() -> ExitCode {
        let (count, first) = errors.withLock { $0 }
        guard count > 0, let first else { return .success }
        let more = count == 1 ? "" : " (and \(count - 1) more error line(s) in the log)"
        StandardError.write("warning: played with losses: \(first)\(more)")
        return .failure
    }
}
