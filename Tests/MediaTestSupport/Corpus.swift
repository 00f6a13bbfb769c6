import Foundation
import Testing

/// The shared real-world caption corpus: `$PLAYER_MEDIA_CORPUS`, else `../shared/media` beside
/// the package root. Suites use `.enabled(if: Corpus.isAvailable)`, so without the corpus (and
/// without the variable) they are skipped and say so; with the variable set, a missing folder
/// or file fails.
public enum Corpus {
    /// Whether the run demands the corpus (CI sets the variable).
    public static let isRequired = ProcessInfo.processInfo.environment["PLAYER_MEDIA_CORPUS"] != nil

    /// The corpus folder this run uses.
    public static let root: URL = {
        if let configured = ProcessInfo.processInfo.environment["PLAYER_MEDIA_CORPUS"] {
            return URL(fileURLWithPath: configured)
        }
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return packageRoot.deletingLastPathComponent().appendingPathComponent("shared/media")
    }()

    /// Whether corpus tests run: always when the variable is set (a missing folder then fails).
    public static let isAvailable = isRequired || FileManager.default.fileExists(atPath: root.path)

    /// The path of `file` in `folder`, recording a failure when it is missing.
    public static func path(_ folder: String, _ file: String) -> String {
        let path = root.appendingPathComponent(folder).appendingPathComponent(file).path
        if !FileManager.default.fileExists(atPath: path) {
            Issue.record("corpus file missing: \(path)")
        }
        return path
    }

    /// The bytes of the corpus file at `relativePath` (e.g. "ax-sidecars/ssa_typical.ass").
    public static func bytes(_ relativePath: String) throws -> [UInt8] {
        let url = root.appendingPathComponent(relativePath)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw CorpusFileMissing(path: url.path)
        }
        return Array(data)
    }
}

/// A corpus file that should be there is not.
public struct CorpusFileMissing: Error, CustomStringConvertible {
    /// The file looked for.
    public var path: String
    /// Says which file is missing.
    public var description: String { "corpus file missing: \(path)" }
}
