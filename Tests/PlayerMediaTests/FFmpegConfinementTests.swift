import Foundation
import Testing

/// FFmpeg's headers stay inside PlayerMedia: every import of its C modules there is
/// `internal` (SE-0409), so the compiler refuses a public declaration that shows an FFmpeg
/// type and no module built on PlayerMedia loads FFmpeg's headers; and no other library or
/// program imports them.
@Suite struct FFmpegConfinementTests {
    /// The package's root folder.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The C modules that carry FFmpeg's headers.
    static let ffmpegModules = ["CFFmpeg", "CFFmpegLoader"]

    /// Every Swift file under `folder` (relative to the package root), with its lines.
    static func swiftFiles(under folder: String) throws -> [(path: String, lines: [Substring])] {
        let root = packageRoot.appendingPathComponent(folder)
        guard let walk = FileManager.default.enumerator(atPath: root.path) else { return [] }
        return try walk.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
            .map { relative in
                let text = try String(
                    contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
                return ("\(folder)/\(relative)", text.split(separator: "\n"))
            }
    }

    /// The FFmpeg module an import line brings in, and how it is written before `import`
    /// (`""` for a plain import); nil when the line imports no FFmpeg module.
    static func ffmpegImport(in line: Substring) -> (module: String, access: String)? {
        let words = line.split(separator: " ")
        guard let at = words.firstIndex(of: "import"), at + 1 < words.count,
            ffmpegModules.contains(String(words[at + 1]))
        else { return nil }
        return (String(words[at + 1]), words[..<at].joined(separator: " "))
    }

    @Test func playerMediaImportsFFmpegOnlyInternally() throws {
        let files = try Self.swiftFiles(under: "Sources/PlayerMedia")
        var imports = 0
        for (path, lines) in files {
            for line in lines {
                guard let found = Self.ffmpegImport(in: line) else { continue }
                imports += 1
                #expect(
                    ["internal", "fileprivate", "private"].contains(found.access),
                    "\(path): `\(line)` must be `internal import \(found.module)`")
            }
        }
        // The check above means something only if PlayerMedia does use FFmpeg.
        #expect(imports > 10)
    }

    @Test func noOtherLibraryOrProgramImportsFFmpeg() throws {
        let sources = Self.packageRoot.appendingPathComponent("Sources")
        let folders = try FileManager.default.contentsOfDirectory(atPath: sources.path)
            .filter { !$0.hasPrefix("C") && $0 != "PlayerMedia" }
        #expect(folders.contains("PlayerEngine"))
        for folder in folders.sorted() {
            for (path, lines) in try Self.swiftFiles(under: "Sources/\(folder)") {
                #expect(
                    !lines.contains { Self.ffmpegImport(in: $0) != nil },
                    "\(path) imports FFmpeg's headers")
            }
        }
    }

    /// The package's manifest: only PlayerMedia and the loader depend on FFmpeg's module.
    @Test func onlyPlayerMediaAndTheLoaderDependOnFFmpeg() throws {
        let manifest = try String(
            contentsOf: Self.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        // Each declaration's text runs from its name to the next name: its dependencies.
        var dependents: [String] = []
        for declaration in manifest.components(separatedBy: "name: \"").dropFirst() {
            guard let nameEnd = declaration.firstIndex(of: "\"") else { continue }
            if declaration[nameEnd...].contains("\"CFFmpeg\"") {
                dependents.append(String(declaration[..<nameEnd]))
            }
        }
        #expect(dependents.sorted() == ["CFFmpegLoader", "PlayerMedia"])
    }
}
