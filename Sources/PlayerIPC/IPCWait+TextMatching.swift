extension IPCWait {
    /// Whether `said` contains `text` as the `ap-run-until-…` commands compare texts: case
    /// aside, and each run of white space (line breaks too) read as one space, so "storm
    /// shelter" finds "STORM\nSHELTER".
    static func text(_ said: String, contains text: String) -> Bool {
        folded(said).contains(folded(text))
    }

    /// `text` lowercased, its runs of white space one space each, trimmed.
    static func folded(_ text: String) -> String {
        text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
