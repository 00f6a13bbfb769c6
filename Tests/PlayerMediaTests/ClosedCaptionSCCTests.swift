import MediaTestSupport
import PlayerCore
import Testing

@testable import PlayerCaptions
@testable import PlayerMedia

/// SCC files: time codes per SMPTE 12M at 30000/1001 frames a second, and the ttconv corpus
/// decoded by hand per CEA-608 (PAC rows and indents, 32 columns, special characters,
/// mid-row codes, pop-on, paint-on and roll-up). A line's pairs go out one a frame, so a
/// caption shows from the frame of the pair that puts it on screen: the nth pair of a line
/// (from 0) is n frames after its time code.
@Suite struct ClosedCaptionSCCTests {
    /// Microseconds of a frame count at 29.97 frames a second.
    private func frames(_ count: Int64) -> MediaTime {
        MediaTime(microseconds: count * 1_001_000 / 30)
    }

    /// The frame a time falls in, to the nearest frame (a time code plus pairs is rounded to
    /// the microsecond twice).
    private func frameNumber(_ time: MediaTime) -> Int64 {
        (time.microseconds * 30 + 500_500) / 1_001_000
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
        let source = try MediaSource.open(path: Corpus.path("ttconv-scc", "pop-on.scc"))
        #expect(source.tracks.map(\.codec) == ["eia_608"])
        #expect(source.tracks.first?.flags.contains(.captions) == true)
        let cues = try source.cues(of: source.tracks[0].id)
        // Line 1: PAC row 15 indent 20, Tab Offset 2, then "( horn honking )": only ten
        // characters fit before column 32. Its EOC, pair 20, shows it; EDM at 01:02:55:14
        // erases it. Line 3 adds ® (11 30), EOC at pair 16. Line 4: ½ (11 32), then italics
        // (11 2E) and white (11 20) mid-row codes, each drawn as a space; its EDM (pair 33)
        // ends the caption before and its EOC (pair 35) shows it.
        #expect(
            cues.map(\.text) == [
                "( horn hon", "HEY, THE®E.", "Test ½ Caption\nTest  test  Captions",
            ])
        let start = { (hours: Int64, minutes: Int64, seconds: Int64, frame: Int64) in
            self.frames(((hours * 60 + minutes) * 60 + seconds) * 30 + frame)
        }
        let starts: [MediaTime] = [
            start(1, 2, 53, 14 + 20), start(1, 3, 27, 29 + 16), start(1, 11, 31, 1 + 35),
        ]
        let ends: [MediaTime] = [
            start(1, 2, 55, 14), start(1, 11, 31, 1 + 33), start(1, 11, 33, 14),
        ]
        let startFrames: [Int64] = cues.map { frameNumber($0.start) }
        let endFrames: [Int64] = cues.map { frameNumber($0.end) }
        #expect(startFrames == starts.map(frameNumber))
        #expect(endFrames == ends.map(frameNumber))
        #expect(cues[2].runs.contains(StyledRun(" test", style: .italic)))
    }

    @Test(.enabled(if: Corpus.isAvailable, "caption corpus not found"))
    func paintOnCaptionsShowAsTheyArePainted() throws {
        let source = try MediaSource.open(path: Corpus.path("ttconv-scc", "paint-on.scc"))
        let cues = try source.cues(of: source.tracks[0].id)
        // Resume Direct Captioning, PACs for rows 14 and 15 with indent 4: 28 columns each.
        // The file has no parity bits. Each line repaints one row; the other stays. Each shows
        // from its first character, pair 4 of its line; the last lasts five seconds.
        #expect(
            cues.map(\.text) == [
                "Lorem ipsum dolor sit amet,\nconsectetur adipiscing elit.",
                "Pellentesque interdum lacini\nconsectetur adipiscing elit.",
                "Pellentesque interdum lacini\nInteger luctus et ligula ac",
            ])
        let startFrames: [Int64] = cues.map { frameNumber($0.start) }
        #expect(startFrames == [5_208, 5_284, 5_309])
        #expect(
            cues.last.map { frameNumber($0.end) }
                == frameNumber(frames(5_309) + CueAssembler.unendedCueLength))
    }

    @Test(.enabled(if: Corpus.isAvailable, "caption corpus not found"))
    func rollUpCaptionsScrollLineByLine() throws {
        let source = try MediaSource.open(path: Corpus.path("ttconv-scc", "mix-rows-roll-up.scc"))
        let cues = try source.cues(of: source.tracks[0].id)
        // Roll-up 2 (94 25), carriage return, PAC row 15: each line scrolls the one before up.
        // 27 is the apostrophe (CTA-608's basic set; FFmpeg drew ’).
        #expect(cues.count >= 3)
        #expect(
            cues.prefix(3).map(\.text) == [
                ">>> HI.", ">>> HI.\nI'M KEVIN CUNNING AND AT",
                "I'M KEVIN CUNNING AND AT\nINVESTOR'S BANK WE BELIEVE IN",
            ])
        // 00:00:00;22, 00:00:02;23, 00:00:04;17 in drop-frame time code: the first shows with
        // its first character (pair 6), the others with their carriage return (pair 2).
        let startFrames: [Int64] = cues.prefix(3).map { frameNumber($0.start) }
        let wanted: [Int64] = [22 + 6, 83 + 2, 137 + 2]
        #expect(startFrames == wanted)
    }
}
