import PlayerCore

/// One utterance of a spoken timeline: its text, when it was asked for, and where its audio
/// actually starts (later than asked when the previous utterance was still speaking).
public struct PlacedUtterance: Hashable, Sendable {
    /// What was spoken.
    public var text: String
    /// The time the utterance was asked to start at.
    public var requestedTime: MediaTime
    /// The index of the timeline sample where its audio starts.
    public var startSample: Int
    /// Its synthesized audio, as much of it as was heard.
    public var audio: PCMAudio
    /// Whether a later utterance cut it off before its end.
    public var wasInterrupted: Bool
    /// The programme's gain under it when its script gives one (DAPT's `tta:gain`); nil for
    /// the recording's ducking level.
    public var programmeGain: Double?

    /// An utterance whose audio starts at `startSample`.
    public init(
        text: String, requestedTime: MediaTime, startSample: Int, audio: PCMAudio,
        wasInterrupted: Bool = false, programmeGain: Double? = nil
    ) {
        self.text = text
        self.requestedTime = requestedTime
        self.startSample = startSample
        self.audio = audio
        self.wasInterrupted = wasInterrupted
        self.programmeGain = programmeGain
    }

    /// The index just past its last sample.
    public var endSample: Int {
        startSample + audio.samples.count
    }

    /// The time its audio starts at.
    public var start: MediaTime {
        PCMAudio.time(ofSample: startSample, sampleRate: audio.sampleRate)
    }

    /// The time its audio ends at.
    public var end: MediaTime {
        PCMAudio.time(ofSample: endSample, sampleRate: audio.sampleRate)
    }
}
