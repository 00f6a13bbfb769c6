import PlayerCore

/// A way of writing captions out as text: `--dump-cues srt|vtt|json|text`.
///
/// ```swift
/// let cue = Cue(start: .milliseconds(1_500), end: .milliseconds(3_250), text: "Hello",
///               runs: [StyledRun("Hello")])
/// CueFormat.text.write([cue])   // "00:00:01.500 --> 00:00:03.250  Hello\n"
/// ```
public enum CueFormat: String, Hashable, Sendable, CaseIterable {
    /// SubRip: numbered cues, `HH:MM:SS,mmm` times, `<i>`/`<b>`/`<u>` tags.
    case srt
    /// WebVTT: a `WEBVTT` header, `HH:MM:SS.mmm` times, tags, `&`, `<` and `>` escaped; each
    /// cue's layout as cue settings (`line`, `position`, `size`, `align`, `vertical`,
    /// `region` with its `REGION` block).
    case vtt
    /// A JSON array of `{"start": seconds, "end": seconds, "text": string or null}` objects;
    /// picture cues also carry `"image": {"x", "y", "width", "height"}`, with `"displayWidth"`
    /// and `"displayHeight"` when the stream states the display the position is measured on;
    /// a picture whose text was recognised has that `"text"` and `"recognized": true`, the
    /// recogniser's `"confidence"` (0–100) and the `"ocrLanguage"` data it read with.
    /// A cue with a speaker carries `"speaker"`; one with styled or coloured text `"runs"`
    /// (`{"text", "italic", "bold", "underline", "color"}`); one placed other than at the
    /// default bottom centre `"layout"` (see ``PlayerCore/CueLayout/json``).
    case json
    /// One line per cue: times, two spaces, the text with line breaks shown as " / " and
    /// control characters escaped.
    case text

    /// `cues` written in this format, ending with a line break.
    ///
    /// Picture cues without text (not recognised) are written as a bracketed description
    /// (`[image 720×120 at 0,360]`) in every format but JSON.
    public func write(_ cues: [Cue]) -> String {
        var document = ""
        write(cues, to: &document)
        return document
    }

    /// Writes `cues` in this format to `output` piece by piece, as ``write(_:)`` would return
    /// them, so that a buffered output (the CLI's standard output) never holds the document.
    public func write(_ cues: [Cue], to output: inout some TextOutputStream) {
        switch self {
        case .srt: Self.writeSubRip(cues, to: &output)
        case .vtt: Self.writeWebVTT(cues, to: &output)
        case .json: Self.writeJSON(cues, to: &output)
        case .text: Self.writePlainText(cues, to: &output)
        }
    }
}

extension CueFormat {
    /// What a cue without text says in place of its words.
    static func imageDescription(_ image: CueImage?) -> String {
        guard let image else { return "[image]" }
        return "[image \(image.width)×\(image.height) at \(image.x),\(image.y)]"
    }

    /// The cue's runs, or one plain run of its text when it has none, or nil for a picture.
    static func runsToWrite(_ cue: Cue) -> [StyledRun]? {
        guard let text = cue.text else { return nil }
        return cue.runs.isEmpty ? [StyledRun(text)] : cue.runs
    }
}
