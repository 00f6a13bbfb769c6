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
public struct SubRipDocument: Hashable, Sendable {
    /// The cues in file order.
    public var cues: [Cue]

    /// Reads `text`, a whole SubRip file.
    public init(parsing text: some StringProtocol) {
        let lines = text.split(
            omittingEmptySubsequences: false,
            whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        ).map { Substring($0) }
        let timings = lines.map(SubRipTiming.init)
        let startsCue = lines.indices.map { index in
            timings[index] != nil
                || (index + 1 < lines.count && timings[index + 1] != nil
                    && isCueNumber(lines[index]))
        }
        cues = []
        var index = 0
        while index < lines.count {
            guard let timing = timings[index] else {
                index += 1
                continue
            }
            index += 1
            let textStart = index
            while index < lines.count, !startsCue[index] { index += 1 }
            let caption = CaptionText(
                subRipText: lines[textStart..<index].joined(separator: "\n"))
            cues.append(
                Cue(start: timing.start, end: timing.end, text: caption.text, runs: caption.runs))
        }
    }
}

/// Whether `line` is a cue number: digits, with spaces around allowed.
private func isCueNumber(_ line: Substring) -> Bool {
    let isSpace = { (scalar: Unicode.Scalar) in scalar == " " || scalar == "\t" }
    let trimmed = line.unicodeScalars.drop(while: isSpace).reversed().drop(while: isSpace)
    return !trimmed.isEmpty && trimmed.allSatisfy(\.isASCIIDigit)
}
