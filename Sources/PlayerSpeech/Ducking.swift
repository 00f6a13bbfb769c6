import Foundation
import PlayerCore

/// How the programme's sound is lowered while something is said over it, as broadcast audio
/// description mixes are made: a fixed level under each utterance (or the gain the script
/// gives that description), reached by short linear ramps that end as the speech starts and
/// begin as it ends.
public struct Ducking: Hashable, Sendable {
    /// The level under speech when the script gives none, in decibels: −12 dB, a quarter of
    /// the amplitude.
    public static let defaultDecibels = -12.0
    /// How long the level takes to go down before speech and back up after it.
    public static let defaultRamp = MediaTime(microseconds: 50_000)

    /// The programme's gain under speech, as an amplitude factor (1 leaves it as it is).
    public var gain: Double
    /// How long each ramp lasts.
    public var ramp: MediaTime

    /// Ducking to `decibels` (0 or more leaves the programme as it is) with ramps of `ramp`.
    public init(decibels: Double = defaultDecibels, ramp: MediaTime = defaultRamp) {
        gain = Self.amplitude(ofDecibels: decibels)
        self.ramp = ramp
    }

    /// The amplitude factor of `decibels`: 10^(dB/20), 1 at 0 dB and above.
    public static func amplitude(ofDecibels decibels: Double) -> Double {
        decibels >= 0 ? 1 : pow(10, decibels / 20)
    }

    /// The programme's gain at each session sample of `range` under `utterances` (in order of
    /// start, at `sampleRate`): the lowest an utterance asks for where several do.
    func envelope(in range: Range<Int>, under utterances: [PlacedUtterance], sampleRate: Int)
        -> [Float]
    {
        var envelope = [Float](repeating: 1, count: range.count)
        let rampSamples = max(1, PCMAudio.sampleIndex(at: ramp, sampleRate: sampleRate))
        var index = utterances.partitioningIndex { $0.endSample + rampSamples > range.lowerBound }
        while index < utterances.count,
            utterances[index].startSample - rampSamples < range.upperBound
        {
            let utterance = utterances[index]
            index += 1
            let low = Float(utterance.programmeGain ?? gain)
            guard low < 1 else { continue }
            let from = max(range.lowerBound, utterance.startSample - rampSamples)
            let to = min(range.upperBound, utterance.endSample + rampSamples)
            for sample in from..<max(from, to) {
                // How far into the duck: 0 at the ramps' outer ends, 1 under the speech.
                let depth: Float
                if sample < utterance.startSample {
                    depth = 1 - Float(utterance.startSample - sample) / Float(rampSamples)
                } else if sample >= utterance.endSample {
                    depth = 1 - Float(sample - utterance.endSample) / Float(rampSamples)
                } else {
                    depth = 1
                }
                let level = 1 - (1 - low) * depth
                envelope[sample - range.lowerBound] = min(
                    envelope[sample - range.lowerBound], level)
            }
        }
        return envelope
    }
}
