import Foundation
import PlayerAccessibility

/// Reads the `--skin` file before the player opens.
enum SkinFile {
    /// The skin in the JSON file at `path`; a file that cannot be read or is not a skin is a
    /// usage failure (exit 2) naming the file and what is wrong.
    static func load(_ path: String) throws(CommandFailure) -> Skin {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandFailure(message: "skin \(path): cannot read the file", exitCode: .usage)
        }
        do {
            return try Skin(json: data, path: path)
        } catch {
            throw CommandFailure(message: "\(error)", exitCode: .usage)
        }
    }
}
