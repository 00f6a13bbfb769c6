import Foundation
import MediaTestSupport
import Testing

@Suite("accessible-player captions")
struct CaptionsCommandTests {
    /// The SubRip source the demo files were made from.
    private func englishSource() throws -> String {
        try String(contentsOfFile: CLIRunner.sample("src/demo.en.srt"), encoding: .utf8)
    }

    @Test(arguments: ["Samples/demo.mkv", "Samples/demo.mp4"])
    func defaultTrackRoundTripsToTheSourceSubRip(file: String) throws {
        let run = try CLIRunner.run(["captions", file])
        #expect(run.status == 0, "\(run.standardError)")
        let source = try englishSource()
        #expect(
            run.standardOutput.trimmingCharacters(in: .newlines)
                == source.trimmingCharacters(in: .newlines))
    }

    @Test func jsonGivesSecondsAndPlainText() throws {
        let run = try CLIRunner.run(["captions", "Samples/demo.mkv", "--format", "json"])
        #expect(run.status == 0)
        let cues = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8))
                as? [[String: Any]])
        #expect(cues.count == 11)
        #expect(cues[0]["start"] as? Double == 1.0)
        #expect(cues[0]["end"] as? Double == 4.0)
        #expect(cues[0]["text"] as? String == "[DOOR CREAKS OPEN]")
        #expect(cues[1]["end"] as? Double == 8.5)
        #expect(cues[2]["text"] as? String == "(distant thunder)")
        #expect(cues[3]["text"] as? String == "BEN: Over here, by the window.\nWatch your step.")
    }

    @Test func assTrackLosesOverrideTagsAndKeepsLineBreaks() throws {
        let run = try CLIRunner.run([
            "captions", "Samples/demo.mkv", "--track", "fre", "--format", "json",
        ])
        #expect(run.status == 0)
        let cues = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8))
                as? [[String: Any]])
        #expect(cues.count == 8)
        #expect(cues[1]["text"] as? String == "(tonnerre au loin)")
        #expect(
            cues[2]["text"] as? String == "Par ici, près de la fenêtre.\nAttention à la marche.")
        #expect(cues[6]["text"] as? String == "Le temps qu'il faudra.\nSois patiente.")
    }

    @Test func sidecarTrackIsChosenByLanguage() throws {
        let run = try CLIRunner.run([
            "captions", "Samples/demo.mkv", "--track", "de", "--format", "vtt",
        ])
        #expect(run.status == 0)
        #expect(run.standardOutput.hasPrefix("WEBVTT"))
        #expect(run.standardOutput.contains("00:00:05.000 --> 00:00:08.500\nIst hier jemand?"))
        #expect(run.standardOutput.components(separatedBy: " --> ").count - 1 == 5)
    }

    @Test func trackIsChosenById() throws {
        let run = try CLIRunner.run([
            "captions", "Samples/demo.mkv", "--track", "3", "--format", "text",
        ])
        #expect(run.status == 0)
        let lines = run.standardOutput.split(separator: "\n")
        #expect(lines.count == 7)
        #expect(lines[0].hasSuffix("¿Hay alguien aquí?"))
    }
}

private let corpusPaintOn = Corpus.root.appendingPathComponent("ttconv-scc/paint-on.scc").path

@Suite(
    "FFmpeg's own log stays off the terminal",
    .enabled(
        if: Corpus.isAvailable, "corpus not found: set PLAYER_MEDIA_CORPUS or add ../shared/media"))
struct FFmpegLogTests {
    @Test func sccCaptionsPrintNothingButTheCues() throws {
        // Its lines are wider than a 608 screen, which FFmpeg's decoder complains about.
        let run = try CLIRunner.run(["captions", corpusPaintOn, "--format", "text"])
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty, "\(run.standardError.prefix(200))")
        #expect(run.standardOutput.split(separator: "\n").count == 3)
    }
}

private let corpusClosedCaptions = Corpus.root.appendingPathComponent(
    "shaka-cea608-ts/captions-test.ts"
).path

/// `captions` opens the file without looking for CEA-608 channels first, and again with them
/// when its choice could be one: the channels' tracks and the ids after them must come out as
/// `tracks` lists them.
@Suite(
    "accessible-player captions and closed-caption channels",
    .enabled(
        if: Corpus.isAvailable, "corpus not found: set PLAYER_MEDIA_CORPUS or add ../shared/media"))
struct CaptionsClosedCaptionChoiceTests {
    /// The cue lines `captions` writes as text for `arguments` after the file.
    private func lines(_ arguments: [String]) throws -> [Substring] {
        let run = try CLIRunner.run(
            ["captions", corpusClosedCaptions, "--format", "text"] + arguments)
        #expect(run.status == 0, "\(run.standardError)")
        return run.standardOutput.split(separator: "\n")
    }

    @Test func theOnlyCaptionsAreTheChannelsWithoutTrack() throws {
        let cues = try lines([])
        #expect(cues.count == 3)
        #expect(cues.first?.hasSuffix("These are 608 captions / (top left)") == true)
    }

    @Test func aChannelIsChosenByTheIdTracksShows() throws {
        // tracks: 0 video, 1 CC1, 2 the CEA-708 Service 1, 3 the extra file; without the
        // channels the file would be 1.
        let german = CLIRunner.sample("demo.de.srt")
        #expect(try lines(["--sub-file", german, "--track", "1"]).count == 3)
        let service = try lines(["--sub-file", german, "--track", "2"])
        #expect(service.first?.hasSuffix("These are 708 captions / (top left)") == true)
        let extra = try lines(["--sub-file", german, "--track", "3"])
        #expect(extra.count == 5)
        #expect(extra.first?.hasSuffix("Ist hier jemand?") == true)
    }
}
