import PlayerCore

/// The time element's and the slider's texts for one language, each rebuilt only when the
/// integers it depends on change, so a tick that changes no text costs no formatting.
///
/// Formatting a spoken duration costs tens of microseconds; this cache formats the total once
/// per source and the elapsed time once per whole second, and keeps every percentage it has
/// written.
struct TimeTextCache: Sendable {
    /// The language every text is written in.
    let language: PlayerLanguage
    private var elapsedSlot = SpokenDurationSlot()
    private var referenceSlot = SpokenDurationSlot()
    private var percentTexts = [String?](repeating: nil, count: 101)

    /// A cache for texts in `language`.
    init(language: PlayerLanguage) {
        self.language = language
    }

    /// The time element's spoken label and visible text for `reading`.
    mutating func timeTexts(for reading: TimeReading) -> (label: String, visible: String) {
        switch reading {
        case .elapsedOfTotal(let elapsed, let total):
            let label = language.string(
                .elapsedOfTotal,
                [
                    "elapsed": elapsedSlot.text(seconds: elapsed, in: language),
                    "total": referenceSlot.text(seconds: total, in: language),
                ])
            let showsHours = total >= 3_600
            let visible =
                clockText(seconds: elapsed, showsHours: showsHours) + " / "
                + clockText(seconds: total, showsHours: showsHours)
            return (label, visible)
        case .elapsed(let seconds):
            let visible = clockText(seconds: seconds, showsHours: false)
            return (elapsedSlot.text(seconds: seconds, in: language), visible)
        case .live:
            return (language.string(.live), language.string(.live))
        case .behindLive(let seconds):
            let label = language.string(
                .behindLive, ["duration": referenceSlot.text(seconds: seconds, in: language)])
            return (label, "-" + clockText(seconds: seconds, showsHours: false))
        }
    }

    /// The slider's value for `reading`: "63%", "Live", or empty.
    mutating func sliderValue(for reading: SliderReading) -> String {
        switch reading {
        case .percent(let percent):
            return percentText(percent)
        case .live:
            return language.string(.live)
        case .unknown:
            return ""
        }
    }

    /// A whole percentage from 0 to 100, written once and kept.
    mutating func percentText(_ percent: Int) -> String {
        let percent = min(max(percent, 0), 100)
        if let text = percentTexts[percent] {
            return text
        }
        let text = language.percentText(percent)
        percentTexts[percent] = text
        return text
    }
}

/// One spoken duration and the whole seconds it was written for.
private struct SpokenDurationSlot: Sendable {
    private var seconds: Int64 = -1
    private var spoken = ""

    mutating func text(seconds: Int64, in language: PlayerLanguage) -> String {
        if seconds != self.seconds {
            self.seconds = seconds
            spoken = language.spokenDuration(seconds: seconds)
        }
        return spoken
    }
}
