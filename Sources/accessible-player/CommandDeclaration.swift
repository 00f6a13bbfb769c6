/// A command as the CLI declares it once: its name, what it does, its operands and its
/// options. Parsing, the synopsis, `--help`, the man page and the shell completions are all
/// made from it, so they cannot disagree.
///
/// ```swift
/// CommandDeclaration(
///     name: "tracks", summary: "List the tracks of a media file",
///     operands: [.file], description: ["Lists every track of FILE."],
///     options: [TracksOption.json], exitCodes: [.success, .usage])
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

    /// A command taking `options`, each a typed declaration its code reads values through.
    init(
        name: String, summary: String, operands: [OperandDeclaration], otherForms: [String] = [],
        description: [String], options: [any DeclaredOption], exitCodes: [ExitCode]
    ) {
        self.name = name
        self.summary = summary
        self.operands = operands
        self.otherForms = otherForms
        self.description = description
        self.options = options.map(\.declaration)
        self.exitCodes = exitCodes
    }

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

/// One option of a command as help, the man page, the completions and the parser see it: a
/// switch (`--json`) or an option taking a value (`--track 2`, `--track=2`). It is made by a
/// typed declaration (``CommandOption``, ``CommandSwitch``), through which commands read it.
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
    /// Turns one written value into the typed value commands read, or throws a usage error
    /// saying what is wrong with it; nil for a switch.
    var parse: (@Sendable (String) throws(UsageError) -> any Sendable)?
    /// The typed value of an option whose value is optional, given without one
    /// (`--screen-reader` alone); nil for any other option.
    var valueWhenAlone: (any Sendable)?
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
