import Foundation
import Testing

@testable import accessible_player

/// Every option the parser accepts appears in the synopsis, the help, the man page and the
/// three completion scripts, and nothing else does. What the parser accepts is asked of the
/// built binary, over every option any of them names and every command declares.
@Suite("The CLI declared once: parser, synopsis, help, man page and completions agree")
struct CommandDeclarationTests {
    /// `--help` (and `-h`) is every command's, answered before the options are parsed: the
    /// help lists it and the completions offer it, the synopsis and the man page's command
    /// sections not.
    private static let helpOption: Set<String> = ["--help", "-h"]

    /// The long options (`--output`) and one-letter aliases (`-o`) named in `text`, each
    /// standing as a word of its own or after `[` or `|` (`[-o|--output PATH]`).
    private static func options(in text: some StringProtocol) -> Set<String> {
        let text = String(text)
        return Set(
            text.matches(of: /(?:^|[\s\["|])(--[a-z][a-z0-9-]*|-[a-zA-Z])(?![A-Za-z0-9-])/)
                .map { String($0.output.1) })
    }

    /// The options a fish `complete` line offers: `-s o` as `-o`, `-l output` as `--output`.
    private static func fishOptions(_ line: Substring) -> [String] {
        var offered: [String] = []
        if let short = line.firstMatch(of: #/ -s ([a-zA-Z]) /#) {
            offered.append("-" + short.1)
        }
        if let long = line.firstMatch(of: #/ -l ([a-z0-9-]+)/#) {
            offered.append("--" + long.1)
        }
        return offered
    }

    /// Each declared option of `command`: its name and its alias.
    private static func declaredOptions(of command: String) -> Set<String> {
        let options = CommandList.declarations.first { $0.name == command }?.options ?? []
        return Set(options.flatMap { [$0.name] + [$0.shortName].compactMap { $0 } })
    }

    /// The lines of `text` from the line equal to `start` up to (not including) the first
    /// later line for which `isEnd` holds.
    private static func section(
        of text: String, from start: String, to isEnd: (Substring) -> Bool
    ) -> [Substring] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.firstIndex(where: { $0 == start }) else { return [] }
        let rest = lines[(first + 1)...]
        return Array(rest.prefix { !isEnd($0) })
    }

    private static func run(_ arguments: [String]) throws -> String {
        let run = try CLIRunner.run(arguments)
        #expect(run.status == 0, "\(arguments): \(run.standardError)")
        return run.standardOutput
    }

    /// Whether the binary's parser takes `option` for `command`: it is then not reported
    /// as unknown (a missing value or operand is reported instead).
    private static func accepts(_ command: String, _ option: String) throws -> Bool {
        let run = try CLIRunner.run([command, option])
        return !run.standardError.contains("unknown option '\(option)'")
    }

    @Test(arguments: CommandList.declarations.map(\.name))
    func everyAcceptedOptionIsDocumentedEverywhereAndNothingElse(command: String) throws {
        let help = try Self.run([command, "--help"])
        let usage = help.split(separator: "\n\n", maxSplits: 1)[0]
        let optionsSection = Self.section(of: help, from: "OPTIONS:") { $0.isEmpty }
        let helpListed = Set(
            optionsSection.compactMap { $0.firstMatch(of: /^  (?:(-[a-zA-Z]), )?(--[a-z0-9-]+)/) }
                .flatMap { [$0.1, $0.2].compactMap { $0 }.map(String.init) })
        let manual = try Self.run(["man"]).replacingOccurrences(of: "\\-", with: "-")
        let manSection = Self.section(of: manual, from: ".SS \(command)") {
            $0.hasPrefix(".SS") || $0.hasPrefix(".SH")
        }
        let manListed = Set(
            zip(manSection, manSection.dropFirst()).filter { $0.0 == ".TP" }
                .compactMap { $0.1.firstMatch(of: /^\\fB(?:(-[a-zA-Z]), )?(--[a-z0-9-]+)/) }
                .flatMap { [$0.1, $0.2].compactMap { $0 }.map(String.init) })
        let bash = Self.section(
            of: try Self.run(["completions", "bash"]), from: "    \(command))"
        ) { $0 == "        ;;" }
        let bashOffered = zip(bash, bash.dropFirst())
            .filter { $0.0.contains("if [[ $cur == -* ]]") }
            .compactMap { $0.1.firstMatch(of: /-W '([^']*)'/)?.1 }
            .map { Self.options(in: $0) }.reduce(Set<String>()) { $0.union($1) }
        let zsh = Self.section(
            of: try Self.run(["completions", "zsh"]), from: "        \(command))"
        ) { $0 == "            ;;" }
        let zshOffered = Set(
            zsh.compactMap {
                $0.firstMatch(of: /'(?:\(- \*\))?\*?(--[a-z0-9-]+|-[a-zA-Z])[=\[]/)?.1
            }
            .map(String.init))
        let fishLines = try Self.run(["completions", "fish"]).split(separator: "\n")
            .filter { $0.contains("'__fish_seen_subcommand_from \(command)'") }
        let fishOffered = Set(fishLines.flatMap(Self.fishOptions))

        let declared = Self.declaredOptions(of: command)
        let everyCandidate = Self.options(in: usage).union(helpListed).union(manListed)
            .union(bashOffered).union(zshOffered).union(fishOffered).union(declared)
            .union(CommandList.declarations.flatMap { Self.declaredOptions(of: $0.name) })
            .subtracting(Self.helpOption)
        let accepted = try Set(everyCandidate.filter { try Self.accepts(command, $0) })

        #expect(accepted == declared)
        #expect(Self.options(in: usage) == accepted, "synopsis")
        #expect(helpListed == accepted.union(Self.helpOption), "help")
        #expect(manListed == accepted, "man page")
        #expect(bashOffered == accepted.union(Self.helpOption), "bash")
        #expect(zshOffered == accepted.union(Self.helpOption), "zsh")
        #expect(fishOffered == accepted.union(Self.helpOption), "fish")
    }

    /// docs/cli.md, where the README sends a reader for the commands.
    private static func cliPage() throws -> String {
        try String(
            contentsOf: CLIRunner.packageRoot.appendingPathComponent("docs/cli.md"), encoding: .utf8
        )
    }

    /// docs/cli.md's synopsis block is the commands' synopses, as each one's `--help` starts.
    @Test func theDocsSynopsisIsTheHelpsSynopses() throws {
        var synopses: [String] = []
        for command in CommandList.declarations.map(\.name) {
            let usage = try Self.run([command, "--help"]).split(separator: "\n\n")[0]
            synopses += usage.split(separator: "\n").map { String($0.dropFirst("USAGE: ".count)) }
        }
        let block = Self.section(of: try Self.cliPage(), from: "# The command-line tool") { _ in
            false
        }
        .drop { $0 != "```" }.dropFirst().prefix { $0 != "```" }
        #expect(block.map(String.init) == synopses)
    }

    /// docs/cli.md's exit-code table is the one `--help` prints, row for row.
    @Test func theDocsExitCodeTableIsTheHelps() throws {
        let table = try Self.run(["--help"]).components(separatedBy: "EXIT CODES:\n")[1]
        var rows: [(code: String, meaning: String)] = []
        for line in table.split(separator: "\n") {
            if let row = line.firstMatch(of: /^  (\d)   (.*)$/) {
                rows.append((String(row.1), String(row.2)))
            } else if !rows.isEmpty {
                rows[rows.count - 1].meaning += " " + line.trimmingCharacters(in: .whitespaces)
            }
        }
        #expect(rows.map(\.code) == ["0", "1", "2", "3", "4", "5"])
        let page = try Self.cliPage()
        for row in rows {
            #expect(page.contains("\n| \(row.code) | \(row.meaning) |\n"), "\(row.code)")
        }
    }
}
