/// What the cue writers write a cue into: a text stream that also takes a piece of a string
/// as it is, so that a writer copying a cue's lines makes no `String` of each.
protocol CueTextOutput: TextOutputStream {
    /// Adds `text`.
    mutating func write(piece text: Substring)
}

/// Any text stream as a ``CueTextOutput``: a piece is made a `String` and written.
struct TextStreamCueOutput<Base: TextOutputStream>: CueTextOutput {
    /// The stream written to.
    var base: Base

    mutating func write(_ text: String) {
        base.write(text)
    }

    mutating func write(piece text: Substring) {
        base.write(String(text))
    }
}
