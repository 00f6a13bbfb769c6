import Synchronization

/// A command's arguments after parsing: its operands and the typed value of every option
/// given, read only through the options' declarations.
///
/// ```swift
/// let start: MediaTime? = arguments[PlayOption.start]
/// let fast: Bool = arguments[PlayOption.fast]
/// let subtitles: [String] = arguments.all(SharedOption.subFile)
/// ```
struct CommandLineArguments {
    /// Arguments that are not options, in order.
    var operands: [String] = []
    /// Every typed value given for each option, by its long name, in order; a switch has one
    /// `true` for each time it is given.
    private var values: [String: [any Sendable]] = [:]
    /// The long names of the options the command declares.
    let declaredNames: Set<String>
    /// The long names of the options the command's code has read.
    private let reads = OptionReads()

    /// Arguments for a command declaring `options`, none given yet.
    init(declaring options: [OptionDeclaration]) {
        declaredNames = Set(options.map(\.name))
    }

    /// Keeps `value` as given once more for `option`.
    mutating func append(_ value: any Sendable, for option: OptionDeclaration) {
        values[option.name, default: []].append(value)
    }

    /// The last value given for `option`, if any.
    subscript<Value>(option: CommandOption<Value>) -> Value? {
        all(option).last
    }

    /// Whether the switch `option` was given.
    subscript(option: CommandSwitch) -> Bool {
        reads.note(option.declaration.name)
        return values[option.declaration.name] != nil
    }

    /// Every value given for `option`, in order (`--sub-file` may repeat).
    func all<Value>(_ option: CommandOption<Value>) -> [Value] {
        reads.note(option.declaration.name)
        return (values[option.declaration.name] ?? []).compactMap { $0 as? Value }
    }

    /// The long names of the options that were given.
    var givenNames: Set<String> { Set(values.keys) }

    /// The long names of the options the command's code has read so far, declared or not: a
    /// test checks that a command reads every option it declares and none it does not.
    var namesRead: Set<String> { reads.names }
}

/// The options a command's code has read, noted by every lookup.
private final class OptionReads: Sendable {
    private let read = Mutex<Set<String>>([])

    /// Notes that the option named `name` was read.
    func note(_ name: String) {
        _ = read.withLock { $0.insert(name) }
    }

    /// Every name noted.
    var names: Set<String> { read.withLock { $0 } }
}

/// A mistake in how the command was called; the CLI prints it on one line, points at the
/// command's help and exits 2.
struct UsageError: Error {
    /// What is wrong, in words.
    var message: String

    init(_ message: String) {
        self.message = message
    }
}
