import Foundation
import Testing

/// `tracks` and `captions` on SAMI and EBU STL files, read by the project's own parsers
/// (FFmpeg's SAMI demuxer called the `&nbsp;` that clears the screen damaged data and lost
/// the last caption; its "stl" is Spruce STL, which gave EBU STL files no cue).
@Suite struct SAMIAndEBUSTLCLITests {
    private static func fixture(_ folder: String, _ file: String) -> String {
        CLIRunner.packageRoot.appendingPathComponent("Tests/PlayerCaptionsTests/Fixtures")
            .appendingPathComponent(folder).appendingPathComponent(file).path
    }

    @Test func captionsOfASAMIFileAreTimedText() throws {
        let run = try CLIRunner.run([
            "captions", Self.fixture("pycaption-sami", "sample_sami.smi"), "--format", "srt",
        ])
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty)
        #expect(
            run.standardOutput.hasPrefix("1\n00:00:09,209 --> 00:00:12,312\n( clock ticking )\n"))
        // The last caption is there, lasting four seconds.
        #expect(run.standardOutput.contains("7\n00:00:32,200 --> 00:00:36,200\n"))
    }

    @Test func tracksNamesTheFormats() throws {
        let sami = try CLIRunner.run([
            "tracks", Self.fixture("pycaption-sami", "sample_sami_with_multi_lang.smi"),
        ])
        #expect(sami.status == 0)
        #expect(sami.standardOutput.contains("sami   en-US"))
        #expect(sami.standardOutput.contains("sami   de-DE"))
        let stl = try CLIRunner.run(["tracks", Self.fixture("ttconv-stl", "cumulative_set.stl")])
        #expect(stl.status == 0)
        // A caption file alone lasts until its last cue ends.
        #expect(stl.standardOutput.contains(": ebu_stl, duration 00:"))
        #expect(stl.standardOutput.contains("ebu_stl  en"))
    }

    @Test func captionsOfAnEBUSTLFileAreTimedText() throws {
        let run = try CLIRunner.run([
            "captions", Self.fixture("ttconv-stl", "vp20_2_newlines.stl"), "--format", "srt",
        ])
        #expect(run.status == 0)
        // As ttconv reads it (Fixtures/ttconv-stl/reference.tsv).
        #expect(
            run.standardOutput
                == "1\n00:00:00,040 --> 00:00:03,000\nThis is row 20\nThis is row 22\n\n")
    }
}
