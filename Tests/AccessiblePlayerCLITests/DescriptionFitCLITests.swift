import Foundation
import Testing

/// `audit` on a title with a text description sidecar: the fit check speaks each description
/// with espeak-ng and reports exactly those that outlast their cue. The expected lengths are
/// the espeak-ng command's own WAV files of the same texts, measured by Python's wave module
/// from their first sound to their last (the command ends each file with a pause of silence,
/// which is no speech). espeak-ng's library keeps some prosody from one utterance to the next
/// in a process, where each command run starts afresh: lengths agree within a few hundredths
/// of a second (50 ms allowed), and the texts overrun or fit by far more than that.
@Suite("audit: the description fit check", .serialized)
struct DescriptionFitCLITests {
    /// The descriptions: (start, end, text). The first and third are far too long for their
    /// cues; the second is short for its four seconds.
    static let descriptions: [(start: Double, end: Double, text: String)] = [
        (2, 3, "A woman climbs into a small sailing boat and pushes off from the wooden jetty."),
        (10, 14, "The sails billow."),
        (20, 21.5, "A man runs along the beach, waving his arms and shouting at the boat."),
    ]

    /// Runs a tool from the PATH.
    static func tool(_ arguments: [String]) throws -> CLIRun {
        try CLIRunner.run(executable: URL(fileURLWithPath: "/usr/bin/env"), arguments)
    }

    /// Seconds of speech the espeak-ng command makes of `text` with `voice` (English unless
    /// told) at `rate`.
    static func espeakLength(_ text: String, rate: Int, voice: String = "en", in folder: URL)
        throws -> Double
    {
        let wav = folder.appendingPathComponent("speech.wav").path
        let spoken = try tool(["espeak-ng", "-v", voice, "-s", String(rate), "-w", wav, text])
        try #require(spoken.status == 0, "espeak-ng: \(spoken.standardError)")
        let measured = try tool([
            "python3", "-c",
            "import array, sys, wave; w = wave.open(sys.argv[1]);"
                + " s = array.array('h', w.readframes(w.getnframes()));"
                + " n = max((i + 1 for i, v in enumerate(s) if v), default=0);"
                + " f = min((i for i, v in enumerate(s) if v), default=n);"
                + " print((n - f) / w.getframerate())",
            wav,
        ])
        return try #require(
            Double(measured.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)))
    }

    /// A folder holding `film.mkv` (the sample film) and `film.en.descriptions.vtt`.
    private static func title() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "description-fit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("film.mkv").path,
            withDestinationPath: CLIRunner.sample("demo.mkv"))
        func timestamp(_ seconds: Double) -> String {
            String(format: "00:00:%06.3f", seconds)
        }
        let cues = descriptions.map {
            "\(timestamp($0.start)) --> \(timestamp($0.end))\n\($0.text)\n"
        }
        try ("WEBVTT\n\n" + cues.joined(separator: "\n")).write(
            to: folder.appendingPathComponent("film.en.descriptions.vtt"), atomically: true,
            encoding: .utf8)
        return folder
    }

    @Test(
        "Exactly the descriptions that outlast their cue, by espeak-ng's own lengths",
        arguments: [175, 300])
    func overrunsAreFound(rate: Int) throws {
        let folder = try Self.title()
        defer { try? FileManager.default.removeItem(at: folder) }
        var expected: [(start: Double, end: Double, measured: Double, limit: Double)] = []
        for description in Self.descriptions {
            let length = try Self.espeakLength(description.text, rate: rate, in: folder)
            let limit = description.end - description.start
            // Far from the edge, so that which descriptions overrun does not hang on a few ms.
            try #require(abs(length - limit) > 0.1, "\(description.text): \(length) s")
            if length > limit {
                expected.append((description.start, description.end, length, limit))
            }
        }
        try #require(!expected.isEmpty)
        let run = try CLIRunner.run([
            "audit", folder.appendingPathComponent("film.mkv").path, "--json", "--only",
            "descriptionFit,readingSpeed,extendedDescription", "--description-rate", String(rate),
        ])
        let line = try #require(run.standardOutput.split(separator: "\n").first)
        let object = try #require(
            JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let tracks = try #require(object["tracks"] as? [[String: Any]])
        let described = try #require(tracks.first { $0["textDescriptions"] as? Bool == true })
        let trackID = try #require(described["id"] as? Int)
        let findings = (object["findings"] as? [[String: Any]] ?? []).filter {
            $0["track"] as? Int == trackID
        }
        // No reading-speed finding: a description is spoken, not read.
        #expect(findings.allSatisfy { $0["check"] as? String == "descriptionFit" })
        #expect(findings.count == expected.count)
        for (finding, want) in zip(findings, expected) {
            #expect(finding["start"] as? Double == want.start)
            #expect(finding["end"] as? Double == want.end)
            #expect(finding["unit"] as? String == "s")
            #expect(abs((finding["limit"] as? Double ?? -1) - want.limit) < 0.001)
            #expect(abs((finding["measured"] as? Double ?? -1) - want.measured) < 0.05)
        }
        let pause = expected.map { $0.measured - $0.limit }.reduce(0, +)
        #expect(abs((described["extendedPause"] as? Double ?? -1) - pause) < 0.1)
        let media = object["media"] as? [[String: Any]] ?? []
        let extended = try #require(media.first { $0["check"] as? String == "extendedDescription" })
        #expect(extended["outcome"] as? String == "cantTell")
        #expect((extended["criterion"] as? String)?.hasPrefix("1.2.7") == true)
    }

    @Test func aRateOutsideEspeakNGsRangeIsAUsageError() throws {
        let run = try CLIRunner.run([
            "audit", CLIRunner.sample("demo.mkv"), "--description-rate", "20",
        ])
        #expect(run.status == 2)
        #expect(run.standardError.contains("--description-rate"))
    }
}
