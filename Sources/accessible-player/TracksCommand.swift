import PlayerCore
import PlayerEngine
import PlayerOCR

/// `accessible-player tracks FILE`: lists every track with its language, title and flags.
enum TracksCommand: CLICommand {
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
