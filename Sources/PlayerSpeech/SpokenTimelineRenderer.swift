import PlayerCore

/// Renders a spoken log, utterances stamped with media times, into one timeline of speech: what
/// `--speak-to FILE.wav` writes.
///
/// Each utterance starts at its media time. When it would start while the previous utterance is
/// still speaking, it starts right after that one ends instead, so no two utterances overlap and
/// none is cut; a burst of announcements therefore drifts later than its times. Everywhere else
/// the timeline is silent. It lasts until the last utterance ends, or until `end` when that is
/// later.
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

    /// The timeline of `utterances` spoken in `language` (a BCP-47 tag), lasting at least until
    /// `end`. Utterances are taken in time order (equal times keep their order); times before
    /// zero count as zero.
    public func render(
        _ utterances: [(time: MediaTime, text: String)], language: String,
        until end: MediaTime? = nil
    ) throws(SpeechError) -> SpokenTimeline {
        let sampleRate = try synthesizer.sampleRate()
        let ordered = utterances.enumerated().sorted {
            ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
        }
        var placed: [PlacedUtterance] = []
        var nextFreeSample = 0
        for (_, utterance) in ordered {
            let speech = try synthesizer.synthesize(utterance.text, language: language)
            let wanted = PCMAudio.sampleIndex(at: utterance.time, sampleRate: sampleRate)
            let placement = PlacedUtterance(
                text: utterance.text, requestedTime: utterance.time,
                startSample: max(wanted, nextFreeSample), audio: speech.audio)
            placed.append(placement)
            nextFreeSample = placement.endSample
        }
        let endSample = end.map { PCMAudio.sampleIndex(at: $0, sampleRate: sampleRate) } ?? 0
        return SpokenTimeline(
            sampleRate: sampleRate, utterances: placed, sampleCount: max(nextFreeSample, endSample))
    }
}
