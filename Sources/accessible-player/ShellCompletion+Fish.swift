extension ShellCompletion {
    /// The fish script: one `complete` line per command, option and operand, each option's
    /// line guarded by its command having been typed.
    static func fish(_ declarations: [CommandDeclaration]) -> String {
        let tool = "complete -c accessible-player"
        var lines = [
            "# fish completion for accessible-player, made by `accessible-player completions fish`",
            "\(tool) -f",
            "\(tool) -n __fish_use_subcommand -s h -l help -d 'Show help'",
            "\(tool) -n __fish_use_subcommand -s V -l version -d 'Print the version'",
        ]
        lines += declarations.map {
            "\(tool) -n __fish_use_subcommand -a \($0.name) -d \(quoted(shortDescription($0.summary)))"
        }
        for declaration in declarations {
            let seen = "-n " + quoted("__fish_seen_subcommand_from \(declaration.name)")
            lines.append("\(tool) \(seen) -s h -l help -d 'Show this help'")
            for option in declaration.options {
                let long =
                    (option.shortName.map { "-s \($0.dropFirst()) " } ?? "") + "-l "
                    + option.name.dropFirst(2)
                let description = "-d " + quoted(shortDescription(option.help))
                guard let value = option.value else {
                    lines.append("\(tool) \(seen) \(long) \(description)")
                    continue
                }
                let words = quoted(value.words.joined(separator: " "))
                if value.isOptional {
                    lines.append("\(tool) \(seen) \(long) \(description)")
                    let after = quoted(
                        "__fish_seen_subcommand_from \(declaration.name); and __fish_prev_arg_in"
                            + " \(option.name)")
                    lines.append("\(tool) -n \(after) -a \(words)")
                } else if value.completesFiles {
                    lines.append("\(tool) \(seen) \(long) -r -F \(description)")
                } else {
                    lines.append("\(tool) \(seen) \(long) -x -a \(words) \(description)")
                }
            }
            for operand in declaration.operands {
                lines.append(
                    operand.words.isEmpty
                        ? "\(tool) \(seen) -F"
                        : "\(tool) \(seen) -a \(quoted(operand.words.joined(separator: " ")))")
            }
        }
        lines.append("")
        return lines.joined(separator: "\n")
    }
}
