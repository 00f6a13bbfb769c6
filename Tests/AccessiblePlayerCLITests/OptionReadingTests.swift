import Foundation
import PlayerAccessibility
import PlayerCore
import PlayerIPC
import Testing

@testable import accessible_player

/// Each option is one typed declaration: the parser turns what was typed into the declared
/// type, every command reads every option it declares (and none it does not) through the
/// declaration, and no code outside the declarations spells an option's name.
@Suite("The CLI declared once: every option parsed to its type and read by its command")
struct OptionReadingTests {
    /// The arguments each command needs besides the option under test.
    private static let baseArguments: [String: [String]] = [
        "tracks": ["demo.mkv"], "captions": ["demo.mkv"], "play": ["demo.mkv"],
        "controls": ["demo.mkv"], "snapshot": ["demo.mkv", "--output", "out.png", "--at", "1"],
        "audit": ["demo.mkv"], "man": [], "completions": ["bash"],
    ]

    /// How a user gives each option any command declares: its name and a value it takes.
    private static func sample(_ option: String, playlist: String, captionStyle: String)
        -> [String]?
    {
        let samples: [String: [String]] = [
            "--sub-file": ["extra.srt"], "--no-sidecars": [], "--json": [], "--track": ["fr"],
            "--format": ["json"], "--no-ocr": [], "--playlist": [playlist], "--fast": [],
            "--start": ["1:30"], "--until": ["2:00"], "--captions": ["off"],
            "--descriptions": ["en"], "--extended-descriptions": [], "--audio": ["en"],
            "--locale": ["de"], "--screen-reader": ["talkback"], "--skin": ["skin.json"],
            "--log": ["jsonl"], "--output": ["out.png"], "--script": ["lines.txt"],
            "--interactive": [], "--speak": [], "--speak-to": ["said.wav"], "--pause": [],
            "--no-programme-audio": [], "--description-overrun": ["faster"],
            "--ipc-server": ["tcp:127.0.0.1:9000"], "--ipc": ["stdio"], "--at": ["0:10"],
            "--playing": [], "--check": [], "--every": ["10"], "--size": ["640x360"],
            "--no-controls": [], "--verbose": [], "--profile": ["bbc"],
            "--audience": ["children"], "--rate": ["1.5"], "--description-rate": ["200"],
            "--report": ["report.html"],
            "--only": ["readingSpeed,lineCount"], "--skip": ["minimumGap"], "--fail-on": ["notice"],
            "--list-checks": [], "--rules-version": [], "--caption-style": [captionStyle],
            "--caption-style-sweep": ["sweep"],
        ]
        return samples[option].map { [option] + $0 }
    }

    /// Parses `arguments` for `command` and reads its options as running it would, returning
    /// the parsed arguments, which note what was read.
    private static func read<Command: CLICommand>(_ command: Command.Type, _ arguments: [String])
        throws -> CommandLineArguments
    {
        let parsed = try command.declaration.parse(arguments)
        _ = try command.options(from: parsed)
        return parsed
    }

