import PlayerCore

/// A WebVTT file read by the W3C WebVTT parsing rules: its cues and its HLS timestamp map.
///
/// ```swift
/// let document = WebVTTDocument(parsing: """
///     WEBVTT
///
///     intro
///     00:01.000 --> 00:04.000 align:start
///     <v Roger>It's <i>you</i> &amp; me</v>
///     """)
/// document.isValid                       // true
/// document.cues[0].identifier            // "intro"
/// document.cues[0].settings.alignment    // .start
/// document.cues[0].text.caption.text     // "It's you & me"
/// document.cues[0].text.speaker          // "Roger"
/// document.captionCues[0].runs           // [StyledRun("It's "), StyledRun("you", style: .italic),
///                                        //  StyledRun(" & me")]
/// ```
///
/// What the reader follows from the specification:
/// - The text must start with `WEBVTT` (after a byte order mark, which the text decoder
///   removes), followed by a space, tab, line break or the end; otherwise the file is not
///   WebVTT and has no cues.
/// - The header runs to the first blank line; blocks are separated by blank lines. `NOTE`
///   blocks, `STYLE` and `REGION` blocks (recognised only before the first cue) and blocks
///   whose timing line is malformed are skipped.
/// - A cue is an optional identifier line, a timing line, and text lines up to a blank line;
///   a line holding `-->` anywhere else ends the block and starts the next.
/// - NUL becomes U+FFFD; CR LF, CR and LF all end a line.
public struct WebVTTDocument: Hashable, Sendable {
    /// Whether the text starts with a valid `WEBVTT` signature; when not, there are no cues.
    public var isValid: Bool
    /// The cues in file order.
    public var cues: [WebVTTCue]
    /// The header's `X-TIMESTAMP-MAP`, for HLS segments, if it has a well-formed one.
    public var timestampMap: WebVTTTimestampMap?

    /// Reads `text`, a whole WebVTT file, taking timestamps by `timestampRules`.
    public init(parsing text: some StringProtocol, timestampRules: WebVTTTimestampRules = .strict) {
        isValid = false
        cues = []
        var scanner = WebVTTScanner(text)
        guard scanner.skipSignature() else { return }
        isValid = true
        _ = scanner.collectLine()
        guard scanner.skip("\n"), !scanner.isAtEnd else { return }
        var seenCue = false
        if scanner.current == "\n" {
            scanner.advance()
        } else if case .header(let lines) = scanner.collectBlock(
            inHeader: true, seenCue: &seenCue, timestampRules: timestampRules)
        {
            timestampMap =
                lines.split(separator: "\n").lazy
                .compactMap(WebVTTTimestampMap.init(headerLine:)).first
        }
        _ = scanner.collect(while: { $0 == "\n" })
        while !scanner.isAtEnd {
            let block = scanner.collectBlock(
                inHeader: false, seenCue: &seenCue, timestampRules: timestampRules)
            if case .cue(let cue) = block { cues.append(cue) }
            _ = scanner.collect(while: { $0 == "\n" })
        }
    }

    /// The cues as the player's shared caption values, in file order.
    public var captionCues: [Cue] { cues.map(\.cue) }
}

extension WebVTTScanner {
    /// Moves past `WEBVTT` when the text starts with it followed by a space, tab, line break
    /// or the end, saying whether it does.
    fileprivate mutating func skipSignature() -> Bool {
        for expected in "WEBVTT".unicodeScalars {
            guard skip(expected) else { return false }
        }
        return current == nil || current == " " || current == "\t" || current == "\n"
    }
}
