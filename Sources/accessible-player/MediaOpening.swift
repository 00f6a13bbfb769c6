import Foundation
import PlayerCaptions
import PlayerCore
import PlayerEngine
import PlayerMedia
import PlayerOCR

/// Opens the FILE operand the way every media command does, turning failures into exit codes.
enum MediaOpening {
    /// The media `choices` name (or `path`, another file of a playlist, with `subtitleFiles`
    /// after `choices`'), opened looking for CEA-608 channels in the video unless
    /// `findsClosedCaptions` is false; its picture captions are read as text unless `choices`
    /// say not to.
    static func media(
        _ choices: MediaChoices, path: String? = nil, subtitleFiles: [String] = [],
        findsClosedCaptions: Bool = true
    ) -> any PlayerSource {
        recognizingPictures(
            MediaFile(
                path: path ?? choices.path,
                extraSubtitlePaths: choices.subtitleFiles + subtitleFiles,
                discoverSidecars: choices.discoversSidecars,
                findsClosedCaptions: findsClosedCaptions),
            unless: !choices.recognizesPictures)
    }

    /// `source` with its picture captions recognised as text (each warning written to
    /// standard error), or `source` itself when `isDisabled` (`--no-ocr`).
    static func recognizingPictures(_ source: any PlayerSource, unless isDisabled: Bool)
        -> any PlayerSource
    {
        guard !isDisabled else { return source }
        return RecognizingSource(source) { warning in
            StandardError.write("warning: \(warning)")
        }
    }

    /// Throws exit code 3 naming the file and the cause when a caption file `--sub-file`
    /// names cannot be read (a URL is left to the opening).
    static func checkSubtitleFiles(_ choices: MediaChoices) throws(CommandFailure) {
        for path in choices.subtitleFiles where !path.contains("://") {
            do {
                try LocalFile.checkReadable(path)
            } catch {
                throw CommandFailure(
                    message: "\(SharedOption.subFile) \(error.description)",
                    exitCode: .mediaUnavailable)
            }
        }
    }

    /// A reader of the FILE `choices` name, its catalog listed (without the CEA-608 channels
    /// in the video when `findsClosedCaptions` is false).
    static func open(_ choices: MediaChoices, findsClosedCaptions: Bool = true)
        throws(CommandFailure) -> any CueReader
    {
        try checkSubtitleFiles(choices)
        do {
            return try media(choices, findsClosedCaptions: findsClosedCaptions).openReader()
        } catch {
            throw CommandFailure(message: "\(error)", exitCode: .mediaUnavailable)
        }
    }

    /// Prints `catalog`'s warnings (unsupported codecs, re-encoded sidecars) on standard error.
    static func reportWarnings(of catalog: MediaCatalog) {
        reportWarnings(catalog.warnings)
    }

    /// Prints `warnings` on standard error, after whatever standard output still holds.
    static func reportWarnings(_ warnings: [MediaWarning]) {
        fflush(nil)
        for warning in warnings {
            StandardError.write("warning: \(warning)")
        }
    }
}
