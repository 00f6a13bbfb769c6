import Foundation
import MediaTestSupport
import Testing

/// The description voice panel (issue 37): reached from Settings with VoiceOver, its rate,
/// pitch, volume and voice each said and adjusted by the script's `increment` and `decrement`
/// as the caption style's are, its Sample said as a description, and the descriptions after
/// it said with the new settings.
@Suite("description voice panel walks")
struct DescriptionVoicePanelCLITests {
    /// A folder holding demo.mkv as `film.mkv` beside `film.en.descriptions.vtt` with `cues`,
    /// and the walk `script`; the film's path and the script's.
    private static func walkFolder(cues: String, script: String) throws -> (
        folder: URL, film: String, script: String
    ) {
        let folder = try DescribeCLITests.folder()
        let film = try DescribeCLITests.filmWithSidecar(in: folder, cues: cues)
        let walk = folder.appendingPathComponent("walk.script")
        try script.write(to: walk, atomically: true, encoding: .utf8)
        return (folder, film, walk.path)
    }

    /// Opens Settings by voice (the panel called `settings` in the locale), moves to its
    /// fourth entry (Captions, Audio, Speed, then the description voice: the sidecar is a
    /// text description track) and opens it.
    private static func openPanel(settings: String = "Settings") -> String {
        "pause\nvoice \"Tap \(settings)\"\nnext\nnext\nnext\nnext\nactivate\n"
    }

    /// Each setting raised or lowered once, then Sample.
    private static let adjustEach = """
        next
        increment
        next
        increment
        next
        decrement
        next
        increment
        next
        activate

        """

    private static func lines(_ output: String, kind: String) -> [String] {
        // French and Spanish percents keep their sign with a no-break space.
        output.replacingOccurrences(of: "\u{00A0}", with: " ")
            .replacingOccurrences(of: "\u{202F}", with: " ")
            .split(separator: "\n").map(String.init).filter { $0.contains("  \(kind) ") }
            .map { line in
                String(line[line.range(of: "  \(kind) ")!.upperBound...])
                    .trimmingCharacters(in: .whitespaces)
            }
    }

