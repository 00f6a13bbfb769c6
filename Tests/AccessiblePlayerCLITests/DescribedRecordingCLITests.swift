import Foundation
import MediaTestSupport
import Testing

/// `play --speak-to` as one recording of what a blind viewer hears: the programme's own sound
/// (a stereo 48 kHz tone the test makes with ffmpeg) under the descriptions, lowered by 12 dB
/// while one is said, silent while extended description holds playback. Each film is played
/// twice, with and without `--no-programme-audio`; the programme's part of the mix is the
/// difference of the two WAV files, measured by Python on the samples (RMS in a window), and
/// compared with the tone as the ffmpeg command itself resamples it.
@Suite("play --speak-to: the described recording", .serialized)
struct DescribedRecordingCLITests {
    /// The tone's amplitude (of full scale) and frequency.
    private static let amplitude = 0.4
    private static let frequency = 440

    /// A folder with `film.mkv` (black video, `seconds` of the tone in stereo at 48 kHz, or
    /// shaped by the ffmpeg audio filter `audioFilter`) and the description sidecar `sidecar`
    /// named `sidecarName`.
    private static func film(
        seconds: Int, sidecarName: String, sidecar: String,
        audioFilter: String = "volume=\(amplitude * 8),pan=stereo|c0=c0|c1=c0",
        secondAudioFilter: String? = nil
    ) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "described-recording-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let tone = "sine=frequency=\(frequency):sample_rate=48000:duration=\(seconds)"
        // A second audio track (stream 2, not the default) when a filter is given for it.
        let audio =
            secondAudioFilter.map { second in
                [
                    "-f", "lavfi", "-i", tone, "-filter_complex",
                    "[1:a]\(audioFilter)[first];[2:a]\(second)[second]", "-map", "0:v",
                    "-map", "[first]", "-map", "[second]", "-disposition:a:0", "default",
                    "-disposition:a:1", "0",
                ]
            } ?? ["-af", audioFilter]
        try FFmpegCLI.run(
            [
                "-f", "lavfi", "-i", "color=c=black:s=160x90:r=10:d=\(seconds)",
                "-f", "lavfi", "-i", tone,
            ] + audio + ["-c:v", "mpeg4", "-c:a", "pcm_s16le", "film.mkv"], in: folder)
        try sidecar.write(
            to: folder.appendingPathComponent(sidecarName), atomically: true, encoding: .utf8)
        return folder
    }

    /// The RMS level, in dB of full scale, of `mixed` less `speech` (the programme's part)
    /// in each window (start, end in seconds), and each file's length in seconds.
    private static func measure(
        mixed: String, speech: String, windows: [(Double, Double)], in folder: URL
    ) throws -> (levels: [Double], lengths: [Double]) {
        let program = """
            import array, math, sys, wave
            def read(path):
                w = wave.open(path)
                return w.getframerate(), array.array('h', w.readframes(w.getnframes()))
            rate, mixed = read(sys.argv[1])
            _, speech = read(sys.argv[2])
            print(len(mixed) / rate, len(speech) / rate)
            for pair in sys.argv[3:]:
                start, end = (int(float(v) * rate) for v in pair.split(':'))
                part = [mixed[i] - speech[i] for i in range(start, end)]
                rms = math.sqrt(sum(v * v for v in part) / len(part)) / 32768
                print(20 * math.log10(rms) if rms > 0 else -999)
            """
        let run = try ToolRun(
            "python3", ["-c", program, mixed, speech] + windows.map { "\($0.0):\($0.1)" },
            in: folder)
        try #require(run.status == 0, "\(run.standardError)")
        let lines = run.standardOutput.split(separator: "\n")
        let lengths = lines[0].split(separator: " ").compactMap { Double($0) }
        return (lines.dropFirst().compactMap { Double($0) }, lengths)
    }

    /// The tone's RMS level in dB of full scale as the ffmpeg command decodes the film's
    /// sound to mono at `rate`.
    private static func toneLevel(in folder: URL, rate: Int) throws -> Double {
        try FFmpegCLI.run(
            ["-i", "film.mkv", "-ac", "1", "-ar", String(rate), "reference.wav"], in: folder)
        let run = try ToolRun(
            "python3",
            [
                "-c",
                "import array, math, wave; w = wave.open('reference.wav');"
                    + " s = array.array('h', w.readframes(w.getnframes()))[w.getframerate():];"
                    + " print(20 * math.log10(math.sqrt(sum(v * v for v in s) / len(s)) / 32768))",
            ], in: folder)
        return try #require(
            Double(run.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)))
    }

    /// Plays `film.mkv` in `folder` with `options`, to `mixed.wav` and `spoken.wav` (speech
    /// alone).
    private static func record(in folder: URL, _ options: [String]) throws {
        let film = folder.appendingPathComponent("film.mkv").path
        for (name, extra) in [("mixed.wav", []), ("spoken.wav", ["--no-programme-audio"])] {
            let run = try CLIRunner.run(
                [
                    "play", film, "--fast", "--no-ocr", "--speak-to",
                    folder.appendingPathComponent(name).path,
                ] + options + extra)
            #expect(run.status == 0, "\(run.standardError)")
        }
    }

    /// A description at 3 s: the tone plays at its own level before it, 12 dB lower while it
    /// is said, at its own level again once it is over; the recording lasts the session.
    @Test func theProgrammeIsDuckedTwelveDecibelsUnderADescription() throws {
        let text = "A boat leaves the harbour."
        let folder = try Self.film(
            seconds: 10, sidecarName: "film.en.descriptions.vtt",
            sidecar: "WEBVTT\n\n00:03.000 --> 00:06.000\n\(text)\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.record(in: folder, ["--until", "8", "--descriptions", "en"])
        let speech = try DescriptionFitCLITests.espeakLength(text, rate: 175, in: folder)
        let mixed = folder.appendingPathComponent("mixed.wav").path
        let spoken = folder.appendingPathComponent("spoken.wav").path
        let measured = try Self.measure(
            mixed: mixed, speech: spoken,
            windows: [(1.5, 2.5), (3.1, 3 + speech - 0.1), (6.5, 7.5)], in: folder)
        let reference = try Self.toneLevel(in: folder, rate: 22_050)
        #expect(measured.lengths.allSatisfy { abs($0 - 8) < 0.01 }, "\(measured.lengths)")
        try #require(measured.levels.count == 3)
        #expect(abs(measured.levels[0] - reference) < 0.5, "\(measured.levels) \(reference)")
        #expect(abs(measured.levels[1] - (reference - 12)) < 0.5, "\(measured.levels)")
        #expect(abs(measured.levels[2] - reference) < 0.5, "\(measured.levels)")
    }

    /// Extended description: the programme is silent while playback is held for a long
    /// description on a short cue (session time goes on, the position waits), and plays on
    /// afterwards from where it stopped; the recording is longer than the media by the hold.
    @Test func theProgrammeWaitsWhileExtendedDescriptionHoldsPlayback() throws {
        let text = "A woman climbs into a small sailing boat and pushes off from the wooden jetty."
        let folder = try Self.film(
            seconds: 6, sidecarName: "film.en.descriptions.vtt",
            sidecar: "WEBVTT\n\n00:02.000 --> 00:02.500\n\(text)\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.record(
            in: folder, ["--until", "4", "--descriptions", "en", "--extended-descriptions"])
        let speech = try DescriptionFitCLITests.espeakLength(text, rate: 175, in: folder)
        let hold = 2 + speech - 2.5
        let measured = try Self.measure(
            mixed: folder.appendingPathComponent("mixed.wav").path,
            speech: folder.appendingPathComponent("spoken.wav").path,
            windows: [(0.5, 1.5), (2.7, 2 + speech - 0.2), (2 + speech + 0.3, 4 + hold - 0.1)],
            in: folder)
        let reference = try Self.toneLevel(in: folder, rate: 22_050)
        #expect(measured.lengths.allSatisfy { abs($0 - (4 + hold)) < 0.1 }, "\(measured.lengths)")
        try #require(measured.levels.count == 3)
        #expect(abs(measured.levels[0] - reference) < 0.5, "\(measured.levels)")
        #expect(measured.levels[1] < -90, "held: \(measured.levels)")
        #expect(abs(measured.levels[2] - reference) < 0.5, "\(measured.levels)")
    }

    /// A W3C DAPT description script beside the film whose description states `tta:gain` (a
    /// Mixing Instruction on its Script Event) lowers the programme to that gain instead of
    /// 12 dB; its `<audio src>` recording is not played, which standard error says.
    @Test func aDAPTGainSetsTheLevelUnderItsDescription() throws {
        let gain = 0.1
        let script = """
            <tt xmlns="http://www.w3.org/ns/ttml" xmlns:tta="http://www.w3.org/ns/ttml#audio"
              xmlns:daptm="http://www.w3.org/ns/ttml/profile/dapt#metadata" xml:lang="en"
              daptm:scriptRepresents="visual.nonText" daptm:scriptType="asRecorded">
              <body>
                <div begin="3s" end="6s" tta:gain="\(gain)">
                  <p><audio src="clip1.wav"/>A boat leaves the harbour.</p>
                </div>
              </body>
            </tt>
            """
        let folder = try Self.film(seconds: 10, sidecarName: "film.en.ttml", sidecar: script)
        defer { try? FileManager.default.removeItem(at: folder) }
        let film = folder.appendingPathComponent("film.mkv").path
        let run = try CLIRunner.run([
            "play", film, "--fast", "--no-ocr", "--until", "8", "--descriptions", "en",
            "--speak-to", folder.appendingPathComponent("mixed.wav").path,
        ])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(
            run.standardError.contains(
                "the description at 00:00:03.000 references audio (clip1.wav), which is not"
                    + " played"), "\(run.standardError)")
        let spoken = try CLIRunner.run([
            "play", film, "--fast", "--no-ocr", "--until", "8", "--descriptions", "en",
            "--speak-to", folder.appendingPathComponent("spoken.wav").path,
            "--no-programme-audio",
        ])
        #expect(spoken.status == 0, "\(spoken.standardError)")
        let speech = try DescriptionFitCLITests.espeakLength(
            "A boat leaves the harbour.", rate: 175, in: folder)
        let measured = try Self.measure(
            mixed: folder.appendingPathComponent("mixed.wav").path,
            speech: folder.appendingPathComponent("spoken.wav").path,
            windows: [(1.5, 2.5), (3.1, 3 + speech - 0.1)], in: folder)
        try #require(measured.levels.count == 2)
        #expect(
            abs(measured.levels[1] - (measured.levels[0] + 20 * log10(gain))) < 0.5,
            "\(measured.levels)")
    }

    /// A film cut off in the middle (its bytes truncated): the recording is written, the
    /// programme heard as far as its sound was read and silent after, and `play` fails
    /// (exit 1) naming the time the sound stops at, as a partial read does.
    @Test func aProgrammeCutOffIsMixedAsFarAsReadAndFails() throws {
        let folder = try Self.film(
            seconds: 8, sidecarName: "film.en.descriptions.vtt", sidecar: "WEBVTT\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let whole = try Data(contentsOf: folder.appendingPathComponent("film.mkv"))
        try whole.prefix(whole.count / 2).write(to: folder.appendingPathComponent("cut.mkv"))
        var runs: [CLIRun] = []
        for (name, extra) in [("mixed.wav", []), ("spoken.wav", ["--no-programme-audio"])] {
            runs.append(
                try CLIRunner.run(
                    [
                        "play", folder.appendingPathComponent("cut.mkv").path, "--fast", "--no-ocr",
                        "--speak-to", folder.appendingPathComponent(name).path,
                    ] + extra))
        }
        #expect(runs[0].status == 1)
        #expect(runs[1].status == 0, "\(runs[1].standardError)")
        let message = try #require(
            runs[0].standardError.firstMatch(
                of: /stops early \(the file ends early at (\d\d):(\d\d):(\d\d\.\d\d\d)\)/),
            "\(runs[0].standardError)")
        let reached =
            try #require(Double(message.2)) * 60 + (try #require(Double(message.3)))
        #expect(reached > 1 && reached < 7, "\(reached)")
        let measured = try Self.measure(
            mixed: folder.appendingPathComponent("mixed.wav").path,
            speech: folder.appendingPathComponent("spoken.wav").path,
            windows: [(reached - 1, reached - 0.1), (reached + 0.1, 7.5)], in: folder)
        let reference = try Self.toneLevel(in: folder, rate: 22_050)
        try #require(measured.levels.count == 2)
        #expect(abs(measured.levels[0] - reference) < 0.5, "\(measured.levels)")
        #expect(measured.levels[1] < -90, "\(measured.levels)")
    }

    /// A seek jumps in the programme: a film quiet (a tenth of full scale) for its first 5 s
    /// and loud (four tenths) after, sought from 2 s to 6 s by the script, is heard quiet
    /// before the seek and loud after it (a sine's RMS is its amplitude over √2) — 12 dB
    /// lower while the player says where the seek landed ("6 seconds of 10 seconds", about
    /// a second and a half): screen-reader speech ducks the programme as descriptions do.
    @Test func aSeekJumpsInTheProgramme() throws {
        let folder = try Self.film(
            seconds: 10, sidecarName: "film.en.descriptions.vtt", sidecar: "WEBVTT\n",
            audioFilter: "volume=0.8,volume=4:enable='gte(t,5)'")
        defer { try? FileManager.default.removeItem(at: folder) }
        try "at 2 seek 6\n".write(
            to: folder.appendingPathComponent("seek.script"), atomically: true, encoding: .utf8)
        try Self.record(
            in: folder,
            ["--until", "9", "--script", folder.appendingPathComponent("seek.script").path])
        let measured = try Self.measure(
            mixed: folder.appendingPathComponent("mixed.wav").path,
            speech: folder.appendingPathComponent("spoken.wav").path,
            windows: [(0.5, 1.9), (2.1, 3.0), (4.2, 4.9)], in: folder)
        try #require(measured.levels.count == 3)
        let quiet = 20 * log10(0.1 / 2.0.squareRoot())
        let loud = 20 * log10(0.4 / 2.0.squareRoot())
        #expect(abs(measured.levels[0] - quiet) < 0.5, "\(measured.levels)")
        #expect(abs(measured.levels[1] - (loud - 12)) < 0.5, "\(measured.levels)")
        #expect(abs(measured.levels[2] - loud) < 0.5, "\(measured.levels)")
    }

    /// The recording follows the audio track the viewer chose (a script's `audio` line, as
    /// `--audio`): a film whose default audio track is quiet (a tenth of full scale) and whose
    /// second one is loud (four tenths), switched to the second at 4 s, is heard quiet before
    /// the switch and loud after it, as the player plays it.
    @Test func theRecordingFollowsTheChosenAudioTrack() throws {
        let folder = try Self.film(
            seconds: 9, sidecarName: "film.en.descriptions.vtt", sidecar: "WEBVTT\n",
            audioFilter: "volume=0.8,pan=stereo|c0=c0|c1=c0",
            secondAudioFilter: "volume=3.2,pan=stereo|c0=c0|c1=c0")
        defer { try? FileManager.default.removeItem(at: folder) }
        try "at 4 audio 2\n".write(
            to: folder.appendingPathComponent("switch.script"), atomically: true, encoding: .utf8)
        try Self.record(
            in: folder,
            ["--until", "9", "--script", folder.appendingPathComponent("switch.script").path])
        let measured = try Self.measure(
            mixed: folder.appendingPathComponent("mixed.wav").path,
            speech: folder.appendingPathComponent("spoken.wav").path,
            windows: [(2.5, 3.5), (7.0, 8.5)], in: folder)
        try #require(measured.levels.count == 2)
        let quiet = 20 * log10(0.1 / 2.0.squareRoot())
        let loud = 20 * log10(0.4 / 2.0.squareRoot())
        #expect(abs(measured.levels[0] - quiet) < 0.5, "\(measured.levels)")
        #expect(abs(measured.levels[1] - loud) < 0.5, "\(measured.levels)")
    }
}
