import PlayerCore

/// A WebVTT file read by the W3C WebVTT parsing rules: its cues, regions and HLS timestamp map.
///
/// ```swift
/// let document = WebVTTDocument(parsing: """
///     WEBVTT
///
///     intro
///     00:01.000 --> 00:04.000 align:start line:0
///     <v Roger>It's <i>you</i> &amp; me</v>
///     """)
/// document.isValid                       // true
/// document.cues[0].identifier            // "intro"
/// document.cues[0].settings.alignment    // .start
/// document.cues[0].text.caption.text     // "It's you & me"
/// document.cues[0].text.speaker          // "Roger"
/// document.captionCues[0].layout.line    // .number(0)
/// ```
///
/// What the reader follows from the specification:
/// - The text must start with `WEBVTT` (after one byte order mark, which the text decoder
///   removes), followed by a space, tab, line break or the end; otherwise the file is not
///   WebVTT: ``isValid`` is false and there are no cues.
/// - The header runs to the first blank line; blocks are separated by blank lines. `NOTE`
///   blocks, `STYLE` blocks and stray text are skipped; `REGION` blocks before the first cue
///   define ``regions``; blocks whose timing line is malformed are no cue and are listed in
///   ``malformedTimingLines``.
/// - A cue is an optional identifier line, a timing line, and text lines up to a blank line;
///   a line holding `-->` anywhere else ends the block and starts the next.
/// - Timestamps are `[h…h:]mm:ss.ttt`, exactly three digits of fraction.
/// - NUL becomes U+FFFD; CR LF, CR and LF all end a line.
public struct WebVTTDocument: Hashable, Sendable {
    /// Whether the text starts with a valid `WEBVTT` signature; when not, there are no cues.
    public var isValid: Bool
    /// The cues in file order.
    public var cues: [WebVTTCue]
    /// The regions the file defines, in file order.
    public var regions: [WebVTTRegion]
    /// The `::cue` rules of the file's `STYLE` blocks, which style its cues' runs.
    public var styleSheet = WebVTTStyleSheet()
    /// The header's `X-TIMESTAMP-MAP`, for HLS segments, if it has a well-formed one.
    public var timestampMap: WebVTTTimestampMap?
    /// The header's `Kind:` value ("descriptions", "captions"), lower-cased; see
    /// ``headerKindFlags``.
    public var headerKind: String?
    /// The timing lines that made no cue because their times are malformed (`00:01.5`), each
    /// with its line number, for a reader to report what it left out.
    public var malformedTimingLines: [SkippedLine]

    /// Reads `text`, a whole WebVTT file.
    public init(parsing text: some StringProtocol) {
        var kept: [WebVTTCue] = []
        self.init(parsing: text, handingCuesTo: { kept.append($0) })
        cues = kept
    }

    /// Reads `text`, handing each cue to `take` as it is read instead of keeping it in
    /// ``cues`` (which stays empty), so that a caller making other values of the cues never
    /// holds both.
    init(parsing text: some StringProtocol, handingCuesTo take: (WebVTTCue) -> Void) {
        self.init(scanning: WebVTTScanner(text), handingCuesTo: take)
    }

    /// Reads `bytes`, a whole WebVTT file's UTF-8 without its byte order mark, where they are
    /// (see ``WebVTTScanner/init(preparing:)``), handing each cue to `take` as it is read.
    init(parsingUTF8 bytes: ArraySlice<UInt8>, handingCuesTo take: (WebVTTCue) -> Void) {
        self.init(scanning: WebVTTScanner(preparing: bytes), handingCuesTo: take)
    }

    private init(scanning start: WebVTTScanner, handingCuesTo take: (WebVTTCue) -> Void) {
        isValid = false
        cues = []
        regions = []
        malformedTimingLines = []
        var scanner = start
        guard scanner.skipSignature() else { return }
        isValid = true
        _ = scanner.collectLine()
        guard scanner.skip("\n"), !scanner.isAtEnd else { return }
        var seenCue = false
        if scanner.current == "\n" {
            scanner.advance()
        } else if case .header(let lines) = scanner.collectBlock(
            inHeader: true, seenCue: &seenCue, regions: [])
        {
            let headerLines = lines.split(separator: 0x0A)
            timestampMap = headerLines.lazy.compactMap(WebVTTTimestampMap.init(headerLine:)).first
            headerKind = headerLines.lazy.compactMap(Self.headerKind(inHeaderLine:)).first
        }
        _ = scanner.collect(while: { $0 == "\n" })
        var lineCounter = LineCounter(scalars: scanner.scalars)
        while !scanner.isAtEnd {
            switch scanner.collectBlock(
                inHeader: false, seenCue: &seenCue, regions: regions, styleSheet: styleSheet)
            {
            case .cue(let cue):
                take(cue)
            case .region(let region):
                regions.append(region)
            case .malformedTiming(let line):
                malformedTimingLines.append(
                    SkippedLine(
                        line: lineCounter.lineNumber(at: line.startIndex),
                        reason:
                            "the cue timing \"\(TerminalText.excerpt(line.firstScalars(200)))\" is"
                            + " malformed; its cue is left out"))
            case .styleSheet(let css):
                styleSheet.add(css: css.string)
            case .header, .ignored:
                break
            }
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

/// Line numbers of positions met in increasing order, counted in one pass over the text.
private struct LineCounter {
    let scalars: ArraySlice<UInt8>
    private var countedUpTo: Int
    private var line = 1

    init(scalars: ArraySlice<UInt8>) {
        self.scalars = scalars
        countedUpTo = scalars.startIndex
    }

    /// The line, counting from 1, that `position` is on; positions must not go back.
    mutating func lineNumber(at position: Int) -> Int {
        line += scalars[countedUpTo..<position].lazy.filter { $0 == 0x0A }.count
        countedUpTo = position
        return line
    }
}

extension ArraySlice<UInt8> {
    /// The first `count` characters (Unicode scalars) of the UTF-8, decoding no more of it
    /// than they can take.
    fileprivate func firstScalars(_ count: Int) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: prefix(count * 4).string.unicodeScalars.prefix(count))
        return String(scalars)
    }
}
