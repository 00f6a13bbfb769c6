import Foundation
import PlayerMedia

/// Opens the FILE operand the way every media command does, turning failures into exit codes.
enum MediaOpening {
    /// The source for `arguments`' FILE, with `--sub-file` and `--no-sidecars` applied.
    static func open(_ arguments: CommandLineArguments) throws(CommandFailure) -> MediaSource {
        var options = MediaSourceOptions()
        options.extraSubtitlePaths = arguments.values["--sub-file"] ?? []
        options.discoverSidecars = !arguments.isSet("--no-sidecars")
        do {
            return try MediaSource(path: arguments.operands[0], options: options)
        } catch {
            throw CommandFailure(message: "\(error)", exitCode: .mediaUnavailable)
        }
    }

    /// Prints the source's warnings (unsupported codecs, re-encoded sidecars) on standard error.
    static func reportWarnings(of source: MediaSource) {
        fflush(nil)
        for warning in source.warnings {
            StandardError.write("warning: \(warning)")
        }
    }
}
