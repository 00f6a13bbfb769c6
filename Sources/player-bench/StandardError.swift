import Foundation

/// Writes lines to standard error, unbuffered.
enum StandardError {
    /// Writes `line` and a newline.
    static func write(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
