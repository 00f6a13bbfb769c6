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
/// - A block that starts with a cue number after a blank line but whose next line is not a
///   timing line is a cue that cannot be timed: it is not glued onto the cue before it; its
///   lines up to the next timing line are left out and listed in ``skippedLines``.
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
    /// The timing lines whose cues were left out, and the numbered blocks without a timing
    /// line, in file order.
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
        if let skipped = text.utf8.withContiguousStorageIfAvailable({
            read(utf8: $0, handingCuesTo: take)
        }) {
            return skipped
        }
        var text = String(text)
        return text.withUTF8 { read(utf8: $0, handingCuesTo: take) }
    }

    /// ``read(_:handingCuesTo:)`` on the file's text in UTF-8, its lines found and read as
    /// bytes: CR and LF are ASCII and never part of another character, and every character
    /// of a timing line and of a cue number is ASCII.
    private static func read(
        utf8 text: UnsafeBufferPointer<UInt8>, handingCuesTo take: (Cue) -> Void
    ) -> [SkippedLine] {
        var skippedLines: [SkippedLine] = []
        var timing: SubRipTiming?
        var textLines: [Range<Int>] = []
        var lineNumber = 0
        var lineStart = 0
        // Whether the previous line was a cue number after a blank line (or at the start):
        // such a number starts a block of its own, whose next line must be its timing.
        var previousStartsBlock = false
        var isPreviousBlank = true
        while true {
            var lineEnd = lineStart
            while lineEnd < text.count, text[lineEnd] != 0x0A, text[lineEnd] != 0x0D {
                lineEnd += 1
            }
            let line = UnsafeBufferPointer(rebasing: text[lineStart..<lineEnd])
            lineNumber += 1
            let reading = SubRipTiming.read(line)
            if reading == .notTiming, previousStartsBlock {
                // A numbered block without a timing line is a cue that cannot be timed: it
                // is not the text of the cue before it. It and what follows it up to the
                // next timing line are left out, and said.
                if timing != nil {
                    textLines.removeLast()
                    handCue(timing, text: text, lines: textLines, to: take)
                    textLines.removeAll(keepingCapacity: true)
                    timing = nil
                }
                let shown = TerminalText.excerpt(String(decoding: line, as: UTF8.self))
                skippedLines.append(
                    SkippedLine(
                        line: lineNumber - 1,
                        reason: "a numbered cue whose next line, \"\(shown)\", is not a timing"
                            + " line; its text is left out up to the next timing line"))
            } else if reading == .notTiming {
                if timing != nil { textLines.append(lineStart..<lineEnd) }
            } else {
                // A cue number right before a timing line belongs to the cue it starts.
                if let last = textLines.last,
                    isCueNumber(UnsafeBufferPointer(rebasing: text[last]))
                {
                    textLines.removeLast()
                }
                handCue(timing, text: text, lines: textLines, to: take)
                textLines.removeAll(keepingCapacity: true)
                timing = nil
                if case .timing(let read) = reading {
                    timing = read
                } else {
                    let shown = TerminalText.excerpt(String(decoding: line, as: UTF8.self))
                    skippedLines.append(
                        SkippedLine(
                            line: lineNumber,
                            reason: "a time in \"\(shown)\" is out of range; its cue is left out"))
                }
            }
            let isBlank = line.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            previousStartsBlock = reading == .notTiming && isPreviousBlank && isCueNumber(line)
            isPreviousBlank = isBlank
            guard lineEnd < text.count else { break }
            let isCRLF =
                text[lineEnd] == 0x0D && lineEnd + 1 < text.count && text[lineEnd + 1] == 0x0A
            lineStart = lineEnd + (isCRLF ? 2 : 1)
        }
        handCue(timing, text: text, lines: textLines, to: take)
        return skippedLines
    }

    private static func handCue(
        _ timing: SubRipTiming?, text: UnsafeBufferPointer<UInt8>, lines: [Range<Int>],
        to take: (Cue) -> Void
    ) {
        guard let timing else { return }
        let (caption, layout) = withPayload(of: lines, in: text) {
            CaptionText.readingSubRip(utf8: $0)
        }
        take(
            Cue(
                start: timing.start, end: timing.end, text: caption.text, runs: caption.runs,
                layout: layout))
    }
}

/// Calls `body` with the cue's lines joined by "\n": the stretch of the file they cover when
/// LF alone separates them (as in text ``DecodedText`` gives), without a copy; otherwise a
/// joined copy.
private func withPayload<Result>(
    of lines: [Range<Int>], in text: UnsafeBufferPointer<UInt8>,
    _ body: (UnsafeBufferPointer<UInt8>) -> Result
) -> Result {
    guard let first = lines.first, let last = lines.last else {
        return body(UnsafeBufferPointer(rebasing: text[0..<0]))
    }
    let isOneStretch = zip(lines, lines.dropFirst()).allSatisfy { previous, line in
        previous.upperBound + 1 == line.lowerBound && text[previous.upperBound] == 0x0A
    }
    if isOneStretch {
        return body(UnsafeBufferPointer(rebasing: text[first.lowerBound..<last.upperBound]))
    }
    var joined: [UInt8] = []
    for (position, line) in lines.enumerated() {
        if position > 0 { joined.append(0x0A) }
        joined.append(contentsOf: text[line])
    }
    return joined.withUnsafeBufferPointer(body)
}

/// Whether `line` is a cue number: digits, with spaces around allowed.
private func isCueNumber(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
    let trimmed = line.drop(while: isSpace).reversed().drop(while: isSpace)
    return !trimmed.isEmpty && trimmed.allSatisfy { (0x30...0x39).contains($0) }
}
