import PlayerCore

/// A SubRip (`.srt`) file read leniently, the way real files are written.
///
/// ```swift
/// let document = SubRipDocument(parsing: """
///     1
///     00:01,5 --> 00:03,250
///     <i>Hello</i>
///
///     00:00:04.000 --> 00:00:05.000 X1:40 X2:600 Y1:20 Y2:50
///     world
///     """)
/// document.cues[0].start   // 1.5 s
/// document.cues[0].runs    // [StyledRun("Hello", style: .italic)]
/// document.cues[1].text    // "world"
/// ```
///
/// - A cue starts at any timing line (see the timing rules on ``SubRipTiming``); the cue
///   number before it is optional and its value is not checked.
/// - The cue's text runs until the next timing line, or the next line that is a number with a
///   timing line right after it; blank lines inside the text are kept as empty lines, and
///   those at its end are dropped. Lines before the first timing line are ignored.
/// - CR LF, CR and LF all end a line. The text is read by ``CaptionText/init(subRipText:)``.
/// - Layout: an ASS `{\an1}`…`{\an9}` tag places the cue by the keypad with 8% margins, a
///   `{\pos(x,y)}` on ASS's default 384×288 canvas (see
///   ``PlayerCore/CueLayout/init(overrideTagsOf:resolution:)``); `<font color>` colours runs.
///   The `X1:` … `Y2:` box some timing lines carry is not read.
/// - A timing line whose time is too large for the timeline (seventeen digits of hours) ends
///   the cue before it like any timing line, but its own cue is left out and listed in
///   ``skippedLines``.
///
/// The file is read line by line, keeping only the current cue's lines, so memory follows the
/// cues made rather than the file's line count.
public struct SubRipDocument: Hashable, Sendable {
    /// The cues in file order.
    public var cues: [Cue]
    /// The timing lines whose cues were left out, in file order.
    public var skippedLines: [SkippedLine]

    /// Reads `text`, a whole SubRip file.
    public init(parsing text: some StringProtocol) {
        var read: [Cue] = []
        // Every cue has a timing line, and every timing line an arrow: room for them all.
        read.reserveCapacity(text.utf8.countOccurrences(of: "->"))
        skippedLines = Self.read(text) { read.append($0) }
        cues = read
    }

    /// Reads `text`, a whole SubRip file, handing each cue to `take` in file order as it is
    /// read, so that a converter never holds the cues; returns the timing lines whose cues
    /// were left out, as ``skippedLines`` lists them.
    public static func read(_ text: some StringProtocol, handingCuesTo take: (Cue) -> Void)
        -> [SkippedLine]
    {
        var skippedLines: [SkippedLine] = []
        var timing: SubRipTiming?
        var textLines: [Substring] = []
        var lineNumber = 0
        var lineStart = text.startIndex
        while true {
            // Line ends are found in the UTF-8 bytes: CR and LF never join a grapheme, so this
            // splits where splitting the characters would, without the cost of graphemes.
            let lineEnd =
                text[lineStart...].utf8.firstIndex(where: { $0 == 0x0A || $0 == 0x0D })
                ?? text.endIndex
            let line = Substring(text[lineStart..<lineEnd])
            lineNumber += 1
            let reading = SubRipTiming.read(line)
            if reading == .notTiming {
                if timing != nil { textLines.append(line) }
            } else {
                // A cue number right before a timing line belongs to the cue it starts.
                if let last = textLines.last, isCueNumber(last) { textLines.removeLast() }
                handCue(timing, text: textLines, to: take)
                textLines.removeAll(keepingCapacity: true)
                timing = nil
                if case .timing(let read) = reading {
                    timing = read
                } else {
                    skippedLines.append(
                        SkippedLine(
                            line: lineNumber,
                            reason: "a time in \"\(TerminalText.excerpt(line))\" is out of range;"
                                + " its cue is left out"))
                }
            }
            guard lineEnd < text.endIndex else { break }
            let isCRLF =
                text.utf8[lineEnd] == 0x0D && text.utf8.index(after: lineEnd) < text.endIndex
                && text.utf8[text.utf8.index(after: lineEnd)] == 0x0A
            lineStart = text.utf8.index(lineEnd, offsetBy: isCRLF ? 2 : 1)
        }
        handCue(timing, text: textLines, to: take)
        return skippedLines
    }

    private static func handCue(
        _ timing: SubRipTiming?, text lines: [Substring], to take: (Cue) -> Void
    ) {
        guard let timing else { return }
        let (caption, layout) = CaptionText.readingSubRip(payload(of: lines))
        take(
            Cue(
                start: timing.start, end: timing.end, text: caption.text, runs: caption.runs,
                layout: layout))
    }
}

/// The cue's lines joined by "\n": the stretch of the file they cover when LF alone separates
/// them (as in text ``DecodedText`` gives), without a copy; otherwise a joined copy.
private func payload(of lines: [Substring]) -> Substring {
    guard let first = lines.first, let last = lines.last else { return "" }
    let base = first.base
    var previous = first
    for line in lines.dropFirst() {
        guard previous.endIndex < base.endIndex, base.utf8[previous.endIndex] == 0x0A,
            base.utf8.index(after: previous.endIndex) == line.startIndex
        else { return Substring(lines.joined(separator: "\n")) }
        previous = line
    }
    return base[first.startIndex..<last.endIndex]
}

/// Whether `line` is a cue number: digits, with spaces around allowed.
private func isCueNumber(_ line: Substring) -> Bool {
    let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
    let trimmed = line.utf8.drop(while: isSpace).reversed().drop(while: isSpace)
    return !trimmed.isEmpty && trimmed.allSatisfy { (0x30...0x39).contains($0) }
}
