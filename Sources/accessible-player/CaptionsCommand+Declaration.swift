import PlayerCaptions

extension CaptionsCommand {
    static let declaration = CommandDeclaration(
        name: "captions",
        summary: "Write the cues of one caption track as SubRip, WebVTT, JSON or text",
        operands: [.file],
        description: [
            "Decodes every cue of one caption track of FILE and writes it to standard output."
                + " Without --track, the track flagged default is used (else the first caption"
                + " track). When the file ends early or is damaged, the cues read are written,"
                + " then the error says how far reading got or which damaged packets were"
                + " skipped, and the exit code is 1."
        ],
        options: [
            CaptionsOption.track, CaptionsOption.format, SharedOption.subFile,
            SharedOption.noSidecars, CaptionsOption.noOCR,
        ],
        exitCodes: [.success, .failure, .usage, .mediaUnavailable])
}

/// The options only `captions` takes.
enum CaptionsOption {
    /// `--track ID|LANG`: the track to write.
    static let track: CommandOption<String> = .text(
        "--track", "ID|LANG",
        "The track id shown by 'tracks', or a language (\"en\", \"fre\", \"pt-BR\").")
    /// `--format srt|vtt|json|text`: how the cues are written.
    static let format: CommandOption<CaptionsOutput> = .choice(
        "--format",
        "srt (default), vtt (with cue settings for placed cues), json (an array of"
            + " {start, end, text, layout}, times in seconds, text null for picture"
            + " captions not recognised, layout only for placed cues; recognised ones"
            + " add image, recognized, confidence), text (one line a cue) or"
            + " transcript-html (an accessible HTML transcript: a heading per chapter,"
            + " each cue a link to its time in FILE, FILE#t=SECONDS; the lines of FILE's"
            + " text description track among them, marked \"Description:\")."
    ) { text, _ in "unknown format '\(text)' (use srt, vtt, json, text or transcript-html)" }
    /// `--no-ocr`: picture captions written as pictures.
    static let noOCR = CommandSwitch(
        "--no-ocr",
        "Write picture captions (PGS, VobSub, DVB) as pictures instead of the text"
            + " Tesseract reads in them.")
}
