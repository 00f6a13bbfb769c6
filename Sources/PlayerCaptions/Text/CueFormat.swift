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
        var stream = TextStreamCueOutput(base: consume output)
        defer { output = stream.base }
        writeOpening(
            regionBlocks: self == .vtt ? Self.webVTTRegionBlocks(cues) : "",
            isEmpty: cues.isEmpty, to: &stream)
        for (offset, cue) in cues.enumerated() {
            writeLead(ofCueAt: offset, to: &stream)
            writeCue(cue, to: &stream)
        }
        writeClosing(isEmpty: cues.isEmpty, to: &stream)
    }
}

extension CueFormat {
    /// Writes what comes before the first cue: WebVTT's signature and `regionBlocks`, the
    /// opening of a JSON array (the whole of an empty one).
    func writeOpening(
        regionBlocks: String, isEmpty: Bool, to output: inout some TextOutputStream
    ) {
        switch self {
        case .vtt:
            output.write("WEBVTT\n")
            output.write(regionBlocks)
        case .json: output.write(isEmpty ? "[]\n" : "[\n")
        case .srt, .text: break
        }
    }

    /// Writes what comes before the cue at `offset` (from zero) that depends on its place:
    /// SubRip's cue number, the comma and line break between JSON array elements.
    func writeLead(ofCueAt offset: Int, to output: inout some TextOutputStream) {
        switch self {
        case .srt:
            output.write(String(offset + 1))
            output.write("\n")
        case .json: if offset > 0 { output.write(",\n") }
        case .vtt, .text: break
        }
    }

    /// Writes the part of one cue that does not depend on its place among the others.
    func writeCue(_ cue: Cue, to output: inout some CueTextOutput) {
        switch self {
        case .srt: Self.writeSubRipCue(cue, to: &output)
        case .vtt: Self.writeWebVTTCue(cue, to: &output)
        case .json: Self.writeJSONCue(cue, to: &output)
        case .text: Self.writePlainTextCue(cue, to: &output)
        }
    }

    /// Writes what follows the last cue: the end of a JSON array that has elements.
    func writeClosing(isEmpty: Bool, to output: inout some TextOutputStream) {
        if self == .json, !isEmpty { output.write("\n]\n") }
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
