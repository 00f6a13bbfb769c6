import Foundation
import PlayerAccessibility
import PlayerCore
import PlayerEngine
import PlayerMedia
import PlayerSession
import PlayerSpeech
import Synchronization

/// Where `--speak` and `--speak-to` send what is said: the sound device as it happens, and a
/// list of timed utterances rendered into one WAV file at the end, over the programme's own
/// sound as the session played it unless that is left out.
final class SpeechOutput: Sendable {
    private let language: String
    private let speaker: LiveSpeaker?
    private let recorded: Mutex<Recording>?
    private let mixesProgramme: Bool
    /// When the description said last is to be cut off: the next one's start, as the
    /// overrun preference says.
    private let descriptionCut = Mutex<MediaTime?>(nil)

    /// What the recording keeps while the session runs.
    fileprivate struct Recording {
        var utterances: [TimedUtterance] = []
        /// The programme sounds heard, in order: each file played (a playlist's one after
        /// another) with the audio track chosen, a new one each time the track changes.
        var sounds: [ProgrammeSound] = []
        var stretches: [PlaybackStretch] = []
        /// How the programme was going at the last event: whether it played, at which rate
        /// (slow motion's 0.5), with which volume (0 muted).
        var playing = false
        var speed = 1.0
        var gain = 1.0
    }

