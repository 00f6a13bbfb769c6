extension CommandDeclaration {
    /// Parses `arguments` as the declaration says, each option's value by its own parse
    /// function, or throws a usage error naming what is wrong.
    func parse(_ arguments: [String]) throws(UsageError) -> CommandLineArguments {
        var parsed = CommandLineArguments(declaring: options)
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
            let (typed, inlineValue) = Self.splitOption(argument)
            guard let option = option(named: typed) else {
                throw UsageError("unknown option '\(typed)'")
            }
            // An alias is kept under the long name, through which the commands read it.
            switch (option.value, option.parse) {
            case (nil, _), (_, nil):
                guard inlineValue == nil else { throw UsageError("\(typed) takes no value") }
                parsed.append(true, for: option)
            case (.some(let value), .some(let parse)) where value.isOptional:
                let word =
                    inlineValue ?? remaining.first.flatMap { value.words.contains($0) ? $0 : nil }
                guard let word else {
                    parsed.append(option.valueWhenAlone ?? true, for: option)
                    continue
                }
                guard value.words.contains(word) else {
                    let known = value.words.sorted().joined(separator: " or ")
                    throw UsageError("\(typed) takes \(known), or nothing")
                }
                if inlineValue == nil { remaining.removeFirst() }
                parsed.append(try parse(word), for: option)
            case (.some, .some(let parse)):
                guard let text = inlineValue ?? remaining.popFirst() else {
                    throw UsageError("\(typed) needs a value")
                }
                parsed.append(try parse(text), for: option)
            }
        }
        try checkOperands(parsed.operands)
        return parsed
    }

    private func checkOperands(_ given: [String]) throws(UsageError) {
        let required = operands.filter { !$0.repeats }
        if given.count < required.count {
            throw UsageError("missing \(required[given.count].name)")
        }
        if given.count > required.count, operands.last?.repeats != true {
            throw UsageError("unexpected argument '\(given[required.count])'")
        }
    }

    private static func splitOption(_ argument: String) -> (String, String?) {
        guard let equals = argument.firstIndex(of: "=") else {
            return (argument, nil)
        }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
