import Foundation

extension PlayerLanguage {
    /// A span spoken in words, as VoiceOver reads a duration: "6 minutes, 39 seconds".
    ///
    /// Says exactly what Foundation's `Duration.UnitsFormatStyle` says (wide units, this
    /// language's plurals and list joining, zero units left out, hours only when needed, "0
    /// seconds" for zero), from this language's `SpokenTimeTable`: a lookup and a copy, the
    /// table built from Foundation once per process. Negative spans are spoken as zero.
    public func spokenDuration(seconds: Int64) -> String {
        SpokenTimeTable.of(self).spokenDuration(seconds: seconds)
    }

    /// A whole-number percentage as this language writes it ("63%", "63 %"): Foundation's
    /// percent style, looked up in this language's `SpokenTimeTable` from 0 to 100.
    public func percentText(_ percent: Int) -> String {
        SpokenTimeTable.of(self).percentText(percent)
    }
}

/// The on-screen clock text of a time, such as "06:39" or "1:02:03".
///
/// `showsHours` puts every time of one display in the same shape: pass true when the longest
/// time shown (usually the duration) is an hour or more.
public func clockText(seconds: Int64, showsHours: Bool) -> String {
    let clock = ClockDigits(seconds: seconds, showsHours: showsHours)
    return String(unsafeUninitializedCapacity: clock.length) { clock.write(to: $0, at: 0) }
}

/// The time element's visible text, "06:39 / 10:26" or "0:06:39 / 2:00:00": both clocks in
/// the shape of the longer, written in one allocation.
func clockPairText(elapsed: Int64, total: Int64) -> String {
    let showsHours = total >= 3_600
    let first = ClockDigits(seconds: elapsed, showsHours: showsHours)
    let second = ClockDigits(seconds: total, showsHours: showsHours)
    return String(unsafeUninitializedCapacity: first.length + 3 + second.length) { bytes in
        var end = first.write(to: bytes, at: 0)
        (bytes[end], bytes[end + 1], bytes[end + 2]) = (0x20, UInt8(ascii: "/"), 0x20)
        end = second.write(to: bytes, at: end + 3)
        return end
    }
}

/// One clock time's fields, written as ASCII digits: hours unpadded when shown, minutes and
/// seconds two digits each. Times before zero are written as zero.
private struct ClockDigits {
    /// Whole hours, nil when the clock shows none.
    let hours: Int64?
    let minutes: Int64
    let seconds: Int64
    /// How many digits the hours take (1 for none shown).
    let hourDigits: Int

    init(seconds: Int64, showsHours: Bool) {
        let seconds = max(0, seconds)
        hours = showsHours || seconds >= 3_600 ? seconds / 3_600 : nil
        minutes = seconds / 60 % 60
        self.seconds = seconds % 60
        var digits = 1
        var rest = (hours ?? 0) / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        hourDigits = digits
    }

    /// The clock's length in bytes: "MM:SS", or the hours' digits and ":MM:SS".
    var length: Int { hours == nil ? 5 : hourDigits + 6 }

    /// Writes the clock into `bytes` from `start`; returns the index after it.
    func write(to bytes: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int {
        func digit(_ value: Int64) -> UInt8 { UInt8(truncatingIfNeeded: 0x30 + value) }
        var index = start
        if var rest = hours {
            for offset in stride(from: hourDigits - 1, through: 0, by: -1) {
                bytes[start + offset] = digit(rest % 10)
                rest /= 10
            }
            index += hourDigits
            bytes[index] = UInt8(ascii: ":")
            index += 1
        }
        (bytes[index], bytes[index + 1], bytes[index + 2]) =
            (digit(minutes / 10), digit(minutes % 10), UInt8(ascii: ":"))
        (bytes[index + 3], bytes[index + 4]) = (digit(seconds / 10), digit(seconds % 10))
        return index + 5
    }
}
