import Foundation
import PlayerCore
import PlayerEngine
import PlayerMedia
import PlayerRender
import PlayerSession

/// `accessible-player snapshot FILE --at TIME --output OUT.png`: a picture of the player.
enum SnapshotCommand: CLICommand {
    /// What `snapshot` was asked for.
    struct Options {
        /// The file and how it opens.
        var media: MediaChoices
        /// The picture to write, or with ``every`` the folder of pictures.
        var output: String
        /// The time drawn, or with ``every`` the first.
        var at: MediaTime
        /// The span between pictures; nil for one picture.
        var every: MediaTime?
        /// The picture's size; nil for the video's.
        var size: PictureSize?
        /// The script run on the way: a path, or "-" for standard input.
        var scriptPath: String?
        /// Captions, audio, language, screen reader and skin, as `controls` takes them.
        var choices: PlayerChoices
        /// Whether the controls are left out.
        var noControls: Bool
        /// Whether fonts and boxes are said on standard error.
        var verbose: Bool
        /// The folder `--caption-style-sweep` draws every caption size, edge and window into;
        /// nil for the style chosen alone.
        var sweep: String?
    }

    static func options(from arguments: CommandLineArguments) throws(UsageError) -> Options {
        let sweep = arguments[SnapshotOption.captionStyleSweep]
        if sweep != nil, arguments[SnapshotOption.output] != nil {
            throw UsageError(
                "\(SnapshotOption.captionStyleSweep) DIR writes its pictures in DIR: leave out"
                    + " \(SnapshotOption.output)")
        }
        guard let output = arguments[SnapshotOption.output] ?? sweep else {
            throw UsageError("\(SnapshotOption.output) OUT.png is required: the picture to write")
        }
        let every = arguments[SnapshotOption.every]
        guard let at = arguments[SnapshotOption.at] ?? (every == nil ? nil : .zero) else {
            throw UsageError("\(SnapshotOption.at) TIME is required: the time to draw")
        }
        return Options(
            media: MediaChoices(arguments), output: output, at: at, every: every,
            size: arguments[SnapshotOption.size], scriptPath: arguments[SnapshotOption.script],
            choices: try PlayerChoices(arguments), noControls: arguments[SnapshotOption.noControls],
            verbose: arguments[SnapshotOption.verbose], sweep: sweep)
    }

    static func run(_ options: Options) throws -> ExitCode {
        let (output, at, every) = (options.output, options.at, options.every)
        let script = try options.scriptPath.map { path throws(CommandFailure) in
            try ScriptFile.load(path)
        }
        var choices = options.choices
        let sweep = options.sweep
        let variants =
            sweep == nil
            ? [(name: "", style: choices.captionStyle)]
            : CaptionStyleSweep.variants(of: choices.captionStyle)
        let path = options.media.path
        let frames: VideoFrameReader
        do {
            frames = try VideoFrameReader(path: path)
        } catch {
            throw CommandFailure(message: "\(error)", exitCode: .mediaUnavailable)
        }
        let pictureSize = options.size ?? Snapshot.defaultSize(of: frames)
        var times = [at]
        if let every {
            let player = try PlayerSetup.open(choices, clock: .manual, media: options.media)
            let duration = player.catalog.duration ?? at
            player.close()
            try TimeArgument.checkPosition(
                at, option: SnapshotOption.at.description, in: player.catalog)
            times = stride(
                from: at.microseconds, through: duration.microseconds,
                by: Int64.Stride(every.microseconds)
            )
            .map { MediaTime(microseconds: $0) }
        }
        if every != nil || sweep != nil {
            try createFolder(output)
        }
        var warned = Set<String>()
        for time in times {
            for variant in variants {
                choices.captionStyle = variant.style
                let player = try PlayerSetup.open(choices, clock: .manual, media: options.media)
                defer { player.close() }
                try TimeArgument.checkPosition(
                    time, option: SnapshotOption.at.description, in: player.catalog)
                ControlsCommand.show(player, at: time, playing: false, script: script)
                let file: String
                switch (every, sweep) {
                case (nil, nil): file = output
                case (.some, nil):
                    file = (output as NSString).appendingPathComponent(fileName(for: time))
                case (nil, .some):
                    file = (output as NSString).appendingPathComponent(variant.name + ".png")
                case (.some, .some):
                    file = (output as NSString).appendingPathComponent(
                        (fileName(for: time) as NSString).deletingPathExtension + "-" + variant.name
                            + ".png")
                }
                let snapshot: Snapshot
                do {
                    snapshot = try Snapshot.write(
                        options.noControls ? .subtitles : .window, of: player.session,
                        frames: frames, size: pictureSize, to: file)
                } catch {
                    throw CommandFailure(
                        message: "\(error)",
                        exitCode: error.isUnwritable ? .outputUnwritable : .failure)
                }
                if options.verbose {
                    report(snapshot, file: file, time: time)
                }
                // Once each, though every picture of --every draws the same fonts.
                for warning in snapshot.warnings where warned.insert(warning).inserted {
                    StandardError.write("warning: \(TerminalText.escaped(warning))")
                }
                MediaOpening.reportWarnings(of: player.catalog)
            }
        }
        return .success
    }

    /// Makes the `--every` or `--caption-style-sweep` folder when it is missing.
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
        for (text, layout) in snapshot.captionLayouts {
            let caption = JSONValue.object(
                [("text", .string(text))] + (layout.json.map { [("layout", $0)] } ?? []))
            lines.append("  caption: \(TerminalText.escaped(caption.written()))")
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
