import PlayerCore

/// A list of actions placed on the session's timeline, as `play --script FILE` reads them.
///
/// One command a line; `at TIME` places the following command at a session time and
/// `wait DURATION` places it that long after the previous one. Either may stand alone on its
/// own line or prefix the command. `#` starts a comment; blank lines are ignored.
///
/// ```
/// # captions on, skip ahead, then off
/// play
/// captions en
/// at 00:12 forward
/// wait 1m30s
/// captions off
/// ```
///
/// `at` places a line at a media position: it runs when playback reaches it (at once while
/// media time stands still, paused or not started, and at once when a seek went past it).
/// `wait` is session time: the line runs that long after the line before it ran, whatever the
/// position does meanwhile (a pause, a seek, slow motion); a line with no prefix after it
/// runs right after the one before. The script's clock starts when it is scheduled, which on
/// a live stream is where playback joined.
public struct PlayerScript: Hashable, Sendable {
    /// One scripted action with its place on the media timeline.
    public struct Entry: Hashable, Sendable {
        /// The media position it runs at; for a line placed by `wait`, where it falls counting
        /// the waits as media time (for listings only: ``wait`` decides when it runs).
        public var time: MediaTime
        /// For a line placed by `wait` (or following one): the session time after the line
        /// before ran at which it runs; nil for a line placed at a position.
        public var wait: MediaTime?
        /// What it does.
        public var action: ScriptAction
        /// Its line in the script text, counting from 1.
        public var line: Int

        /// `action` at media time `time` (or `wait` after the line before), from line `line`.
        public init(time: MediaTime, wait: MediaTime? = nil, action: ScriptAction, line: Int) {
            self.time = time
            self.wait = wait
            self.action = action
            self.line = line
        }
    }

    /// The actions in the order they run (times never decrease).
    public var entries: [Entry]

    /// A script of `entries`.
    public init(entries: [Entry] = []) {
        self.entries = entries
    }
}

/// Why a script could not be read: the line and what is wrong with it.
public struct PlayerScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line, counting from 1.
    public var line: Int
    /// What is wrong ("unknown command \"jump\"").
    public var message: String

    /// An error on `line` saying `message`.
    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    /// "line 4: unknown command \"jump\"".
    public var description: String {
        "line \(line): \(message)"
    }
}
