import Foundation

/// One language's spoken durations, percentages and time templates, built once from
/// Foundation's own formatting so that a tick that changes the spoken time costs a lookup and
/// a copy instead of a call to Foundation (tens of microseconds).
///
/// Built from Foundation at first use: the phrase of every count of each unit ("1 minute",
/// "2 minutes", "1 Stunde"), each written by `Duration.formatted(.units(...))` alone, so plural
/// forms, digits and spaces are Foundation's; the joiners of the language's unit list (", " and
/// " y ") cut out of Foundation's writing of 1:01 and 1:01:01 around those phrases; and every
/// whole percentage. A duration is then its non-zero units' phrases joined as Foundation joins
/// them. Hours past ``tabulatedHours``, and every duration of a language whose list Foundation
/// writes in a shape the joiners cannot rebuild, are asked of Foundation whole.
final class SpokenTimeTable: Sendable {
    /// Hours with a phrase in the table: 0 to 99; a longer span is asked of Foundation whole.
    static let tabulatedHours = 100

    /// How Foundation writes `seconds` (a whole duration) in the table's language.
    private let formatDuration: @Sendable (Int64) -> String
    /// "0 seconds" to "59 seconds".
    private let secondPhrases: [String]
    /// "0 minutes" to "59 minutes".
    private let minutePhrases: [String]
    /// "0 hours" to "99 hours".
    private let hourPhrases: [String]
    /// How two and three units are joined; nil when Foundation's list did not split into the
    /// unit phrases (every multi-unit duration is then formatted by Foundation).
    private let joiners: UnitListJoiners?
    /// How Foundation writes a percentage in the table's language.
    private let formatPercent: @Sendable (Int) -> String
    /// "0%" to "100%", as the language writes them.
    private let percentTexts: [String]
    /// "{elapsed} of {total}".
    let elapsedOfTotal: TextTemplate
    /// "{duration} behind live".
    let behindLive: TextTemplate
    /// "{title}, starts in {duration}".
    let upNextValue: TextTemplate
    /// "Up next: {title}, in {duration}".
    let upNextAnnouncement: TextTemplate

    /// A table for `language` written by Foundation's `Duration.UnitsFormatStyle` and
    /// percent style in the language's locale.
    convenience init(language: PlayerLanguage) {
        let durationStyle = Duration.UnitsFormatStyle(
            allowedUnits: [.hours, .minutes, .seconds], width: .wide, zeroValueUnits: .hide
        ).locale(language.locale)
        let percentStyle = IntegerFormatStyle<Int>.Percent.percent.locale(language.locale)
        self.init(
            language: language,
            formatDuration: { Duration.seconds(max(0, $0)).formatted(durationStyle) },
            formatPercent: { $0.formatted(percentStyle) })
    }

    /// A table for `language` whose durations and percentages are written by
    /// `formatDuration` (whole seconds) and `formatPercent`, each asked once per entry.
    init(
        language: PlayerLanguage, formatDuration: @escaping @Sendable (Int64) -> String,
        formatPercent: @escaping @Sendable (Int) -> String
    ) {
        self.formatDuration = formatDuration
        self.formatPercent = formatPercent
        secondPhrases = (0..<60).map { formatDuration($0) }
        minutePhrases = (0..<60).map { formatDuration($0 * 60) }
        hourPhrases = (0..<Int64(Self.tabulatedHours)).map { formatDuration($0 * 3_600) }
        joiners = UnitListJoiners(
            twoUnits: formatDuration(61), threeUnits: formatDuration(3_661),
            hour: hourPhrases[1], minute: minutePhrases[1], second: secondPhrases[1])
        percentTexts = (0...100).map(formatPercent)
        func template(_ key: StringKey) -> TextTemplate {
            TextTemplate(language.string(key), placeholders: key.placeholders)
        }
        elapsedOfTotal = template(.elapsedOfTotal)
        behindLive = template(.behindLive)
        upNextValue = template(.upNextValue)
        upNextAnnouncement = template(.upNextAnnouncement)
    }

