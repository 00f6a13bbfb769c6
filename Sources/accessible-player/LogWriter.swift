import Foundation
import PlayerCore
import PlayerEngine
import PlayerSession
import Synchronization

/// Writes the spoken-state log, one line per event, to standard output or a file; callable
/// from the player's observer on any thread.
final class LogWriter: Sendable {
    private let handle: Mutex<FileHandle>
    private let format: SpokenLogFormat
    private let kinds: Set<LogKind>

    /// A writer of `format` lines for events of `kinds` to the file at `path` (created, or
    /// truncated in place so that a link or a device such as /dev/null stays what it is), or to
    /// standard output (standard error when `toStandardError`) when `path` is nil.
    init(
        format: SpokenLogFormat, path: String?, kinds: Set<LogKind>, toStandardError: Bool = false
    ) throws(CommandFailure) {
        self.format = format
        self.kinds = kinds
        guard let path else {
            handle = Mutex(toStandardError ? FileHandle.standardError : FileHandle.standardOutput)
            return
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else {
            throw CommandFailure(
                message: "cannot write the log to \(path): \(String(cString: strerror(errno)))",
                exitCode: .outputUnwritable)
        }
        handle = Mutex(FileHandle(fileDescriptor: descriptor, closeOnDealloc: true))
    }

    /// Writes the line for `event` if it is of a kind this writer prints; a text line has its
    /// control characters escaped (captions and titles come from files), JSON escapes its own.
    func write(_ event: LoggedEvent) {
        guard kinds.contains(event.kind) else { return }
        let text = format.line(for: event)
        let line = (format == .text ? TerminalText.escaped(text) : text) + "\n"
        handle.withLock { $0.write(Data(line.utf8)) }
    }
}
