extension ShellCompletion {
    /// The zsh script: `_arguments` for the command word, then for each command's options
    /// and operands.
    static func zsh(_ declarations: [CommandDeclaration]) -> String {
        var lines = [
            "#compdef accessible-player",
            "# zsh completion for accessible-player, made by `accessible-player completions zsh`",
            "_accessible_player() {",
            "    local context state state_descr line",
            "    typeset -A opt_args",
            "    _arguments -C \\",
        ]
        lines += (ToolOption.help + ToolOption.version).map {
            "        '(- *)\($0)[Show help or version]' \\"
        }
        lines += [
            "        '1:command:->command' \\",
            "        '*::argument:->argument'",
            "    case $state in",
            "    command)",
            "        local -a commands",
            "        commands=(",
        ]
        lines += declarations.map {
            "            \(quoted("\($0.name):\(shortDescription($0.summary))"))"
        }
        lines += [
            "        )",
            "        _describe command commands",
            "        ;;",
            "    argument)",
            "        case $line[1] in",
        ]
        for declaration in declarations {
            lines.append("        \(declaration.name))")
            lines.append("            _arguments \\")
            var specs = declaration.options.flatMap(zshSpecs)
            specs += ToolOption.help.map { "(- *)\($0)[Show this help]" }
            specs += declaration.operands.enumerated().map { index, operand in
                let action =
                    operand.words.isEmpty
                    ? "_files" : "(\(operand.words.joined(separator: " ")))"
                return (operand.repeats ? "*" : "\(index + 1)") + ":\(operand.name):\(action)"
            }
            lines += specs.map { "                \(quoted($0)) \\" }
            lines += ["                && return 0", "            ;;"]
        }
        lines += ["        esac", "        ;;", "    esac", "}", "_accessible_player \"$@\"", ""]
        return lines.joined(separator: "\n")
    }

    /// `option` as `_arguments` specs: `--start=[Start playing here]:TIME: `, and its alias
    /// taking its value as the next word (`-o[The PNG to write]:PATH:_files`).
    private static func zshSpecs(_ option: OptionDeclaration) -> [String] {
        let description = "[\(shortDescription(option.help))]"
        let repeats = option.repeats ? "*" : ""
        let alias = option.shortName.map { repeats + $0 + description }
        guard let value = option.value else {
            return [repeats + option.name + description] + [alias].compactMap { $0 }
        }
        let action =
            value.completesFiles
            ? "_files" : value.words.isEmpty ? " " : "(\(value.words.joined(separator: " ")))"
        let placeholder = value.placeholder.replacingOccurrences(of: ":", with: "\\:")
        let argument = ":\(placeholder):\(action)"
        if value.isOptional {
            return [repeats + option.name + description + ":" + argument]
                + [alias.map { $0 + ":" + argument }].compactMap { $0 }
        }
        return [repeats + option.name + "=" + description + argument]
            + [alias.map { $0 + argument }].compactMap { $0 }
    }
}
