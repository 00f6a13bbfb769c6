import MediaTestSupport
import PlayerCaptions
import PlayerCore
import Testing

/// The SSA/ASS files of the shared corpus, expectations worked out by reading each file.
@Suite(.enabled(if: Corpus.isAvailable, "caption corpus not found (set PLAYER_MEDIA_CORPUS)"))
struct SSACorpusTests {
    private func document(_ name: String) throws -> SSADocument {
        SSADocument(parsing: try Corpus.bytes("ax-sidecars/" + name))
    }

    /// The three events `ssa_typical*.ass` hold, in the bold Default style, spoken by Olly.
    private func expectTypical(_ document: SSADocument) {
        #expect(
            document.cues.map(ExpectedCue.init) == [
                ExpectedCue(0, 1230, "This is the first subtitle."),
                ExpectedCue(
                    2340, 3450, "This is the second subtitle\nwith a newline\nand another."),
                ExpectedCue(4560, 8900, "This is the third subtitle, with a comma."),
            ])
        #expect(document.cues.allSatisfy { $0.runs.allSatisfy { $0.style == .bold } })
        #expect(document.cues.map(\.speaker) == ["Olly", "Olly", "Olly"])
        #expect(document.decodingWarning == nil)
    }

    @Test func typical() throws {
        expectTypical(try document("ssa_typical.ass"))
    }

    @Test func typicalInUTF16LittleEndianWithCRLF() throws {
        expectTypical(try document("ssa_typical_utf16le.ass"))
    }

    @Test func overlappingCuesOnDifferentLayers() throws {
        let document = try document("ssa_overlapping_cues_different_layers.ass")
        #expect(
            document.cues.map(ExpectedCue.init) == [
                ExpectedCue(1000, 4230, "First subtitle - end overlaps second"),
                ExpectedCue(2000, 5230, "Second subtitle - beginning overlaps first"),
            ])
        #expect(document.cues.map(\.runs) == document.cues.map { [StyledRun($0.text ?? "")] })
    }

    @Test func positioningTagsLeaveNoTrace() throws {
        #expect(
            try document("ssa_positioning.ass").cues.map(ExpectedCue.init) == [
                ExpectedCue(0, 1230, "First subtitle."),
                ExpectedCue(2340, 3450, "Second subtitle."),
                ExpectedCue(4560, 8900, "Third subtitle, (only last counts)."),
                ExpectedCue(9560, 12900, "Fourth subtitle."),
                ExpectedCue(
                    13560, 15900,
                    "Fifth subtitle (alignment override, spaces around pos arguments)."),
                ExpectedCue(16560, 19900, "Sixth subtitle (multiple overrides in same braces)."),
            ])
    }

    @Test func styleFormatWithOnlyNameAndColour() throws {
        let cues = try document("ssa_style_primary_color.ass").cues
        #expect(cues.map(\.start) == (0..<7).map { MediaTime.seconds(Int64($0) * 2 + 1) })
        #expect(cues.first?.text == "First line in RED (&H000000FF).")
        #expect(cues.last?.text == "Seventh line with invalid color.")
        #expect(cues.allSatisfy { $0.runs.allSatisfy { $0.style == [] } })
    }
}
