import PlayerCore

/// One thing a screen reader says at a time of the session, and whether it cuts off what is
/// still being said.
public struct TimedUtterance: Hashable, Sendable {
    /// When it is said.
    public var time: MediaTime
    /// What is said.
    public var text: String
    /// Whether it interrupts: a focus utterance does (the user moved on); an announcement
    /// waits its turn.
    public var interrupts: Bool
    /// The language it is said in (a BCP-47 tag: a description track's); nil for the
    /// timeline's language.
    public var language: String?
    /// How fast it is said, in words per minute; nil for espeak-ng's default.
    public var wordsPerMinute: Int?
    /// The programme's gain under it, when its script gives one (DAPT's `tta:gain`).
    public var programmeGain: Double?
    /// The viewer's description voice's pitch, volume and voice, for a text description;
    /// nil for espeak-ng's usual ones in the language's voice.
    public var descriptionVoice: DescriptionVoice?

    /// `text` said at `time`, interrupting or waiting as `interrupts` says, in `language` at
    /// `wordsPerMinute` when given, the programme at `programmeGain` under it when given.
    public init(
        time: MediaTime, text: String, interrupts: Bool, language: String? = nil,
        wordsPerMinute: Int? = nil, programmeGain: Double? = nil
    ) {
        self.time = time
        self.text = text
        self.interrupts = interrupts
        self.language = language
        self.wordsPerMinute = wordsPerMinute
        self.programmeGain = programmeGain
    }
}

/// Renders a spoken log, utterances stamped with session times, into one timeline of speech:
/// what `--speak-to FILE.wav` writes.
///
/// Each utterance starts at its time, following VoiceOver's rule for its speech queue: an
/// utterance that interrupts (a new focus) cuts off the one still speaking at that instant
/// and drops those still waiting; one that waits (an announcement) starts when the speech
/// before it ends, so a burst of announcements drifts
/// later than its times. Everywhere else the timeline is silent. It lasts until the last
/// utterance ends, or until `end` when that is later.
///
/// ```swift
/// let renderer = SpokenTimelineRenderer()
/// let timeline = try renderer.render(
///     [(time: .zero, text: "Playing"), (time: .seconds(2), text: "Paused")], language: "en")
/// try timeline.writeWAV(to: URL(fileURLWithPath: "spoken.wav"))
/// ```
public struct SpokenTimelineRenderer: Sendable {
    /// The synthesizer that speaks each utterance.
    public let synthesizer: SpeechSynthesizer

    /// A renderer speaking with `synthesizer`.
    public init(synthesizer: SpeechSynthesizer = .shared) {
        self.synthesizer = synthesizer
    }

    /// The timeline of announcements that all wait their turn (none interrupts).
    public func render(
        _ utterances: [(time: MediaTime, text: String)], language: String,
        until end: MediaTime? = nil
    ) throws(SpeechError) -> SpokenTimeline {
        try render(
            utterances.map { TimedUtterance(time: $0.time, text: $0.text, interrupts: false) },
            language: language, until: end)
    }

    /// The timeline of `utterances` spoken in `language` (a BCP-47 tag) unless one names its
    /// own, lasting at least until `end`. Utterances are taken in time order (equal times keep their order); times before
    /// zero count as zero.
    public func render(
        _ utterances: [TimedUtterance], language: String, until end: MediaTime? = nil
    ) throws(SpeechError) -> SpokenTimeline {
        let sampleRate = try synthesizer.sampleRate()
        let ordered = utterances.enumerated().sorted {
            ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
        }
        var placed: [PlacedUtterance] = []
        for (_, utterance) in ordered {
            let speech = try synthesizer.synthesize(
                utterance.text, language: utterance.language ?? language,
                wordsPerMinute: utterance.wordsPerMinute ?? SpeechSynthesizer.defaultWordsPerMinute,
                pitch: utterance.descriptionVoice?.pitch ?? DescriptionVoice().pitch,
                volume: utterance.descriptionVoice?.volume ?? DescriptionVoice().volume,
                voice: utterance.descriptionVoice?.voice)
            let wanted = PCMAudio.sampleIndex(at: utterance.time, sampleRate: sampleRate)
            var start = max(wanted, placed.last?.endSample ?? 0)
            if utterance.interrupts {
                start = wanted
                placed.removeAll { $0.startSample >= wanted }
                if let speaking = placed.last, speaking.endSample > wanted {
                    placed[placed.count - 1].audio.samples.removeLast(speaking.endSample - wanted)
                    placed[placed.count - 1].wasInterrupted = true
                }
            }
            placed.append(
                PlacedUtterance(
                    text: utterance.text, requestedTime: utterance.time, startSample: start,
                    audio: speech.audio, programmeGain: utterance.programmeGain))
        }
        let endSample = end.map { PCMAudio.sampleIndex(at: $0, sampleRate: sampleRate) } ?? 0
        return SpokenTimeline(
            sampleRate: sampleRate, utterances: placed,
            sampleCount: max(placed.last?.endSample ?? 0, endSample))
    }
}
