import Foundation
import MediaTestSupport

/// The package's targets and their direct dependencies, as SwiftPM itself reads
/// `Package.swift` (`swift package dump-package`), so that a test judges what the build
/// uses, not a reading of the manifest's text.
struct PackageManifest {
    /// The package's folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Each target's direct dependencies, by name.
    let dependencies: [String: [String]]

    /// The package's manifest, dumped once for every test.
    static let current = Result { try PackageManifest.dumped() }

    /// The manifest as `swift package dump-package` prints it. The dump uses a scratch folder
    /// of its own: the package's `.build` is locked while `swift test` runs.
    static func dumped() throws -> PackageManifest {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("package-layout-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let run = try ToolRun(
            "swift",
            [
                "package", "--package-path", root.path, "--scratch-path", scratch.path,
                "dump-package",
            ], in: root)
        guard run.status == 0 else {
            throw ManifestError(
                detail: "swift package dump-package exited with \(run.status): \(run.standardError)"
            )
        }
        let data = Data(run.standardOutput.utf8)
        return try PackageManifest(json: data)
    }

    /// The manifest of a `dump-package` JSON document.
    init(json: Data) throws {
        guard let document = try JSONSerialization.jsonObject(with: json) as? [String: Any],
            let targets = document["targets"] as? [[String: Any]]
        else { throw ManifestError(detail: "the dump has no targets") }
        var dependencies: [String: [String]] = [:]
        for target in targets {
            guard let name = target["name"] as? String else { continue }
            let listed = target["dependencies"] as? [[String: Any]] ?? []
            // Each dependency is `{"byName": [name, condition]}`, `{"target": [...]}` or
            // `{"product": [...]}`: its name comes first.
            dependencies[name] = listed.compactMap { entry in
                entry.values.compactMap { ($0 as? [Any])?.first as? String }.first
            }
        }
        self.dependencies = dependencies
    }

    /// Every target `target` builds on, directly or through others.
    func closure(of target: String) -> Set<String> {
        var seen: Set<String> = []
        var waiting = dependencies[target] ?? []
        while let next = waiting.popLast() {
            guard seen.insert(next).inserted else { continue }
            waiting += dependencies[next] ?? []
        }
        return seen
    }
}

/// The manifest could not be read.
struct ManifestError: Error, CustomStringConvertible {
    /// What went wrong.
    let detail: String

    var description: String { detail }
}
