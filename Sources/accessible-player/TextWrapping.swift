/// Breaks prose into lines for the help, between words, so that no line is longer than the
/// width (a single longer word stands alone on its line).
enum TextWrapping {
    /// `text`'s words (split at spaces) in lines of at most `width` characters, each line
    /// after the first (or every line, with `indentsFirst`) starting with `indent` spaces.
    static func lines(_ text: String, width: Int, indent: Int = 0, indentsFirst: Bool = true)
        -> [String]
    {
        lines(
            words: text.split(separator: " ").map(String.init), width: width, indent: indent,
            indentsFirst: indentsFirst)
    }

    /// `words`, each kept whole (`[--start TIME]`), in lines as `lines(_:width:)` makes them.
    static func lines(words: [String], width: Int, indent: Int = 0, indentsFirst: Bool = true)
        -> [String]
    {
        let margin = String(repeating: " ", count: indent)
        var lines: [String] = []
        var line = indentsFirst ? margin : ""
        var lineHasWord = false
        for word in words {
            if lineHasWord, line.count + 1 + word.count > width {
                lines.append(line)
                line = margin
                lineHasWord = false
            }
            line += (lineHasWord ? " " : "") + word
            lineHasWord = true
        }
        lines.append(line)
        return lines
    }
}
