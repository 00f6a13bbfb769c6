import Foundation
import PlayerCaptions
import PlayerCore
import PlayerEngine
import PlayerSession

/// Reads and parses the `--script` file before anything plays.
enum ScriptFile {
    /// The script at `path` ("-" for standard input); a file that cannot be read (the
    /// message says why) or a bad line is a failure with exit code 4 naming the file.
    static func load(_ path: String) throws(CommandFailure) -> PlayerScript {
        let name = path == "-" ? "standard input" : path
        let text =
            path == "-"
            ? String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
            : try read(path)
        do {
            return try PlayerScript(parsing: text)
        } catch {
            // The message quotes the line's words: a megabyte-long word is cut short.
            throw CommandFailure(
                message: "script \(name), \(TerminalText.excerpt(error.description, limit: 200))",
                exitCode: .scriptError)
        }
    }

    /// The text of the script file at `path`: only a regular file is read (a FIFO would
    /// block), an empty one is an empty script.
    private static func read(_ path: String) throws(CommandFailure) -> String {
        func failure(_ cause: String) -> CommandFailure {
            CommandFailure(message: "cannot read script \(cause)", exitCode: .scriptError)
        }
        let bytes: [UInt8]
        do {
            bytes = try LocalFile.bytes(at: path, kind: .caption)
        } catch .emptyFile {
            return ""
        } catch .isDirectory {
            throw failure("\(path): is a directory")
        } catch {
            throw failure(error.description)
        }
        guard let text = String(bytes: bytes, encoding: .utf8) else {
            throw failure("\(path): is not UTF-8 text")
        }
        return text
    }
}
