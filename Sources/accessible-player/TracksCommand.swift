import PlayerCore
import PlayerEngine
import PlayerOCR

/// `accessible-player tracks FILE`: lists every track with its language, title and flags.
enum TracksCommand: CLICommand {
    static let name = "tracks"
    static let summary = "List the video, audio and caption tracks of a media file"
    static let help = """
        USAGE: accessible-player tracks FILE [--sub-file PATH]... [--json]

        Lists every track of FILE (and of the caption files found beside it) with its id,
        kind, codec, language, title and flags.

        OPTIONS:
          --sub-file PATH   Also load this caption file as a track (repeatable).
          --no-sidecars     Do not look for caption files beside FILE.
          --json            Print a JSON object: the file, container, duration and title, and
                            its tracks with every column of the table.
          -h, --help        Show this help.
        """
    static let syntax = CommandSyntax(
        valueOptions: ["--sub-file"], switches: ["--json", "--no-sidecars"],
        operandNames: ["FILE"])

    static func run(_ arguments: CommandLineArguments) throws -> ExitCode {
        let source = try MediaOpening.open(arguments)
        defer { source.close() }
        let catalog = source.catalog
        if arguments.isSet("--json") {
            print(TrackJSON.encode(catalog))
        } else {
            let data = TesseractData.installed()
            print(
                TrackTable.render(catalog) { language in
                    TesseractData.missingPackage(for: language, in: data)
                })
        }
        MediaOpening.reportWarnings(of: catalog)
        return .success
    }
}
