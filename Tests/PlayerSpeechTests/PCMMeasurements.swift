import PlayerSpeech

/// Loudness measurements the speech tests judge audio by.
enum PCMMeasurements {
    /// Root-mean-square amplitude of `samples[range]` as a fraction of full scale (0…1).
    static func rms(_ samples: [Int16], in range: Range<Int>) -> Double {
        let window = samples[range.clamped(to: samples.indices)]
        guard !window.isEmpty else { return 0 }
        let sumOfSquares = window.reduce(0.0) { sum, sample in
            let value = Double(sample) / Double(Int16.max)
            return sum + value * value
        }
        return (sumOfSquares / Double(window.count)).squareRoot()
    }

    /// The RMS of the `seconds`-long window of `audio` starting `start` seconds in.
    static func rms(_ audio: PCMAudio, from start: Double, seconds: Double) -> Double {
        let first = Int(start * Double(audio.sampleRate))
        let count = Int(seconds * Double(audio.sampleRate))
        return rms(audio.samples, in: first..<(first + count))
    }
}
