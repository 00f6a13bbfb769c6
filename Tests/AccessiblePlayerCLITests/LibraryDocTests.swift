import Foundation
import Testing

/// docs/library.md's `Package.swift` and the harness test it shows, against the package.
@Suite("docs/library.md")
struct LibraryDocTests {
    private static func text(_ path: String) throws -> String {
        try String(contentsOf: CLIRunner.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The fenced blocks of docs/library.md, in order.
    private static func blocks() throws -> [String] {
        try text("docs/library.md").components(separatedBy: "```").enumerated()
            .filter { $0.offset % 2 == 1 }.map(\.element)
    }

    /// Every product the snippet names is one the package exports, and it names every module
    /// the harness example imports.
    @Test func thePackageSnippetNamesRealProductsAndAllTheHarnessNeeds() throws {
        let snippet = try #require(
            try Self.blocks().first { $0.contains("import PackageDescription") })
        let named = Set(
            snippet.matches(of: /\.product\(name: "([A-Za-z]+)"/).map { String($0.1) })
        let manifest = try Self.text("Package.swift")
        let exported = Set(
            manifest.matches(of: /\.library\(name: "([A-Za-z]+)"/).map { String($0.1) })
        #expect(!named.isEmpty)
        #expect(named.isSubset(of: exported), "\(named.subtracting(exported))")
        let folder = CLIRunner.packageRoot.appendingPathComponent("Samples/HarnessExampleTests")
        var imported: Set<String> = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            let source = try String(
                contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            imported.formUnion(source.matches(of: /(?m)^import ([A-Za-z]+)$/).map { String($0.1) })
        }
        imported.subtract(["Foundation", "Testing"])
        #expect(!imported.isEmpty)
        #expect(imported.isSubset(of: named), "\(imported.subtracting(named))")
    }

    /// The test the page shows is the sample's own, line for line (the sample indents it
    /// inside its suite).
    @Test func theShownTestIsTheSamplesTest() throws {
        let shown = try #require(try Self.blocks().first { $0.hasPrefix("swift\n@Test func") })
        let indented = shown.dropFirst("swift\n".count).split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
        let sample = try Self.text("Samples/HarnessExampleTests/DemoFilmVoiceOverTests.swift")
        #expect(sample.contains(indented))
    }
}
