/// Text from a file made safe to print on a terminal.
///
/// A caption, a title or a playlist line can hold control characters; printed raw, an
/// `ESC ] 0 ; … BEL` sequence retitles the window, `ESC [ 31 m` recolours the rest of the
/// output and a carriage return overwrites what was printed. Every message and text output
/// that shows text from a file passes through ``escaped(_:keepingLineBreaks:)``, which writes
/// each control character as a visible escape instead; messages that echo a piece of a file
/// show it through ``excerpt(_:limit:)``, escaped and cut to a readable length.
///
/// ```swift
/// TerminalText.escaped("\u{1B}]0;PWNED\u{07}Hi")      // "\\u{1B}]0;PWNED\\u{07}Hi"
/// TerminalText.excerpt(String(repeating: "a", count: 100), limit: 5)  // "aaaaa…"
/// ```
public enum TerminalText {
    /// `text` with every control character (Unicode category Cc: C0, DEL and C1) but the tab
    /// written as `\u{XX}`; line feeds stay when `keepingLineBreaks`.
    public static func escaped(_ text: some StringProtocol, keepingLineBreaks: Bool = true)
        -> String
    {
        guard text.unicodeScalars.contains(where: { needsEscape($0, keepingLineBreaks) })
        else { return String(text) }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if needsEscape(scalar, keepingLineBreaks) {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result.append(
                    contentsOf: "\\u{\(hex.count < 2 ? "0" + hex : hex)}".unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// A piece of a file quoted in a message: escaped, on one line, and cut after `limit`
    /// characters with "…" so that a megabyte-long line does not flood the terminal.
    public static func excerpt(_ text: some StringProtocol, limit: Int = 80) -> String {
        let escaped = escaped(text, keepingLineBreaks: false)
        guard escaped.count > limit else { return escaped }
        return escaped.prefix(limit) + "…"
    }

    /// Whether `scalar` is a control character to escape: U+0000–U+001F, U+007F and
    /// U+0080–U+009F (exactly category Cc, tested by value, which is many times faster).
    private static func needsEscape(_ scalar: Unicode.Scalar, _ keepingLineBreaks: Bool) -> Bool {
        let value = scalar.value
        guard value < 0x20 || (0x7F...0x9F).contains(value) else { return false }
        return scalar != "\t" && !(keepingLineBreaks && scalar == "\n")
    }
}
