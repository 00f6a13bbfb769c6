import Foundation
import MediaTestSupport
import Testing

/// `audit` on real media: answers per WCAG applicability, severities, `--only`, `--skip`,
/// `--fail-on`, and the exit status of each case.
@Suite("audit outcomes on real media", .serialized, .enabled(if: Corpus.isAvailable))
struct AuditOutcomeCLITests {
    static func object(_ arguments: [String]) throws -> (status: Int32, json: [String: Any]) {
        let run = try CLIRunner.run(["audit"] + arguments + ["--json"])
        let line = try #require(run.standardOutput.split(separator: "\n").first)
        return (run.status, try AuditCommandTests.json(line))
    }

    static func answers(_ object: [String: Any]) -> [[String: Any]] {
        (object["media"] as? [[String: Any]] ?? []) + (object["player"] as? [[String: Any]] ?? [])
    }

    static func outcomes(_ object: [String: Any], _ check: String) -> [String] {
        answers(object).filter { $0["check"] as? String == check }.compactMap {
            $0["outcome"] as? String
        }
    }

    /// A clip of `seconds` with picture and sound, made by ffmpeg in the test title's folder.
    static func clip(seconds: String) throws -> String {
        let folder = CLIRunner.packageRoot.appendingPathComponent(".build/audit-outcome-clips")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("clip-\(seconds)s.mkv").path
        try FFmpegCLI.run(
            [
                "-f", "lavfi", "-i", "testsrc=size=64x36:rate=25:duration=\(seconds)",
                "-f", "lavfi", "-i", "sine=frequency=440:sample_rate=22050:duration=\(seconds)",
                "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac",
                "-metadata:s:a:0", "language=eng", "-shortest", path,
            ], in: folder)
        return path
    }

    /// WCAG 1.4.2 applies to audio playing more than 3 s: a 1 s clip (and France 2's 1.9 s
    /// capture) is inapplicable, where it used to fail.
    @Test func aOneSecondClipIsInapplicableToAudioControl() throws {
        let (_, short) = try Self.object([try Self.clip(seconds: "1")])
        #expect(Self.outcomes(short, "durationOver3Seconds") == ["inapplicable"])
        let (_, france2) = try Self.object([Corpus.path("tsduck-dvbsub-sdh-ad", "test-026.ts")])
        #expect(Self.outcomes(france2, "durationOver3Seconds") == ["inapplicable"])
    }

    /// `captions-test.ts` has video and captions but no audio: every audio criterion is
    /// inapplicable, and none fails.
    @Test func aFileWithoutAudioIsInapplicableToTheAudioCriteria() throws {
        let (_, object) = try Self.object([Corpus.path("shaka-cea608-ts", "captions-test.ts")])
        for check in [
            "audioPresent", "durationOver3Seconds", "audioDescriptionOrAlternative",
            "audioDescription",
        ] {
            #expect(Self.outcomes(object, check) == ["inapplicable"], "\(check)")
        }
        #expect(Self.outcomes(object, "captionsForAudioLanguage").isEmpty)
    }

    /// France 2's original-version audio is tagged `qaa` (ISO 639-2 local use): its language
    /// tag cannot be told, and the answer names the tag instead of "no language".
    @Test func aPrivateUseTrackIsCantTellNamingTheTag() throws {
        let (_, object) = try Self.object([Corpus.path("tsduck-dvbsub-sdh-ad", "test-026.ts")])
        let tags = Self.answers(object).filter { $0["check"] as? String == "languageTag" }
        let original = try #require(tags.first { $0["track"] as? Int == 3 })
        #expect(original["outcome"] as? String == "cantTell")
        #expect((original["detail"] as? String)?.contains("qaa") == true)
        #expect(!tags.contains { $0["outcome"] as? String == "failed" })
    }

    /// The test title fails captionsForAudioLanguage (error), missingSoundDescriptions
    /// (error) and style checks (warnings, a notice).
    @Test func failOnOnlyAndSkipGateTheExitStatus() throws {
        let title = try AuditCommandTests.title.get()
        #expect(try Self.object([title]).status == 1)
        #expect(try Self.object([title, "--fail-on", "error"]).status == 1)
        let skipped = try Self.object([
            title, "--fail-on", "error", "--skip", "captionsForAudioLanguage",
            "--skip", "missingSoundDescriptions",
        ])
        #expect(skipped.status == 0)
        #expect(skipped.json["status"] as? String == "passed")
        #expect(
            !Self.answers(skipped.json).contains {
                $0["check"] as? String == "captionsForAudioLanguage"
            })
        let gap = try Self.object([title, "--only", "minimumGap"])
        #expect(gap.status == 0)
        #expect(
            (gap.json["findings"] as? [[String: Any]])?.map { $0["check"] as? String } == [
                "minimumGap"
            ])
        #expect(
            (gap.json["findings"] as? [[String: Any]])?.first?["severity"] as? String == "notice")
        #expect(
            try Self.object([title, "--only", "minimumGap", "--fail-on", "notice"]).status == 1)
        let summary = try #require(gap.json["summary"] as? [String: Int])
        #expect(summary["failed"] == 1 && summary["gated"] == 0)

        let unknown = try CLIRunner.run(["audit", title, "--only", "readingSpeed,nope"])
        #expect(unknown.status == 2)
        #expect(unknown.standardError.contains("no check 'nope'"))
        let badLevel = try CLIRunner.run(["audit", title, "--fail-on", "fatal"])
        #expect(badLevel.status == 2)
    }

    /// An unknown form, or two forms asked at once, is a usage error saying which.
    @Test func aFormatThatIsNotOneIsAUsageError() throws {
        let unknown = try CLIRunner.run(["audit", "Samples/demo.mkv", "--format", "xml"])
        #expect(unknown.status == 2)
        #expect(unknown.standardError.contains("--format: 'xml' is not one of"))
        let both = try CLIRunner.run(["audit", "Samples/demo.mkv", "--json", "--format", "sarif"])
        #expect(both.status == 2)
        #expect(both.standardError.contains("--json and --format sarif"))
    }

    /// The text form's columns never run together, "inapplicable" (12 letters) included.
    @Test func theTextColumnsAreSeparated() throws {
        let run = try CLIRunner.run([
            "audit", Corpus.path("shaka-cea608-ts", "captions-test.ts"),
        ])
        let line = try #require(
            run.standardOutput.split(separator: "\n").first { $0.contains("durationOver3Seconds") })
        #expect(line.contains("inapplicable  notice   durationOver3Seconds  "))
        let checks = try CLIRunner.run(["audit", "--list-checks"])
        #expect(checks.status == 0)
        #expect(checks.standardOutput.contains("captionsForAudioLanguage"))
    }

    /// A `--report` that cannot be written is exit 5 (not 1, "a check failed"), naming the
    /// file and the system's reason; the JSON is still printed in full.
    @Test func anUnwritableReportNamesTheFileAndTheCause() throws {
        let report = "/nonexistent-\(UUID().uuidString)/report.html"
        let run = try CLIRunner.run(["audit", "Samples/demo.mkv", "--json", "--report", report])
        #expect(run.status == 5)
        #expect(
            run.standardError.contains(
                "cannot write the report \(report): No such file or directory"))
        #expect(run.standardOutput.split(separator: "\n").count == 1)
    }
}
