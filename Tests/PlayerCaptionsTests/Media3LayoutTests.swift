import Foundation
import MediaTestSupport
import PlayerCaptions
import PlayerCore
import Testing

/// The layout of the TTML, SSA and SubRip files of `media3-text/`, against the positions
/// Media3's parser tests assert for them, read from the corpus's `EXPECTED.md`.
///
/// Media3's model and ours are both WebVTT's cue box, so most values compare directly
/// (fractions × 100). Where we follow another reference on purpose, the test says so and
/// asserts what that reference gives, worked out from the file:
/// - SSA margins: libass draws a bottom-aligned event `MarginV` above the bottom and a
///   left-aligned one at `MarginL`; Media3 uses a fixed 5% instead (`line 0.95`,
///   `position 0.05`).
/// - SSA: the first `\pos` of an event counts, as in libass (which ignores later ones);
///   Media3 takes the last. A `\move` places the caption where it appears, at the motion's
///   start; Media3 takes its end.
/// - SSA without `PlayResY`: libass completes it (3/4 of PlayResX) and honours `\pos`;
///   Media3 drops the position.
/// - TTML `multiple_regions.ttml` binds the prefix `id` to the XML namespace, which
///   Namespaces in XML forbids; our reader ignores that declaration with a warning
///   (``TTMLImageCueTests`` reads the file as it is), and this test removes it. The file's `ttm:origin` and unprefixed `extent` are read, as
///   Media3 reads them (see ``TTMLDocument``). Media3 merges paragraphs sharing a region into
///   one cue; ours stay separate cues in the same region.
@Suite(.enabled(if: Corpus.isAvailable, "caption corpus not found (set PLAYER_MEDIA_CORPUS)"))
struct Media3LayoutTests {
    let expected: Media3Expectations

    init() throws {
        expected = try Media3Expectations()
    }

    private func text(_ file: String) throws -> String {
        String(decoding: try Corpus.bytes("media3-text/" + file), as: UTF8.self)
    }

