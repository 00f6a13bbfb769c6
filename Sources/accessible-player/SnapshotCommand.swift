import Foundation
import PlayerCore
import PlayerEngine
import PlayerMedia
import PlayerRender

/// `accessible-player snapshot FILE --at TIME -o OUT.png`: a picture of the player.
enum SnapshotCommand: CLICommand {
    static let name = "snapshot"
    static let summary = "Draw the player at a given time: frame, captions, controls, focus"
    static let help = """
        USAGE: accessible-player snapshot FILE --at TIME -o OUT.png [--size WxH]
                                          [--every DURATION -o DIR/] [--script FILE]
                                          [--captions auto|off|LANG|ID] [--locale en|es|fr|de]
                                          [--screen-reader [talkback]] [--skin FILE]
                                          [--no-controls] [--verbose]

        Brings the player to TIME as `controls` does (scrubbed there and paused, or played
        there running the script's lines) and draws one PNG: the video frame on screen at
        TIME (the nearest at or before it), the skin's shown controls at their places with
        their visible text, dimmed ones dimmed, an open panel as a list, the screen reader's
        cursor (VoiceOver's black frame, TalkBack's green one) or Full Keyboard Access's blue
        ring around the focused element, Voice Control's names or numbers when shown, and
        the captions on screen where their layout puts them (drawn by libass). A file
        without video is drawn on black.

        OPTIONS:
          --at TIME         The media time (SS, MM:SS, HH:MM:SS with optional .mmm, or
                            1m30s); past the end is a usage error.
          -o, --output PATH The PNG to write; with --every, the folder to write them in.
          --every DURATION  One snapshot every DURATION from the start (or from --at) to
                            the end, named HH-MM-SS.mmm.png in the -o folder.
          --size WxH        The picture's size (default: the video's display size, scaled
                            up to at least 720 lines; 1280x720 without video).
          --script FILE|-   Run these script lines while playing up to TIME (moving focus,
                            opening a panel, showing Voice Control's names).
          --captions CHOICE auto (default), off, a language or a track id.
          --audio LANG|ID   The audio track, by language or track id.
          --locale LANG     The language of the controls: en (default), es, fr or de.
          --screen-reader [talkback]
                            Behave and draw as when a screen reader runs.
          --skin FILE       The player skin, a JSON file (see `play --help`).
          --no-controls     Draw the frame and the captions only.
          --verbose         Say on standard error which fonts drew each language, and
                            where each control was drawn.
          --sub-file PATH   Also load this caption file as a track (repeatable).
          --no-sidecars     Do not look for caption files beside FILE.
          -h, --help        Show this help.

        EXIT CODES: 0 done, 2 usage error (a time past the end, a bad size or skin), 3 media
        cannot be opened, 4 bad script, 5 the picture cannot be written.
        """
    static let syntax = CommandSyntax(
        valueOptions: [
            "--at", "-o", "--output", "--size", "--every", "--locale", "--sub-file", "--captions",
            "--audio", "--script", "--skin",
        ],
        switches: ["--screen-reader", "--no-sidecars", "--no-controls", "--verbose"],
        operandNames: ["FILE"], switchWords: PlayerChoices.screenReaderWords)

