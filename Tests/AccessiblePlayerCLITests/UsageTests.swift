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
