/// Something a caption reader left out of a file, and the line it was on, for a warning that
/// names the file: `line 3: the time code "-5:00:00:00" is not HH:MM:SS:FF; the line is left
/// out`.
///
/// Readers skip what they cannot place (a time out of range, a malformed time code) and go on
/// with the rest of the file; the caller turns each into a warning, so that a cue never
/// vanishes without a word.
public struct SkippedLine: Hashable, Sendable, CustomStringConvertible {
    /// The line, counting from 1.
    public var line: Int
    /// What is wrong and what was left out, quoting the offending text escaped and cut short
    /// (``TerminalText/excerpt(_:limit:)``).
    public var reason: String

    /// Line `line`, skipped for `reason`.
    public init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }

    /// `line 3: …`.
    public var description: String {
        "line \(line): \(reason)"
    }
}
