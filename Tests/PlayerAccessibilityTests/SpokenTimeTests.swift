import Foundation
import PlayerAccessibility
import Testing

@Test func englishSpokenDurations() {
    let english = PlayerLanguage.english
    #expect(english.spokenDuration(seconds: 0) == "0 seconds")
    #expect(english.spokenDuration(seconds: 1) == "1 second")
    #expect(english.spokenDuration(seconds: 60) == "1 minute")
    #expect(english.spokenDuration(seconds: 120) == "2 minutes")
    #expect(english.spokenDuration(seconds: 399) == "6 minutes, 39 seconds")
    #expect(english.spokenDuration(seconds: 3_661) == "1 hour, 1 minute, 1 second")
    #expect(english.spokenDuration(seconds: 7_200) == "2 hours")
    #expect(english.spokenDuration(seconds: -5) == "0 seconds")
}

@Test func spanishSpokenDurations() {
    let spanish = PlayerLanguage.spanish
    #expect(spanish.spokenDuration(seconds: 60) == "1 minuto")
    #expect(spanish.spokenDuration(seconds: 120) == "2 minutos")
    #expect(spanish.spokenDuration(seconds: 399) == "6 minutos y 39 segundos")
    #expect(spanish.spokenDuration(seconds: 3_661) == "1 hora, 1 minuto y 1 segundo")
}

@Test func frenchSpokenDurations() {
    let french = PlayerLanguage.french
    // Foundation's French data puts no-break spaces before some units and not others; a
    // screen reader speaks both alike, so compare with plain spaces.
    func spoken(_ seconds: Int64) -> String {
        french.spokenDuration(seconds: seconds).replacingOccurrences(of: "\u{A0}", with: " ")
    }
    #expect(spoken(60) == "1 minute")
    #expect(spoken(120) == "2 minutes")
    #expect(spoken(399) == "6 minutes et 39 secondes")
    // French counts zero as singular.
    #expect(spoken(0) == "0 seconde")
    #expect(spoken(7_322) == "2 heures, 2 minutes et 2 secondes")
}

@Test func germanSpokenDurations() {
    let german = PlayerLanguage.german
    #expect(german.spokenDuration(seconds: 60) == "1 Minute")
    #expect(german.spokenDuration(seconds: 120) == "2 Minuten")
    #expect(german.spokenDuration(seconds: 399) == "6 Minuten und 39 Sekunden")
    #expect(german.spokenDuration(seconds: 3_600) == "1 Stunde")
}

@Test func percentagesFollowTheLocale() {
    #expect(PlayerLanguage.english.percentText(63) == "63%")
    #expect(PlayerLanguage.spanish.percentText(63) == "63\u{A0}%")
    #expect(PlayerLanguage.german.percentText(100) == "100\u{A0}%")
}

@Test func clockTextPadsMinutesAndShowsHoursWhenAsked() {
    #expect(clockText(seconds: 399, showsHours: false) == "06:39")
    #expect(clockText(seconds: 0, showsHours: false) == "00:00")
    #expect(clockText(seconds: 399, showsHours: true) == "0:06:39")
    #expect(clockText(seconds: 3_723, showsHours: false) == "1:02:03")
}

@Test func clockTextWritesEveryDigitOfLongHours() {
    #expect(clockText(seconds: 360_000, showsHours: false) == "100:00:00")
    #expect(clockText(seconds: 36_000_000_059, showsHours: true) == "10000000:00:59")
    #expect(clockText(seconds: -5, showsHours: true) == "0:00:00")
}
