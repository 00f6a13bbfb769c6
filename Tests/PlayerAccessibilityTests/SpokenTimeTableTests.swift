import Foundation
import Testing

@testable import PlayerAccessibility

/// The spoken time read from each language's tables against Foundation's own writing of the
/// same durations, the call the player made for every spoken time before the tables.
@Suite struct SpokenTimeTableTests {
    /// Foundation's words for `seconds` in `language`: `Duration.formatted` with wide hours,
    /// minutes and seconds, zero units hidden.
    private static func foundationWords(_ seconds: Int64, in language: PlayerLanguage) -> String {
        Duration.seconds(seconds).formatted(
            .units(allowed: [.hours, .minutes, .seconds], width: .wide, zeroValueUnits: .hide)
                .locale(Locale(identifier: language.rawValue)))
    }

    /// A clock written field by field by `String(format:)`: "06:39", or "0:06:39" with hours.
    private static func clock(_ seconds: Int64, hours: Bool) -> String {
        hours || seconds >= 3_600
            ? String(format: "%lld:%02lld:%02lld", seconds / 3_600, seconds / 60 % 60, seconds % 60)
            : String(format: "%02lld:%02lld", seconds / 60, seconds % 60)
    }

    /// Every second of ten hours, alone (media of unknown length), as "X of Y" (the time
    /// element of media of known length, each second paired with the total 10 h − X) and
    /// behind live, spoken as Foundation speaks it, with the visible clocks of "X / Y". The
    /// languages run in parallel.
    @Test(arguments: PlayerLanguage.allCases)
    func everySecondOfTenHoursIsSpokenAsFoundationSpeaksIt(language: PlayerLanguage) {
        let range: ClosedRange<Int64> = 0...36_000
        let foundation = range.map { Self.foundationWords($0, in: language) }
        var texts = TimeTextCache(language: language)
        var mismatches: [String] = []
        for seconds in range {
            let words = foundation[Int(seconds)]
            let total = range.upperBound - seconds
            let expected = [
                words,
                language.string(
                    .elapsedOfTotal, ["elapsed": words, "total": foundation[Int(total)]]),
                language.string(.behindLive, ["duration": words]),
            ]
            let spoken = [
                texts.timeTexts(for: .elapsed(seconds: seconds)).label,
                texts.timeTexts(for: .elapsedOfTotal(elapsed: seconds, total: total)).label,
                texts.timeTexts(for: .behindLive(seconds: seconds)).label,
            ]
            let shown = texts.timeTexts(for: .elapsedOfTotal(elapsed: seconds, total: total))
                .visible
            let clocks =
                Self.clock(seconds, hours: total >= 3_600) + " / "
                + Self.clock(total, hours: total >= 3_600)
            if spoken != expected || shown != clocks, mismatches.count < 5 {
                mismatches.append("\(seconds) s: \(spoken), \(shown) ≠ \(expected), \(clocks)")
            }
        }
        #expect(mismatches.isEmpty, "\(language): \(mismatches)")
    }

    /// Every whole percentage the slider and the volume level show, written as Foundation's
    /// percent style writes it in the language.
    @Test(arguments: PlayerLanguage.allCases)
    func everyPercentageIsWrittenAsFoundationWritesIt(language: PlayerLanguage) {
        let locale = Locale(identifier: language.rawValue)
        for percent in 0...100 {
            #expect(language.percentText(percent) == percent.formatted(.percent.locale(locale)))
        }
        #expect(language.percentText(130) == 130.formatted(.percent.locale(locale)))
    }

    /// Past the tabulated hours the whole duration is asked of Foundation, so a 100-hour
    /// recording is spoken as it says it too.
    @Test(arguments: PlayerLanguage.allCases)
    func durationsPastTheTabulatedHoursAreFoundations(language: PlayerLanguage) {
        for seconds: Int64 in [359_999, 360_000, 360_061, 3_600_000, 36_000_000_001] {
            #expect(
                language.spokenDuration(seconds: seconds)
                    == Self.foundationWords(seconds, in: language))
        }
    }

    /// A formatter whose lists do not begin and end with its units' own phrases gives no
    /// joiners: the table then asks it for every duration of two or three units rather
    /// than joining phrases in a shape it did not write.
    @Test func aListTheJoinersCannotRebuildIsAskedOfTheFormatter() {
        let formatter: @Sendable (Int64) -> String = { seconds in
            let units = [seconds / 3_600, seconds / 60 % 60, seconds % 60].filter { $0 != 0 }
            return units.count > 1 ? "list of \(seconds)" : "\(seconds) s"
        }
        let table = SpokenTimeTable(
            language: .english, formatDuration: formatter, formatPercent: { "\($0) pc" })
        #expect(table.spokenDuration(seconds: 61) == "list of 61")
        #expect(table.spokenDuration(seconds: 3_661) == "list of 3661")
        #expect(table.spokenDuration(seconds: 3_600) == "3600 s")
        #expect(table.spokenDuration(seconds: 59) == "59 s")
        #expect(table.spokenDuration(seconds: -4) == "0 s")
        #expect(table.percentText(63) == "63 pc")
    }

    /// A template is filled wherever its placeholders stand, in any order and repeated.
    @Test func templatesFillEachPlaceholderWhereItStands() {
        let placeholders = ["{elapsed}", "{total}"]
        #expect(
            TextTemplate("{total} : {elapsed}", placeholders: placeholders).filled("a", "b")
                == "b : a")
        #expect(
            TextTemplate("{elapsed}{elapsed} of {total}.", placeholders: placeholders)
                .filled("1", "2") == "11 of 2.")
        #expect(
            TextTemplate("no placeholder", placeholders: placeholders).filled("1")
                == "no placeholder")
    }
}
