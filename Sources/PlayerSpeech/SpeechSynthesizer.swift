import CSpeechLibraries
import PlayerCore
import Synchronization

/// Turns text into speech with espeak-ng: 16-bit mono PCM at espeak-ng's sample rate (22050 Hz)
/// in the voice that best speaks a BCP-47 language.
///
/// espeak-ng is one process-wide C library that is not thread-safe, so there is one synthesizer,
/// `shared`; it holds the library behind a mutex, and calls from any thread or task take turns.
/// Synthesis is synchronous and takes a few milliseconds per short utterance; call it off the
/// thread that must not block.
///
/// ```swift
/// let speech = try SpeechSynthesizer.shared.synthesize("Pause", language: "en")
/// speech.audio.sampleRate   // 22050
/// speech.voice.name         // "English (Great Britain)"
/// ```
public final class SpeechSynthesizer: Sendable {
    /// The one synthesizer of the process.
    public static let shared = SpeechSynthesizer()

    private let engine = Mutex(EspeakEngine())

    private init() {}

    /// Samples per second of everything the synthesizer makes; starts espeak-ng if needed.
    public func sampleRate() throws(SpeechError) -> Int {
        try engine.withLock { engine throws(SpeechError) in try engine.start() }
    }

    /// Every installed espeak-ng voice.
    public func voices() throws(SpeechError) -> [SpeechVoice] {
        try engine.withLock { engine throws(SpeechError) in try engine.voices() }
    }

    /// The voice `synthesize` uses for `language` (a BCP-47 tag such as "en", "es", "fr-CA").
    public func voice(for language: String) throws(SpeechError) -> SpeechVoice {
        try engine.withLock { engine throws(SpeechError) in try engine.voice(for: language) }
    }

    /// espeak-ng's own speaking rate, in words per minute (`espeakRATE_NORMAL`), which its
    /// command-line tool uses unless told otherwise (`-s`).
    public static let defaultWordsPerMinute = Int(espeakRATE_NORMAL)
    /// The slowest and fastest rates espeak-ng speaks at, in words per minute.
    public static let wordsPerMinuteRange = Int(espeakRATE_MINIMUM)...Int(espeakRATE_MAXIMUM)

    /// `text` spoken in `language` (a BCP-47 tag) at `wordsPerMinute` (clamped to
    /// ``wordsPerMinuteRange``), with the voice that spoke it; at `pitch` and `volume` (a
    /// description voice's, clamped to its ranges) and in the installed voice `voice` names
    /// when given, else espeak-ng's usual pitch and volume in the language's voice.
    ///
    /// The text is read as plain text (angle brackets are not SSML). espeak-ng ends each
    /// utterance with a short pause, which is part of the audio.
    public func synthesize(
        _ text: String, language: String, wordsPerMinute: Int = defaultWordsPerMinute,
        pitch: Int = DescriptionVoice().pitch, volume: Int = DescriptionVoice().volume,
        voice identifier: String? = nil
    ) throws(SpeechError) -> SynthesizedSpeech {
        try engine.withLock { engine throws(SpeechError) in
            let rate = try engine.start()
            try engine.setRate(
                min(
                    max(wordsPerMinute, Self.wordsPerMinuteRange.lowerBound),
                    Self.wordsPerMinuteRange.upperBound))
            try engine.setPitch(
                pitch.clamped(to: DescriptionVoice.pitchRange),
                volume: volume.clamped(to: DescriptionVoice.volumeRange))
            let voice = try engine.loadVoice(for: language, identifier: identifier)
            let samples = try engine.synthesize(text)
            return SynthesizedSpeech(
                audio: PCMAudio(samples: samples, sampleRate: rate), voice: voice)
        }
    }
}

extension Int {
    /// The value, or the nearer end of `range` when outside it.
    fileprivate func clamped(to range: ClosedRange<Int>) -> Int {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}

/// One utterance's audio and the voice that spoke it.
public struct SynthesizedSpeech: Hashable, Sendable {
    /// The spoken samples.
    public var audio: PCMAudio
    /// The espeak-ng voice used.
    public var voice: SpeechVoice

    /// Speech audio spoken by `voice`.
    public init(audio: PCMAudio, voice: SpeechVoice) {
        self.audio = audio
        self.voice = voice
    }
}
