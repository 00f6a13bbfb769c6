import Foundation
import PlayerCore
import PlayerEngine

/// Opens the FILE operand the way every media command does, turning failures into exit codes.
enum MediaOpening {
    /// The media `arguments`' FILE, `--sub-file` and `--no-sidecars` name.
    static func media(_ arguments: CommandLineArguments) -> MediaFile {
        MediaFile(
            path: arguments.operands[0], extraSubtitlePaths: arguments.values["--sub-file"] ?? [],
            discoverSidecars: !arguments.isSet("--no-sidecars"))
    }

    /// A reader of `arguments`' FILE, its catalog listed.
    static func open(_ arguments: CommandLineArguments) throws(CommandFailure) -> any CueReader {
        do {
            return try media(arguments).openReader()
        } catch {
            throw CommandFailure(message: "\(error)", exitCode: .mediaUnavailable)
        }
    }

    /// Prints `catalog`'s warnings (unsupported codecs, re-encoded sidecars) on standard error.
    static func reportWarnings(of catalog: MediaCatalog) {
        fflush(nil)
        for warning in catalog.warnings {
            StandardError.write("warning: \(warning)")
        }
    }
}
