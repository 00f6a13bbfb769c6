import Foundation
import MediaTestSupport
import PlayerCaptions
import PlayerCore
import Testing

/// The W3C web-platform-tests for WebVTT cue text parsing, run from the suite's own files.
///
/// Each case of `dat/*.dat` is cue text and the DOM fragment a browser builds from it
/// (`getCueAsHTML()`), written one node per line. As upstream's harness does, the cue text
/// is put in a file after `WEBVTT` and one timing line, the file is read by
/// ``WebVTTDocument``, and the first cue's ``WebVTTCueText/nodes`` are written the way
/// upstream's serializer writes the fragment, then compared. The generated pages
/// `tests/*.html` hold the same cases (one more, in `tree-building.html`, exists only there):
/// their cases are checked to agree with the `.dat` ones and the extra one is run too.
@Suite(.enabled(if: Corpus.isAvailable, "caption corpus not found (set PLAYER_MEDIA_CORPUS)"))
struct WPTWebVTTCueTextParsingTests {
    static let folder = "wpt-webvtt-cue-text-parsing"
    static let groups = ["entities", "tags", "text", "timestamps", "tree-building"]

    /// One case: cue text and the fragment expected from it.
    struct Case: CustomTestStringConvertible, Sendable {
        var group: String
        var input: String
        var expected: String
        var testDescription: String { "\(group): \(TerminalText.excerpt(input))" }
    }

    /// The cases of every `.dat`, then those only the generated pages have.
    static let cases: [Case] = {
        var cases: [Case] = []
        for group in groups {
            let datCases =
                (try? Corpus.bytes("\(folder)/dat/\(group).dat"))
                .map { Self.datFileCases(String(decoding: $0, as: UTF8.self), group: group) } ?? []
            let generated =
                (try? Corpus.bytes("\(folder)/tests/\(group).html"))
                .map { Self.pageCases(String(decoding: $0, as: UTF8.self), group: group) } ?? []
            cases += datCases
            let datInputs = Set(datCases.map(\.input))
            cases += generated.filter { !datInputs.contains($0.input) }
        }
        return cases
    }()

    @Test func theSuiteHasItsSeventyEightCases() {
        #expect(Self.cases.count == 78)
    }

    @Test("The .dat files and the generated pages agree", arguments: groups)
    func datAndPagesAgree(group: String) throws {
        let dat = Self.datFileCases(
            String(decoding: try Corpus.bytes("\(Self.folder)/dat/\(group).dat"), as: UTF8.self),
            group: group)
        let page = Self.pageCases(
            String(decoding: try Corpus.bytes("\(Self.folder)/tests/\(group).html"), as: UTF8.self),
            group: group)
        let pageExpectations = Dictionary(page.map { ($0.input, $0.expected) }) { first, _ in first
        }
        for datCase in dat {
            #expect(pageExpectations[datCase.input] == datCase.expected, "\(datCase)")
        }
    }

    @Test("Cue text builds the fragment the suite expects", arguments: cases)
    func fragmentMatches(_ testCase: Case) throws {
        let file = "WEBVTT\n\n00:00.000 --> 00:01.000\n" + testCase.input
        let cue = try #require(WebVTTDocument(parsing: file).cues.first)
        #expect(fragment(cue.text.nodes) == testCase.expected)
    }

    // MARK: The suite's formats

    /// The cases of a `.dat` file: blocks of `#data` (the cue text, Python escapes decoded,
    /// its last line break not part of it), `#errors` and `#document-fragment` (the expected
    /// lines, escapes decoded too).
    static func datFileCases(_ text: String, group: String) -> [Case] {
        var cases: [Case] = []
        var data: [Substring] = []
        var fragment: [Substring] = []
        var section = ""
        func finish() {
            guard section == "#document-fragment" else { return }
            let expected = (["#document-fragment"] + fragment).joined(separator: "\n")
            cases.append(
                Case(
                    group: group, input: pythonUnescaped(data.joined(separator: "\n")),
                    expected: pythonUnescaped(expected)))
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "#data" {
                finish()
                (data, fragment, section) = ([], [], "#data")
            } else if line == "#errors" || line == "#document-fragment" {
                section = String(line)
            } else if section == "#data" {
                data.append(line)
            } else if section == "#document-fragment", line.hasPrefix("|") {
                fragment.append(line)
            }
        }
        finish()
        return cases
    }

