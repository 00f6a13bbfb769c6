import Foundation
import PlayerCore
import PlayerEngine
import PlayerMedia
import PlayerRender

/// `accessible-player snapshot FILE --at TIME --output OUT.png`: a picture of the player.
enum SnapshotCommand: CLICommand {
    static func run(_ arguments: CommandLineArguments) throws -> ExitCode {
        let sweep = arguments.value("--caption-style-sweep")
        if sweep != nil, arguments.value("--output") != nil {
            throw UsageError(
                "--caption-style-sweep DIR writes its pictures in DIR: leave out --output")
        }
        guard let output = arguments.value("--output") ?? sweep else {
            throw UsageError("--output OUT.png is required: the picture to write")
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
        var choices = try PlayerChoices(arguments)
        let variants =
            sweep == nil
            ? [(name: "", style: choices.captionStyle)]
            : CaptionStyleSweep.variants(of: choices.captionStyle)
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
        }
        if every != nil || sweep != nil {
            try createFolder(output)
        }
        var warned = Set<String>()
        for time in times {
            for variant in variants {
                choices.captionStyle = variant.style
                let player = try PlayerSetup.open(choices, clock: .manual, arguments: arguments)
                defer { player.close() }
                try TimeArgument.checkPosition(time, option: "--at", in: player.catalog)
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
