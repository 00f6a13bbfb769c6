import Foundation
import PlayerCore

/// Writing the audit's `--report` page: created or truncated in place (a link stays a link),
/// and a failure says which file and why, with its own exit status.
enum AuditReportFile {
    /// Writes `text` to the file at `path`; throws a failure naming the file and the system's
    /// reason ("No such file or directory"), exit status ``ExitCode/outputUnwritable``.
    static func write(_ text: String, to path: String) throws(CommandFailure) {
        func failure() -> CommandFailure {
            CommandFailure(
                message:
                    "cannot write the report \(TerminalText.escaped(path, keepingLineBreaks: false)):"
                    + " \(String(cString: strerror(errno)))",
                exitCode: .outputUnwritable)
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw failure() }
        defer { close(descriptor) }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes {
                Foundation.write(descriptor, $0.baseAddress, $0.count)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw failure()
            }
            bytes = bytes.dropFirst(written)
        }
    }
}
