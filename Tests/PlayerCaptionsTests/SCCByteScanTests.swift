import PlayerCore
import Testing

@testable import PlayerCaptions

/// SCC read on its bytes keeps the line numbers and pairs that reading it as characters gives.
@Suite struct SCCByteScanTests {
    /// Every line end Unicode counts as one (`Character.isNewline`: LF, VT, FF, CR, CR LF, NEL,
    /// LINE SEPARATOR, PARAGRAPH SEPARATOR) ends a line, so a skipped line is named by the
    /// number an editor shows.
    @Test(
        "Each Unicode line end ends one line",
        arguments: ["\n", "\u{0B}", "\u{0C}", "\r", "\r\n", "\u{85}", "\u{2028}", "\u{2029}"])
    func lineEnds(_ end: String) {
        let text = ["Scenarist_SCC V1.0", "", "00:00:01:00\t9420", "", "-1:00:00:00\t9420"]
            .joined(separator: end)
        let document = SCCDocument(text: text)
        #expect(document.lines.map(\.time) == [MediaTime(microseconds: 1_001_000)])
        #expect(document.skipped.map(\.line) == [5])
    }

    @Test func pairsAreFourHexadecimalDigitsInEitherCase() {
        let document = SCCDocument(text: "00:00:00:00  94Ad 94ad  9 94a 94ad1 zz20 942f\t\n")
        #expect(document.lines == [SCCDocument.Line(time: .zero, pairs: [0x94AD, 0x94AD, 0x942F])])
    }

    @Test func aLineWithoutPairsIsNoLineAndNoWarning() {
        let document = SCCDocument(text: "00:00:00:00\n-5:00:00:00 zz\n\t \n")
        #expect(document.lines.isEmpty)
        #expect(document.skipped.isEmpty)
    }
}