    static func run(_ arguments: CommandLineArguments) throws -> ExitCode {
        guard let output = arguments.value("-o") ?? arguments.value("--output") else {
            throw UsageError("-o OUT.png is required: the picture to write")
        }
        let every = try arguments.value("--every").map { text throws(UsageError) in
            let step = try TimeArgument.parse(text, option: "--every")
            guard step > .zero else { throw UsageError("--every must be longer than 0") }
            return step
        }
        guard let atText = arguments.value("--at") ?? (every == nil ? nil : "0") else {
            throw UsageError("--at TIME is required: the time to draw")
        }
        let at = try TimeArgument.parse(atText, option: "--at")
        let size = try arguments.value("--size").map { text throws(UsageError) in
            guard let size = PictureSize(text) else {
                throw UsageError(
                    "--size: '\(TerminalText.excerpt(text))' is not WIDTHxHEIGHT (16 to 8192 each)")
            }
            return size
        }
        let script = try arguments.value("--script").map { path throws(CommandFailure) in
            try ScriptFile.load(path)
        }
        let choices = try PlayerChoices(arguments)
        let path = arguments.operands[0]
        let frames: VideoFrameReader
        do {
            frames = try VideoFrameReader(path: path)
        } catch {
            throw CommandFailure(message: "\(error)", exitCode: .mediaUnavailable)
        }
        let pictureSize = size ?? Snapshot.defaultSize(of: frames)
        var times = [at]
        if let every {
            let player = try PlayerSetup.open(choices, clock: .manual, arguments: arguments)
            let duration = player.catalog.duration ?? at
            player.close()
            try TimeArgument.checkPosition(at, option: "--at", in: player.catalog)
            times = stride(
                from: at.microseconds, through: duration.microseconds,
                by: Int64.Stride(every.microseconds)
            )
            .map { MediaTime(microseconds: $0) }
            try createFolder(output)
        }
        for time in times {
            let player = try PlayerSetup.open(choices, clock: .manual, arguments: arguments)
            defer { player.close() }
            try TimeArgument.checkPosition(time, option: "--at", in: player.catalog)
            ControlsCommand.show(player, at: time, playing: false, script: script)
            let file =
                every == nil
                ? output : (output as NSString).appendingPathComponent(fileName(for: time))
            let snapshot: Snapshot
            do {
                snapshot = try Snapshot.write(
                    arguments.isSet("--no-controls") ? .subtitles : .window, of: player,
                    frames: frames, size: pictureSize, to: file)
            } catch {
                throw CommandFailure(
                    message: "\(error)",
                    exitCode: error.isUnwritable ? .outputUnwritable : .failure)
            }
            if arguments.isSet("--verbose") {
                report(snapshot, file: file, time: time)
            }
            MediaOpening.reportWarnings(of: player.catalog)
        }
        return .success
    }

    /// Makes the `--every` folder when it is missing.
    private static func createFolder(_ path: String) throws(CommandFailure) {
        do {
            try FileManager.default.createDirectory(
                atPath: path, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure(
                message: "\(path): cannot make the folder: \(error)", exitCode: .outputUnwritable)
        }
    }

    /// "00-01-05.000.png" for 1:05.
    private static func fileName(for time: MediaTime) -> String {
        let milliseconds = time.microseconds / 1000
        let seconds = milliseconds / 1000
        func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let fraction = String(milliseconds % 1000)
        return two(seconds / 3600) + "-" + two(seconds / 60 % 60) + "-" + two(seconds % 60) + "."
            + String(repeating: "0", count: 3 - fraction.count) + fraction + ".png"
    }

    /// What `--verbose` says: the file, the fonts of each language, each control's box.
    private static func report(_ snapshot: Snapshot, file: String, time: MediaTime) {
        var lines = ["snapshot: \(TerminalText.escaped(file)) at \(time)"]
        for (group, files) in snapshot.fonts {
            lines.append(
                "  font: \(group) drawn with \(TerminalText.escaped(files.joined(separator: ", ")))"
            )
        }
        for area in snapshot.shadedAreas {
            lines.append("  shade: \(area)")
        }
        for (id, box) in snapshot.boxes.sorted(by: { $0.key.identifier < $1.key.identifier }) {
            lines.append("  box: \(id.identifier) \(box)")
        }
        if let frame = snapshot.focusFrame {
            lines.append("  focus: \(frame)")
        }
        StandardError.write(lines.joined(separator: "\n"))
    }
}

extension SnapshotError {
    /// Whether the picture was drawn but could not be written.
    fileprivate var isUnwritable: Bool {
        if case .unwritable = self { return true }
        return false
    }
}
