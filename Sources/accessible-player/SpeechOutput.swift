import Foundation
import PlayerAccessibility
import PlayerCore
import PlayerEngine
import PlayerSession
import PlayerSpeech
import Synchronization

/// Where `--speak` and `--speak-to` send what is said: the sound device as it happens, and a
/// list of timed utterances rendered into one WAV file at the end.
final class SpeechOutput: Sendable {
    private let language: String
    private let speaker: LiveSpeaker?
    private let recorded: Mutex<[TimedUtterance]>?

    /// Speech in `language`: live when `live` (saying once on standard error when there is no
    /// sound device, and going on silently), recorded when `recording`.
    init(language: PlayerLanguage, live: Bool, recording: Bool) {
        self.language = language.rawValue
        recorded = recording ? Mutex([]) : nil
        guard live else {
            speaker = nil
            return
        }
        do {
            speaker = try LiveSpeaker()
        } catch {
            StandardError.write("no sound device; speech is off")
            speaker = nil
        }
    }

    /// Speaks and records what `event` says, if anything.
    func observe(_ event: LoggedEvent) {
        guard let text = event.spokenText else { return }
        speaker?.speak(text, language: language)
        let utterance = TimedUtterance(
            time: event.sessionTime, text: text, interrupts: event.kind == .focus)
        recorded?.withLock { $0.append(utterance) }
    }

    /// Waits for live speech to finish, then writes the recording to `path` as a WAV lasting at
    /// least until `end` (the session's end): each utterance at the session time it was said,
    /// a new focus cutting off what is still being said.
    func finish(writingTo path: String?, until end: MediaTime) throws(CommandFailure) {
        speaker?.waitUntilDone()
        guard let path, let utterances = recorded?.withLock({ $0 }) else { return }
        do {
            let timeline = try SpokenTimelineRenderer().render(
                utterances, language: language, until: end)
            try timeline.writeWAV(to: URL(fileURLWithPath: path))
        } catch {
            throw CommandFailure(
                message: "cannot render speech to \(path): \(error)", exitCode: .failure)
        }
    }
}