    /// Speech in `language`: live when `live` (saying once on standard error when there is no
    /// sound device, and going on silently), recorded when `recording`, over the programme's
    /// sound when `mixesProgramme`.
    init(language: PlayerLanguage, live: Bool, recording: Bool, mixesProgramme: Bool = true) {
        self.language = language.rawValue
        self.mixesProgramme = mixesProgramme
        recorded = recording ? Mutex(Recording()) : nil
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

    /// Speaks and records what `event` says, if anything, and notes how the programme plays.
    func observe(_ event: LoggedEvent) {
        recorded?.withLock { $0.follow(event) }
        guard let text = event.spokenText else { return }
        var utterance = TimedUtterance(
            time: event.sessionTime, text: text, interrupts: event.kind == .focus)
        if case .described(let cue) = event.event {
            utterance.language = cue.language?.description
            utterance.programmeGain = cue.voicing?.programmeGain
            utterance.wordsPerMinute = Self.wordsPerMinute(
                for: cue.voicing?.speechRate, from: cue.voice.wordsPerMinute)
            utterance.descriptionVoice = cue.voice
            if case .faster(let speedUp) = cue.overrun {
                utterance.wordsPerMinute = Int(
                    Double(utterance.wordsPerMinute ?? SpeechSynthesizer.defaultWordsPerMinute)
                        * speedUp)
            }
            // The newer description wins over the one it is to cut off.
            let cut = descriptionCut.withLock { cut in
                defer { cut = if case .cut(let time) = cue.overrun { time } else { nil } }
                return cut == cue.start
            }
            if cut {
                utterance.interrupts = true
                speaker?.stopSpeaking()
            }
            if let recordings = cue.voicing?.audioRecordings, !recordings.isEmpty {
                StandardError.write(
                    "warning: the description at \(cue.start) references audio ("
                        + recordings.joined(separator: ", ")
                        + "), which is not played; its text is spoken instead")
            }
        }
        speaker?.speak(
            text, language: utterance.language ?? language,
            wordsPerMinute: utterance.wordsPerMinute ?? SpeechSynthesizer.defaultWordsPerMinute,
            descriptionVoice: utterance.descriptionVoice)
        recorded?.withLock { $0.utterances.append(utterance) }
    }

    /// The words per minute a description is said at: the viewer's `rate` (the description
    /// voice's) times DAPT's `tta:speak` rate's ``CueVoicing/SpeechRate/speedFactor``; nil for
    /// espeak-ng's default itself.
    static func wordsPerMinute(
        for speechRate: CueVoicing.SpeechRate?,
        from rate: Int = SpeechSynthesizer.defaultWordsPerMinute
    ) -> Int? {
        let wordsPerMinute = Int(Double(rate) * (speechRate?.speedFactor ?? 1))
        return wordsPerMinute == SpeechSynthesizer.defaultWordsPerMinute ? nil : wordsPerMinute
    }

    /// Waits for live speech to finish, then writes the recording to `path` as a WAV lasting at
    /// least until `end` (the session's end): each utterance at the session time it was said,
    /// a new focus cutting off what is still being said, over the programme's sound lowered
    /// by ``Ducking/defaultDecibels`` under speech. A programme whose sound stops early is
    /// mixed as far as it was read (one that cannot be read is left out), the WAV written,
    /// and then a failure (exit 1) names where, as any partial read does.
    func finish(writingTo path: String?, until end: MediaTime) throws(CommandFailure) {
        speaker?.waitUntilDone()
        guard let path, let recording = recorded?.withLock({ $0 }) else { return }
        var shortfalls: [String] = []
        do {
            let timeline = try SpokenTimelineRenderer().render(
                recording.utterances, language: language, until: end)
            guard mixesProgramme else {
                try timeline.writeWAV(to: URL(fileURLWithPath: path))
                return
            }
            let sources = recording.sounds.map { sound -> PCMAudio? in
                let file = sound.file
                let audio: ProgrammeAudio?
                do {
                    audio = try ProgrammeAudioDecoder.decode(
                        path: file, sampleRate: timeline.sampleRate,
                        audioStream: sound.audioTrack?.rawValue)
                } catch {
                    shortfalls.append(
                        "the programme sound of \(file) cannot be read (\(error)); \(path)"
                            + " holds the speech alone there")
                    return nil
                }
                if let audio, let chosen = sound.audioTrack, audio.streamIndex != chosen.rawValue {
                    shortfalls.append(
                        "audio track \(chosen.rawValue) of \(file) is not one of its container's"
                            + " audio streams; \(path) mixes its default audio stream there")
                }
                if let stoppedEarly = audio?.stoppedEarly {
                    shortfalls.append(
                        "the programme sound of \(file) stops early (\(stoppedEarly));"
                            + " \(path) mixes what was read")
                }
                return audio.map { PCMAudio(samples: $0.samples, sampleRate: $0.sampleRate) }
            }
            let bed = ProgrammeBed(sources: sources, stretches: recording.stretches)
            try DescribedRecording(speech: timeline, programme: bed)
                .writeWAV(to: URL(fileURLWithPath: path))
        } catch {
            throw CommandFailure(
                message: "cannot render speech to \(path): \(error)", exitCode: .failure)
        }
        guard let last = shortfalls.last else { return }
        for shortfall in shortfalls.dropLast() {
            StandardError.write("error: \(shortfall)")
        }
        throw CommandFailure(message: last, exitCode: .failure)
    }
}

/// One file's sound as heard: the file, and the audio track chosen in it (nil: its default).
private struct ProgrammeSound {
    var file: String
    var audioTrack: TrackID?
}

extension SpeechOutput.Recording {
    /// Follows the audio track the state names: the current file's sound is that track's
    /// from now on (the sound before a change keeps the track it had).
    fileprivate mutating func hear(_ audioTrack: TrackID?) {
        guard let current = sounds.last, current.audioTrack != audioTrack else { return }
        if stretches.last?.source == sounds.count - 1 {
            sounds.append(ProgrammeSound(file: current.file, audioTrack: audioTrack))
        } else {
            sounds[sounds.count - 1].audioTrack = audioTrack
        }
    }

    /// Notes the file a session line starts and each change in how the programme plays: every
    /// event anchors the media position at its session time, a state line sets the rate and
    /// volume, an extended description's pause and resume hold and release it.
    fileprivate mutating func follow(_ event: LoggedEvent) {
        switch event.event {
        case .sessionStarted(let session):
            sounds.append(ProgrammeSound(file: session.file))
        case .stateChanged(let report):
            let state = report.state
            hear(state.audioTrack)
            playing = state.playback == .playing
            speed = state.rate
            gain = state.isMuted ? 0 : state.volume
        case .descriptionPaused:
            playing = false
        case .descriptionResumed:
            playing = true
        default:
            break
        }
        guard !sounds.isEmpty else { return }
        let stretch = PlaybackStretch(
            sessionStart: event.sessionTime, mediaStart: event.position,
            rate: playing ? speed : 0, gain: gain, source: sounds.count - 1)
        if let last = stretches.last, last.sessionStart == stretch.sessionStart {
            stretches[stretches.count - 1] = stretch
        } else {
            stretches.append(stretch)
        }
    }
}
