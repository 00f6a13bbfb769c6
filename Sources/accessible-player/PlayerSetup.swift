import PlayerCore
import PlayerEngine

/// Opens the player `play` asked for and puts it where playback starts: tracks chosen, at
/// the start time.
enum PlayerSetup {
    /// The player for `options`, its captions and audio chosen and moved to `--start`;
    /// throws exit code 3 when the media cannot be opened, 2 when a named track is missing.
    static func open(_ options: PlayOptions, arguments: CommandLineArguments) throws -> Player {
        let player: Player
        do {
            player = try Player(
                source: MediaOpening.media(arguments), options: playerOptions(options))
        } catch {
            throw CommandFailure(message: "\(error)", exitCode: .mediaUnavailable)
        }
        let tracks = player.catalog.tracks
        if case .track(let query) = options.captions {
            player.perform(.captions(.id(try track(query, kind: .legible, in: tracks))))
        }
        if let query = options.audio {
            player.perform(.audio(.id(try track(query, kind: .audio, in: tracks))))
        }
        if let start = options.start {
            player.send(.seek(to: start))
        }
        return player
    }

    private static func playerOptions(_ options: PlayOptions) -> PlayerOptions {
        var preferences = TrackPreferences(
            preferredLanguages: LanguageTag(options.language.rawValue).map { [$0] } ?? [])
        if options.captions == .automatic {
            preferences.captionsAlwaysOn = true
            preferences.prefersSDH = true
        }
        return PlayerOptions(
            language: options.language, trackPreferences: preferences,
            screenReaderRunning: options.screenReader,
            clock: options.pace == .realTime
                ? .realTime : options.ipcEndpoints.isEmpty ? .fast : .manual)
    }

    private static func track(_ query: String, kind: TrackKind, in tracks: [TrackInfo])
        throws(UsageError) -> TrackID
    {
        guard let track = TrackQuery.find(query, kind: kind, in: tracks) else {
            let what = kind == .audio ? "audio" : "caption"
            throw UsageError(
                "no \(what) track matches '\(query)'; \(what) tracks: "
                    + TrackQuery.listing(of: kind, in: tracks))
        }
        return track.id
    }
}
