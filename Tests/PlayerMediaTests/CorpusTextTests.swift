import Foundation
import Testing

/// The shared caption corpus: `$PLAYER_MEDIA_CORPUS`, or `../shared/media` beside the package.
enum TextCorpus {
    /// The corpus folder this run uses.
    static let folder: URL = {
        if let configured = ProcessInfo.processInfo.environment["PLAYER_MEDIA_CORPUS"] {
            return URL(fileURLWithPath: configured)
        }
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return packageRoot.appendingPathComponent("../shared/media").standardizedFileURL
    }()

    /// Whether corpus tests run: when the folder exists, or when the variable names one (a
    /// missing folder then fails the tests instead of skipping them).
    static let shouldRun =
        ProcessInfo.processInfo.environment["PLAYER_MEDIA_CORPUS"] != nil
        || FileManager.default.fileExists(atPath: folder.path)

    /// The bytes of the corpus file at `relativePath`.
    static func bytes(_ relativePath: String) throws -> [UInt8] {
        let url = folder.appendingPathComponent(relativePath)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw CorpusFileMissing(path: url.path)
        }
        return Array(data)
    }
}

/// A corpus file that should be there is not.
struct CorpusFileMissing: Error, CustomStringConvertible {
    /// The file looked for.
    var path: String
    var description: String { "corpus file missing: \(path)" }
}
