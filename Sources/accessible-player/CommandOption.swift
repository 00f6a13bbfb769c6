import PlayerCore

/// An option declared once with its type: what help, the man page and the completions write
/// (``declaration``), and the handle a command reads the parsed value through.
protocol DeclaredOption: Sendable, CustomStringConvertible {
    /// The option as help, the man page, the completions and the parser see it.
    var declaration: OptionDeclaration { get }
}

extension DeclaredOption {
    /// The long name as typed (`--start`), for messages about the option.
    var description: String { declaration.name }
}

/// An option taking a value that the parser turns into a `Value` (`--start 1:30` into a
/// ``PlayerCore/MediaTime``): its spelling, placeholder, completion words, help and parse
/// function in one declaration. A command reads it as `arguments[PlayOption.start]`.
///
/// ```swift
/// static let until: CommandOption<MediaTime> = .time(
///     "--until", "TIME", "Stop when playback reaches this position.")
/// ```
struct CommandOption<Value: Sendable>: DeclaredOption {
    let declaration: OptionDeclaration

    /// Reads one written value (the first argument) of the option whose long name is the
    /// second (for its messages), or throws a usage error saying what is wrong with it.
    typealias Parse = @Sendable (_ text: String, _ name: String) throws(UsageError) -> Value

    /// An option whose value is written as `placeholder` and read by `parse`; `words` are
    /// the values the shell completes, `completesFiles` when a path is one.
    static func value(
        _ name: String, _ placeholder: String, words: [String] = [], completesFiles: Bool = false,
        repeats: Bool = false, _ help: String, parse: @escaping Parse
    ) -> CommandOption {
        CommandOption(
            declaration: OptionDeclaration(
                name: name,
                value: OptionValue(
                    placeholder: placeholder, words: words, completesFiles: completesFiles,
                    isOptional: false),
                repeats: repeats, help: help,
                parse: { text throws(UsageError) in try parse(text, name) }))
    }

    /// An option taking one of `words`, the synopsis writing them all (`--log text|jsonl`),
    /// read by `parse`.
    static func choice(
        _ name: String, _ words: [String], _ help: String, parse: @escaping Parse
    ) -> CommandOption {
        value(name, words.joined(separator: "|"), words: words, help, parse: parse)
    }

    /// A switch that may take one of `words` as its value (`--screen-reader [talkback]`, the
    /// synopsis writing `placeholder`): the word, when it follows or comes after `=`, is read
    /// by `parse`; the switch alone has the value `alone`.
    static func flag(
        _ name: String, optionalWords words: [String], placeholder: String, alone: Value,
        _ help: String, parse: @escaping Parse
    ) -> CommandOption {
        CommandOption(
            declaration: OptionDeclaration(
                name: name,
                value: OptionValue(
                    placeholder: placeholder, words: words, completesFiles: false,
                    isOptional: true),
                help: help, parse: { text throws(UsageError) in try parse(text, name) },
                valueWhenAlone: alone))
    }

    /// This option with `short` (`-o`) as an alias that parses as its long name.
    func short(_ short: String) -> CommandOption {
        var aliased = declaration
        aliased.shortName = short
        return CommandOption(declaration: aliased)
    }

    /// This option, read the same way, with `help` for a command that gives it another sense.
    func help(_ help: String) -> CommandOption {
        var explained = declaration
        explained.help = help
        return CommandOption(declaration: explained)
    }
}

extension CommandOption where Value == String {
    /// An option whose value is kept as written (`--audio LANG|ID`).
    static func text(
        _ name: String, _ placeholder: String, words: [String] = [], repeats: Bool = false,
        _ help: String
    ) -> CommandOption {
        value(name, placeholder, words: words, repeats: repeats, help) { text, _ in text }
    }

    /// An option taking a path written as `placeholder`, which the shell completes.
    static func file(
        _ name: String, _ placeholder: String, repeats: Bool = false, _ help: String
    ) -> CommandOption {
        value(name, placeholder, completesFiles: true, repeats: repeats, help) { text, _ in text }
    }
}

extension CommandOption
where Value: CaseIterable & RawRepresentable, Value.RawValue == String {
    /// An option taking one of `Value`'s cases by its raw value, the synopsis writing them all
    /// (`--log text|jsonl`); `refusal` says what is wrong with another word, given the word
    /// and the option's name.
    static func choice(
        _ name: String, _ help: String,
        refusal: @escaping @Sendable (_ text: String, _ name: String) -> String
    ) -> CommandOption {
        choice(name, Value.allCases.map(\.rawValue), help) { text, name throws(UsageError) in
            guard let value = Value(rawValue: text) else {
                throw UsageError(refusal(text, name))
            }
            return value
        }
    }
}

extension CommandOption where Value == MediaTime {
    /// An option taking a media time written as `placeholder` (`TIME`), read as scripts read
    /// times (``TimeArgument/parse(_:option:)``).
    static func time(_ name: String, _ placeholder: String, _ help: String) -> CommandOption {
        value(name, placeholder, help, parse: TimeArgument.parse)
    }
}

/// A switch (`--json`): present or not. A command reads it as `arguments[TracksOption.json]`.
struct CommandSwitch: DeclaredOption {
    let declaration: OptionDeclaration

    /// A switch named `name` doing what `help` says.
    init(_ name: String, _ help: String) {
        declaration = OptionDeclaration(name: name, value: nil, help: help)
    }
}
