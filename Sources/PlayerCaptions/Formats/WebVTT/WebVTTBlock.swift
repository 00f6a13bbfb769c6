import PlayerCore

/// What one blank-line-separated block of a WebVTT file turned out to be.
enum WebVTTBlock {
    /// A cue with its timing line read.
    case cue(WebVTTCue)
    /// A `STYLE` block before the first cue: its style sheet's text.
    case styleSheet(ArraySlice<UInt8>)
    /// A `REGION` block before the first cue, defining a region.
    case region(WebVTTRegion)
    /// The header after the signature line, its lines joined by "\n".
    case header(ArraySlice<UInt8>)
    /// A block whose timing line, `line`, is malformed, so it is no cue.
    case malformedTiming(line: ArraySlice<UInt8>)
    /// Anything else: a `NOTE`, stray text.
    case ignored
}

extension WebVTTScanner {
    /// Reads one block, following the specification's "collect a WebVTT block" steps.
    ///
    /// A block ends at a blank line or the end of the input. A line holding `-->` is a timing
    /// line when it is the block's first line, or its second after a non-timing first line
    /// (the cue identifier); any other such line starts the next block, so a cue followed
    /// directly by another cue's timing line (no blank line) still ends there.
    /// A cue's `region:` setting is looked up in `regions`, those defined so far, and its text
    /// styled by `styleSheet`, the `STYLE` blocks read so far.
    mutating func collectBlock(
        inHeader: Bool, seenCue: inout Bool, regions: [WebVTTRegion],
        styleSheet: WebVTTStyleSheet = WebVTTStyleSheet()
    ) -> WebVTTBlock {
        var lineCount = 0
        var previousPosition = position
        // The lines gathered so far, joined by "\n": always one stretch of the input, as
        // they are consecutive lines, so it is kept as a range and never copied.
        var buffer: Range<Int>?
        var seenArrow = false
        var timing: WebVTTTiming?
        var identifier = ""
        var malformedTimingLine: ArraySlice<UInt8>?
        var isStyleSheet = false
        var isRegion = false
        while true {
            let line = collectLine()
            lineCount += 1
            let seenEnd = isAtEnd
            if !seenEnd { advance() }
            if line.containsArrow {
                guard !inHeader, lineCount == 1 || (lineCount == 2 && !seenArrow) else {
                    position = previousPosition
                    break
                }
                seenArrow = true
                previousPosition = position
                timing = WebVTTTiming(line, regions: regions)
                if timing == nil {
                    malformedTimingLine = malformedTimingLine ?? line
                } else {
                    identifier = buffer.map { scalars[$0].string } ?? ""
                    buffer = nil
                    seenCue = true
                }
            } else if line.isEmpty {
                break
            } else {
                if !inHeader, lineCount == 2, !seenCue, let gathered = buffer {
                    if scalars[gathered].isBlockKeyword("STYLE") {
                        isStyleSheet = true
                        buffer = nil
                    } else if scalars[gathered].isBlockKeyword("REGION") {
                        isRegion = true
                        buffer = nil
                    }
                }
                buffer = (buffer?.lowerBound ?? line.startIndex)..<line.endIndex
                previousPosition = position
            }
            if seenEnd { break }
        }
        let gathered = buffer.map { scalars[$0] } ?? []
        if let timing {
            return .cue(
                WebVTTCue(
                    identifier: identifier, start: timing.start, end: timing.end,
                    settings: timing.settings, preparedPayload: gathered,
                    styleSheet: styleSheet))
        }
        if inHeader { return .header(gathered) }
        if isStyleSheet { return .styleSheet(gathered) }
        if isRegion { return .region(WebVTTRegion(utf8: gathered)) }
        if let malformedTimingLine { return .malformedTiming(line: malformedTimingLine) }
        return .ignored
    }
}

/// What a cue's timing line says: `start --> end settings`.
private struct WebVTTTiming {
    var start: MediaTime
    var end: MediaTime
    var settings: WebVTTCueSettings

    /// The timing `line` states, or nil when its times are malformed: whitespace around the
    /// arrow is optional, nothing else may stand between.
    init?(_ line: ArraySlice<UInt8>, regions: [WebVTTRegion]) {
        var scanner = WebVTTScanner(scalars: line)
        scanner.skipWhitespace()
        guard let start = scanner.collectTimestamp() else { return nil }
        scanner.skipWhitespace()
        guard scanner.skip("-"), scanner.skip("-"), scanner.skip(">") else { return nil }
        scanner.skipWhitespace()
        guard let end = scanner.collectTimestamp() else { return nil }
        self.start = start
        self.end = end
        self.settings = WebVTTCueSettings(
            utf8: scanner.scalars[scanner.position...], regions: regions)
    }
}

extension ArraySlice<UInt8> {
    /// Whether the line holds `-->`.
    fileprivate var containsArrow: Bool {
        var index = startIndex
        while index + 2 < endIndex {
            if self[index] == 0x2D, self[index + 1] == 0x2D, self[index + 2] == 0x3E { return true }
            index += 1
        }
        return false
    }

    /// Whether the text is `keyword` followed only by spaces and tabs.
    fileprivate func isBlockKeyword(_ keyword: String) -> Bool {
        let keywordBytes = keyword.utf8
        return starts(with: keywordBytes)
            && dropFirst(keywordBytes.count).allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }
}
