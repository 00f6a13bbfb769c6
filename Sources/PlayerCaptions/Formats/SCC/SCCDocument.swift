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
/// pairs are skipped.
public struct SCCDocument {
    /// The pairs of one line and when they start.
    public struct Line: Equatable {
        /// Media time of the line's first frame.
        public var time: MediaTime
        /// The byte pairs as written, parity bits included.
        public var pairs: [UInt16]
    }

    /// The file's lines in file order.
    public var lines: [Line]

    /// Reads SCC text.
    public init(text: String) {
        lines = text.split(whereSeparator: \.isNewline).compactMap(Self.line)
    }

    private static func line(_ text: Substring) -> Line? {
        let fields = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let first = fields.first, let time = time(ofTimeCode: first) else { return nil }
        let pairs = fields.dropFirst().compactMap { field in
            field.count == 4 ? UInt16(field, radix: 16) : nil
        }
        return pairs.isEmpty ? nil : Line(time: time, pairs: pairs)
    }

    /// The media time of `HH:MM:SS:FF` (non-drop) or `HH:MM:SS;FF` (drop-frame).
    static func time(ofTimeCode code: Substring) -> MediaTime? {
        let parts = code.split(whereSeparator: { ":;.".contains($0) }).compactMap { Int($0) }
        guard parts.count == 4, parts[1] < 60, parts[2] < 60, parts[3] < 30 else { return nil }
        let isDropFrame = code.contains(";") || code.contains(".")
        let minutes = parts[0] * 60 + parts[1]
        var frames = (minutes * 60 + parts[2]) * 30 + parts[3]
        if isDropFrame {
            // Frames 0 and 1 of every minute but each tenth are skipped in the numbering.
            frames -= 2 * (minutes - minutes / 10)
        }
        return MediaTime(microseconds: Int64(frames) * 1_001_000 / 30)
    }
}