    /// Checks each of position, line, size, the anchors and the text alignment that `clause`
    /// states.
    private func expectLayout(
        _ layout: CueLayout, _ clause: Substring, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        typealias E = Media3Expectations
        func close(_ ours: Double?, _ theirs: Double) -> Bool {
            guard let ours else { return false }
            return abs(ours - theirs * 100) < 1e-6
        }
        if let position = E.number("position", in: clause) {
            #expect(
                close(layout.position, position), "position in \(clause)",
                sourceLocation: sourceLocation)
        }
        if let line = E.number("line", in: clause) {
            guard case .percent(let ours) = layout.line else {
                Issue.record("line \(layout.line) for \(clause)", sourceLocation: sourceLocation)
                return
            }
            #expect(close(ours, line), "line in \(clause)", sourceLocation: sourceLocation)
        }
        if let size = E.number("size", in: clause) {
            #expect(close(layout.size, size), "size in \(clause)", sourceLocation: sourceLocation)
        }
        if let anchor = E.word(after: "lineAnchor", in: clause) {
            #expect(
                layout.lineAnchor == E.anchor(anchor), "\(clause)", sourceLocation: sourceLocation)
        }
        if let anchor = E.word(after: "positionAnchor", in: clause) {
            #expect(
                layout.positionAnchor == E.anchor(anchor), "\(clause)",
                sourceLocation: sourceLocation)
        }
        if let alignment = E.word(after: "textAlignment", in: clause) {
            #expect(
                Self.matches(layout.textAlignment, alignment), "\(clause)",
                sourceLocation: sourceLocation)
        }
    }

    /// Whether our alignment is Media3's: NORMAL is the start (or left, for left-to-right
    /// text), OPPOSITE the end (or right), CENTER the centre, and null (unset) our default.
    private static func matches(_ ours: CueTextAlignment, _ theirs: String) -> Bool {
        switch theirs {
        case "NORMAL": ours == .start || ours == .left
        case "CENTER": ours == .center
        case "OPPOSITE": ours == .end || ours == .right
        case "null": ours == CueLayout().textAlignment
        default: false
        }
    }

    // MARK: TTML

    @Test func ttmlMultipleRegions() throws {
        let source = try text("ttml/multiple_regions.ttml").replacingOccurrences(
            of: #"xmlns:id="http://www.w3.org/XML/1998/namespace""#, with: "")
        let cues = try TTMLDocument(parsing: Array(source.utf8)).cues
        let section = expected.section("multiple_regions.ttml")
        for word in ["lorem", "amet", "ipsum", "dolor", "They first said this"] {
            let cue = try #require(cues.first { $0.text == word })
            expectLayout(cue.layout, expected.clause("`\(word)`", in: section))
        }
        // Event 5 shows all three paragraphs of the region "ultimate" at its origin.
        let lastEvent = expected.clause(#"Finally this`"#, in: section)
        for word in ["They first said this", "Then this", "Finally this"] {
            let cue = try #require(cues.first { $0.text == word })
            expectLayout(cue.layout, lastEvent)
            #expect(cue.layout.region?.identifier == "ultimate")
        }
    }

    @Test func ttmlRegionAttributesFromStyles() throws {
        let cues = try TTMLDocument(
            parsing: try Corpus.bytes("media3-text/ttml/inherit_region_attributes_from_style.ttml")
        ).cues
        let section = expected.section("inherit_region_attributes_from_style.ttml")
        #expect(cues.count == 3)
        for (index, cue) in cues.enumerated() {
            expectLayout(cue.layout, expected.clause("cue \(index) ", in: section))
        }
    }

    @Test func ttmlDisplayAlignFromRegionStyles() throws {
        let cues = try TTMLDocument(
            parsing: try Corpus.bytes("media3-text/ttml/fallback_display_align_from_style.ttml")
        ).cues
        let section = expected.section("fallback_display_align_from_style.ttml")
        #expect(cues.count == 5)
        for (index, cue) in cues.enumerated() {
            let anchor = Media3Expectations.firstWord(expected.clause("cue \(index) ", in: section))
            #expect(cue.layout.lineAnchor == Media3Expectations.anchor(anchor), "cue \(index)")
            #expect(cue.layout.region?.displayAlign == cue.layout.lineAnchor)
        }
    }

    @Test func ttmlTextAlign() throws {
        let cues = try TTMLDocument(
            parsing: try Corpus.bytes("media3-text/ttml/text_align.ttml")
        ).cues
        let section = expected.section("text_align.ttml")
        #expect(cues.count == 9)
        for cue in cues {
            let text = try #require(cue.text)
            let alignment = Media3Expectations.firstWord(expected.clause("`\(text)`", in: section))
            #expect(Self.matches(cue.layout.textAlignment, alignment), "\(text)")
        }
        // The TTML keywords themselves are kept: left and right are not start and end.
        #expect(
            cues.map(\.layout.textAlignment).prefix(5) == [.start, .left, .center, .right, .end])
    }

    @Test func ttmlWritingMode() throws {
        let cues = try TTMLDocument(
            parsing: try Corpus.bytes("media3-text/ttml/vertical_text.ttml")
        ).cues
        let section = expected.section("vertical_text.ttml")
        let types = [
            Media3Expectations.word(
                after: "verticalType", in: expected.clause("tbrl", in: section)),
            Media3Expectations.firstWord(expected.clause("`tblr` →", in: section)),
            Media3Expectations.firstWord(expected.clause("no writing mode →", in: section)),
        ]
        let ours: [String] = cues.map { cue in
            switch cue.layout.direction {
            case .verticalRightToLeft: "RL"
            case .verticalLeftToRight: "LR"
            case .horizontal: "TYPE_UNSET"
            }
        }
        #expect(ours == types.map { $0 ?? "" })
    }

    /// SMPTE-TT image captions: the picture's region, position and line at its origin, size
    /// its width, Media3's `bitmapHeight` the region's height.
    @Test(arguments: [
        ("bitmap_percentage_region.ttml", "bitmapPercentageRegion"),
        ("bitmap_pixel_region.ttml", "bitmapPixelRegion"),
    ])
    func ttmlImageRegions(file: String, test: String) throws {
        let cues = try TTMLDocument(parsing: try Corpus.bytes("media3-text/ttml/" + file)).cues
        let item = expected.item("`TtmlParserTest.\(test)`", in: expected.section("bitmap_"))
        let events = item.split(separator: ";")
        #expect(cues.count == events.count)
        for (cue, event) in zip(cues, events) {
            #expect(cue.text == nil)
            expectLayout(cue.layout, event)
            let height = try #require(Media3Expectations.number("bitmapHeight", in: event))
            #expect(abs((cue.layout.region?.height ?? -1) - height * 100) < 1e-6)
        }
    }

    @Test func ttmlImageRegionsInUnresolvableUnits() throws {
        let cues = try TTMLDocument(
            parsing: try Corpus.bytes("media3-text/ttml/bitmap_unsupported_region.ttml")
        ).cues
        let item = expected.item(
            "`TtmlParserTest.bitmapUnsupportedRegion`", in: expected.section("bitmap_"))
        #expect(item.contains("all DIMEN_UNSET"))
        #expect(cues.count == 2)
        #expect(cues.allSatisfy { $0.text == nil && $0.layout.isDefault })
    }

    // MARK: SSA

    private func ssaCues(_ file: String) throws -> [Cue] {
        SSADocument(parsing: try Corpus.bytes("media3-text/ssa/" + file)).cues
    }

    @Test func ssaStyleAlignmentAndMargins() throws {
        let cues = try ssaCues("typical.ass")
        let clause = expected.clause("cue 0:", in: expected.section("typical.ass"))
        let layout = try #require(cues.first?.layout)
        // Media3's anchors, position and alignment; the line as libass draws it instead:
        // MarginV 28 above the bottom of the 384×288 canvas a script without PlayRes has.
        let media3WithoutLine = clause.components(separatedBy: ", ")
            .filter { !$0.hasPrefix("line ") }.joined(separator: ", ")
        expectLayout(layout, Substring(media3WithoutLine))
        #expect(layout.line == .percent((288 - 28) / 288 * 100))
        #expect(cues.allSatisfy { $0.layout == layout })
    }

    @Test func ssaPositions() throws {
        let cues = try ssaCues("positioning.ass")
        let section = expected.section("positioning.ass")
        #expect(cues.count == 6)
        for index in [0, 1, 4, 5] {
            expectLayout(cues[index].layout, expected.clause("- cue \(index) ", in: section))
        }
        // Cue 3 `{\move(150,100,150,50.5)}`: where the caption appears, the start of the
        // motion (Media3 takes its end point, 50.5).
        #expect(cues[3].layout.position == 150.0 / 300 * 100)
        #expect(cues[3].layout.line == .percent(100.0 / 202 * 100))
        // Cue 2 `{\pos(150,100)}Third subtitle{\pos(75,101)}`: the first \pos, as in libass.
        #expect(cues[2].layout.position == 150.0 / 300 * 100)
        #expect(cues[2].layout.line == .percent(100.0 / 202 * 100))
    }

    @Test func ssaInvalidPositionsFallBackToTheStyle() throws {
        let cues = try ssaCues("invalid_positioning.ass")
        let section = expected.section("invalid_positioning.ass")
        #expect(cues.count == 4)
        expectLayout(cues[2].layout, expected.clause("- cue 2 ", in: section))
        for index in [0, 1, 3] {
            // Media3's line; the position at the style's MarginL (0) rather than its 5%.
            let clause = expected.clause("- cue \(index) ", in: section)
            #expect(
                cues[index].layout.line
                    == .percent(Media3Expectations.number("line", in: clause)! * 100))
            #expect(cues[index].layout.position == 0)
        }
        #expect(cues.allSatisfy { $0.layout == cues[2].layout })
    }

    @Test func ssaPositionWithoutPlayResY() throws {
        // libass takes PlayResY as 3/4 of PlayResX 300 (Media3 drops the position instead).
        let layout = try #require(try ssaCues("positioning_without_playres.ass").first?.layout)
        #expect(layout.position == 150.0 / 300 * 100)
        #expect(layout.line == .percent(50.0 / 225 * 100))
    }

    // MARK: SubRip

    @Test func subRipAlignmentTags() throws {
        let cues = SubRipDocument(parsing: try text("subrip/typical_with_tags.srt")).cues
        let section = expected.section("SubRip")
        #expect(cues.count == 14)
        let fractions = expected.clause("`line`/`position` =", in: section)
        func fraction(_ anchor: String) -> Double? {
            let parts = fractions.components(separatedBy: ",")
            return parts.first { $0.hasSuffix("for " + anchor) }
                .flatMap { Double($0.split(separator: " ").first { Double($0) != nil } ?? "") }
        }
        for keypad in 1...9 {
            let pair = expected.clause("an\(keypad) (", in: section)
            let anchors = pair.prefix { $0 != ")" }.split(separator: ",").map {
                String($0.trimmingCharacters(in: .whitespaces))
            }
            let layout = cues[4 + keypad].layout
            #expect(layout.lineAnchor == Media3Expectations.anchor(anchors[0]), "an\(keypad)")
            #expect(layout.positionAnchor == Media3Expectations.anchor(anchors[1]), "an\(keypad)")
            let line = try #require(fraction(anchors[0]))
            let position = try #require(fraction(anchors[1]))
            #expect(layout.line == .percent(line * 100), "an\(keypad)")
            #expect(abs((layout.position ?? -1) - position * 100) < 1e-9, "an\(keypad)")
        }
    }
}