    /// The cases of a generated page: `runTests([{name, input, expected}, …])` with the input
    /// and expected fragment percent-encoded.
    static func pageCases(_ page: String, group: String) -> [Case] {
        page.matches(of: /input:'([^']*)', expected:'([^']*)'/).compactMap { match in
            guard let input = String(match.output.1).removingPercentEncoding,
                let expected = String(match.output.2).removingPercentEncoding
            else { return nil }
            return Case(group: group, input: input, expected: expected)
        }
    }

    /// `text` with Python's string escapes (`\n`, `\t`, `\x00`, `\u2713`, `\\`) decoded, as
    /// upstream's generator decodes the `.dat` files.
    static func pythonUnescaped(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\\", let escape = scalars.next() else {
                result.append(scalar)
                continue
            }
            let hexDigits: Int
            switch escape {
            case "n": result.append("\n"); continue
            case "t": result.append("\t"); continue
            case "r": result.append("\r"); continue
            case "\\": result.append("\\"); continue
            case "x": hexDigits = 2
            case "u": hexDigits = 4
            case "U": hexDigits = 8
            default:
                result.append(scalar)
                result.append(escape)
                continue
            }
            var hex = ""
            for _ in 0..<hexDigits {
                if let digit = scalars.next() { hex.unicodeScalars.append(digit) }
            }
            if let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) {
                result.append(decoded)
            }
        }
        return String(result)
    }

    /// The nodes written as upstream's `test_serializer` writes a document fragment: a line
    /// per node, `|` then one space less than two per depth, attributes sorted by name on the
    /// lines after their element, one level deeper.
    func fragment(_ nodes: [WebVTTCueNode]) -> String {
        var lines = ["#document-fragment"]
        func write(_ nodes: [WebVTTCueNode], depth: Int) {
            let indent = "|" + String(repeating: " ", count: 2 * depth - 1)
            for node in nodes {
                switch node {
                case .text(let text):
                    lines.append(indent + "\"" + text + "\"")
                case .timestamp(let time):
                    lines.append(indent + "<?timestamp \(timestampText(time))>")
                case .element(let element):
                    let (name, attributes) = htmlElement(element)
                    lines.append(indent + "<\(name)>")
                    for (attribute, value) in attributes.sorted(by: { $0.0 < $1.0 }) {
                        lines.append(indent + "  \(attribute)=\"\(value)\"")
                    }
                    write(element.children, depth: depth + 1)
                }
            }
        }
        write(nodes, depth: 1)
        return lines.joined(separator: "\n")
    }

    /// The HTML element the WebVTT cue text DOM construction rules make of `element`.
    private func htmlElement(_ element: WebVTTCueElement) -> (String, [(String, String)]) {
        var attributes: [(String, String)] = []
        if !element.classes.isEmpty {
            attributes.append(("class", element.classes.joined(separator: " ")))
        }
        switch element.kind {
        case .class: return ("span", attributes)
        case .italic: return ("i", attributes)
        case .bold: return ("b", attributes)
        case .underline: return ("u", attributes)
        case .ruby: return ("ruby", attributes)
        case .rubyText: return ("rt", attributes)
        case .voice(let name): return ("span", attributes + [("title", name)])
        case .language(let tag): return ("span", attributes + [("lang", tag)])
        }
    }

    /// A time as a WebVTT timestamp with hours: at least two digits of them.
    private func timestampText(_ time: MediaTime) -> String {
        let milliseconds = time.microseconds / 1_000
        let (hours, rest) = milliseconds.quotientAndRemainder(dividingBy: 3_600_000)
        func padded(_ value: Int64, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(padded(hours, 2)):\(padded(rest / 60_000, 2)):"
            + "\(padded(rest % 60_000 / 1_000, 2)).\(padded(rest % 1_000, 3))"
    }
}
