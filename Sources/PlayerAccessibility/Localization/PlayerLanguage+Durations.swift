import Foundation

extension PlayerLanguage {
    /// A span spoken in words, as VoiceOver reads a duration: "6 minutes, 39 seconds".
    ///
    /// Uses Foundation's `Duration.UnitsFormatStyle` (wide units, this language's plurals and
    /// list joining, zero units left out, hours only when needed, "0 seconds" for zero).
    /// Negative spans are spoken as zero. Costs tens of microseconds: cache the result.
    public func spokenDuration(seconds: Int64) -> String {
        Duration.seconds(max(0, seconds)).formatted(
            .units(
                allowed: [.hours, .minutes, .seconds], width: .wide, zeroValueUnits: .hide
            ).locale(locale))
    }

    /// A whole-number percentage as this language writes it ("63%", "63 %").
    public func percentText(_ percent: Int) -> String {
        percent.formatted(.percent.locale(locale))
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
