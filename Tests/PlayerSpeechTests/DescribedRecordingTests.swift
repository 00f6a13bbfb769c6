import Foundation
import PlayerCore
import PlayerSpeech
import Testing

/// The programme under speech, on synthetic samples at 1000 Hz: a programme whose sample `i`
/// is `i` (so a sample says which media position it came from) and a constant "utterance".
@Suite("The described recording: programme laid on session time, ducked under speech")
struct DescribedRecordingTests {
    private static let rate = 1_000
    /// The programme: 10 s whose sample i is i.
    private static let programme = PCMAudio(
        samples: (0..<10_000).map { Int16($0) }, sampleRate: rate)

    /// Speech of constant value 1000 from 1 s to 2 s, and one from 5 s to 6 s whose script
    /// gives the programme a gain of 0.1; playback paused from session 3 s to 4 s.
    private static func recording() -> DescribedRecording {
        let speech = PCMAudio(samples: Array(repeating: 1_000, count: rate), sampleRate: rate)
        let timeline = SpokenTimeline(
            sampleRate: rate,
            utterances: [
                PlacedUtterance(
                    text: "a", requestedTime: .seconds(1), startSample: rate, audio: speech),
                PlacedUtterance(
                    text: "b", requestedTime: .seconds(5), startSample: 5 * rate, audio: speech,
                    programmeGain: 0.1),
            ],
            sampleCount: 8 * rate)
        let bed = ProgrammeBed(
            sources: [programme],
            stretches: [
                PlaybackStretch(
                    sessionStart: .zero, mediaStart: .zero, rate: 1, gain: 1, source: 0),
                PlaybackStretch(
                    sessionStart: .seconds(3), mediaStart: .seconds(3), rate: 0, gain: 1,
                    source: 0),
                PlaybackStretch(
                    sessionStart: .seconds(4), mediaStart: .seconds(3), rate: 1, gain: 1,
                    source: 0),
            ])
        return DescribedRecording(speech: timeline, programme: bed)
    }

    /// The sample at session time `seconds`.
    private func sample(at seconds: Double, _ recording: DescribedRecording) -> Int {
        let index = Int((seconds * Double(Self.rate)).rounded())
        return Int(recording.samples(in: index..<(index + 1))[0])
    }

    @Test func theProgrammePlaysOnSessionTimeAndWaitsWhilePaused() {
        let recording = Self.recording()
        #expect(sample(at: 0.5, recording) == 500)
        #expect(sample(at: 2.5, recording) == 2_500)
        #expect(sample(at: 3.5, recording) == 0)
        // After the pause, session 4.5 s plays media 3.5 s.
        #expect(sample(at: 4.5, recording) == 3_500)
        #expect(recording.samples(in: 0..<100_000).count == 8 * Self.rate)
    }

    /// −12 dB is an amplitude of 10^(−12/20); the 50 ms ramp is halfway 25 ms before the
    /// speech; the script's gain replaces the level under its utterance.
    @Test func theProgrammeIsLoweredTwelveDecibelsUnderSpeechWithRamps() {
        let recording = Self.recording()
        let duck = pow(10, -12.0 / 20)
        #expect(abs(Double(sample(at: 1.5, recording)) - (1_000 + 1_500 * duck)) <= 1)
        let halfway = 1 - (1 - duck) / 2
        #expect(abs(Double(sample(at: 0.975, recording)) - 975 * halfway) <= 1)
        #expect(sample(at: 0.94, recording) == 940)
        #expect(abs(Double(sample(at: 2.025, recording)) - 2_025 * halfway) <= 1)
        #expect(sample(at: 2.06, recording) == 2_060)
        // Under the scripted gain: session 5.5 s is media 4.5 s.
        #expect(abs(Double(sample(at: 5.5, recording)) - (1_000 + 4_500 * 0.1)) <= 1)
    }
}
