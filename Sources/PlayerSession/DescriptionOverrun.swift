import PlayerCore

/// What happens to a text description whose speech outlasts its cue when extended description
/// is off (the viewer's preference, `--description-overrun`).
public enum DescriptionOverrun: String, Hashable, Sendable, CaseIterable {
    /// It is said at the usual rate and cut off when the next description begins (Able
    /// Player's and a screen reader's queue: the newer description wins).
    case cut
    /// It is said faster, as fast as fitting its cue needs (at most
    /// ``DescriptionOverrunOutcome/fastestSpeedUp`` times the usual rate).
    case faster
}

/// What the overrun preference did to one description, as its `describe` line says.
public enum DescriptionOverrunOutcome: Hashable, Sendable {
    /// Its speech would run into the next description, so it is cut off when that begins.
    case cut(at: MediaTime)
    /// It is said `speedUp` times faster than the usual rate to fit its cue.
    case faster(speedUp: Double)

    /// The most a description is sped up: 2.5 times espeak-ng's usual 175 words a minute is
    /// within its fastest (450); beyond that it still overruns.
    public static let fastestSpeedUp = 2.5

    /// The outcome for a description timed `start` to `end` whose speech lasts `length`,
    /// under `preference`, the next description beginning at `nextStart`; nil when it fits
    /// (or, to be cut, ends before the next begins).
    static func of(
        start: MediaTime, end: MediaTime, length: MediaTime, nextStart: MediaTime?,
        preference: DescriptionOverrun
    ) -> DescriptionOverrunOutcome? {
        let speechEnd = start + length
        guard speechEnd > end else { return nil }
        switch preference {
        case .cut:
            guard let nextStart, speechEnd > nextStart else { return nil }
            return .cut(at: nextStart)
        case .faster:
            let available = Double((end - start).microseconds)
            guard available > 0 else { return .faster(speedUp: fastestSpeedUp) }
            let needed = Double(length.microseconds) / available
            // Rounded up to the hundredth, so that the faster speech fits.
            return .faster(speedUp: min(fastestSpeedUp, (needed * 100).rounded(.up) / 100))
        }
    }

    /// How the log words it: "cut at 00:00:05.000", "said 1.43× faster".
    public var logText: String {
        switch self {
        case .cut(let time): "cut at \(time)"
        case .faster(let speedUp): "said \(speedUp)× faster"
        }
    }
}
