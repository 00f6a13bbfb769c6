import PlayerCore
import PlayerEngine
import PlayerSession

/// `accessible-player controls FILE`: the accessibility tree at a media time.
enum ControlsCommand: CLICommand {
    /// What `controls` was asked for.
    struct Options {
        /// The file and how it opens.
        var media: MediaChoices
        /// The media time shown.
        var at: MediaTime
        /// Whether the player plays up to it and is shown playing.
        var playing: Bool
        /// The script run on the way: a path, or "-" for standard input.
        var scriptPath: String?
        /// Captions, audio, language, screen reader and skin, as `play` takes them.
        var choices: PlayerChoices
        /// Whether to check Label in Name instead of listing the elements.
        var check: Bool
        /// Whether to print JSON.
        var json: Bool
    }

    static func options(from arguments: CommandLineArguments) throws(UsageError) -> Options {
        Options(
            media: MediaChoices(arguments), at: arguments[ControlsOption.at] ?? .zero,
            playing: arguments[ControlsOption.playing],
            scriptPath: arguments[ControlsOption.script], choices: try PlayerChoices(arguments),
            check: arguments[ControlsOption.check], json: arguments[ControlsOption.json])
    }

    static func run(_ options: Options) throws -> ExitCode {
        let choices = options.choices
        let script = try options.scriptPath.map { path throws(CommandFailure) in
            try ScriptFile.load(path)
        }
        let player = try PlayerSetup.open(choices, clock: .manual, media: options.media)
        defer { player.close() }
        try TimeArgument.checkPosition(
            options.at, option: ControlsOption.at.description, in: player.catalog)
        show(player, at: options.at, playing: options.playing, script: script)
        if options.check {
            let failures = player.model.labelInNameFailures
            // Images are checked when the skin has any.
            let images =
                player.model.layout.skin.images.isEmpty
                ? nil : player.model.imagesWithoutTextAlternative
            if options.json {
                print(
                    LabelInNameReport.json(
                        failures, adding: images.map(NonTextContentReport.jsonMember)))
            } else {
                print(
                    ([LabelInNameReport.text(failures)]
                        + (images.map { [NonTextContentReport.text($0)] } ?? []))
                        .joined(separator: "\n"))
            }
            MediaOpening.reportWarnings(of: player.catalog)
            return failures.isEmpty && (images?.isEmpty ?? true) ? .success : .failure
        }
        let elements = player.model.visibleElements
        let reader = choices.screenReaderKind
        if options.json {
            print(ControlsListing.json(elements, language: choices.language, reader: reader))
        } else {
            print(ControlsListing.text(elements, language: choices.language, reader: reader))
        }
        MediaOpening.reportWarnings(of: player.catalog)
        return .success
    }

    /// Brings `player` to `time`: played there (with the script's lines) and left playing
    /// or paused, or, with neither, scrubbed there while paused. `snapshot` shows it so too.
    static func show(
        _ player: Player, at time: MediaTime, playing: Bool, script: PlayerScript?
    ) {
        player.send(.play)
        guard playing || script != nil else {
            player.send(.pause)
            player.send(.seek(to: time))
            return
        }
        player.run(script ?? PlayerScript(), until: time)
        if !playing {
            player.send(.pause)
        }
    }
}
