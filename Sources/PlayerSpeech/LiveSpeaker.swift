import Dispatch
import PlayerCore
import Synchronization

/// Speaks utterances aloud as they happen: what `--speak` uses.
///
/// `speak` returns at once; a private serial queue synthesizes each utterance and plays it to a
/// `SoundOutput`, one after another in the order given. Opening the sound device is the step
/// that fails on a machine without one, and it fails in the initializer, so the caller can say
/// once that speech is off and carry on:
///
/// ```swift
/// let speaker: LiveSpeaker?
/// do {
///     speaker = try LiveSpeaker()
/// } catch {
///     print("no sound device (\(error)); --speak is off")
///     speaker = nil
/// }
/// speaker?.speak("Paused", language: "en")
/// ```
///
/// Call `waitUntilDone()` before the process exits, or the last words are cut off.
///
/// Failures while speaking go to `onFailure`: a `SpeechError` costs only its utterance; after a
/// `SoundDeviceError` the speaker stays silent for good.
public final class LiveSpeaker: Sendable {
    private let output: any SoundOutput
    private let synthesizer: SpeechSynthesizer
    private let onFailure: @Sendable (any Error) -> Void
    private let queue = DispatchQueue(label: "PlayerSpeech.LiveSpeaker")
    /// Bumped by `stopSpeaking`; work queued under an older value is dropped.
    private let generation = Atomic<Int>(0)
    private let deviceFailed = Atomic<Bool>(false)

    /// A speaker playing to the ALSA sound device `device`.
    ///
    /// Throws `SoundDeviceError.cannotOpen` when there is no such device or it cannot play
    /// 16-bit mono at the synthesizer's rate, and `SpeechError` when espeak-ng cannot start.
    public convenience init(
        device: String = "default", synthesizer: SpeechSynthesizer = .shared,
        onFailure: @escaping @Sendable (any Error) -> Void = { _ in }
    ) throws {
        let output = try ALSASoundOutput(device: device, sampleRate: try synthesizer.sampleRate())
        self.init(output: output, synthesizer: synthesizer, onFailure: onFailure)
    }

    /// A speaker playing to `output`, which must take samples at the synthesizer's rate.
    public init(
        output: any SoundOutput, synthesizer: SpeechSynthesizer = .shared,
        onFailure: @escaping @Sendable (any Error) -> Void = { _ in }
    ) {
        self.output = output
        self.synthesizer = synthesizer
        self.onFailure = onFailure
    }

    /// Queues `text` to be spoken in `language` (a BCP-47 tag) at `wordsPerMinute`, with the
    /// pitch, volume and voice of `descriptionVoice` when given, after what is already queued.
    public func speak(
        _ text: String, language: String,
        wordsPerMinute: Int = SpeechSynthesizer.defaultWordsPerMinute,
        descriptionVoice: DescriptionVoice? = nil
    ) {
        let queuedGeneration = generation.load(ordering: .relaxed)
        queue.async { [self] in
            guard isCurrent(queuedGeneration) else { return }
            do {
                let speech = try synthesizer.synthesize(
                    text, language: language, wordsPerMinute: wordsPerMinute,
                    pitch: descriptionVoice?.pitch ?? DescriptionVoice().pitch,
                    volume: descriptionVoice?.volume ?? DescriptionVoice().volume,
                    voice: descriptionVoice?.voice)
                try play(speech.audio, queuedIn: queuedGeneration)
            } catch let error as SoundDeviceError {
                deviceFailed.store(true, ordering: .relaxed)
                onFailure(error)
            } catch {
                onFailure(error)
            }
        }
    }

    /// Cuts off the utterance being spoken (within a fifth of a second, the device's buffer) and
    /// drops those queued.
    public func stopSpeaking() {
        generation.add(1, ordering: .relaxed)
    }

    /// Blocks until everything queued so far has been spoken or dropped.
    public func waitUntilDone() {
        queue.sync {}
    }

    private func isCurrent(_ queuedGeneration: Int) -> Bool {
        !deviceFailed.load(ordering: .relaxed)
            && generation.load(ordering: .relaxed) == queuedGeneration
    }

    /// Plays in tenth-of-a-second pieces, checking between them whether speech was stopped.
    private func play(_ audio: PCMAudio, queuedIn queued: Int) throws(SoundDeviceError) {
        let pieceLength = max(audio.sampleRate / 10, 1)
        var start = 0
        while start < audio.samples.count {
            guard isCurrent(queued) else {
                output.discardPlaying()
                return
            }
            let end = min(start + pieceLength, audio.samples.count)
            try output.play(audio.samples[start..<end])
            start = end
        }
        output.finishPlaying()
    }
}
