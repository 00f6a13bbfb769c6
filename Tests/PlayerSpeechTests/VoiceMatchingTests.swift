import PlayerSpeech
import Testing

@Suite("Choosing an espeak-ng voice for a BCP-47 language")
struct VoiceMatchingTests {
    typealias Language = SpeechVoice.Language

    /// A hand-made catalogue shaped like espeak-ng's: British English preferred for plain "en".
    let voices = [
        SpeechVoice(
            identifier: "mb/mb-en1", name: "english-mb-en1",
            languages: [Language(tag: "en", priority: 1)]),
        SpeechVoice(
            identifier: "gmw/en", name: "English (Great Britain)",
            languages: [Language(tag: "en-gb", priority: 2), Language(tag: "en", priority: 2)]),
        SpeechVoice(
            identifier: "gmw/en-US", name: "English (America)",
            languages: [Language(tag: "en-us", priority: 2), Language(tag: "en", priority: 3)]),
        SpeechVoice(
            identifier: "roa/es", name: "Spanish (Spain)",
            languages: [Language(tag: "es", priority: 5)]),
        SpeechVoice(
            identifier: "roa/es-419", name: "Spanish (Latin America)",
            languages: [Language(tag: "es-419", priority: 5), Language(tag: "es", priority: 6)]),
    ]

    @Test(
        "The whole tag beats the primary language, which beats another region; MBROLA is skipped",
        arguments: [
            ("en", "gmw/en"), ("en-US", "gmw/en-US"), ("en_us", "gmw/en-US"), ("en-AU", "gmw/en"),
            ("es", "roa/es"), ("es-419", "roa/es-419"), ("es-MX", "roa/es"),
        ])
    func choice(language: String, identifier: String) {
        #expect(SpeechVoice.best(for: language, among: voices)?.identifier == identifier)
    }

    @Test("A language only another region's voice lists still finds that voice")
    func otherRegion() {
        let onlyAmerican = voices.filter { $0.identifier == "gmw/en-US" }
        let narrowed = onlyAmerican.map {
            SpeechVoice(identifier: $0.identifier, name: $0.name, languages: [$0.languages[0]])
        }
        #expect(SpeechVoice.best(for: "en-GB", among: narrowed)?.identifier == "gmw/en-US")
    }

    @Test("No voice for an unknown or empty language", arguments: ["fr", "", "-x"])
    func none(language: String) {
        #expect(SpeechVoice.best(for: language, among: voices) == nil)
    }
}
