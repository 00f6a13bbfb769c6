import PlayerCore
import Testing

/// The one number reader every caption format and time argument uses: ASCII digits only,
/// and nil instead of an overflow.
@Suite struct CheckedDecimalTests {
    @Test func wholeNumbersAreASCIIDigitsThatFit() {
        #expect(CheckedDecimal.wholeNumber("0") == 0)
        #expect(CheckedDecimal.wholeNumber("0042") == 42)
        #expect(CheckedDecimal.wholeNumber("9223372036854775807") == Int64.max)
        #expect(CheckedDecimal.wholeNumber("9223372036854775808") == nil)
        #expect(CheckedDecimal.wholeNumber("99999999999999999999") == nil)
    }

    @Test(
        "Anything but ASCII digits is no number",
        arguments: ["", "-5", "+5", " 5", "5 ", "٣", "６", "6\u{301}", "1_000"])
    func notDigits(_ text: String) {
        #expect(CheckedDecimal.wholeNumber(text) == nil)
        #expect(!CheckedDecimal.isDigits(text))
    }

    @Test func fractionsAreMicrosecondsRoundedAtTheSeventhDigit() {
        #expect(CheckedDecimal.fractionMicroseconds("5") == 500_000)
        #expect(CheckedDecimal.fractionMicroseconds("04") == 40_000)
        #expect(CheckedDecimal.fractionMicroseconds("000001") == 1)
        #expect(CheckedDecimal.fractionMicroseconds("0000005") == 1)
        #expect(CheckedDecimal.fractionMicroseconds("0000004") == 0)
        #expect(CheckedDecimal.fractionMicroseconds("0000005", rounded: false) == 0)
        #expect(CheckedDecimal.fractionMicroseconds("1234567890123456789012345") == 123_457)
        #expect(CheckedDecimal.fractionMicroseconds("") == nil)
        #expect(CheckedDecimal.fractionMicroseconds("0\u{301}") == nil)
    }

    @Test func arithmeticReportsOverflowAsNil() {
        #expect(CheckedDecimal.multiplyAdd(12, by: 60, adding: 30) == 750)
        #expect(CheckedDecimal.multiplyAdd(Int64.max / 2, by: 3, adding: 0) == nil)
        #expect(CheckedDecimal.multiplyAdd(Int64.max, by: 1, adding: 1) == nil)
        #expect(CheckedDecimal.sum(Int64.max, 1) == nil)
        #expect(CheckedDecimal.sum(Int64.max - 1, 1) == Int64.max)
    }

    @Test func clockTimesFitOrAreNil() {
        #expect(
            MediaTime(hours: 1, minutes: 2, seconds: 3, microseconds: 4)
                == MediaTime(microseconds: 3_723_000_004))
        #expect(MediaTime(hours: 0, minutes: 90, seconds: 0) == .seconds(5_400))
        // Int64 microseconds reach 2,562,047,788 hours.
        #expect(MediaTime(hours: 2_562_047_788, minutes: 0, seconds: 0) != nil)
        #expect(MediaTime(hours: 2_562_047_789, minutes: 0, seconds: 0) == nil)
        #expect(MediaTime(hours: 99_999_999_999_999_999, minutes: 0, seconds: 0) == nil)
        #expect(MediaTime(hours: -5, minutes: 0, seconds: 0) == nil)
        #expect(MediaTime(microseconds: .max).adding(MediaTime(microseconds: 1)) == nil)
    }
}
