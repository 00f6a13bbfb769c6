import PlayerCore
import PlayerEngine
import PlayerMedia
import PlayerSession
import PlayerTesting

/// The bundled demo film and a scripted session over it, shared by the engine's tests.
enum DemoSession {
    /// Samples/demo.mkv, found from this file's place in the repository.
    static var moviePath: String {
        let tests = URLPath.directory(of: #filePath)
        return tests + "/../../Samples/demo.mkv"
    }

    /// Options preferring English, on `clock`.
    static func options(_ clock: PlayerClockMode) -> PlayerOptions {
        PlayerOptions(trackPreferences: TrackPreferences(preferredLanguages: ["en"]), clock: clock)
    }

    /// Play, captions on, seek across a cue and back, slow motion, lock with a refused
    /// command, unlock, captions off, then on to the end.
    static let script = """
        play
        captions en
        at 2 seek 6        # from 2 s, leaving [DOOR CREAKS OPEN] for ANNA's line
        at 7 seek 2        # from 7 s back into the first cue
        at 3 slowmo on
        at 4 slowmo off    # two host seconds at half speed
        at 6 lock
        forward
        unlock
        captions off       # the forced English track shows from here
        """

    /// Every event of the session on a player using `clock`.
    static func events(
        _ clock: PlayerClockMode, drive: (Player) -> Void = { $0.run() }
    ) throws -> [LoggedEvent] {
        let player = try Player(source: MediaFile(path: moviePath), options: options(clock))
        let recorder = EventRecorder()
        player.observe { recorder.record($0) }
        player.schedule(try PlayerScript(parsing: script))
        drive(player)
        player.close()
        return recorder.events
    }
}

/// Paths without Foundation's URL.
enum URLPath {
    /// The directory part of `path`.
    static func directory(of path: String) -> String {
        String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
    }
}
