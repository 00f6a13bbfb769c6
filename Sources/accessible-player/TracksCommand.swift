import PlayerCore
import PlayerEngine
import PlayerOCR

/// `accessible-player tracks FILE`: lists every track with its language, title and flags.
enum TracksCommand: CLICommand {
    /// What `tracks` was asked for.
    struct Options {
        /// The file and how it opens.
        var media: MediaChoices
        /// Whether to print JSON instead of the table.
        var json: Bool
    }

    static func options(from arguments: CommandLineArguments) -> Options {
        Options(media: MediaChoices(arguments), json: arguments[TracksOption.json])
    }

    static func run(_ options: Options) throws -> ExitCode {
        let source = try MediaOpening.open(options.media)
        defer { source.close() }
        let catalog = source.catalog
        if options.json {
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
