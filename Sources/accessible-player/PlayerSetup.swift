import PlayerAccessibility
import PlayerAudit
import PlayerCore
import PlayerEngine
import PlayerSession
import PlayerSpeech

/// Opens the player `play` and `controls` ask for, its tracks chosen as the viewer chose.
enum PlayerSetup {
    /// The player for the FILE `media` names (or `path`, with `subtitleFiles` after
    /// `--sub-file`'s) with
    /// `choices` on `clock`, its captions and audio chosen; throws exit code 3 when the media
    /// cannot be opened, 2 when a named track is missing.
    static func open(
        _ choices: PlayerChoices, clock: PlayerClockMode, media: MediaChoices,
        path: String? = nil, subtitleFiles: [String] = []
    ) throws -> Player {
        var options = playerOptions(choices, clock: clock)
        if let path = choices.skinPath {
            options.skin = try SkinFile.load(path)
        }
        try MediaOpening.checkSubtitleFiles(media)
        let player: Player
        do {
            player = try Player(
                source: MediaOpening.media(media, path: path, subtitleFiles: subtitleFiles),
                options: options)
        } catch {
            throw CommandFailure(message: "\(error)", exitCode: .mediaUnavailable)
        }
        try choose(choices, on: player)
        return player
    }

    /// Plays FILE `path` next on `player`, on the same session (a playlist's next file), its
    /// captions and audio chosen as the first file's were; it plays when `playing`. Throws as
    /// ``open(_:clock:media:path:subtitleFiles:)`` does.
    static func playNext(
        _ path: String, on player: Player, choices: PlayerChoices, media: MediaChoices,
        playing: Bool
    ) throws {
        do {
            try player.replaceSource(
                with: MediaOpening.media(media, path: path), playing: playing)
        } catch {
            throw CommandFailure(message: "\(error)", exitCode: .mediaUnavailable)
        }
        try choose(choices, on: player)
    }

    /// Shows the caption and audio tracks `choices` name, if any.
    private static func choose(_ choices: PlayerChoices, on player: Player) throws {
        let tracks = player.catalog.tracks
        let preferences = player.state.trackPreferences
        if case .track(let query) = choices.captions {
            player.perform(
                .captions(.id(try track(query, kind: .legible, in: tracks, preferences))))
        }
        if let query = choices.audio {
            player.perform(.audio(.id(try track(query, kind: .audio, in: tracks, preferences))))
        }
        if let description = try descriptionTrack(
            choices.descriptions, in: tracks, choices.language)
        {
            player.perform(.descriptions(.id(description)))
        }
    }

    /// The text description track `choice` names; nil for off, or for auto on a title
    /// without one. Throws when a named one is missing.
    private static func descriptionTrack(
        _ choice: PlayerChoices.Descriptions, in tracks: [TrackInfo], _ language: PlayerLanguage
    ) throws(UsageError) -> TrackID? {
        switch choice {
        case .off: return nil
        case .automatic:
            return TrackQuery.automaticDescription(inLanguage: language.rawValue, among: tracks)?.id
        case .track(let query):
            guard let track = TrackQuery.description(query, in: tracks) else {
                let listing = TrackQuery.listing(of: .legible, in: tracks, descriptions: true)
                throw UsageError(
                    "no text description track matches '\(query)'"
                        + (listing.isEmpty
                            ? " (there is none)" : "; description tracks: \(listing)"))
            }
            return track.id
        }
    }

    private static func playerOptions(_ choices: PlayerChoices, clock: PlayerClockMode)
        -> PlayerOptions
    {
        var preferences = TrackPreferences(
            preferredLanguages: LanguageTag(choices.language.rawValue).map { [$0] } ?? [])
        switch choices.captions {
        case .automatic:
            preferences.captionsAlwaysOn = true
            preferences.prefersSDH = true
        case .off, .track:
            break
        }
        var options = PlayerOptions(
            language: choices.language, trackPreferences: preferences,
            screenReaderRunning: choices.screenReader, clock: clock)
        options.screenReaderKind = choices.screenReaderKind
        options.captionStyle = choices.captionStyle
        options.extendedDescriptions = choices.extendedDescriptions
        options.descriptionOverrun = choices.descriptionOverrun
        let speech = DescriptionSpeech.espeakNG(
            wordsPerMinute: SpeechSynthesizer.defaultWordsPerMinute)
        options.descriptionSpeechLength = { text, language in try? speech.length(text, language) }
        return options
    }

    /// The track `query` names, by the rule the script's `captions` and `audio` follow too.
    private static func track(
        _ query: String, kind: TrackKind, in tracks: [TrackInfo], _ preferences: TrackPreferences
    ) throws(UsageError) -> TrackID {
        guard let track = TrackQuery.find(query, kind: kind, in: tracks, preferences: preferences)
        else {
            let what = kind == .audio ? "audio" : "caption"
            throw UsageError(
                "no \(what) track matches '\(query)'; \(what) tracks: "
                    + TrackQuery.listing(of: kind, in: tracks))
        }
        return track.id
    }
}
