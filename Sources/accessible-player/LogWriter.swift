import Foundation
import PlayerEngine
import Synchronization

/// Writes the spoken-state log, one line per event, to standard output or a file; callable
/// from the player's observer on any thread.
final class LogWriter: Sendable {
    private let handle: Mutex<FileHandle>
    private let format: SpokenLogFormat
    private let kinds: Set<LogKind>

    /// The kinds of line that say what a listener hears: the interactive mode prints only these.
    static let spokenKinds: Set<LogKind> = [.focus, .say, .caption, .rejected, .ended, .error]

    /// A writer of `format` lines for events of `kinds` to the file at `path` (created or
    /// truncated), or to standard output when `path` is nil.
    init(format: SpokenLogFormat, path: String?, kinds: Set<LogKind>) throws(CommandFailure) {
        self.format = format
        self.kinds = kinds
        guard let path else {
            handle = Mutex(FileHandle.standardOutput)
            return
        }
        guard FileManager.default.createFile(atPath: path, contents: nil),
            let file = FileHandle(forWritingAtPath: path)
        else {
            throw CommandFailure(message: "cannot write the log to \(path)", exitCode: .failure)
        }
        handle = Mutex(file)
    }

    /// Writes the line for `event` if it is of a kind this writer prints.
    func write(_ event: LoggedEvent) {
        guard kinds.contains(event.kind) else { return }
        let line = format.line(for: event) + "\n"
        handle.withLock { $0.write(Data(line.utf8)) }
    }
}
