extension CommandDeclaration {
    /// The width the help and the synopsis are wrapped to.
    static let helpWidth = 96

    /// How the synopsis writes each option and operand, in order (`FILE`, `[--fast]`,
    /// `[--sub-file PATH]...`, `[--screen-reader [talkback]]`).
    var synopsisWords: [String] {
        operands.map { $0.repeats ? "\($0.name)..." : $0.name }
            + options.map {
                "[\(Self.written($0, aliasSeparator: "|"))]" + ($0.repeats ? "..." : "")
            }
    }

    /// The synopsis: `accessible-player NAME` and every operand and option, wrapped under the
    /// first word after the name, then each of `otherForms`.
    var synopsis: [String] {
        let head = "accessible-player \(name) "
        return TextWrapping.lines(
            words: ["accessible-player", name] + synopsisWords, width: Self.helpWidth,
            indent: head.count, indentsFirst: false)
            + otherForms.map { head + $0 }
    }

    /// The `--help` text: usage, description, options and exit codes.
    var help: String {
        let usage = synopsis.enumerated().map { index, line in
            (index == 0 ? "USAGE: " : "       ") + line
        }
        let description = self.description.map {
            TextWrapping.lines($0, width: Self.helpWidth).joined(separator: "\n")
        }
        let optionLines =
            options.flatMap { Self.helpEntry(Self.written($0), $0.help) }
            + Self.helpEntry(ToolOption.help.reversed().joined(separator: ", "), "Show this help.")
        return
            ([usage.joined(separator: "\n")] + description + [
                "OPTIONS:\n" + optionLines.joined(separator: "\n"),
                "EXIT CODES:\n" + Self.exitCodeLines(exitCodes).joined(separator: "\n"),
            ]).joined(separator: "\n\n")
    }

    /// How the synopsis, the help's left column and the man page write `option` (`--start
    /// TIME`); the synopsis writes an alias first as a choice (`-o|--output PATH`), the help
    /// and the man page as getopt's help does (`-o, --output PATH`).
    static func written(_ option: OptionDeclaration, aliasSeparator: String = ", ") -> String {
        let names = option.shortName.map { $0 + aliasSeparator + option.name } ?? option.name
        switch option.value {
        case nil: return names
        case .some(let value) where value.isOptional: return "\(names) [\(value.placeholder)]"
        case .some(let value): return "\(names) \(value.placeholder)"
        }
    }

    /// The exit-code table's rows for `codes`: each status and its meaning.
    static func exitCodeLines(_ codes: [ExitCode]) -> [String] {
        codes.flatMap { helpEntry(String($0.rawValue), $0.meaning, column: 6) }
    }

    /// `term` in the left column and `text` wrapped beside it from `column`, or below it when
    /// the term is too wide.
    private static func helpEntry(_ term: String, _ text: String, column: Int = 22) -> [String] {
        let body = TextWrapping.lines(text, width: helpWidth, indent: column)
        let left = "  " + term
        guard left.count < column - 1 else { return [left] + body }
        return [left + String(body[0].dropFirst(left.count))] + body.dropFirst()
    }
}
