import PlayerCore

/// A cue as the tests state it: times in milliseconds, the spoken text.
public struct ExpectedCue: Equatable, CustomStringConvertible {
    /// When the cue starts, in milliseconds.
    public var start: Int64
    /// When it ends, in milliseconds.
    public var end: Int64
    /// What it says; nil for a picture.
    public var text: String?

    /// The cue from `start` to `end` milliseconds saying `text`.
    public init(_ start: Int64, _ end: Int64, _ text: String?) {
        self.start = start
        self.end = end
        self.text = text
    }

    /// What `cue` says and when, in milliseconds.
    public init(_ cue: Cue) {
        self.init(cue.start.microseconds / 1_000, cue.end.microseconds / 1_000, cue.text)
    }

    /// The times and the text, for failure messages.
    public var description: String { "\(start)–\(end) \(text.debugDescription)" }
}