    /// `seconds` spoken as Foundation speaks it: "6 minutes, 39 seconds"; zero for negatives.
    func spokenDuration(seconds: Int64) -> String {
        let seconds = max(0, seconds)
        let (hours, minutes, rest) = (seconds / 3_600, seconds / 60 % 60, seconds % 60)
        guard hours < Self.tabulatedHours else { return formatDuration(seconds) }
        let hourPhrase = hours == 0 ? nil : hourPhrases[Int(hours)]
        let minutePhrase = minutes == 0 ? nil : minutePhrases[Int(minutes)]
        let secondPhrase = rest == 0 ? nil : secondPhrases[Int(rest)]
        switch (hourPhrase, minutePhrase, secondPhrase) {
        case (nil, nil, nil):
            return secondPhrases[0]
        case (let only?, nil, nil), (nil, let only?, nil), (nil, nil, let only?):
            return only
        case (let first?, let second?, nil), (let first?, nil, let second?),
            (nil, let first?, let second?):
            return joiners?.joined(first, second) ?? formatDuration(seconds)
        case (let first?, let second?, let third?):
            return joiners?.joined(first, second, third) ?? formatDuration(seconds)
        }
    }

    /// `percent` as the language writes a percentage: "63%", "63 %"; looked up from 0 to 100,
    /// asked of Foundation outside them.
    func percentText(_ percent: Int) -> String {
        percentTexts.indices.contains(percent) ? percentTexts[percent] : formatPercent(percent)
    }
}

extension SpokenTimeTable {
    /// The table of `language`, built on first use and kept for the process.
    static func of(_ language: PlayerLanguage) -> SpokenTimeTable {
        switch language {
        case .english: english
        case .spanish: spanish
        case .french: french
        case .german: german
        }
    }

    private static let english = SpokenTimeTable(language: .english)
    private static let spanish = SpokenTimeTable(language: .spanish)
    private static let french = SpokenTimeTable(language: .french)
    private static let german = SpokenTimeTable(language: .german)
}

/// The text a language's unit list puts between two units, and between the first and second
/// and the second and third of three ("1 hour, 1 minute, 1 second"; "1 hora, 1 minuto y 1
/// segundo"), cut out of Foundation's own lists.
struct UnitListJoiners: Sendable {
    /// Between the two units of a two-unit duration.
    let pair: String
    /// Between the first and second of three.
    let start: String
    /// Between the second and third of three.
    let end: String

    /// The joiners found in `twoUnits` (Foundation's 1 minute 1 second) and `threeUnits` (1
    /// hour 1 minute 1 second) around the phrases Foundation wrote for each unit alone; nil
    /// unless both lists begin and end with those phrases and the three-unit one holds the
    /// minute between them.
    init?(twoUnits: String, threeUnits: String, hour: String, minute: String, second: String) {
        guard twoUnits.hasPrefix(minute), twoUnits.hasSuffix(second),
            threeUnits.hasPrefix(hour), threeUnits.hasSuffix(second),
            twoUnits.count > minute.count + second.count,
            threeUnits.count > hour.count + minute.count + second.count
        else { return nil }
        pair = String(twoUnits.dropFirst(minute.count).dropLast(second.count))
        let middle = threeUnits.dropFirst(hour.count).dropLast(second.count)
        guard let minuteRange = middle.firstRange(of: minute),
            minuteRange.lowerBound > middle.startIndex, minuteRange.upperBound < middle.endIndex
        else { return nil }
        start = String(middle[..<minuteRange.lowerBound])
        end = String(middle[minuteRange.upperBound...])
    }

    /// Two units' phrases joined, in one allocation.
    func joined(_ first: String, _ second: String) -> String {
        String(concatenating: first, pair, second)
    }

    /// Three units' phrases joined, in one allocation.
    func joined(_ first: String, _ second: String, _ third: String) -> String {
        String(concatenating: first, start, second, end, third)
    }
}
