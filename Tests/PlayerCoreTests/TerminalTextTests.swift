import PlayerCore
import Testing

/// Text from files reaches the terminal with its control characters made visible.
@Suite struct TerminalTextTests {
    @Test func controlCharactersAreEscaped() {
        #expect(TerminalText.escaped("\u{1B}]0;PWNED\u{07}hi") == "\\u{1B}]0;PWNED\\u{07}hi")
        #expect(
            TerminalText.escaped("a\rb\u{7F}c\u{9B}d\u{0}") == "a\\u{0D}b\\u{7F}c\\u{9B}d\\u{00}")
        #expect(TerminalText.escaped("tab\tand\nline") == "tab\tand\nline")
        #expect(TerminalText.escaped("one\ntwo", keepingLineBreaks: false) == "one\\u{0A}two")
        // Printable text outside ASCII is left as it is.
        #expect(TerminalText.escaped("Café ½ 字幕 \u{200E}") == "Café ½ 字幕 \u{200E}")
    }

    @Test func excerptsAreCutToALength() {
        #expect(TerminalText.excerpt("short") == "short")
        let long = String(repeating: "a", count: 1_000_000)
        #expect(TerminalText.excerpt(long) == String(repeating: "a", count: 80) + "…")
        #expect(TerminalText.excerpt("\u{1B}[31mred", limit: 8) == "\\u{1B}[3…")
    }
}
