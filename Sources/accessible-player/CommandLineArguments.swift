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

/// A mistake in how the command was called; the CLI prints it on one line, points at the
/// command's help and exits 2.
struct UsageError: Error {
    /// What is wrong, in words.
    var message: String

    init(_ message: String) {
        self.message = message
    }
}
