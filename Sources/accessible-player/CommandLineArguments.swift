/// A command's arguments after parsing: file operands, option values and switches.
struct CommandLineArguments {
    /// Arguments that are not options, in order.
    var operands: [String] = []
    /// Every value given for each value-taking option, in order (`--sub-file` may repeat).
    var values: [String: [String]] = [:]
    /// The switches that were present.
    var switches: Set<String> = []

    /// The last value given for `option`, if any.
    func value(_ option: String) -> String? {
        values[option]?.last
    }

    /// Whether `option` was present.
    func isSet(_ option: String) -> Bool {
        switches.contains(option)
    }
}

/// What a command accepts, used to parse and to reject what it does not.
struct CommandSyntax {
    /// Options that take a value (`--track 2`, `--track=2`).
    var valueOptions: Set<String>
    /// Options that take none (`--json`).
    var switches: Set<String>
    /// The operand names, for messages ("FILE").
    var operandNames: [String]
    /// Whether the last operand may be given more than once (`audit FILE...`).
    var repeatsLastOperand = false
    /// Switches that may take one of a few words as a value (`--screen-reader talkback`):
    /// the word, when it follows or comes after `=`, becomes the switch's value.
    var switchWords: [String: Set<String>] = [:]

    /// Parses `arguments`, or throws a usage error naming what is wrong.
    func parse(_ arguments: [String]) throws(UsageError) -> CommandLineArguments {
        var parsed = CommandLineArguments()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            guard argument.hasPrefix("-"), argument != "-" else {
                parsed.operands.append(argument)
                continue
            }
            if argument == "--" {
                parsed.operands.append(contentsOf: remaining)
                break
            }
            let (name, inlineValue) = splitOption(argument)
            if let words = switchWords[name] {
                parsed.switches.insert(name)
                let word = inlineValue ?? remaining.first.flatMap { words.contains($0) ? $0 : nil }
                if let word {
                    guard words.contains(word) else {
                        let known = words.sorted().joined(separator: " or ")
                        throw UsageError("\(name) takes \(known), or nothing")
                    }
                    if inlineValue == nil { remaining.removeFirst() }
                    parsed.values[name, default: []].append(word)
                }
            } else if switches.contains(name) {
                guard inlineValue == nil else {
                    throw UsageError("\(name) takes no value")
                }
                parsed.switches.insert(name)
            } else if valueOptions.contains(name) {
                guard let value = inlineValue ?? remaining.popFirst() else {
                    throw UsageError("\(name) needs a value")
                }
                parsed.values[name, default: []].append(value)
            } else {
                throw UsageError("unknown option '\(name)'")
            }
        }
        guard
            parsed.operands.count == operandNames.count
                || (repeatsLastOperand && parsed.operands.count > operandNames.count)
        else {
            if parsed.operands.count < operandNames.count {
                throw UsageError("missing \(operandNames[parsed.operands.count])")
            }
            throw UsageError("unexpected argument '\(parsed.operands[operandNames.count])'")
        }
        return parsed
    }

    private func splitOption(_ argument: String) -> (String, String?) {
        guard let equals = argument.firstIndex(of: "=") else {
            return (argument, nil)
        }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}

/// A mistake in how the command was called; the CLI prints it with the usage and exits 2.
struct UsageError: Error {
    /// What is wrong, in words.
    var message: String

    init(_ message: String) {
        self.message = message
    }
}
