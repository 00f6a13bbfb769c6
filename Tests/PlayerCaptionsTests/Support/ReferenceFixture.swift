import Foundation

/// A folder of other projects' caption files under `Fixtures/`, with the tab-separated
/// `reference.tsv` a reference reader wrote for them (each folder's PROVENANCE.txt says which
/// and how).
struct ReferenceFixture {
    /// One line of `reference.tsv`: the file it is about and its other fields, text fields
    /// with `\n` read as a line break and `\\` as a backslash.
    struct Row {
        var file: String
        var fields: [String]
    }

    /// The fixture folder.
    let folder: URL

    /// The folder `Fixtures/<name>` beside the tests.
    init(_ name: String) {
        folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures")
            .appendingPathComponent(name)
    }

    /// The bytes of `file` in the folder.
    func bytes(_ file: String) throws -> [UInt8] {
        let path = folder.appendingPathComponent(file).path
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FixtureFileMissing(path: path)
        }
        return Array(data)
    }

    /// The path of `file` in the folder.
    func path(_ file: String) -> String {
        folder.appendingPathComponent(file).path
    }

    /// The files of the folder ending in `suffix`, sorted.
    func files(endingIn suffix: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(suffix) }.sorted()
    }

    /// The rows of `reference.tsv`, in its order.
    func referenceRows() throws -> [Row] {
        let text = String(decoding: try bytes("reference.tsv"), as: UTF8.self)
        return text.split(separator: "\n").map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
                .map { Self.unescaped(String($0)) }
            return Row(file: fields[0], fields: Array(fields.dropFirst()))
        }
    }

    /// `\n` as a line break, `\t` as a tab, `\\` as a backslash.
    private static func unescaped(_ field: String) -> String {
        var result = ""
        var escaping = false
        for character in field {
            if escaping {
                result.append(character == "n" ? "\n" : character == "t" ? "\t" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}

/// A fixture file that should be there is not.
struct FixtureFileMissing: Error, CustomStringConvertible {
    /// Where it should be.
    var path: String

    var description: String { "fixture file missing: \(path)" }
}
