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

    /// Reads SCC text, on its UTF-8 bytes (``read(_:)``).
    public init(text: String) {
        var text = text
        text.withUTF8 { read($0) }
    }

    /// The media time of `HH:MM:SS:FF` (non-drop) or `HH:MM:SS;FF` (drop-frame), each field
    /// ASCII digits; nil when the code is not one, or is out of range: minutes or seconds
    /// over 59, frames over 29, or a time too far out for the timeline.
    static func time(ofTimeCode code: Substring) -> MediaTime? {
        var code = code
        return code.withUTF8 { time(ofTimeCodeBytes: $0) }
    }
}
