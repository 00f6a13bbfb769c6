/// What a property expansion reads of one property: its text as mpv's on-screen display
/// prints it and its raw string form, or why there is none.
enum IPCExpansionReading {
    /// The property has a value: `formatted` as the display prints it (`00:00:02` for a
    /// time), `raw` as `get_property_string` gives it (`2.000000`).
    case value(formatted: String, raw: String)
    /// The property exists and has no value now.
    case unavailable
    /// No property of that name.
    case notFound
}

/// mpv's property expansion (`DOCS/man/input.rst`, "Property Expansion") of the text that
/// `show-text`, `expand-text` and `print-text` take: `${NAME}` (`(error)` for no such
/// property, `(unavailable)` for none now), `${NAME:TEXT}` (TEXT when it has no value),
/// `${?NAME:TEXT}` (TEXT when it has a value that is not `no`), `${!NAME:TEXT}` (TEXT when it
/// has none or `no`), `${?NAME==VALUE:TEXT}` and `${!NAME==VALUE:TEXT}` (TEXT when the
/// formatted value is, or is not, VALUE), `${=NAME}` (the raw value), `$$` (a `$`), `$}` (a
/// `}`) and `$>` (the rest of the text as it is). TEXT is expanded in turn.
struct IPCPropertyExpansion {
    /// Reads a property by name (a sub-path allowed).
    let read: (String) -> IPCExpansionReading

    /// `text` expanded.
    func expand(_ text: String) -> String {
        var scanner = Scanner(characters: Array(text))
        return expand(&scanner, inBraces: false)
    }

    /// Where expansion is in the text.
    private struct Scanner {
        let characters: [Character]
        var index = 0
        var isAtEnd: Bool { index >= characters.count }
        var current: Character { characters[index] }
        func peek(_ offset: Int) -> Character? {
            index + offset < characters.count ? characters[index + offset] : nil
        }
    }

    /// Expands up to the end, or up to the `}` that closes the braces it is in (consumed).
    private func expand(_ scanner: inout Scanner, inBraces: Bool) -> String {
        var output = ""
        while !scanner.isAtEnd {
            let character = scanner.current
            if inBraces, character == "}" {
                scanner.index += 1
                return output
            }
            guard character == "$", let next = scanner.peek(1) else {
                output.append(character)
                scanner.index += 1
                continue
            }
            switch next {
            case "$", "}":
                output.append(next)
                scanner.index += 2
            case ">":
                scanner.index += 2
                let rest = scanner.characters[scanner.index...]
                if inBraces, let close = rest.firstIndex(of: "}") {
                    output += String(rest[..<close])
                    scanner.index = close + 1
                    return output
                }
                output += String(rest)
                scanner.index = scanner.characters.count
            case "{":
                scanner.index += 2
                output += expandProperty(&scanner)
            default:
                output.append(character)
                scanner.index += 1
            }
        }
        return output
    }

    /// One `${…}` after its `${`, up to and with its closing `}`.
    private func expandProperty(_ scanner: inout Scanner) -> String {
        var test: Character?
        if !scanner.isAtEnd, scanner.current == "?" || scanner.current == "!" {
            test = scanner.current
            scanner.index += 1
        }
        var raw = false
        if !scanner.isAtEnd, scanner.current == "=" {
            raw = true
            scanner.index += 1
        }
        var name = ""
        while !scanner.isAtEnd, scanner.current != ":", scanner.current != "}" {
            name.append(scanner.current)
            scanner.index += 1
        }
        let hasText = !scanner.isAtEnd && scanner.current == ":"
        scanner.index += 1
        var comparedValue: String?
        if test != nil, let equals = name.range(of: "==") {
            comparedValue = String(name[equals.upperBound...])
            name = String(name[..<equals.lowerBound])
        }
        let reading = read(name)
        let value: String?
        switch reading {
        case .value(let formatted, let rawText): value = raw ? rawText : formatted
        case .unavailable, .notFound: value = nil
        }
        if let test {
            var holds: Bool
            if let comparedValue {
                holds = value == comparedValue
            } else {
                holds = value != nil && value != "no"
            }
            if test == "!" { holds.toggle() }
            guard hasText else { return "" }
            let text = expand(&scanner, inBraces: true)
            return holds ? text : ""
        }
        if hasText {
            let fallback = expand(&scanner, inBraces: true)
            return value ?? fallback
        }
        if let value { return value }
        if case .notFound = reading { return "(error)" }
        return "(unavailable)"
    }
}
