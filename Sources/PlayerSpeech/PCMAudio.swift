import PlayerCore

/// Mono 16-bit PCM samples at a sample rate: what the synthesizer makes and the WAV writer stores.
public struct PCMAudio: Hashable, Sendable {
    /// The samples, one per frame (mono), signed 16-bit.
    public var samples: [Int16]
    /// Frames per second.
    public var sampleRate: Int

    /// Audio of `samples` played at `sampleRate` frames per second.
    public init(samples: [Int16], sampleRate: Int) {
        self.samples = samples
        self.sampleRate = sampleRate
    }

    /// How long the samples last when played, rounded down to the microsecond.
    public var duration: MediaTime {
        PCMAudio.time(ofSample: samples.count, sampleRate: sampleRate)
    }

    /// How long the speech lasts: from the first sample that is not silent (zero) through
    /// the last, without the silence an utterance starts or ends with. espeak-ng's command
    /// line ends each file with a pause; the library in memory carries part of one utterance's
    /// closing pause into the start of the next: neither is speech. Zero for silence alone.
    public var spokenDuration: MediaTime {
        guard let first = samples.firstIndex(where: { $0 != 0 }),
            let last = samples.lastIndex(where: { $0 != 0 })
        else { return .zero }
        return PCMAudio.time(ofSample: last + 1 - first, sampleRate: sampleRate)
    }

    /// The media time at which sample `index` plays, rounded down to the microsecond.
    static func time(ofSample index: Int, sampleRate: Int) -> MediaTime {
        MediaTime(microseconds: Int64(index) * 1_000_000 / Int64(sampleRate))
    }

    /// The first sample that plays at or after `time` (times before zero map to sample 0).
    static func sampleIndex(at time: MediaTime, sampleRate: Int) -> Int {
        let scaled = max(time.microseconds, 0) * Int64(sampleRate)
        return Int((scaled + 999_999) / 1_000_000)
    }
}
