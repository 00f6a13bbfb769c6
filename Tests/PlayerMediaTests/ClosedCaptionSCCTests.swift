import MediaTestSupport
import PlayerCore
import Testing

@testable import PlayerCaptions
@testable import PlayerMedia

/// SCC files: time codes per SMPTE 12M at 30000/1001 frames a second, and the ttconv corpus
/// decoded by hand per CEA-608 (PAC rows and indents, 32 columns, special characters,
/// mid-row codes, pop-on, paint-on and roll-up).
@Suite struct ClosedCaptionSCCTests {
    /// Microseconds of a frame count at 29.97 frames a second.
    private func frames(_ count: Int64) -> MediaTime {
        MediaTime(microseconds: count * 1_001_000 / 30)
    }

    @Test func nonDropTimeCodesCountEveryFrame() {
        // 00:02:53:14 is frame 173 × 30 + 14.
        #expect(SCCDocument.time(ofTimeCode: "00:02:53:14") == frames(5_204))
    }

    @Test func dropFrameTimeCodesSkipTwoNumbersAMinute() {
        // 00:01:00;02 follows 00:00:59;29 directly: frame 1,800.
        #expect(SCCDocument.time(ofTimeCode: "00:01:00;02") == frames(1_800))
        // Each tenth minute keeps its numbers: 00:10:00;00 is 10 × 1,800 − 9 × 2.
        #expect(SCCDocument.time(ofTimeCode: "00:10:00;00") == frames(17_982))
        #expect(SCCDocument.time(ofTimeCode: "00:00:61;00") == nil)
    }

    @Test func linesKeepTheirPairs() {
        let document = SCCDocument(
            text: "Scenarist_SCC V1.0\r\n\r\n00:00:01:00\t9420 942c\r\nnot a line\r\n")
        #expect(document.lines == [.init(time: frames(30), pairs: [0x9420, 0x942C])])
    }

    @Test(.enabled(if: Corpus.isAvailable, "caption corpus not found"))
    func popOnCaptionsShowFromTheirEndOfCaption() throws {
        let source = try MediaSource(path: Corpus.path("ttconv-scc", "pop-on.scc"))
        #expect(source.tracks.map(\.codec) == ["eia_608"])
        #expect(source.tracks.first?.flags.contains(.captions) == true)
        let cues = try source.cues(of: source.tracks[0].id)
        // Line 1: PAC row 15 indent 20, Tab Offset 2, then "( horn honking )": only ten
        // characters fit before column 32. EOC shows it at 01:02:53:14; EDM at 01:02:55:14
        // erases it. Line 3 adds ® (11 30). Line 4: ½ (11 32), then italics (11 2E) and white
        // (11 20) mid-row codes, each drawn as a space.
        #expect(
            cues.map(\.text) == [
                "( horn hon", "HEY, THE®E.", "Test ½ Caption\nTest  test  Captions",
            ])
        let start = { (hours: Int64, minutes: Int64, seconds: Int64, frame: Int64) in
            self.frames(((hours * 60 + minutes) * 60 + seconds) * 30 + frame)
        }
        #expect(
            cues.map(\.start) == [start(1, 2, 53, 14), start(1, 3, 27, 29), start(1, 11, 31, 1)])
        #expect(
            cues.map(\.end) == [start(1, 2, 55, 14), start(1, 11, 31, 1), start(1, 11, 33, 14)])
        #expect(cues[2].runs.contains(StyledRun(" test", style: .italic)))
    }

    @Test(.enabled(if: Corpus.isAvailable, "caption corpus not found"))
    func paintOnCaptionsShowAsTheyArePainted() throws {
        let source = try MediaSource(path: Corpus.path("ttconv-scc", "paint-on.scc"))
        let cues = try source.cues(of: source.tracks[0].id)
        // Resume Direct Captioning, PACs for rows 14 and 15 with indent 4: 28 columns each.
        // The file has no parity bits. Each line repaints one row; the other stays.
        #expect(
            cues.map(\.text) == [
                "Lorem ipsum dolor sit amet,\nconsectetur adipiscing elit.",
                "Pellentesque interdum lacini\nconsectetur adipiscing elit.",
                "Pellentesque interdum lacini\nInteger luctus et ligula ac",
            ])
        #expect(cues.map(\.start) == [frames(5_204), frames(5_280), frames(5_305)])
        #expect(cues.last?.end == frames(5_305) + CueAssembler.unendedCueLength)
    }

    @Test(.enabled(if: Corpus.isAvailable, "caption corpus not found"))
    func rollUpCaptionsScrollLineByLine() throws {
        let source = try MediaSource(path: Corpus.path("ttconv-scc", "mix-rows-roll-up.scc"))
        let cues = try source.cues(of: source.tracks[0].id)
        // Roll-up 2 (94 25), carriage return, PAC row 15: each line scrolls the one before up.
        // 27 is the apostrophe, which FFmpeg's decoder draws as ’.
        #expect(cues.count >= 3)
        #expect(
            cues.prefix(3).map(\.text) == [
                ">>> HI.", ">>> HI.\nI’M KEVIN CUNNING AND AT",
                "I’M KEVIN CUNNING AND AT\nINVESTOR’S BANK WE BELIEVE IN",
            ])
        // 00:00:00;22, 00:00:02;23, 00:00:04;17 in drop-frame time code.
        #expect(cues.prefix(3).map(\.start) == [frames(22), frames(83), frames(137)])
    }
}
