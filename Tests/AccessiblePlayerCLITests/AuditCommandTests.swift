import Foundation
import Testing

/// `accessible-player audit` on a title ffmpeg makes with known violations (see
/// ``AuditTestTitle``): every violation found with its time and value, and nothing else.
@Suite("audit command", .serialized)
struct AuditCommandTests {
    /// The title, made once for the suite.
    static let title = Result { try AuditTestTitle.make() }

    static func json(_ line: Substring) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }

    /// "check@start measured/limit" for each finding of a JSON line.
    static func findings(_ object: [String: Any]) -> [String] {
        (object["findings"] as? [[String: Any]] ?? []).map { finding in
            let start = (finding["start"] as? Double).map { String($0) } ?? "track"
            return
                "\(finding["check"]!)@\(start) \(number(finding["measured"]))/\(number(finding["limit"]))"
        }
    }

    /// A JSON number as the tests write it: whole numbers without a fraction.
    static func number(_ value: Any?) -> String {
        guard let value = value as? Double else { return "-" }
        return value == value.rounded() ? String(Int(value)) : String(value)
    }

    @Test func theTestTitlesViolationsAndNothingElse() throws {
        let path = try Self.title.get()
        let run = try CLIRunner.run(["audit", path, "--json"])
        #expect(run.status == 1, "\(run.standardError)")
        let lines = run.standardOutput.split(separator: "\n")
        #expect(lines.count == 1)
        let object = try Self.json(lines[0])
        #expect(object["status"] as? String == "failed")
        #expect(object["profile"] as? String == "netflix")
        #expect(object["frameRate"] as? Double == 24)
        // Netflix: English adults 20 cps, 42 characters a line, 2 frames at 24 fps (0.083 s).
        #expect(
            Self.findings(object) == [
                "readingSpeed@4.0 34/20",
                "charactersPerLine@6.0 51/42",
                "minimumGap@9.042 0.042/0.083",
                "overlap@15.0 1/0",
                "missingSoundDescriptions@track 0/1",
            ])
        let answers =
            (object["media"] as? [[String: Any]] ?? [])
            + (object["player"] as? [[String: Any]] ?? [])
        let failed = answers.filter { $0["outcome"] as? String == "failed" }
        // And 1.2.8 (a notice): a video with no transcript beside it.
        #expect(
            failed.map { $0["check"] as? String } == [
                "captionsForAudioLanguage", "mediaAlternative",
            ])
        #expect(failed.first?["criterion"] as? String == "1.2.2 Captions (Prerecorded)")
        #expect(failed.first?["act"] as? String == "eac66b")
        #expect(failed.first?["track"] as? Int == 2)
        #expect(
            answers.filter { $0["check"] as? String == "cuesAfterSeek" }.map {
                $0["outcome"] as? String
            } == ["passed"])
    }

    @Test func theTextFormNamesEachFinding() throws {
        let path = try Self.title.get()
        let run = try CLIRunner.run(["audit", path, "--profile", "dcmp"])
        #expect(run.status == 1)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(
            lines.first?.hasPrefix("\(path): FAILED (dcmp, adult): 7 caption finding(s)") == true)
        // DCMP: 2 s minimum, 225 wpm for adults, 32 characters a line.
        #expect(
            lines.contains {
                $0.contains("00:00:04.000  minimumDuration") && $0.contains("1 s (limit 2 s)")
            })
        #expect(
            lines.contains {
                $0.contains("00:00:04.000  readingSpeed") && $0.contains("480 wpm (limit 225 wpm)")
            })
        // Even in slow motion its 8 words have 2 s: 240 wpm, still over 225.
        #expect(
            lines.contains {
                $0.contains("00:00:04.000  effectiveReadingSpeed")
                    && $0.contains("240 wpm (limit 225 wpm) at 0.5x")
            })
    }

    @Test func standardInputStreamsOneLinePerFileAndAnUnopenableFileExitsThree() throws {
        let path = try Self.title.get()
        let missing = "/nonexistent/\(UUID().uuidString).mkv"
        let run = try CLIRunner.run(
            ["audit", "-"], input: "\(path)\n\n\(missing)\nSamples/demo.mkv\n")
        #expect(run.status == 3)
        let lines = run.standardOutput.split(separator: "\n")
        #expect(lines.count == 3)
        let objects = try lines.map(Self.json)
        #expect(objects.map { $0["file"] as? String } == [path, missing, "Samples/demo.mkv"])
        #expect(objects.map { $0["status"] as? String } == ["failed", "error", "failed"])
        #expect((objects[1]["error"] as? String)?.contains(missing) == true)
    }

    @Test func exitCodesAndUsage() throws {
        let help = try CLIRunner.run(["audit", "--help"])
        #expect(help.status == 0)
        #expect(help.standardOutput.hasPrefix("USAGE: accessible-player audit FILE..."))
        let profile = try CLIRunner.run(["audit", "Samples/demo.mkv", "--profile", "itv"])
        #expect(profile.status == 2)
        #expect(profile.standardError.contains("unknown profile 'itv'"))
        let none = try CLIRunner.run(["audit"])
        #expect(none.status == 2)
        let missing = try CLIRunner.run(["audit", "nope.mkv", "Samples/demo.mkv", "--json"])
        #expect(missing.status == 3)
        #expect(missing.standardOutput.split(separator: "\n").count == 2)
        #expect(missing.standardOutput.contains("\"file\":\"nope.mkv\",\"status\":\"error\""))
    }

    @Test func aFasterRateIsCheckedThroughThePlayer() throws {
        let path = try Self.title.get()
        let run = try CLIRunner.run(["audit", path, "--json", "--rate", "1.5"])
        let object = try Self.json(run.standardOutput.split(separator: "\n")[0])
        // At 1.5× a cue's screen time shrinks by a third: 34 characters in 1 s become 51 cps,
        // the 20 characters of the first cue in 2 s become 15 cps, the 51-character line in
        // 3 s 25.5 cps, "BEN: Then we split up." (22 in 2.958 s) 11.2 cps.
        let effective = Self.findings(object).filter { $0.hasPrefix("effectiveReadingSpeed") }
        #expect(
            effective == ["effectiveReadingSpeed@4.0 51/20", "effectiveReadingSpeed@6.0 25.5/20"])
        #expect(object["rates"] as? [Double] == [0.5, 1.5])
    }
}
