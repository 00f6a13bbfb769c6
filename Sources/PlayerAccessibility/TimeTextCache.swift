import PlayerCore

/// The time element's and the slider's texts for one language, each rebuilt only when the
/// integers it depends on change, so a tick that changes no text costs no formatting.
///
/// Every text comes from the language's ``SpokenTimeTable`` (phrases, joiners, percentages and
/// split templates built once from Foundation), so a tick that changes one is a lookup and a
/// copy; the total's phrase is kept, so a new second builds only the elapsed one.
struct TimeTextCache: Sendable {
    /// The language every text is written in.
    let language: PlayerLanguage
    /// The language's phrases, percentages and templates.
    let table: SpokenTimeTable
    private var elapsedSlot = SpokenDurationSlot()
    private var referenceSlot = SpokenDurationSlot()

    /// A cache for texts in `language`.
    init(language: PlayerLanguage) {
        self.language = language
        self.table = SpokenTimeTable.of(language)
    }

    /// The time element's spoken label and visible text for `reading`.
    mutating func timeTexts(for reading: TimeReading) -> (label: String, visible: String) {
        switch reading {
        case .elapsedOfTotal(let elapsed, let total):
            let label = table.elapsedOfTotal.filled(
                elapsedSlot.text(seconds: elapsed, in: table),
                referenceSlot.text(seconds: total, in: table))
            return (label, clockPairText(elapsed: elapsed, total: total))
        case .elapsed(let seconds):
            let visible = clockText(seconds: seconds, showsHours: false)
            return (elapsedSlot.text(seconds: seconds, in: table), visible)
        case .live:
            return (language.string(.live), language.string(.live))
        case .behindLive(let seconds):
            let label = table.behindLive.filled(referenceSlot.text(seconds: seconds, in: table))
            return (label, "-" + clockText(seconds: seconds, showsHours: false))
        }
    }

    /// The slider's value for `reading`: "63%", "Live", or empty.
    func sliderValue(for reading: SliderReading) -> String {
        switch reading {
        case .percent(let percent):
            return percentText(percent)
        case .live:
            return language.string(.live)
        case .unknown:
            return ""
        }
    }

    /// A whole percentage, clamped to 0…100.
    func percentText(_ percent: Int) -> String {
        table.percentText(min(max(percent, 0), 100))
    }
}

/// One spoken duration and the whole seconds it was written for.
private struct SpokenDurationSlot: Sendable {
    private var seconds: Int64 = -1
    private var spoken = ""

    mutating func text(seconds: Int64, in table: SpokenTimeTable) -> String {
        if seconds != self.seconds {
            self.seconds = seconds
            spoken = table.spokenDuration(seconds: seconds)
        }
        return spoken
    }
}
