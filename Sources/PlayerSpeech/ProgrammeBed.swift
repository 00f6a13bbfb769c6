import PlayerCore

/// A stretch of session time over which the programme's sound went one way: playing from a
/// media position at a rate, or waiting (rate 0: paused, stopped, held for a description).
public struct PlaybackStretch: Hashable, Sendable {
    /// When the stretch begins, in session time; it lasts until the next one begins.
    public var sessionStart: MediaTime
    /// The media position at its start.
    public var mediaStart: MediaTime
    /// Media seconds per session second: 1 playing, 0.5 in slow motion, 0 waiting.
    public var rate: Double
    /// The programme's volume over the stretch: 0 muted, 1 full.
    public var gain: Double
    /// Which of the bed's sources plays (the file of a playlist played then).
    public var source: Int

    /// Programme sound from `source` at `mediaStart`, moving at `rate` with volume `gain`
    /// from `sessionStart` on.
    public init(
        sessionStart: MediaTime, mediaStart: MediaTime, rate: Double, gain: Double, source: Int
    ) {
        self.sessionStart = sessionStart
        self.mediaStart = mediaStart
        self.rate = rate
        self.gain = gain
        self.source = source
    }
}

/// The programme's sound as the session played it: each source's decoded audio on its media
/// timeline, laid on session time by the stretches of playback, so that a pause (an extended
/// description's hold among them) is silence while session time goes on and a seek jumps.
public struct ProgrammeBed: Hashable, Sendable {
    /// Each source's audio at the recording's rate, sample 0 at media time 0; nil for a
    /// source without sound.
    public var sources: [PCMAudio?]
    /// The stretches in order of session time.
    public var stretches: [PlaybackStretch]

    /// A bed playing `sources` as `stretches` say.
    public init(sources: [PCMAudio?], stretches: [PlaybackStretch]) {
        self.sources = sources
        self.stretches = stretches
    }

    /// The programme's samples heard over `range` of session samples at `sampleRate`, as
    /// floats in −1…1 (nearest source sample; a rate other than 1 changes the pitch).
    func samples(in range: Range<Int>, sampleRate: Int) -> [Float] {
        var output = [Float](repeating: 0, count: range.count)
        let rangeStart = PCMAudio.time(ofSample: range.lowerBound, sampleRate: sampleRate)
        var index = max(0, stretches.partitioningIndex { $0.sessionStart > rangeStart } - 1)
        while index < stretches.count {
            let stretch = stretches[index]
            let first = PCMAudio.sampleIndex(at: stretch.sessionStart, sampleRate: sampleRate)
            guard first < range.upperBound else { break }
            let next =
                index + 1 < stretches.count
                ? PCMAudio.sampleIndex(
                    at: stretches[index + 1].sessionStart, sampleRate: sampleRate)
                : Int.max
            index += 1
            guard stretch.rate > 0, stretch.gain > 0, sources.indices.contains(stretch.source),
                let audio = sources[stretch.source]
            else { continue }
            let mediaFirst =
                Double(stretch.mediaStart.microseconds) * Double(audio.sampleRate)
                / 1_000_000
            let sessionToSource = stretch.rate * Double(audio.sampleRate) / Double(sampleRate)
            for sample in max(first, range.lowerBound)..<min(next, range.upperBound) {
                let source = Int(mediaFirst + Double(sample - first) * sessionToSource)
                guard audio.samples.indices.contains(source) else { continue }
                output[sample - range.lowerBound] =
                    Float(audio.samples[source]) / 32_768 * Float(stretch.gain)
            }
        }
        return output
    }
}
