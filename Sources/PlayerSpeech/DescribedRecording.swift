import Foundation
import PlayerCore

/// What a blind viewer hears, as one recording: the programme's sound as the session played
/// it (pauses silent, an extended description's hold among them), lowered under everything
/// said, with the speech on top. What `--speak-to FILE.wav` writes when the programme's sound
/// is mixed in.
///
/// ```swift
/// let recording = DescribedRecording(
///     speech: timeline, programme: bed, ducking: Ducking(decibels: -12))
/// try recording.writeWAV(to: URL(fileURLWithPath: "described.wav"))
/// ```
public struct DescribedRecording: Hashable, Sendable {
    /// What is said, on session time; its length is the recording's.
    public var speech: SpokenTimeline
    /// The programme's sound on session time.
    public var programme: ProgrammeBed
    /// How the programme is lowered under speech.
    public var ducking: Ducking

    /// `speech` over `programme`, lowered as `ducking` says.
    public init(speech: SpokenTimeline, programme: ProgrammeBed, ducking: Ducking = Ducking()) {
        self.speech = speech
        self.programme = programme
        self.ducking = ducking
    }

    /// The mixed samples in `range` (clamped to the speech timeline's length), clipped to
    /// 16 bits where the sum overflows.
    public func samples(in range: Range<Int>) -> [Int16] {
        let range = range.clamped(to: 0..<speech.sampleCount)
        let spoken = speech.samples(in: range)
        let bed = programme.samples(in: range, sampleRate: speech.sampleRate)
        let envelope = ducking.envelope(
            in: range, under: speech.utterances, sampleRate: speech.sampleRate)
        return spoken.indices.map { index in
            let mixed = Float(spoken[index]) + bed[index] * envelope[index] * 32_767
            return Int16(max(-32_768, min(32_767, mixed.rounded())))
        }
    }

    /// Writes the recording to `url` as a WAV file (RIFF/WAVE, PCM 16-bit mono, the speech's
    /// rate), a second at a time. Throws the file system's error when it cannot be written.
    public func writeWAV(to url: URL) throws {
        try WAVFormat.write(
            sampleCount: speech.sampleCount, sampleRate: speech.sampleRate, to: url
        ) { samples(in: $0) }
    }
}
