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
    let seconds = max(0, seconds)
    let minutesAndSeconds = twoDigits(seconds / 60 % 60) + ":" + twoDigits(seconds % 60)
    guard showsHours || seconds >= 3_600 else {
        return minutesAndSeconds
    }
    return String(seconds / 3_600) + ":" + minutesAndSeconds
}

private func twoDigits(_ value: Int64) -> String {
    value < 10 ? "0" + String(value) : String(value)
}
