import PlayerSpeech
import Testing

/// Speech that a quiet room would not produce: espeak-ng speaks near -20 dBFS, silence is 0.
let speechLevel = 0.02
/// Below this a window counts as silent (digital silence is exactly 0).
let silenceLevel = 0.001

@Suite("Speech synthesis with espeak-ng")
struct SpeechSynthesizerTests {
    let synthesizer = SpeechSynthesizer.shared

    @Test("\"Pause\" in English is audible speech a fraction of a second long, at 22050 Hz")
    func pauseIsSpoken() throws {
        let speech = try synthesizer.synthesize("Pause", language: "en")
        #expect(speech.audio.sampleRate == 22050)
        let seconds = Double(speech.audio.samples.count) / 22050
        #expect(seconds > 0.2 && seconds < 2)
        let whole = PCMMeasurements.rms(speech.audio.samples, in: speech.audio.samples.indices)
        #expect(whole > speechLevel)
    }

    @Test("Spanish text is spoken by espeak-ng's Spanish (Spain) voice")
    func spanishVoice() throws {
        let speech = try synthesizer.synthesize("Pausa. Subtítulos desactivados.", language: "es")
        #expect(speech.voice.identifier == "roa/es")
        #expect(speech.voice.primaryLanguage == "es")
        let whole = PCMMeasurements.rms(speech.audio.samples, in: speech.audio.samples.indices)
        #expect(whole > speechLevel)
    }

    @Test(
        "Each requested language gets a voice of that language",
        arguments: [
            ("en", "en"), ("en-US", "en-us"), ("es", "es"), ("fr", "fr"), ("de", "de"),
            ("pt_BR", "pt-br"),
        ])
    func voicePerLanguage(language: String, expectedPrimary: String) throws {
        let voice = try synthesizer.voice(for: language)
        #expect(voice.primaryLanguage.hasPrefix(expectedPrimary))
    }

    @Test("A language no voice speaks is refused by name")
    func unknownLanguage() {
        #expect(throws: SpeechError.voiceNotFound(language: "zz")) {
            try synthesizer.synthesize("Pause", language: "zz")
        }
    }
}
