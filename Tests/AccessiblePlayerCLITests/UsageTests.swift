import Testing

@Suite("Command line usage and exit codes")
struct UsageTests {
    @Test func overviewListsEveryCommand() throws {
        let run = try CLIRunner.run(["--help"])
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("tracks"))
        #expect(run.standardOutput.contains("captions"))
        #expect(run.standardOutput.contains("USAGE: accessible-player COMMAND"))
    }

    @Test(arguments: ["tracks", "captions", "play", "controls"])
    func everyCommandHasHelp(command: String) throws {
        let run = try CLIRunner.run([command, "--help"])
        #expect(run.status == 0)
        #expect(run.standardOutput.hasPrefix("USAGE: accessible-player \(command) FILE"))
        #expect(run.standardError.isEmpty)
    }

    @Test func noArgumentsIsAUsageError() throws {
        let run = try CLIRunner.run([])
        #expect(run.status == 2)
        #expect(run.standardError.contains("USAGE"))
    }

    @Test func unknownCommandIsAUsageError() throws {
        let run = try CLIRunner.run(["dance", "Samples/demo.mkv"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("unknown command 'dance'"))
    }

    @Test func unknownOptionIsAUsageError() throws {
        let run = try CLIRunner.run(["tracks", "Samples/demo.mkv", "--colour"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("unknown option '--colour'"))
        #expect(run.standardOutput.isEmpty)
    }

    @Test func missingFileOperandIsAUsageError() throws {
        let run = try CLIRunner.run(["captions", "--format", "vtt"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("missing FILE"))
    }

    @Test func optionWithoutValueIsAUsageError() throws {
        let run = try CLIRunner.run(["captions", "Samples/demo.mkv", "--track"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("--track needs a value"))
    }

    @Test func unknownFormatIsAUsageError() throws {
        let run = try CLIRunner.run(["captions", "Samples/demo.mkv", "--format", "docx"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("unknown format 'docx'"))
    }

    @Test func missingMediaExitsWithThree() throws {
        let run = try CLIRunner.run(["tracks", "Samples/no-such-film.mkv"])
        #expect(run.status == 3)
        #expect(run.standardError.contains("Samples/no-such-film.mkv"))
        #expect(run.standardOutput.isEmpty)
    }

    @Test func unknownTrackIsAUsageErrorListingTheTracks() throws {
        let run = try CLIRunner.run(["captions", "Samples/demo.mkv", "--track", "ja"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("no caption track matches 'ja'"))
        #expect(run.standardError.contains("2 (en)"))
    }
}

@Suite("Usage errors and the version")
struct UsageErrorTests {
    /// A usage error is one line on standard error saying what is wrong and where the
    /// command's help is, so the message does not scroll away under the help.
    @Test(arguments: [
        ["play", "Samples/demo.mkv", "--colour"], ["captions", "--format", "vtt"],
        ["audit", "Samples/demo.mkv", "--profile", "itv"], ["play", "Samples/demo.mkv", "--start"],
        ["controls", "Samples/demo.mkv", "--at", "soon"], ["tracks", "a.mkv", "b.mkv"],
    ])
    func aUsageErrorIsOneLinePointingAtTheHelp(arguments: [String]) throws {
        let run = try CLIRunner.run(arguments)
        #expect(run.status == 2)
        let lines = run.standardError.split(separator: "\n")
        #expect(lines.count == 1, "\(run.standardError)")
        #expect(lines.first?.hasPrefix("error: ") == true)
        #expect(
            lines.first?.hasSuffix("see `accessible-player \(arguments[0]) --help`") == true,
            "\(run.standardError)")
        #expect(run.standardOutput.isEmpty)
    }

    @Test func anUnknownCommandIsOneLinePointingAtTheOverview() throws {
        let run = try CLIRunner.run(["dance"])
        #expect(run.status == 2)
        #expect(
            run.standardError
                == "error: unknown command 'dance'; see `accessible-player --help`\n")
    }

    @Test func capitalVIsVersion() throws {
        let long = try CLIRunner.run(["--version"])
        let short = try CLIRunner.run(["-V"])
        #expect(short.status == 0)
        #expect(short.standardOutput == long.standardOutput)
        #expect(short.standardOutput.hasPrefix("accessible-player "))
    }

    /// The exit-code table is one: the overview lists every code, each command's help the
    /// rows of the codes it can end with, word for word.
    @Test func everyHelpShowsRowsOfTheOneExitCodeTable() throws {
        let overview = try CLIRunner.run(["--help"]).standardOutput
        let table = overview.components(separatedBy: "EXIT CODES:\n")[1]
        for code in 0...5 {
            #expect(table.contains("\n  \(code)   ") || table.hasPrefix("  \(code)   "), "\(code)")
        }
        for command in ["tracks", "captions", "play", "controls", "audit"] {
            let help = try CLIRunner.run([command, "--help"]).standardOutput
            let rows = help.components(separatedBy: "EXIT CODES:\n")[1]
                .split(separator: "\n").map(String.init)
            #expect(!rows.isEmpty)
            for row in rows {
                #expect(table.split(separator: "\n").contains { $0 == row }, "\(command): \(row)")
            }
        }
    }
}
