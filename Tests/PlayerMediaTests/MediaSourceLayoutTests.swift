import Foundation
import Testing

/// The media layer's shape (issue 34): one type per kind of source behind
/// ``OpenedMediaSource``, sharing small parts by composition, so that no type is the class of
/// everything, extended from everywhere and holding every kind's state. Judged by reading
/// `Sources/PlayerMedia` as a maintainer would.
@Suite struct MediaSourceLayoutTests {
    /// The module's folder.
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/PlayerMedia")

    /// Each Swift file of the module, by path under it, with its text.
    static func files() throws -> [(path: String, text: String)] {
        let walker = try #require(FileManager.default.enumerator(atPath: sources.path))
        return try walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
            .map { path in
                (
                    path,
                    try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
                )
            }
    }

    /// The name a line at the top of a file declares or extends (`final class X`,
    /// `extension X: P`), if it does.
    static func topLevelType(of line: Substring) -> (name: String, isExtension: Bool)? {
        let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "{" || $0 == "<" })
        let keywords: Set<Substring> = [
            "class", "struct", "enum", "protocol", "actor", "extension",
        ]
        let modifiers: Set<Substring> = ["public", "internal", "final", "private", "fileprivate"]
        guard let keyword = words.drop(while: { modifiers.contains($0) }).first,
            keywords.contains(keyword),
            let name = words.drop(while: { modifiers.contains($0) }).dropFirst().first
        else { return nil }
        return (String(name), keyword == "extension")
    }

    /// The stored properties each type declares in its own body: lines one level in, `let` or
    /// `var` without `static`, and without a body of their own (a computed property).
    static func storedProperties() throws -> [String: [String]] {
        var found: [String: [String]] = [:]
        for (_, text) in try files() {
            var current: String?
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if !line.hasPrefix(" "), let declared = topLevelType(of: line) {
                    current = declared.isExtension ? nil : declared.name
                    continue
                }
                guard let type = current, line.hasPrefix("    "), !line.hasPrefix("     "),
                    !line.contains("static "), !line.hasSuffix("{")
                else { continue }
                let words = line.split(separator: " ")
                guard let index = words.firstIndex(where: { $0 == "let" || $0 == "var" }),
                    words[..<index].allSatisfy({
                        $0.hasPrefix("public") || $0.hasPrefix("private")
                            || $0.hasPrefix("internal") || $0 == "weak" || $0 == "lazy"
                    }),
                    !line.contains(" { ")
                else { continue }
                found[type, default: []].append(line.trimmingCharacters(in: .whitespaces))
            }
        }
        return found
    }

    @Test func noTypeIsExtendedFromMoreThanEightFiles() throws {
        var filesOfType: [String: Set<String>] = [:]
        for (path, text) in try Self.files() {
            for line in text.split(separator: "\n") where !line.hasPrefix(" ") {
                if let declared = Self.topLevelType(of: line) {
                    filesOfType[declared.name, default: []].insert(path)
                }
            }
        }
        #expect(!filesOfType.isEmpty)
        for (type, files) in filesOfType {
            #expect(
                files.count <= 8, "\(type) is spread over \(files.count) files: \(files.sorted())")
        }
    }

    @Test func everyKindIsItsOwnTypeAndNoneHoldsAnotherKindsState() throws {
        let properties = try Self.storedProperties()
        // Each kind's own state, as the type that carries it.
        let kindState = [
            "HLSLiveFeed": "a live HLS feed", "DASHLiveFeed": "a live DASH feed",
            "ParsedCaptionFile": "a parsed caption document",
        ]
        for (type, lines) in properties {
            let held = kindState.keys.filter { state in lines.contains { $0.contains(state) } }
            #expect(held.count <= 1, "\(type) holds \(held.sorted()): \(lines)")
        }
        // The old class of everything held 20 stored properties; the shared reader holds ten.
        for (type, lines) in properties where type.hasSuffix("Source") || type == "TrackReader" {
            #expect(lines.count <= 12, "\(type) holds \(lines.count) stored properties: \(lines)")
        }
        for kind in [
            "DemuxedMediaSource", "CaptionDocumentSource", "HLSWebVTTPlaylistSource",
            "DASHPresentationSource",
        ] {
            #expect(
                properties[kind]?.contains { $0.hasPrefix("let reading: TrackReader") } == true,
                "\(kind) does not hold its own TrackReader")
        }
        #expect(properties["MediaSource"] == nil, "MediaSource, the entry point, holds state")
    }
}
