import Foundation
import MediaTestSupport
import Testing

/// Picture captions (PGS, VobSub, DVB) through the CLI: written as timed text, spoken in the
/// play log, checked by the audit. matroska-demuxer's PGS and VobSub files are its SubRip
/// file's tracks drawn as pictures, so that file's cues are the expected text.
@Suite(
    "accessible-player picture captions",
    .enabled(
        if: Corpus.isAvailable
            && FileManager.default.fileExists(
                atPath: "/usr/share/tesseract-ocr/5/tessdata/eng.traineddata"),
        "needs the caption corpus and Tesseract's English data (make deps)"))
struct PictureCaptionCLITests {
    /// A cache folder of the test's own, so that runs do not share readings.
    let environment = [
        "ACCESSIBLE_PLAYER_CACHE_DIR": FileManager.default.temporaryDirectory
            .appendingPathComponent("ocr-cli-\(UUID().uuidString)").path
    ]

    /// The JSON cues `captions` writes for `arguments`.
    func jsonCues(_ arguments: [String], environment: [String: String]) throws -> [[String: Any]] {
        let run = try CLIRunner.run(
            ["captions"] + arguments + ["--format", "json"], environment: environment)
        #expect(run.status == 0, "\(run.standardError)")
        return try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8))
                as? [[String: Any]])
    }

    @Test(
        "captions --format json: recognised text within 5% CER of the SubRip track, same starts",
        arguments: [
            ("mkvdemux-pgs/subtitles_pgs.mkv", "en"), ("mkvdemux-pgs/subtitles_pgs.mkv", "fr"),
            ("mkvdemux-vobsub/subtitles_vobsub.mkv", "en"),
            ("mkvdemux-vobsub/subtitles_vobsub.mkv", "fr"),
        ])
    func recognisedJSONMatchesTranscript(file: String, language: String) throws {
        let pictures = try jsonCues(
            [Corpus.root.appendingPathComponent(file).path, "--track", language],
            environment: environment)
        let reference = try jsonCues(
            [Corpus.path("mkvdemux-subtitles", "subtitles.mkv"), "--track", language],
            environment: environment)
        #expect(pictures.map { $0["start"] as? Double } == reference.map { $0["start"] as? Double })
        // Ends are not compared: a VobSub picture states its own stop time (the timelines
        // work owns it), a few milliseconds from the SubRip cue's.
        for cue in pictures {
            #expect(cue["recognized"] as? Bool == true && cue["image"] != nil)
            #expect((cue["confidence"] as? Int).map { (0...100).contains($0) } == true)
        }
        let recognized = pictures.compactMap { $0["text"] as? String }.joined(separator: "\n")
        let transcript = reference.compactMap { $0["text"] as? String }.joined(separator: "\n")
        let rate = characterErrorRate(recognized, reference: transcript)
        #expect(rate <= 0.05, "CER \(rate): \(recognized.debugDescription)")
    }

    @Test("captions --format srt writes a PGS track as timed SubRip text")
    func pgsAsSubRip() throws {
        let run = try CLIRunner.run(
            ["captions", Corpus.path("mkvdemux-pgs", "subtitles_pgs.mkv"), "--format", "srt"],
            environment: environment)
        #expect(run.status == 0, "\(run.standardError)")
        // The title is drawn slanted, and matroska-demuxer's SubRip transcript has it in <i>.
        #expect(
            run.standardOutput.hasPrefix(
                "1\n00:00:00,580 --> 00:00:02,400\n<i>Big Buck Bunny</i>\n\n2\n"))
        #expect(!run.standardOutput.contains("[image"))
    }

    @Test("The Tesseract engines kept for later tracks are ended at exit: no leak report")
    func noLeakReportAtExit() throws {
        // Both tracks of the file, the English and the French data each started once and kept
        // idle until the process exits.
        for language in ["en", "fr"] {
            let run = try CLIRunner.run(
                [
                    "captions", Corpus.path("mkvdemux-pgs", "subtitles_pgs.mkv"), "--track",
                    language, "--format", "text",
                ], environment: environment)
            #expect(run.status == 0, "\(run.standardError)")
            #expect(!run.standardError.contains("LEAK"), "\(run.standardError)")
        }
    }

    @Test("captions --format srt writes every cue of a DVB track (SubtitleEdit: 10) as text")
    func dvbAsSubRip() throws {
        let run = try CLIRunner.run(
            [
                "captions", Corpus.path("dvbsub-subtitleedit", "sample_TS_with_graphics.ts"),
                "--format", "json",
            ], environment: environment)
        #expect(run.status == 0, "\(run.standardError)")
        let cues = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8))
                as? [[String: Any]])
        #expect(cues.count == 10)
        #expect(cues.allSatisfy { ($0["text"] as? String)?.isEmpty == false })
        #expect(cues.allSatisfy { $0["recognized"] as? Bool == true })
    }

    @Test("--no-ocr keeps picture captions as pictures")
    func noOCR() throws {
        let file = Corpus.path("mkvdemux-vobsub", "subtitles_vobsub.mkv")
        let cues = try jsonCues([file, "--no-ocr"], environment: environment)
        #expect(cues.count == 2)
        #expect(cues.allSatisfy { $0["text"] is NSNull && $0["recognized"] == nil })
        let text = try CLIRunner.run(
            ["captions", file, "--no-ocr", "--format", "text"], environment: environment)
        #expect(text.standardOutput.split(separator: "\n").allSatisfy { $0.contains("[image ") })
    }

    @Test("A second captions run reads the text from the cache")
    func secondRunUsesTheCache() throws {
        let file = Corpus.path("mkvdemux-pgs", "subtitles_pgs.mkv")
        let first = try CLIRunner.run(
            ["captions", file, "--format", "text"], environment: environment)
        #expect(first.standardOutput.contains("Big Buck Bunny"))
        // Change what the cache says: the second run writes the changed text, so it read the
        // cache instead of the pictures.
        let folder = URL(fileURLWithPath: environment["ACCESSIBLE_PLAYER_CACHE_DIR"]!)
            .appendingPathComponent("ocr")
        // The track's readings (beside them, the note that the file's track is all kept).
        let cacheFiles = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".json") }
        #expect(cacheFiles.count == 1)
        let cacheFile = folder.appendingPathComponent(try #require(cacheFiles.first))
        let cached = try String(contentsOf: cacheFile, encoding: .utf8)
        try cached.replacingOccurrences(of: "Big Buck Bunny", with: "Cached Bunny").write(
            to: cacheFile, atomically: true, encoding: .utf8)
        let second = try CLIRunner.run(
            ["captions", file, "--format", "text"], environment: environment)
        #expect(second.standardOutput.contains("Cached Bunny"))
    }

    @Test("play logs recognised captions and says they were recognised")
    func playSpeaksRecognisedText() throws {
        let run = try CLIRunner.run(
            ["play", Corpus.path("mkvdemux-pgs", "subtitles_pgs.mkv"), "--fast"],
            environment: environment)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("caption  [English] (recognised) Big Buck Bunny"))
        #expect(
            run.standardOutput.contains(
                "caption  [English] (recognised) An animated comedy short film / made by the"
                    + " Blender Institute."))
    }

    @Test("audit measures the reading speed of a recognised track and says it was recognised")
    func auditReadsRecognisedText() throws {
        let run = try CLIRunner.run(
            ["audit", Corpus.path("mkvdemux-pgs", "subtitles_pgs.mkv")], environment: environment)
        let lines = run.standardOutput.split(separator: "\n")
        #expect(
            lines.contains {
                $0.hasPrefix("  track 1 (en, text recognised from pictures): 2 cues, max ")
            })
        // The transcript's second cue, 61 characters in 2.22 s, is over Netflix's 20 cps.
        #expect(lines.contains { $0.contains("00:00:02.540  readingSpeed") })
    }

    @Test("tracks names the package for a picture track whose language has no OCR data")
    func tracksMarksMissingData() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ocr-eng-only-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: data) }
        try FileManager.default.createSymbolicLink(
            at: data.appendingPathComponent("eng.traineddata"),
            withDestinationURL: URL(
                fileURLWithPath: "/usr/share/tesseract-ocr/5/tessdata/eng.traineddata"))
        let run = try CLIRunner.run(
            ["tracks", Corpus.path("mkvdemux-pgs", "subtitles_pgs.mkv")],
            environment: ["TESSDATA_PREFIX": data.path])
        let rows = run.standardOutput.split(separator: "\n")
        #expect(
            rows.contains {
                $0.hasPrefix("2 ") && $0.hasSuffix("no OCR data (install tesseract-ocr-fra)")
            })
        #expect(rows.contains { $0.hasPrefix("1 ") && !$0.contains("OCR") })
    }
}
