import Foundation
import PlayerCore

/// Writes lines to standard error, unbuffered.
enum StandardError {
    /// Writes `line` and a newline, its control characters escaped (messages quote text from
    /// files: playlist lines, titles, script words).
    static func write(_ line: String) {
        FileHandle.standardError.write(Data((TerminalText.escaped(line) + "\n").utf8))
    }
}
