/// A command as the CLI declares it once: its name, what it does, its operands and its
/// options. Parsing, the synopsis, `--help`, the man page and the shell completions are all
/// made from it, so they cannot disagree.
///
/// ```swift
/// CommandDeclaration(
///     name: "tracks", summary: "List the tracks of a media file",
///     operands: [.file], description: ["Lists every track of FILE."],
///     options: [.flag("--json", "Print a JSON object.")], exitCodes: [.success, .usage])
/// ```
struct CommandDeclaration: Sendable {
    /// The word that selects the command (`tracks`).
    var name: String
    /// One line for the command list and the man page's NAME section.
    var summary: String
    /// The operands, in order.
    var operands: [OperandDeclaration]
    /// Other ways to call the command, each written as it follows `accessible-player NAME`
    /// (`--list-checks | --rules-version`); shown after the main synopsis.
    var otherForms: [String] = []
    /// What the command does, one paragraph an element.
    var description: [String]
    /// Every option the command accepts, in the order help lists them.
    var options: [OptionDeclaration]
    /// The exit statuses the command can end with.
    var exitCodes: [ExitCode]

    /// The declared option named `name` (`--start`) or its short alias (`-o`), if any.
    func option(named name: String) -> OptionDeclaration? {
        options.first { $0.name == name || ($0.shortName != nil && $0.shortName == name) }
    }
}

/// An operand: an argument that is not an option (`FILE`).
struct OperandDeclaration: Sendable {
    /// The name in the synopsis and in messages ("FILE").
    var name: String
    /// Whether it may be given more than once (`audit FILE...`), and none at all.
    var repeats = false
    /// The values the shell completes (`bash`, `zsh`); none for a file operand.
    var words: [String] = []

    /// One media file.
    static let file = OperandDeclaration(name: "FILE")
}

/// One option of a command: a switch (`--json`) or an option taking a value (`--track 2`,
/// `--track=2`).
struct OptionDeclaration: Sendable {
    /// The option as typed (`--track`).
    var name: String
    /// A one-letter alias typed for it (`-o` for `--output`), if it has one.
    var shortName: String?
    /// The value it takes; nil for a switch.
    var value: OptionValue?
    /// Whether it may be given more than once, each value kept (`--sub-file`).
    var repeats = false
    /// What it does, one paragraph (help wraps it).
    var help: String

    /// A switch.
    static func flag(_ name: String, _ help: String) -> OptionDeclaration {
        OptionDeclaration(name: name, value: nil, help: help)
    }

    /// This option with `short` (`-o`) as an alias that parses as its long name.
    func short(_ short: String) -> OptionDeclaration {
        var aliased = self
        aliased.shortName = short
        return aliased
    }

    /// An option taking a value written as `placeholder`; `words` are the values the shell
    /// completes, `completesFiles` when a path is one.
    static func value(
        _ name: String, _ placeholder: String, words: [String] = [], completesFiles: Bool = false,
        repeats: Bool = false, _ help: String
    ) -> OptionDeclaration {
        OptionDeclaration(
            name: name,
            value: OptionValue(
                placeholder: placeholder, words: words, completesFiles: completesFiles,
                isOptional: false),
            repeats: repeats, help: help)
    }

    /// An option taking one of `words`, the synopsis writing them all (`--log text|jsonl`).
    static func choice(_ name: String, _ words: [String], _ help: String) -> OptionDeclaration {
        value(name, words.joined(separator: "|"), words: words, help)
    }

    /// An option taking a path written as `placeholder`.
    static func file(
        _ name: String, _ placeholder: String, repeats: Bool = false, _ help: String
    ) -> OptionDeclaration {
        value(name, placeholder, completesFiles: true, repeats: repeats, help)
    }

    /// A switch that may take one of `words` as its value (`--screen-reader [talkback]`,
    /// the synopsis writing `placeholder`): the word, when it follows or comes after `=`,
    /// becomes the switch's value.
    static func flag(
        _ name: String, optionalWords words: [String], placeholder: String, _ help: String
    ) -> OptionDeclaration {
        OptionDeclaration(
            name: name,
            value: OptionValue(
                placeholder: placeholder, words: words, completesFiles: false,
                isOptional: true),
            help: help)
    }
}

/// The value an option takes.
struct OptionValue: Sendable {
    /// How the synopsis and help write it (`TIME`, `text|jsonl`).
    var placeholder: String
    /// The literal values the shell completes (`text`, `jsonl`); may be only some of them.
    var words: [String]
    /// Whether the value is a path the shell completes.
    var completesFiles: Bool
    /// Whether the option may stand without a value; then the value is one of `words`.
    var isOptional: Bool
}