    /// The walk in English and in Spanish: each element says its setting and value, each
    /// swipe says the new value, within espeak-ng's ranges (rate by 25 words a minute, pitch
    /// by 10 of 0–99, volume by 10 %), and the voice steps from the track language's to the
    /// first espeak-ng English voice.
    @Test(arguments: [
        (
            "en", "Settings",
            [
                "Description voice, 175 words per minute, 50, 100%, Track language, collapsed",
                "Speaking rate, 175 words per minute, adjustable", "200 words per minute",
                "Pitch, 50, adjustable", "60", "Description volume, 100%, adjustable", "90%",
                "Voice, Track language, adjustable", "en", "Sample, button",
            ]
        ),
        (
            "es", "Ajustes",
            [
                "Voz de la descripción, 175 palabras por minuto, 50, 100 %, Idioma de la pista",
                "Velocidad del habla, 175 palabras por minuto, ajustable",
                "200 palabras por minuto", "Tono, 50, ajustable", "60",
                "Volumen de la descripción, 100 %, ajustable", "90 %",
                "Voz, Idioma de la pista, ajustable", "en", "Muestra, botón",
            ]
        ),
    ])
    func eachSettingIsSpokenAndAdjusted(locale: String, settings: String, expected: [String])
        throws
    {
        let walk = try Self.walkFolder(
            cues: "00:01.000 --> 00:03.000\nA boat.\n",
            script: Self.openPanel(settings: settings)
                + Self.adjustEach.replacingOccurrences(
                    of: "next\nactivate\n", with: "next\n"))
        defer { try? FileManager.default.removeItem(at: walk.folder) }
        let run = try CLIRunner.run([
            "play", walk.film, "--fast", "--until", "1", "--screen-reader", "--locale", locale,
            "--no-ocr", "--script", walk.script,
        ])
        #expect(run.status == 0, "\(run.standardError)")
        let focus = Self.lines(run.standardOutput, kind: "focus")
        var rest = focus[...]
        for phrase in expected {
            guard let index = rest.firstIndex(where: { $0.hasPrefix(phrase) }) else {
                Issue.record("\(locale): no focus line \"\(phrase)\" in order; heard \(focus)")
                return
            }
            rest = rest[(index + 1)...]
        }
        #expect(
            run.standardOutput.contains(
                "description voice 200 wpm, pitch 60, volume 90%, voice gmw/en"))
    }

    /// Sample says its sentence as a description, marked as the sample with the settings it
    /// is said with; the descriptions after it carry the settings too, and the JSON Lines log
    /// gives them as `voice`.
    @Test func sampleIsSaidAsADescriptionAndTheNextDescriptionsFollowTheSettings() throws {
        let walk = try Self.walkFolder(
            cues: "00:01.000 --> 00:03.000\nA boat.\n",
            script: Self.openPanel() + Self.adjustEach + "play\n")
        defer { try? FileManager.default.removeItem(at: walk.folder) }
        let run = try CLIRunner.run([
            "play", walk.film, "--fast", "--until", "2", "--screen-reader", "--descriptions", "en",
            "--no-ocr", "--script", walk.script,
        ])
        #expect(run.status == 0, "\(run.standardError)")
        let described = Self.lines(run.standardOutput, kind: "describe")
        #expect(
            described == [
                "[English, text description] sample, 200 wpm, pitch 60, volume 90%, voice gmw/en:"
                    + " A description will sound like this.",
                "[English, text description] 00:00:01.000-00:00:03.000 A boat."
                    + " (200 wpm, pitch 60, volume 90%, voice gmw/en)",
            ])
        let json = try CLIRunner.run([
            "play", walk.film, "--fast", "--until", "2", "--screen-reader", "--descriptions", "en",
            "--no-ocr", "--script", walk.script, "--log", "jsonl",
        ])
        let events = try json.standardOutput.split(separator: "\n").compactMap { line in
            try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        }.filter { $0["kind"] as? String == "describe" }
        #expect(events.map { $0["sample"] as? Bool } == [true, nil])
        let voices = events.compactMap { $0["voice"] as? [String: Any] }
        #expect(voices.map { $0["wordsPerMinute"] as? Int } == [200, 200])
        #expect(voices.map { $0["pitch"] as? Int } == [60, 60])
        #expect(voices.map { $0["volume"] as? Int } == [90, 90])
        #expect(voices.map { $0["voice"] as? String } == ["gmw/en", "gmw/en"])
    }

    /// Two steps up the rate (225 words a minute; the walk's own speech is over by 3 s): the
    /// description at 3 s in the `--speak-to`
    /// recording lasts as long as the espeak-ng command says it at `-s 225`, shorter than at
    /// its usual 175.
    @Test func theRecordingSaysTheNextDescriptionAtTheNewRate() throws {
        let text = "A boat leaves the harbour under a grey sky."
        let walk = try Self.walkFolder(
            cues: "00:03.000 --> 00:08.000\n\(text)\n",
            script: Self.openPanel() + "next\nincrement\nincrement\nplay\n")
        defer { try? FileManager.default.removeItem(at: walk.folder) }
        let wav = walk.folder.appendingPathComponent("described.wav").path
        let run = try CLIRunner.run([
            "play", walk.film, "--fast", "--until", "9", "--descriptions", "en", "--no-ocr",
            "--screen-reader", "--script", walk.script, "--speak-to", wav, "--no-programme-audio",
        ])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("describe [English, text description] 00:00:03.000"))
        let faster = try DescriptionFitCLITests.espeakLength(text, rate: 225, in: walk.folder)
        let usual = try DescriptionFitCLITests.espeakLength(text, rate: 175, in: walk.folder)
        let heard = try DescribeCLITests.sound(in: wav, after: 2.9)
        let span = try #require(heard.span)
        #expect(abs(span.start - 3) < 0.05, "starts at \(span.start)")
        #expect(abs((span.end - span.start) - faster) < 0.1, "\(span) against \(faster)")
        #expect(usual - faster > 0.3, "the rates differ audibly: \(usual) against \(faster)")
    }
}
