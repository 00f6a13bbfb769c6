import Foundation

/// A point or span on the media timeline, kept as whole microseconds.
///
/// Media time is an integer so that comparisons in the per-tick path are exact and cheap;
/// convert to and from seconds only at the edges (parsing, printing, JSON).
///
/// ```swift
/// let t = MediaTime(seconds: 6, milliseconds: 500)   // 6.5 s
/// t + .seconds(10)                                    // 16.5 s
/// t.description                                       // "00:00:06.500"
/// ```
public struct MediaTime: Hashable, Comparable, Sendable {
    /// The time in microseconds.
    public var microseconds: Int64

    /// A time of `microseconds` microseconds.
    public init(microseconds: Int64) {
        self.microseconds = microseconds
    }

    /// A time of whole seconds plus milliseconds.
    public init(seconds: Int64, milliseconds: Int64 = 0) {
        self.microseconds = seconds * 1_000_000 + milliseconds * 1_000
    }

    /// The start of the timeline.
    public static let zero = MediaTime(microseconds: 0)

    /// A span of whole seconds.
    public static func seconds(_ value: Int64) -> MediaTime {
        MediaTime(microseconds: value * 1_000_000)
    }

    /// A span of whole milliseconds.
    public static func milliseconds(_ value: Int64) -> MediaTime {
        MediaTime(microseconds: value * 1_000)
    }

    /// The nearest time to a number of seconds (for parsing and JSON only, never per tick).
    public init(secondsValue: Double) {
        self.microseconds = Int64((secondsValue * 1_000_000).rounded())
    }

    /// The time in seconds as a floating-point number (for printing and JSON only).
    public var secondsValue: Double {
        Double(microseconds) / 1_000_000
    }

    /// Whole seconds, rounded toward zero.
    public var wholeSeconds: Int64 {
        microseconds / 1_000_000
    }

    /// Whether `lhs` is earlier than `rhs`.
    public static func < (lhs: MediaTime, rhs: MediaTime) -> Bool {
        lhs.microseconds < rhs.microseconds
    }

    /// The sum of two times or spans.
    public static func + (lhs: MediaTime, rhs: MediaTime) -> MediaTime {
        MediaTime(microseconds: lhs.microseconds &+ rhs.microseconds)
    }

    /// The span from `rhs` to `lhs`.
    public static func - (lhs: MediaTime, rhs: MediaTime) -> MediaTime {
        MediaTime(microseconds: lhs.microseconds &- rhs.microseconds)
    }

    /// This time limited to `range`.
    public func clamped(to range: ClosedRange<MediaTime>) -> MediaTime {
        min(max(self, range.lowerBound), range.upperBound)
    }
}

extension MediaTime: CustomStringConvertible {
    /// The time as `HH:MM:SS.mmm`, negative times with a leading minus sign.
    public var description: String {
        let sign = microseconds < 0 ? "-" : ""
        let totalMilliseconds = abs(microseconds) / 1_000
        let milliseconds = totalMilliseconds % 1_000
        let totalSeconds = totalMilliseconds / 1_000
        return sign + twoDigits(totalSeconds / 3_600) + ":" + twoDigits(totalSeconds / 60 % 60)
            + ":"
            + twoDigits(totalSeconds % 60) + "." + threeDigits(milliseconds)
    }
}

private func twoDigits(_ value: Int64) -> String {
    value < 10 ? "0\(value)" : "\(value)"
}

private func threeDigits(_ value: Int64) -> String {
    value < 10 ? "00\(value)" : value < 100 ? "0\(value)" : "\(value)"
}
