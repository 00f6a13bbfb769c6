import PlayerCore

extension CueFormat {
    /// Writes one SubRip cue after its number line: its timing line, its text and the blank
    /// line that ends it.
    static func writeSubRipCue(_ cue: Cue, to output: inout some CueTextOutput) {
        output.write(timestamp(cue.start, separator: UInt8(ascii: ",")))
        output.write(" --> ")
        output.write(timestamp(cue.end, separator: UInt8(ascii: ",")))
        output.write("\n")
        writeTaggedPayload(cue, escapingForWebVTT: false, to: &output)
        output.write("\n")
    }

    /// Writes one WebVTT cue after the blank line before it: its timing line with the cue
    /// settings stating its layout, and its text.
    static func writeWebVTTCue(_ cue: Cue, to output: inout some CueTextOutput) {
        output.write("\n")
        output.write(timestamp(cue.start, separator: UInt8(ascii: ".")))
        output.write(" --> ")
        output.write(timestamp(cue.end, separator: UInt8(ascii: ".")))
        output.write(webVTTSettings(cue.layout))
        output.write("\n")
        writeTaggedPayload(cue, escapingForWebVTT: true, to: &output)
    }

    /// The time as `HH:MM:SS` + `separator` + `mmm` (more digits of hours when needed); times
    /// before zero are written as zero.
    private static func timestamp(_ time: MediaTime, separator: UInt8) -> String {
        let milliseconds = max(time.microseconds, 0) / 1_000
        let hours = milliseconds / 3_600_000
        var hourDigits = 2
        var bound: Int64 = 100
        while hours >= bound, hourDigits < 19 {
            hourDigits += 1
            bound = bound &* 10
        }
        let minutes = milliseconds / 60_000 % 60
        let seconds = milliseconds / 1_000 % 60
        let fraction = milliseconds % 1_000
        let digit = { (value: Int64) in UInt8(truncatingIfNeeded: 0x30 + value) }
        let colon = UInt8(ascii: ":")
        // Up to fifteen ASCII bytes (under 100,000 hours) make a small string, made in place
        // without a heap allocation.
        return String(unsafeUninitializedCapacity: hourDigits + 10) { bytes in
            var rest = hours
            for index in stride(from: hourDigits - 1, through: 0, by: -1) {
                bytes[index] = digit(rest % 10)
                rest /= 10
            }
            let tail = hourDigits
            bytes[tail] = colon
            (bytes[tail + 1], bytes[tail + 2], bytes[tail + 3]) =
                (digit(minutes / 10), digit(minutes % 10), colon)
            (bytes[tail + 4], bytes[tail + 5], bytes[tail + 6]) =
                (digit(seconds / 10), digit(seconds % 10), separator)
            (bytes[tail + 7], bytes[tail + 8]) = (digit(fraction / 100), digit(fraction / 10 % 10))
            bytes[tail + 9] = digit(fraction % 10)
            return hourDigits + 10
        }
    }

    /// Writes the cue's lines with style tags, each line ending in "\n" and wrapped in its own
    /// tags so that no tag spans a line break; empty lines are left out, as a blank line ends
    /// a cue.
    private static func writeTaggedPayload(
        _ cue: Cue, escapingForWebVTT: Bool, to output: inout some CueTextOutput
    ) {
        guard let runs = runsToWrite(cue) else {
            output.write(imageDescription(cue.image))
            output.write("\n")
            return
        }
        var lineHasText = false
        for run in runs {
            var pieceStart = run.text.startIndex
            while true {
                let lineEnd = run.text.utf8[pieceStart...].firstIndex(of: 0x0A) ?? run.text.endIndex
                if pieceStart < lineEnd {
                    writeTagged(
                        run.text[pieceStart..<lineEnd], run.style,
                        escapingForWebVTT: escapingForWebVTT, to: &output)
                    lineHasText = true
                }
                guard lineEnd < run.text.endIndex else { break }
                if lineHasText { output.write("\n") }
                lineHasText = false
                pieceStart = run.text.utf8.index(after: lineEnd)
            }
        }
        if lineHasText { output.write("\n") }
    }

    /// Writes `text` inside the tags of `style`: underline outermost, then bold, then italic;
    /// WebVTT's reserved characters written as character references when `escapingForWebVTT`.
    private static func writeTagged(
        _ text: Substring, _ style: TextStyle, escapingForWebVTT: Bool,
        to output: inout some CueTextOutput
    ) {
        if style.contains(.underline) { output.write("<u>") }
        if style.contains(.bold) { output.write("<b>") }
        if style.contains(.italic) { output.write("<i>") }
        if escapingForWebVTT, let escaped = escapedForWebVTT(text) {
            output.write(escaped)
        } else {
            output.write(piece: text)
        }
        if style.contains(.italic) { output.write("</i>") }
        if style.contains(.bold) { output.write("</b>") }
        if style.contains(.underline) { output.write("</u>") }
    }

    /// `text` with the characters WebVTT cue text reserves written as character references,
    /// or nil when it has none.
    private static func escapedForWebVTT(_ text: Substring) -> String? {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E }) else {
            return nil
        }
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
