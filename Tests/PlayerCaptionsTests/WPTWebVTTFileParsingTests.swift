import Foundation
import MediaTestSupport
import PlayerCaptions
import PlayerCore
import Testing

/// The W3C web-platform-tests for WebVTT file parsing, run from the suite's own files: every
/// `tests/support/<name>.vtt` is read by ``WebVTTDocument`` (decoded as the player decodes
/// caption files), its cues are handed to Node.js as VTTCue and VTTRegion objects, and the
/// suite's `tests/<name>.expected.js` assertions run on them through
/// `WPT/testharness-shim.js`.
///
/// Two copies of the suite are run: `wpt-webvtt-file-parsing` (40 tests) and the older
/// `wpt-webvtt-parsing` (7 tests at their 2017 versions), two of whose generated files
/// contradict their own assertions (``suiteDefects``); the newer copy fixed both.
@Suite(
    .enabled(
        if: Corpus.isAvailable && NodeJS.testsRun,
        "caption corpus or node not found (set PLAYER_MEDIA_CORPUS; `make deps` installs node)"))
struct WPTWebVTTFileParsingTests {
    /// The folders holding `tests/<name>.expected.js` and `tests/support/<name>.vtt`.
    static let suites = ["wpt-webvtt-file-parsing", "wpt-webvtt-parsing"]

    /// Tests of the older copy whose `.vtt`, generated from the `.test` as upstream's
    /// `build.py` does (Python `unicode_escape`), does not hold what its assertions assume.
    static let suiteDefects = [
        "wpt-webvtt-parsing/newlines":
            "each line of the .test ends in `\\r\\` or `\\n\\`, and unicode_escape reads"
            + " backslash-newline as a line continuation, so the .vtt lacks the blank lines"
            + " between cues that the assertions on ids and texts assume",
        "wpt-webvtt-parsing/nulls.partial":
            "the .test writes `\\0` then `3`, which unicode_escape reads as the octal escape"
            + " `\\03` (U+0003), not NUL then 3, so the cue text has no NUL to become U+FFFD",
    ]

    /// The two ways a WebVTT file's bytes reach the parser: where they are, as a caption file
    /// is read (UTF-8 scanned in place), and as text decoded first (HLS segments, MP4 samples).
    enum Reading: String, CaseIterable, Sendable {
        case fileBytes, decodedText

        func document(_ bytes: [UInt8]) -> WebVTTDocument {
            switch self {
            case .fileBytes: WebVTTDocument(parsingFileBytes: bytes)
            case .decodedText: WebVTTDocument(parsing: DecodedText(subtitleBytes: bytes).text)
            }
        }
    }

    @Test(
        "Every expected.js of the WPT file-parsing suites holds for our cues",
        arguments: suites, Reading.allCases)
    func expectationsHold(suite: String, reading: Reading) throws {
        let testsFolder = Corpus.root.appendingPathComponent(suite).appendingPathComponent("tests")
        let names = try FileManager.default.contentsOfDirectory(atPath: testsFolder.path)
            .filter { $0.hasSuffix(".expected.js") }
            .map { String($0.dropLast(".expected.js".count)) }
            .sorted()
        #expect(!names.isEmpty, "no expected.js in \(testsFolder.path)")
        let input = try names.map { name in
            let bytes = try Corpus.bytes("\(suite)/tests/support/\(name).vtt")
            let document = reading.document(bytes)
            return JSONValue.object([
                ("name", .string(name)),
                (
                    "expectedPath",
                    .string(testsFolder.appendingPathComponent("\(name).expected.js").path)
                ),
                ("regions", .array(document.regions.map(\.vttRegion))),
                ("cues", .array(document.cues.map { $0.vttCue(regions: document.regions) })),
            ])
        }
        let inputFile = FileManager.default.temporaryDirectory
            .appendingPathComponent(
                "wpt-webvtt-\(suite)-\(reading)-\(ProcessInfo.processInfo.processIdentifier).json")
        try Data(JSONValue.array(input).written().utf8).write(to: inputFile)
        defer { try? FileManager.default.removeItem(at: inputFile) }
        let shim = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("WPT/testharness-shim.js")
        let output = try NodeJS.run(script: shim, arguments: [inputFile.path])
        let results = try #require(
            try JSONSerialization.jsonObject(with: output) as? [[String: Any]])
        #expect(results.count == names.count)
        for result in results {
            let name = result["name"] as? String ?? "?"
            let message = result["message"] as? String ?? ""
            let passed = result["passed"] as? Bool == true
            if let defect = Self.suiteDefects["\(suite)/\(name)"] {
                withKnownIssue("\(suite) \(name): \(defect)") {
                    #expect(passed, "\(message)")
                }
            } else {
                #expect(passed, "\(suite) \(name): \(message)")
            }
        }
    }
}

