import PlayerCore

/// A Scenarist SCC caption file: lines of a SMPTE time code and the CEA-608 byte pairs (four
/// hex digits each) sent from that frame on, for field 1.
///
/// ```
/// Scenarist_SCC V1.0
///
/// 00:00:00;22	9425 9425 94ad 94ad 9470 9470 3e3e 3e20 c849 ae80
/// ```
///
/// A `;` (or `.`) before the frames marks drop-frame time code, `:` non-drop; both count
/// frames at 30000/1001 per second, as SMPTE 12M does. Lines that are not a time code and
/// pairs are skipped; a line of pairs whose time code is malformed (`-5:00:00:00`) or out of
/// range (seventeen digits of hours) is skipped too, and listed in ``skipped``.
public struct SCCDocument {
    /// The pairs of one line and when they start.
    public struct Line: Equatable {
        /// Media time of the line's first frame.
        public var time: MediaTime
        /// The byte pairs as written, parity bits included.
        public var pairs: [UInt16]
    }

    /// The file's lines in file order.
    public var lines: [Line] = []
    /// The lines of pairs left out because their time code is not one, in file order.
    public var skipped: [SkippedLine] = []

    /// Reads SCC text.
    public init(text: String) {
        let rawLines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for (offset, rawLine) in rawLines.enumerated() {
            let fields = rawLine.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let first = fields.first else { continue }
            let pairs = fields.dropFirst().compactMap { field in
                field.count == 4 ? UInt16(field, radix: 16) : nil
            }
            guard !pairs.isEmpty else { continue }
            if let time = Self.time(ofTimeCode: first) {
                lines.append(Line(time: time, pairs: pairs))
            } else if first.contains(where: { ":;.".contains($0) }) {
                let problem = Self.isTimeCodeShaped(first) ? "out of range" : "not HH:MM:SS:FF"
                skipped.append(
                    SkippedLine(
                        line: offset + 1,
                        reason: "the time code \"\(TerminalText.excerpt(first))\" is \(problem);"
                            + " the line is left out"))
            }
        }
    }

    /// The media time of `HH:MM:SS:FF` (non-drop) or `HH:MM:SS;FF` (drop-frame), each field
    /// ASCII digits; nil when the code is not one, or is out of range: minutes or seconds
    /// over 59, frames over 29, or a time too far out for the timeline.
    static func time(ofTimeCode code: Substring) -> MediaTime? {
        let fields = timeCodeFields(code)
        let parts = fields.compactMap(CheckedDecimal.wholeNumber)
        guard fields.count == 4, parts.count == 4, parts[1] < 60, parts[2] < 60, parts[3] < 30
        else { return nil }
        let isDropFrame = code.contains(";") || code.contains(".")
        guard let minutes = CheckedDecimal.multiplyAdd(parts[0], by: 60, adding: parts[1]),
            let seconds = CheckedDecimal.multiplyAdd(minutes, by: 60, adding: parts[2]),
            var frames = CheckedDecimal.multiplyAdd(seconds, by: 30, adding: parts[3])
        else { return nil }
        if isDropFrame {
            // Frames 0 and 1 of every minute but each tenth are skipped in the numbering.
            frames -= 2 * (minutes - minutes / 10)
        }
        return CheckedDecimal.multiplyAdd(frames, by: 1_001_000, adding: 0).map {
            MediaTime(microseconds: $0 / 30)
        }
    }

    /// Whether `code` is four runs of ASCII digits joined by `:`, `;` or `.`, in range or not.
    private static func isTimeCodeShaped(_ code: Substring) -> Bool {
        let fields = timeCodeFields(code)
        return fields.count == 4 && fields.allSatisfy(CheckedDecimal.isDigits)
    }

    private static func timeCodeFields(_ code: Substring) -> [Substring] {
        code.split(omittingEmptySubsequences: false, whereSeparator: { ":;.".contains($0) })
    }
}
