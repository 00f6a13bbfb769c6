/// Text from files made safe inside HTML and XML, as text or as a quoted attribute value.
public enum MarkupText {
    /// `text` with `&`, `<`, `>`, `"` and `'` escaped, and the control characters XML 1.0
    /// does not allow (all but tab, line feed and carriage return) written as U+FFFD.
    public static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value):
                result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
