import Dispatch
import Foundation
import PlayerSpeech
import Synchronization
import Testing

@Suite("Speaking live to a sound device")
struct LiveSpeakerTests {
    @Test("A device that does not exist fails to open with a message naming it")
    func missingDevice() {
        #expect {
            try LiveSpeaker(device: "hw:99,0")
        } throws: { error in
            guard case .cannotOpen(let device, let reason) = error as? SoundDeviceError else {
                return false
            }
            return device == "hw:99,0" && !reason.isEmpty
                && "\(error)".hasPrefix("cannot open sound device \"hw:99,0\": ")
        }
    }

    @Test(
        "Without sound hardware the default device fails to open instead of crashing or waiting",
        .enabled(if: !FileManager.default.fileExists(atPath: "/dev/snd")))
    func noSoundHardware() {
        #expect(throws: SoundDeviceError.self) { try ALSASoundOutput(sampleRate: 22050) }
    }

    @Test("Utterances are played whole, in the order given, each finished before the next")
    func playsInOrder() {
        let output = RecordingOutput()
        let speaker = LiveSpeaker(output: output)
        speaker.speak("Playing", language: "en")
        speaker.speak("Subtitles off, selected for closed captions", language: "en")
        speaker.waitUntilDone()
        let utterances = output.utterances()
        #expect(utterances.count == 2)
        // The second text is several times longer than the first.
        #expect(utterances[0] > 2205 && utterances[1] > 2 * utterances[0])
    }

    @Test("Stopping cuts off the current utterance and drops the queued ones")
    func stopSpeaking() {
        let output = RecordingOutput(holdFirstPiece: true)
        let speaker = LiveSpeaker(output: output)
        speaker.speak("Subtitles off, selected for closed captions", language: "en")
        speaker.speak("Paused", language: "en")
        output.firstPieceArrived.wait()
        speaker.stopSpeaking()
        output.releaseFirstPiece.signal()
        speaker.waitUntilDone()
        #expect(output.events() == [.played(2205), .discarded])
    }

    @Test("After the device fails, the failure is reported once and the speaker goes quiet")
    func deviceFailure() {
        let output = RecordingOutput(failing: true)
        let failures = Mutex<[String]>([])
        let speaker = LiveSpeaker(output: output) { error in
            failures.withLock { $0.append("\(error)") }
        }
        speaker.speak("Playing", language: "en")
        speaker.speak("Paused", language: "en")
        speaker.waitUntilDone()
        #expect(failures.withLock { $0 } == ["sound device \"fake\" failed: unplugged"])
        #expect(output.events().isEmpty)
    }

    @Test("An utterance in a language without a voice is reported and skipped")
    func unknownLanguage() {
        let output = RecordingOutput()
        let failures = Mutex<[String]>([])
        let speaker = LiveSpeaker(output: output) { error in
            failures.withLock { $0.append("\(error)") }
        }
        speaker.speak("Pause", language: "zz")
        speaker.speak("Paused", language: "en")
        speaker.waitUntilDone()
        #expect(failures.withLock { $0 } == ["no speech voice for language \"zz\""])
        #expect(output.utterances().count == 1)
    }
}

/// A sound output that records what it was asked to play.
private final class RecordingOutput: SoundOutput {
    enum Event: Equatable {
        case played(Int)
        case finished
        case discarded
    }

    let firstPieceArrived = DispatchSemaphore(value: 0)
    let releaseFirstPiece = DispatchSemaphore(value: 0)
    private let holdFirstPiece: Bool
    private let failing: Bool
    private let recorded = Mutex<[Event]>([])

    init(holdFirstPiece: Bool = false, failing: Bool = false) {
        self.holdFirstPiece = holdFirstPiece
        self.failing = failing
    }

    func play(_ samples: ArraySlice<Int16>) throws(SoundDeviceError) {
        if failing { throw .writeFailed(device: "fake", reason: "unplugged") }
        let isFirst = recorded.withLock { events in
            events.append(.played(samples.count))
            return events.count == 1
        }
        if isFirst && holdFirstPiece {
            firstPieceArrived.signal()
            releaseFirstPiece.wait()
        }
    }

    func finishPlaying() {
        recorded.withLock { $0.append(.finished) }
    }

    func discardPlaying() {
        recorded.withLock { $0.append(.discarded) }
    }

    func events() -> [Event] {
        recorded.withLock { $0 }
    }

    /// The sample count of each utterance played to its end.
    func utterances() -> [Int] {
        var counts: [Int] = []
        var current = 0
        for event in events() {
            switch event {
            case .played(let count): current += count
            case .finished:
                counts.append(current)
                current = 0
            case .discarded: current = 0
            }
        }
        return counts
    }
}
