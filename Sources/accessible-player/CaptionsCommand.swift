import Foundation
import PlayerCaptions
import PlayerCore
import PlayerEngine
import PlayerSession

/// `accessible-player captions FILE`: writes the cues of one caption track.
enum CaptionsCommand: CLICommand {
    /// What `captions` was asked for.
    struct Options {
        /// The file and how it opens.
        var media: MediaChoices
        /// The track `--track` names (an id or a language); nil for the default one.
        var track: String?
        /// How the cues are written: a caption format or the HTML transcript.
        var format: CaptionsOutput
    }

    static func options(from arguments: CommandLineArguments) -> Options {
        Options(
            media: MediaChoices(arguments, noOCR: CaptionsOption.noOCR),
            track: arguments[CaptionsOption.track],
            format: arguments[CaptionsOption.format] ?? .srt)
    }

    static func run(_ options: Options) throws -> ExitCode {
        if let format = options.format.cueFormat,
            let exitCode = try convertAlone(options, to: format)
        {
            return exitCode
        }
        let (source, track) = try open(options)
        defer { source.close() }
        let reading: CueReading
        do {
            reading = try source.readCues(of: track.id)
        } catch {
            throw CommandFailure(message: "\(error)", exitCode: .failure)
        }
        var shortfalls = reading.shortfalls
        var output = StandardOutputBuffer()
        if let format = options.format.cueFormat {
            format.write(reading.cues, to: &output)
        } else {
            let descriptions = transcriptDescriptions(beside: track, in: source)
            shortfalls += descriptions?.shortfalls ?? []
            // The page links to FILE by name: it is meant to sit beside it.
            let media = URL(fileURLWithPath: source.catalog.path).lastPathComponent
            output.write(
                TranscriptPage.html(
                    cues: reading.cues, descriptions: descriptions?.lines,
                    chapters: source.catalog.chapters, media: media,
                    title: source.catalog.metadata.title ?? media, language: track.language))
        }
        output.flush()
        MediaOpening.reportWarnings(of: source.catalog)
        // The cues read are written; a read that skipped damaged packets or stopped early is
        // still a failure, each shortfall on its own line.
        guard let last = shortfalls.last else { return .success }
        for shortfall in shortfalls.dropLast() {
            StandardError.write("error: \(shortfall)")
        }
        throw CommandFailure(message: last, exitCode: .failure)
    }

    /// The text description track a transcript of `track` lists beside it, read: the one in
    /// the track's language, else the default-flagged one, else the first (as `--descriptions
    /// auto` chooses); nil when FILE has none or `track` is itself one. A track that cannot be
    /// read gives no lines and its error as a shortfall.
    private static func transcriptDescriptions(beside track: TrackInfo, in source: any CueReader)
        -> (lines: TranscriptPage.Descriptions, shortfalls: [String])?
    {
        guard !track.isTextDescription,
            let described = TrackQuery.automaticDescription(
                inLanguage: track.language?.description ?? "", among: source.catalog.tracks)
        else { return nil }
        do {
            let reading = try source.readCues(of: described.id)
            return (
                TranscriptPage.Descriptions(cues: reading.cues, language: described.language),
                reading.shortfalls
            )
        } catch {
            // The captions are still written; the descriptions lost are said, and exit 1.
            return (TranscriptPage.Descriptions(cues: []), ["\(error)"])
        }
    }

    /// Opens FILE and chooses the track, first without looking for CEA-608 channels in the
    /// video: those are listed after the container's streams and playlist renditions, before
    /// the sidecars, and are never flagged default, so a track chosen from the former without
    /// them is the one chosen with them, id and all. When the choice is a sidecar, a
    /// closed-caption channel or nothing, FILE is opened again with the channels. A URL is
    /// opened once, with them: opening it again would fetch it again.
    private static func open(_ options: Options) throws -> (any CueReader, TrackInfo) {
        let query = options.track
        if !options.media.path.contains("://") {
            let quick = try MediaOpening.open(options.media, findsClosedCaptions: false)
            if let track = try? chooseTrack(query, in: quick.catalog),
                !track.flags.contains(.external), track.codec != "eia_608"
            {
                return (quick, track)
            }
            quick.close()
        }
        let source = try MediaOpening.open(options.media)
        do {
            return (source, try chooseTrack(query, in: source.catalog))
        } catch {
            source.close()
            throw error
        }
    }

    private static func chooseTrack(_ query: String?, in source: MediaCatalog) throws
        -> TrackInfo
    {
        let legible = source.tracks.filter { $0.kind == .legible }
        // Any legible track can be written out, a text description track too.
        let listing = [false, true].map {
            TrackQuery.listing(of: .legible, in: source.tracks, descriptions: $0)
        }.filter { !$0.isEmpty }.joined(separator: ", ")
        guard let query else {
            guard let track = TrackQuery.defaultLegible(in: source.tracks) else {
                // The warnings say why a caption track the file names is not there.
                MediaOpening.reportWarnings(of: source)
                throw CommandFailure(
                    message: "\(source.path) has no caption tracks", exitCode: .failure)
            }
            return track
        }
        guard
            let track = TrackQuery.find(query, kind: .legible, in: source.tracks)
                ?? TrackQuery.description(query, in: source.tracks)
        else {
            MediaOpening.reportWarnings(of: source)
            throw UsageError(
                "no caption track matches '\(query)' in \(source.path)"
                    + (legible.isEmpty ? " (it has none)" : "; caption tracks: \(listing)"))
        }
        return track
    }
}
