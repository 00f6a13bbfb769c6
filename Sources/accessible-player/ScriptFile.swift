import Foundation
import PlayerCore
import PlayerEngine

/// Reads and parses the `--script` file before anything plays.
enum ScriptFile {
    /// The script at `path` ("-" for standard input); a missing file or a bad line is a
    /// failure with exit code 4 naming the file and the line.
    static func load(_ path: String) throws(CommandFailure) -> PlayerScript {
        let name = path == "-" ? "standard input" : path
        let text: String
        do {
            text =
                path == "-"
                ? String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
                : try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw CommandFailure(message: "cannot read script \(name)", exitCode: .scriptError)
        }
        do {
            return try PlayerScript(parsing: text)
        } catch {
            // The message quotes the line's words: a megabyte-long word is cut short.
            throw CommandFailure(
                message: "script \(name), \(TerminalText.excerpt(error.description, limit: 200))",
                exitCode: .scriptError)
        }
    }
}
