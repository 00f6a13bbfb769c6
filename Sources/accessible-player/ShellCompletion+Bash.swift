extension ShellCompletion {
    /// The bash script: a `complete -F` function choosing by the command word and the word
    /// before the cursor.
    static func bash(_ declarations: [CommandDeclaration]) -> String {
        let topWords = declarations.map(\.name) + ToolOption.help + ToolOption.version
        var lines = [
            "# bash completion for accessible-player, made by `accessible-player completions bash`",
            "_accessible_player() {",
            "    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}",
            "    if (( COMP_CWORD == 1 )); then",
            "        \(bashCompletes(topWords))",
            "        return",
            "    fi",
            "    case ${COMP_WORDS[1]} in",
        ]
        for declaration in declarations {
            lines.append("    \(declaration.name))")
            let valued = declaration.options.filter { $0.value != nil }
            if !valued.isEmpty {
                lines.append("        case $prev in")
                for option in valued {
                    let names = ([option.shortName].compactMap { $0 } + [option.name])
                        .joined(separator: "|")
                    lines.append("        \(names)) \(bashValueCompletion(option)) ;;")
                }
                lines.append("        esac")
            }
            let optionWords =
                declaration.options.flatMap { [$0.shortName].compactMap { $0 } + [$0.name] }
                + ToolOption.help
            let operand =
                declaration.operands.first.map { operand in
                    operand.words.isEmpty
                        ? "COMPREPLY=($(compgen -f -- \"$cur\"))"
                        : bashCompletes(operand.words)
                } ?? "COMPREPLY=()"
            lines += [
                "        if [[ $cur == -* ]]; then",
                "            \(bashCompletes(optionWords))",
                "        else",
                "            \(operand)",
                "        fi",
                "        ;;",
            ]
        }
        lines += [
            "    esac", "}", "complete -o filenames -F _accessible_player accessible-player", "",
        ]
        return lines.joined(separator: "\n")
    }

    /// The completion of `option`'s value: its words, files, or nothing for free text. An
    /// option whose value is optional completes its words only when the word is not an option.
    private static func bashValueCompletion(_ option: OptionDeclaration) -> String {
        guard let value = option.value else { return "" }
        let words = bashCompletes(value.words)
        if value.isOptional {
            return "[[ $cur == -* ]] || { \(words); return; }"
        }
        if value.completesFiles {
            return "COMPREPLY=($(compgen -f -- \"$cur\")); return"
        }
        return value.words.isEmpty ? "COMPREPLY=(); return" : "\(words); return"
    }

    /// The bash line offering those of `words` that start with the word under the cursor.
    private static func bashCompletes(_ words: [String]) -> String {
        "COMPREPLY=($(compgen -W \(quoted(words.joined(separator: " "))) -- \"$cur\"))"
    }
}
