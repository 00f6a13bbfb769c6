import PlayerCore

/// A spoken log laid out on the media timeline: utterances at their sample positions, silence
/// between them, `sampleCount` samples in all. Only the speech is held in memory; silence is
/// made when samples are read, so a film-length timeline costs what its speech costs.
public struct SpokenTimeline: Hashable, Sendable {
    /// Samples per second.
    public var sampleRate: Int
    /// The utterances in time order; none overlaps the next.
    public var utterances: [PlacedUtterance]
    /// The timeline's length in samples.
    public var sampleCount: Int

    /// A timeline of `sampleCount` samples holding `utterances` (in order, not overlapping).
    public init(sampleRate: Int, utterances: [PlacedUtterance], sampleCount: Int) {
        self.sampleRate = sampleRate
        self.utterances = utterances
        self.sampleCount = sampleCount
    }

    /// How long the timeline lasts.
    public var duration: MediaTime {
        PCMAudio.time(ofSample: sampleCount, sampleRate: sampleRate)
    }

    /// The mixed samples in `range` (clamped to the timeline): speech where an utterance is,
    /// zero elsewhere.
    public func samples(in range: Range<Int>) -> [Int16] {
        let range = range.clamped(to: 0..<sampleCount)
        var output = [Int16](repeating: 0, count: range.count)
        var index = firstUtterance(endingAfter: range.lowerBound)
        while index < utterances.count, utterances[index].startSample < range.upperBound {
            let utterance = utterances[index]
            let overlap = range.clamped(to: utterance.startSample..<utterance.endSample)
            for sample in overlap {
                output[sample - range.lowerBound] =
                    utterance.audio.samples[sample - utterance.startSample]
            }
            index += 1
        }
        return output
    }

    /// The whole timeline as one piece of audio.
    public func audio() -> PCMAudio {
        PCMAudio(samples: samples(in: 0..<sampleCount), sampleRate: sampleRate)
    }

    /// The index of the first utterance whose audio ends after `sample` (binary search).
    private func firstUtterance(endingAfter sample: Int) -> Int {
        utterances.partitioningIndex { $0.endSample > sample }
    }
}
