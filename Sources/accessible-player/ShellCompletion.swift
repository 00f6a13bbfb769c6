import Foundation

/// The completion scripts of bash, zsh and fish, made from the commands' declarations: each
/// completes the command names, each command's options, the words an option's value may be
/// and files where a path goes.
enum ShellCompletion {
    /// A shell the CLI writes a completion script for.
    enum Shell: String, CaseIterable {
        case bash, zsh, fish
    }

    /// The script `shell` reads, for `declarations`.
    static func script(for shell: Shell, _ declarations: [CommandDeclaration]) -> String {
        switch shell {
        case .bash: bash(declarations)
        case .zsh: zsh(declarations)
        case .fish: fish(declarations)
        }
    }

    /// `text` inside single quotes for a POSIX shell or fish.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// A short description for a completion menu: the first clause of `help`, at most 60
    /// characters, without the characters the menus treat specially.
    static func shortDescription(_ help: String) -> String {
        let clause = help.prefix { !".;:(".contains($0) }
        let plain = clause.filter { !"[]'\"\\`$".contains($0) }
            .trimmingCharacters(in: .whitespaces)
        return plain.count <= 60 ? plain : String(plain.prefix(57)) + "..."
    }
}