/// The W3C file-parsing suite's signature cases, which need no JavaScript.
@Suite(.enabled(if: Corpus.isAvailable, "caption corpus not found (set PLAYER_MEDIA_CORPUS)"))
struct WPTWebVTTSignatureTests {
    /// `signature-invalid.html` lists files a browser must refuse to load (an `error` event):
    /// each one in `support/` is refused by the parser and by the caption-file reader.
    /// (`signature-null.vtt` and `signature-websrt.vtt` are not in the corpus; see its
    /// PROVENANCE.txt.)
    @Test func invalidSignaturesAreRefused() throws {
        let folder = "wpt-webvtt-file-parsing"
        let page = String(
            decoding: try Corpus.bytes("\(folder)/signature-invalid.html"), as: UTF8.self)
        let files = page.matches(of: /\['[^']*',\s*'([^']+\.vtt)'\]/).map { String($0.output.1) }
        #expect(files.count == 11)
        var refused = 0
        for file in files {
            guard let bytes = try? Corpus.bytes("\(folder)/support/\(file)") else { continue }
            let text = DecodedText(subtitleBytes: bytes).text
            #expect(!WebVTTDocument(parsing: text).isValid, "\(file) was read as WebVTT")
            #expect(
                !WebVTTDocument(parsingFileBytes: bytes).isValid,
                "\(file) was read as WebVTT from its bytes")
            #expect(throws: WebVTTSignatureError.self, "\(file)") {
                try readTextCaptions(fileBytes: bytes, format: .webVTT) { _ in }
            }
            #expect(throws: WebVTTSignatureError.self, "\(file)") {
                try readTextCaptions(text, format: .webVTT)
            }
            refused += 1
        }
        #expect(refused == 9)
    }
}

extension WebVTTCue {
    /// The cue as the HTML standard's VTTCue shows it, its region given as an index into
    /// `regions` (so cues naming one region share one object, as in a browser).
    fileprivate func vttCue(regions: [WebVTTRegion]) -> JSONValue {
        let region = settings.region.flatMap { region in
            regions.lastIndex { $0.identifier == region.identifier }
        }
        return .object([
            ("id", .string(identifier)),
            ("startTime", .number(Double(start.microseconds) / 1_000_000)),
            ("endTime", .number(Double(end.microseconds) / 1_000_000)),
            ("text", .string(payload)),
            ("region", region.map { .integer(Int64($0)) } ?? .null),
            ("vertical", .string(settings.writingDirection.rawValue)),
            ("snapToLines", .bool(settings.snapsToLines)),
            ("line", settings.line.map(JSONValue.number) ?? .string("auto")),
            ("lineAlign", .string(settings.lineAlignment.rawValue)),
            ("position", settings.position.map(JSONValue.number) ?? .string("auto")),
            ("positionAlign", .string(settings.positionAlignment.rawValue)),
            ("size", .number(settings.size)),
            ("align", .string(settings.alignment.rawValue)),
        ])
    }
}

extension WebVTTRegion {
    /// The region as the HTML standard's VTTRegion shows it.
    fileprivate var vttRegion: JSONValue {
        .object([
            ("id", .string(identifier)),
            ("width", .number(width)),
            ("lines", .number(lines)),
            ("regionAnchorX", .number(regionAnchorX)),
            ("regionAnchorY", .number(regionAnchorY)),
            ("viewportAnchorX", .number(viewportAnchorX)),
            ("viewportAnchorY", .number(viewportAnchorY)),
            ("scroll", .string(scrollsUp ? "up" : "")),
        ])
    }
}
