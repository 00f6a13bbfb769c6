import Foundation
import MediaTestSupport
import Testing

/// `--descriptions` speaks a text description track: each cue a `describe` line at its start,
/// whatever carries the track, and the captions stay as chosen.
@Suite("describe lines on the command line")
struct DescribeCLITests {
    /// A new temporary folder.
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "describe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// demo.mkv beside `film.en.descriptions.vtt` holding `cues` (WebVTT cue blocks; by
    /// default two descriptions, at 1–3 s and 4.5–5 s).
    static func filmWithSidecar(
        in folder: URL,
        cues: String =
            "00:01.000 --> 00:03.000\nA boat.\n\n00:04.500 --> 00:05.000\nA gull\nlands.\n"
    ) throws -> String {
        let film = folder.appendingPathComponent("film.mkv").path
        try FileManager.default.createSymbolicLink(
            atPath: film, withDestinationPath: CLIRunner.sample("demo.mkv"))
        try ("WEBVTT\n\n" + cues).write(
            to: folder.appendingPathComponent("film.en.descriptions.vtt"), atomically: true,
            encoding: .utf8)
        return film
    }

    private static func describeLines(_ output: String) -> [String] {
        output.split(separator: "\n").map(String.init).filter { $0.contains("  describe ") }
    }

    @Test func aSidecarDescriptionTrackIsSpokenAtEachCueStart() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let film = try Self.filmWithSidecar(in: folder)
        let run = try CLIRunner.run([
            "play", film, "--fast", "--until", "6", "--descriptions", "en", "--no-ocr",
        ])
        #expect(run.status == 0, "\(run.standardError)")
        let lines = Self.describeLines(run.standardOutput)
        #expect(lines.count == 2)
        #expect(
            lines.first?.hasSuffix("[English, text description] 00:00:01.000-00:00:03.000 A boat.")
                == true)
        #expect(lines.first?.contains("@00:00:01.000") == true)
        #expect(lines.last?.hasSuffix("00:00:04.500-00:00:05.000 A gull lands.") == true)
        // Never shown as a caption.
        #expect(!run.standardOutput.contains("caption  [English, text description]"))
    }

    @Test func theJSONLinesLogCarriesTheCueTextTrackAndTimes() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let film = try Self.filmWithSidecar(in: folder)
        let run = try CLIRunner.run([
            "play", film, "--fast", "--until", "6", "--descriptions", "auto", "--log", "jsonl",
            "--no-ocr",
        ])
        #expect(run.status == 0, "\(run.standardError)")
        let described = try run.standardOutput.split(separator: "\n").compactMap { line in
            try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        }.filter { $0["kind"] as? String == "describe" }
        #expect(described.map { $0["text"] as? String } == ["A boat.", "A gull lands."])
        #expect(described.map { $0["start"] as? Double } == [1, 4.5])
        #expect(described.map { $0["end"] as? Double } == [3, 5])
        #expect(described.allSatisfy { $0["track"] as? String == "English, text description" })
    }

    @Test func withoutTheOptionNothingIsDescribedAndANamedMissingTrackIsAUsageError() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let film = try Self.filmWithSidecar(in: folder)
        let quiet = try CLIRunner.run(["play", film, "--fast", "--until", "6", "--no-ocr"])
        #expect(quiet.status == 0, "\(quiet.standardError)")
        #expect(Self.describeLines(quiet.standardOutput).isEmpty)
        let missing = try CLIRunner.run(["play", film, "--fast", "--descriptions", "fr"])
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("no text description track matches 'fr'"))
        // A caption language holding only descriptions is not a caption choice (issue 37).
        let onlyDescribed = try CLIRunner.run([
            "play", folder.appendingPathComponent("film.en.descriptions.vtt").path, "--fast",
            "--captions", "en",
        ])
        #expect(onlyDescribed.status == 2)
    }

    @Test func aScriptLineTurnsDescriptionsOnAndOff() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let film = try Self.filmWithSidecar(in: folder)
        let script = folder.appendingPathComponent("walk.script")
        try "play\ndescriptions en\nat 4 descriptions off\n".write(
            to: script, atomically: true, encoding: .utf8)
        let run = try CLIRunner.run([
            "play", film, "--fast", "--until", "6", "--script", script.path, "--no-ocr",
        ])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(Self.describeLines(run.standardOutput).count == 1)
    }

    @Test func aDASHDescriptionRoleTrackIsSpoken() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FFmpegCLI.run(
            [
                "-f", "lavfi", "-i", "testsrc=size=160x90:rate=12:duration=6", "-c:v", "libx264",
                "-f", "dash", "show.mpd",
            ], in: folder)
        let manifest = folder.appendingPathComponent("show.mpd")
        let made = try String(contentsOf: manifest, encoding: .utf8)
        // The role as DASH (ISO/IEC 23009-1 §5.8.5.5) states it, on a WebVTT AdaptationSet.
        let textSet = """
            <AdaptationSet contentType="text" mimeType="text/vtt" lang="en">
              <Role schemeIdUri="urn:mpeg:dash:role:2011" value="description"/>
              <Representation id="described" bandwidth="256"><BaseURL>described.vtt</BaseURL></Representation>
            </AdaptationSet>
            </Period>
            """
        try made.replacingOccurrences(of: "</Period>", with: textSet).write(
            to: manifest, atomically: true, encoding: .utf8)
        try "WEBVTT\n\n00:02.000 --> 00:03.000\nA test card.\n".write(
            to: folder.appendingPathComponent("described.vtt"), atomically: true, encoding: .utf8)
        let run = try CLIRunner.run([
            "play", manifest.path, "--fast", "--until", "5", "--descriptions", "en",
        ])
        #expect(run.status == 0, "\(run.standardError)")
        let lines = Self.describeLines(run.standardOutput)
        #expect(lines.count == 1)
        #expect(lines.first?.hasSuffix("00:00:02.000-00:00:03.000 A test card.") == true)
    }

    /// The sound in a WAV file from `after` seconds on: where it starts and ends, measured by
    /// Python's wave module (nil for silence), and the file's length.
    static func sound(in wav: String, after: Double) throws -> (
        span: (start: Double, end: Double)?, length: Double
    ) {
        let measured = try DescriptionFitCLITests.tool([
            "python3", "-c",
            "import array, sys, wave; w = wave.open(sys.argv[1]); r = w.getframerate();"
                + " s = array.array('h', w.readframes(w.getnframes())); a = int(float(sys.argv[2]) * r);"
                + " i = [k for k in range(a, len(s)) if s[k]];"
                + " print(i[0] / r if i else -1, (i[-1] + 1) / r if i else -1, len(s) / r)",
            wav, String(after),
        ])
        let numbers = measured.standardOutput.split(separator: " ").compactMap {
            Double($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        try #require(numbers.count == 3, "\(measured.standardError)")
        return (numbers[0] < 0 ? nil : (numbers[0], numbers[1]), numbers[2])
    }

    /// A description at 3 s, after the opening announcement is over, is in the WAV at 3 s and
    /// lasts as long as the espeak-ng command says it; without descriptions the WAV is silent
    /// there.
    @Test func speakToRecordsEachDescriptionAtItsStart() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = "A boat leaves the harbour."
        let film = try Self.filmWithSidecar(in: folder, cues: "00:03.000 --> 00:06.000\n\(text)\n")
        let described = folder.appendingPathComponent("described.wav").path
        let plain = folder.appendingPathComponent("plain.wav").path
        for (wav, options) in [(described, ["--descriptions", "en"]), (plain, [])] {
            let run = try CLIRunner.run(
                [
                    "play", film, "--fast", "--until", "8", "--no-ocr", "--speak-to", wav,
                    "--no-programme-audio",
                ] + options)
            #expect(run.status == 0, "\(run.standardError)")
        }
        let expected = try DescriptionFitCLITests.espeakLength(text, rate: 175, in: folder)
        let heard = try Self.sound(in: described, after: 2.5)
        let span = try #require(heard.span)
        #expect(abs(span.start - 3) < 0.05, "starts at \(span.start)")
        #expect(abs((span.end - span.start) - expected) < 0.1, "\(span) against \(expected)")
        #expect(abs(heard.length - 8) < 0.01)
        #expect(try Self.sound(in: plain, after: 2.5).span == nil)
    }

    /// The skin's Audio description control turns text descriptions on when the title has a
    /// text description track and no described audio (it was dimmed and did nothing).
    @Test func theAudioDescriptionControlTurnsTextDescriptionsOn() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let film = try Self.filmWithSidecar(in: folder)
        let skin = CLIRunner.packageRoot.appendingPathComponent("Samples/skins/full.json").path
        let listing = try CLIRunner.run(["controls", film, "--skin", skin])
        #expect(listing.status == 0, "\(listing.standardError)")
        #expect(listing.standardOutput.contains("says    Audio description, Off, button"))
        let script = folder.appendingPathComponent("walk.script")
        try "play\nvoice Tap Audio description\n".write(
            to: script, atomically: true, encoding: .utf8)
        let run = try CLIRunner.run([
            "play", film, "--fast", "--until", "6", "--skin", skin, "--script", script.path,
            "--no-ocr",
        ])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("audioDescription: Audio description = On"))
        #expect(Self.describeLines(run.standardOutput).count == 2)
    }

    /// Extended description: a description of about four seconds of speech on a half-second
    /// cue pauses playback at the cue's end until espeak-ng (the command, measured by Python's
    /// wave module) says it is over; the position waits while session time goes on, and the
    /// WAV of --speak-to lasts the session, the pause included.
    @Test func anOverrunningDescriptionPausesPlaybackUntilItIsSaid() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = "A woman climbs into a small sailing boat and pushes off from the wooden jetty."
        let film = try Self.filmWithSidecar(in: folder, cues: "00:02.000 --> 00:02.500\n\(text)\n")
        let wav = folder.appendingPathComponent("described.wav").path
        let run = try CLIRunner.run([
            "play", film, "--fast", "--until", "4", "--no-ocr", "--descriptions", "en",
            "--extended-descriptions", "--log", "jsonl", "--speak-to", wav, "--no-programme-audio",
        ])
        #expect(run.status == 0, "\(run.standardError)")
        let lines = try run.standardOutput.split(separator: "\n").compactMap { line in
            try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        }
        func line(_ kind: String) throws -> (t: Double, pos: Double, text: String?) {
            let found = try #require(lines.first { $0["kind"] as? String == kind }, "\(kind)")
            return (
                try #require(found["t"] as? Double), try #require(found["pos"] as? Double),
                found["text"] as? String
            )
        }
        let speech = try DescriptionFitCLITests.espeakLength(text, rate: 175, in: folder)
        let paused = try line("pause")
        let resumed = try line("resume")
        #expect(paused.t == 2.5 && paused.pos == 2.5)
        #expect(paused.text == text && resumed.text == text)
        #expect(abs(resumed.t - (2 + speech)) < 0.1, "\(resumed.t) against \(2 + speech)")
        #expect(resumed.pos == 2.5)
        let heard = try Self.sound(in: wav, after: 0)
        #expect(abs(heard.length - (4 + resumed.t - 2.5)) < 0.01, "\(heard.length)")
    }

    /// A Spanish description track is said by espeak-ng's Spanish voice, not the player's
    /// English one: the WAV's speech lasts what the espeak-ng command makes of the text with
    /// `-v es`, which differs from its English reading.
    @Test func aDescriptionIsSaidInItsTracksLanguage() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text =
            "Veintitrés niños juegan con doscientas cuarenta y siete pelotas rojas en el jardín."
        let film = folder.appendingPathComponent("film.mkv").path
        try FileManager.default.createSymbolicLink(
            atPath: film, withDestinationPath: CLIRunner.sample("demo.mkv"))
        try "WEBVTT\n\n00:03.000 --> 00:09.000\n\(text)\n".write(
            to: folder.appendingPathComponent("film.es.descriptions.vtt"), atomically: true,
            encoding: .utf8)
        let wav = folder.appendingPathComponent("described.wav").path
        let run = try CLIRunner.run([
            "play", film, "--fast", "--until", "10", "--no-ocr", "--descriptions", "es",
            "--speak-to", wav, "--no-programme-audio",
        ])
        #expect(run.status == 0, "\(run.standardError)")
        let spanish = try DescriptionFitCLITests.espeakLength(
            text, rate: 175, voice: "es", in: folder)
        let english = try DescriptionFitCLITests.espeakLength(text, rate: 175, in: folder)
        try #require(abs(spanish - english) > 0.3, "\(spanish) \(english)")
        let span = try #require(try Self.sound(in: wav, after: 2.5).span)
        #expect(abs((span.end - span.start) - spanish) < 0.1, "\(span) against \(spanish)")
    }

    /// With extended description off and `--description-overrun cut` (the default), a
    /// description still being said when the next begins is cut off there: the next is heard
    /// from its start, and the sound ends as long after it as its own speech lasts. The
    /// describe line says where the first was cut.
    @Test func anOverrunningDescriptionIsCutAtTheNext() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let long = "A woman climbs into a small sailing boat and pushes off from the wooden jetty."
        let short = "A gull lands."
        let film = try Self.filmWithSidecar(
            in: folder,
            cues: "00:03.000 --> 00:03.500\n\(long)\n\n00:05.000 --> 00:06.000\n\(short)\n")
        let wav = folder.appendingPathComponent("described.wav").path
        let run = try CLIRunner.run([
            "play", film, "--fast", "--until", "8", "--no-ocr", "--descriptions", "en",
            "--speak-to", wav, "--no-programme-audio",
        ])
        #expect(run.status == 0, "\(run.standardError)")
        let lines = Self.describeLines(run.standardOutput)
        #expect(lines.first?.hasSuffix("\(long) (cut at 00:00:05.000)") == true, "\(lines)")
        #expect(lines.last?.hasSuffix(short) == true)
        let heard = try Self.sound(in: wav, after: 2.5)
        let span = try #require(heard.span)
        let shortLength = try DescriptionFitCLITests.espeakLength(short, rate: 175, in: folder)
        #expect(abs(span.start - 3) < 0.05, "\(span)")
        #expect(abs(span.end - (5 + shortLength)) < 0.15, "\(span) against \(shortLength)")
    }

    /// `--description-overrun faster`: the long description on a half-second cue is said
    /// faster (the most, 2.5 times: 437 words a minute), which the describe line says; the
    /// WAV's speech is the espeak-ng command's at that rate.
    @Test func anOverrunningDescriptionIsSaidFaster() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let long = "A woman climbs into a small sailing boat and pushes off from the wooden jetty."
        let film = try Self.filmWithSidecar(in: folder, cues: "00:03.000 --> 00:03.500\n\(long)\n")
        let wav = folder.appendingPathComponent("described.wav").path
        let run = try CLIRunner.run([
            "play", film, "--fast", "--until", "8", "--no-ocr", "--descriptions", "en",
            "--description-overrun", "faster", "--speak-to", wav, "--no-programme-audio",
        ])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(
            Self.describeLines(run.standardOutput).first?.hasSuffix("(said 2.5× faster)") == true,
            "\(run.standardOutput)")
        let fast = try DescriptionFitCLITests.espeakLength(long, rate: 437, in: folder)
        let usual = try DescriptionFitCLITests.espeakLength(long, rate: 175, in: folder)
        let span = try #require(try Self.sound(in: wav, after: 2.5).span)
        #expect(abs((span.end - span.start) - fast) < 0.1, "\(span) against \(fast)")
        #expect(fast < usual / 2)
    }
}
