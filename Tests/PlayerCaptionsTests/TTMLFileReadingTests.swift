import Foundation
import MediaTestSupport
import PlayerCore
import Testing

@testable import PlayerCaptions

/// A TTML file read from its path, parsed as it is read when nothing needs the whole file:
/// what it gives must be what the same bytes give read whole.
@Suite struct TTMLFileReadingTests {
    private static let timedText = #"<tt xmlns="http://www.w3.org/ns/ttml">"#

    /// Writes `bytes` to a fresh file and returns its path.
    private func file(_ bytes: [UInt8], _ name: String) throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("ttml-file-reading-\(UUID().uuidString)-\(name)").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    private func file(_ text: String, _ name: String) throws -> String {
        try file(Array(text.utf8), name)
    }

    /// The cues, skipped lines and language of the file at `path` read from its path.
    private func readFromPath(_ path: String) throws -> ([Cue], [SkippedLine], LanguageTag?) {
        var cues: [Cue] = []
        let (skipped, language, _) = try TTMLDocument.read(fileAt: path) { cues.append($0) }
        return (cues, skipped, language)
    }

    @Test(
        "Every corpus TTML file read from its path gives the cues, warnings and language its bytes give",
        .enabled(if: Corpus.isAvailable, "caption corpus not found (set PLAYER_MEDIA_CORPUS)"),
        arguments: [
            "ax-sidecars/ttml_simple.ttml", "ax-sidecars/ttml_rubies.ttml",
            "ax-sidecars/ttml_overlapping_times.ttml", "media3-text/ttml/text_align.ttml",
            "media3-text/ttml/multiple_regions.ttml", "media3-text/ttml/vertical_text.ttml",
            "media3-text/ttml/bitmap_percentage_region.ttml",
            "media3-text/ttml/inherit_region_attributes_from_style.ttml",
        ])
    func corpusFileAsItsBytes(relativePath: String) throws {
        let bytes = try Corpus.bytes(relativePath)
        var wholeCues: [Cue] = []
        let whole = try TTMLDocument.read(bytes) { wholeCues.append($0) }
        let (cues, skipped, language) = try readFromPath(
            Corpus.root.appendingPathComponent(relativePath).path)
        #expect(!cues.isEmpty)
        #expect(cues == wholeCues)
        #expect(skipped == whole.skipped)
        #expect(language == whole.language)
    }

    @Test("A plain file is parsed as it is read; its XML declaration does not stop that")
    func plainFileStreams() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            \(Self.timedText)<body><div><p begin="1s" end="2s">A</p></div></body></tt>

            """
        let path = try file(text, "plain.ttml")
        #expect(TTMLStreamScreen.streamableStart(ofFileAt: path) == Array(text.utf8))
        let (cues, _, _) = try readFromPath(path)
        #expect(cues.map(ExpectedCue.init) == [ExpectedCue(1_000, 2_000, "A")])
    }

    @Test(
        "A file a pass before the parser would change is read whole, and reads as its bytes do",
        arguments: [
            ("doctype", #"<!DOCTYPE tt [<!ENTITY e "ent">]>"# + "\n", "A &e; B"),
            ("instruction", "", "A<?pi data?>B"),
            ("instruction in a comment", "<!-- <? -->", "C"),
            ("bound XML namespace", "", "D"),
            ("declared windows-1252", #"<?xml version="1.0" encoding="windows-1252"?>"#, "E"),
        ])
    func changedFileIsReadWhole(name: String, prolog: String, paragraph: String) throws {
        let root =
            name == "bound XML namespace"
            ? #"<tt xmlns="http://www.w3.org/ns/ttml" xmlns:id="http://www.w3.org/XML/1998/namespace">"#
            : Self.timedText
        let text =
            prolog + root + #"<body><div><p begin="1s" end="2s">"#
            + paragraph + "</p></div></body></tt>\n"
        let path = try file(text, "changed.ttml")
        #expect(TTMLStreamScreen.streamableStart(ofFileAt: path) == nil)
        var wholeCues: [Cue] = []
        let whole = try TTMLDocument.read(Array(text.utf8)) { wholeCues.append($0) }
        let (cues, skipped, _) = try readFromPath(path)
        #expect(!cues.isEmpty)
        #expect(cues == wholeCues)
        #expect(skipped == whole.skipped)
    }

    @Test("A UTF-16 file is read whole, so that all of it is checked to be UTF-16")
    func utf16FileIsReadWhole() throws {
        let text =
            "\u{FEFF}" + Self.timedText
            + #"<body><div><p begin="1s" end="2s">A</p></div></body></tt>"#
        let path = try file(
            Array(text.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, "u16.ttml")
        #expect(TTMLStreamScreen.streamableStart(ofFileAt: path) == nil)
        let (cues, _, _) = try readFromPath(path)
        #expect(cues.map(ExpectedCue.init) == [ExpectedCue(1_000, 2_000, "A")])
    }

    @Test("A processing instruction cut by the end of a block read is still found")
    func markerAcrossBlocks() throws {
        let head = Self.timedText + "<body><div><!--"
        // Every place the instruction can start around the end of the first block read.
        for start in (TTMLStreamScreen.blockSize - 40)...(TTMLStreamScreen.blockSize + 40) {
            let padding = String(repeating: "x", count: start - head.utf8.count)
            let text = head + padding + #"<?pi?>--><p begin="1s" end="2s">A</p></div></body></tt>"#
            let path = try file(text, "across.ttml")
            defer { try? FileManager.default.removeItem(atPath: path) }
            #expect(TTMLStreamScreen.streamableStart(ofFileAt: path) == nil, "at \(start)")
        }
    }

    @Test("A file parsed as it is read is refused with the reader's error, naming the file")
    func streamedErrorsNameTheFile() throws {
        let deep =
            Self.timedText + "<body><div><p begin=\"1s\" end=\"2s\">"
            + String(repeating: "<span>", count: 300) + "x"
            + String(repeating: "</span>", count: 300)
            + "</p></div></body></tt>"
        let path = try file(deep, "deep.ttml")
        #expect(TTMLStreamScreen.streamableStart(ofFileAt: path) != nil)
        #expect(
            throws: MediaError.notMediaFile(
                path: path, detail: TTMLError.nestedTooDeeply(line: 1, limit: 256).description)
        ) {
            try readFromPath(path)
        }
        let late = try file(Self.timedText + "\n<body/>\n<head/></tt>", "late-head.ttml")
        let (_, skipped, _) = try readFromPath(late)
        #expect(skipped.map(\.line) == [3])
        #expect(skipped.first?.reason.hasPrefix("<head> after <body>") == true)
        #expect(throws: MediaError.noSuchFile(path: path + ".missing")) {
            try readFromPath(path + ".missing")
        }
    }
}