    @Test(arguments: CommandList.declarations.map(\.name))
    func everyDeclaredOptionIsParsedAndReadByItsCommand(command name: String) throws {
        let command = try #require(CommandList.commands.first { $0.declaration.name == name })
        let base = try #require(Self.baseArguments[name])
        let playlist = FileManager.default.temporaryDirectory
            .appendingPathComponent("option-reading-\(UUID().uuidString).m3u").path
        try "demo.mkv\n".write(toFile: playlist, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: playlist) }
        // A caption style file is read when the options are: one that sets nothing.
        let captionStyle = playlist + ".style.json"
        try "{}\n".write(toFile: captionStyle, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: captionStyle) }

        // Without options, the command reads every option it declares and no other.
        let plain = try Self.read(command, base)
        #expect(plain.namesRead == plain.declaredNames)
        #expect(plain.givenNames.isEmpty || name == "snapshot")

        for option in command.declaration.options {
            let given = try #require(
                Self.sample(option.name, playlist: playlist, captionStyle: captionStyle),
                "no sample for \(option.name)")
            // The sweep writes into its own folder, in place of --output.
            let optionBase =
                option.name == "--caption-style-sweep"
                ? base.filter { $0 != "--output" && $0 != "out.png" } : base
            let parsed = try Self.read(command, optionBase + given)
            #expect(parsed.givenNames.contains(option.name), "\(name) \(option.name)")
            #expect(parsed.namesRead == parsed.declaredNames, "\(name) \(option.name)")
        }
    }

    @Test func valuesArriveTyped() throws {
        let play = try PlayCommand.declaration.parse([
            "a.mkv", "--start", "1:30", "--until=2m", "--captions", "OFF", "--locale", "FR",
            "--screen-reader", "--log", "jsonl", "--sub-file", "x.srt", "--sub-file", "y.vtt",
            "--ipc", "stdio",
        ])
        #expect(play[PlayOption.start] == .seconds(90))
        #expect(play[PlayOption.until] == .seconds(120))
        #expect(play[SharedOption.captions] == .off)
        #expect(play[SharedOption.locale] == .french)
        // A switch whose value is optional, given alone, has the value it stands for.
        #expect(play[SharedOption.screenReader] == .voiceOver)
        #expect(play[PlayOption.log] == .jsonLines)
        #expect(play.all(SharedOption.subFile) == ["x.srt", "y.vtt"])
        #expect(play.all(PlayOption.ipc) == [.standardIO])
        #expect(play[PlayOption.fast] == false)
        #expect(play[PlayOption.output] == nil)

        let talkBack = try ControlsCommand.declaration.parse([
            "a.mkv", "--screen-reader=talkback", "--captions", "es",
        ])
        #expect(talkBack[ControlsOption.screenReader] == .talkBack)
        #expect(talkBack[SharedOption.captions] == .track("es"))

        let snapshot = try SnapshotCommand.declaration.parse([
            "a.mkv", "-o", "x.png", "--every", "1m", "--size", "640x360",
        ])
        #expect(snapshot[SnapshotOption.every] == .seconds(60))
        #expect(snapshot[SnapshotOption.size] == PictureSize(width: 640, height: 360))

        let audit = try AuditCommand.declaration.parse([
            "a.mkv", "--rate", "2", "--rate", "0.75", "--only", "readingSpeed, lineCount", "--only",
            "overlap",
            "--fail-on", "error",
        ])
        #expect(audit.all(AuditOption.rate) == [2, 0.75])
        #expect(audit.all(AuditOption.only) == [["readingSpeed", "lineCount"], ["overlap"]])
        #expect(audit[AuditOption.failOn] == .error)
        #expect(audit[AuditOption.profile] == nil)
    }

    /// A value the option's parse function refuses is a usage error at parsing, saying which
    /// option and what was wrong with the value.
    @Test(arguments: [
        (["a.mkv", "--start", "soon"], "--start: 'soon' is not a time in range"),
        (["a.mkv", "--log", "xml"], "unknown log format 'xml' (use text or jsonl)"),
        (["a.mkv", "--ipc", "pipe"], "unknown --ipc transport 'pipe' (use stdio)"),
        (["a.mkv", "--locale", "ja"], "unknown locale 'ja' (use en, es, fr, de)"),
    ])
    func aValueItsOptionRefusesIsAUsageError(arguments: [String], message: String) {
        do {
            _ = try PlayCommand.declaration.parse(arguments)
            Issue.record("\(arguments) parsed")
        } catch {
            #expect(error.message.hasPrefix(message), "\(error.message)")
        }
    }

    /// No code outside the declarations spells an option: each is read through its typed
    /// declaration, and messages name it through it too.
    @Test func optionsAreSpelledOnlyInTheirDeclarations() throws {
        let folder = CLIRunner.packageRoot.appendingPathComponent("Sources/accessible-player")
        var spelled: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
        where name.hasSuffix(".swift") && !name.hasSuffix("Declaration.swift") {
            let text = try String(
                contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for line in text.split(separator: "\n")
            where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                if line.contains(/"--[a-z]/) || line.contains(/"-[a-zA-Z]"/) {
                    spelled.append("\(name): \(line)")
                }
            }
        }
        #expect(spelled.isEmpty, "\(spelled)")
    }
}
