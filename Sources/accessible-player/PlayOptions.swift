import Foundation
import PlayerAccessibility
import PlayerCaptions
import PlayerCore
import PlayerEngine
import PlayerIPC
import PlayerSession

/// Everything `play` was asked to do, read and checked from its arguments.
struct PlayOptions {
    /// How the player's clock runs.
    enum Pace {
        /// A real-time clock: one media second a second.
        case realTime
        /// A virtual clock that jumps straight to the next thing that happens.
        case fast
    }

    /// The media file: the first of ``paths``.
    var path: String { paths[0] }
    /// The files to play in turn: the FILE operands, then `--playlist`'s entries.
    var paths: [String]
    /// Real time or fast.
    var pace: Pace
    /// Where playback starts; nil for the beginning.
    var start: MediaTime?
    /// Where playback stops; nil for the end.
    var until: MediaTime?
    /// How FILE and the playlist's files open: `--sub-file`, `--no-sidecars`, `--no-ocr`.
    var media: MediaChoices
    /// Captions, audio, language and screen reader, as `controls` takes them too.
    var choices: PlayerChoices
    /// The log's format.
    var logFormat: SpokenLogFormat
    /// Where the log goes; nil for standard output.
    var outputPath: String?
    /// The script to run: a path, or "-" for standard input.
    var scriptPath: String?
    /// Whether keys typed in the terminal drive the player.
    var interactive: Bool
    /// Whether to speak to the sound device.
    var speak: Bool
    /// Where to render the whole spoken log as one WAV file.
    var speakToPath: String?
    /// Whether `--speak-to` leaves the programme's sound out (`--no-programme-audio`).
    var leavesProgrammeAudioOut: Bool
    /// Whether playback waits for a command instead of starting at once.
    var startsPaused: Bool
    /// Where mpv's JSON IPC is served (`--ipc-server`, `--ipc stdio`); empty for none.
    var ipcEndpoints: [IPCEndpoint]

    /// The options in `arguments`; throws a usage error for a bad combination.
    init(_ arguments: CommandLineArguments) throws(UsageError) {
        paths = try arguments.operands + Self.playlistEntries(arguments[PlayOption.playlist])
        guard !paths.isEmpty else { throw UsageError("missing FILE") }
        media = MediaChoices(arguments, noOCR: PlayOption.noOCR)
        pace = arguments[PlayOption.fast] ? .fast : .realTime
        start = arguments[PlayOption.start]
        until = arguments[PlayOption.until]
        choices = try PlayerChoices(arguments)
        logFormat = arguments[PlayOption.log] ?? .text
        outputPath = arguments[PlayOption.output]
        scriptPath = arguments[PlayOption.script]
        interactive = arguments[PlayOption.interactive]
        speak = arguments[PlayOption.speak]
        speakToPath = arguments[PlayOption.speakTo]
        leavesProgrammeAudioOut = arguments[PlayOption.noProgrammeAudio]
        startsPaused = arguments[PlayOption.pause]
        ipcEndpoints = arguments.all(PlayOption.ipcServer) + arguments.all(PlayOption.ipc)
        try checkCombinations()
        try checkSocketPaths()
    }

    /// Whether the log goes to standard error: standard output carries the IPC.
    var logsToStandardError: Bool {
        outputPath == nil && ipcEndpoints.contains(.standardIO)
    }

    /// Refuses a socket path where something other than a socket is, before the media opens
    /// and the session starts (the server would refuse it only then).
    private func checkSocketPaths() throws(UsageError) {
        for case .unixSocket(let path) in ipcEndpoints {
            if let kind = Self.nonSocketKind(at: path) {
                throw UsageError(
                    "\(PlayOption.ipcServer): \(path) exists and is not a socket (it is \(kind))")
            }
        }
    }

    /// What is at `path` when something other than a socket is ("a regular file"); nil when
    /// nothing is, or a socket (a stale one is replaced).
    private static func nonSocketKind(at path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT != S_IFSOCK else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return "a regular file"
        case S_IFDIR: return "a directory"
        case S_IFLNK: return "a symbolic link"
        default: return LocalFile.specialFileKind(info.st_mode) ?? "not a socket"
        }
    }

    private func checkCombinations() throws(UsageError) {
        if let start, let until, until <= start {
            throw UsageError(
                "\(PlayOption.until) (\(until)) must come after \(PlayOption.start) (\(start))")
        }
        if !ipcEndpoints.isEmpty {
            if interactive {
                throw UsageError("\(PlayOption.interactive) and the IPC cannot be used together")
            }
            if until != nil {
                throw UsageError(
                    "\(PlayOption.until) does not apply with the IPC (clients run until what they"
                        + " wait for)")
            }
            if scriptPath == "-", ipcEndpoints.contains(.standardIO) {
                throw UsageError(
                    "\(PlayOption.script) - and \(PlayOption.ipc) stdio both read standard input")
            }
        }
        guard interactive else { return }
        if paths.count > 1 {
            throw UsageError("\(PlayOption.interactive) plays one file")
        }
        if pace == .fast {
            throw UsageError(
                "\(PlayOption.interactive) runs in real time; leave out \(PlayOption.fast)")
        }
        if scriptPath != nil {
            throw UsageError(
                "\(PlayOption.interactive) and \(PlayOption.script) cannot be used together")
        }
    }
}
