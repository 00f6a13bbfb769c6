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
/// Times are media times: an action runs when playback reaches its time (`wait` counts from
/// the time before it). While media time stands still (paused, not started, ended) nothing
/// else can come first, so the next action runs at once; after a seek past an action's time,
/// it runs at once too.
public struct PlayerScript: Hashable, Sendable {
    /// One scripted action with its place on the media timeline.
    public struct Entry: Hashable, Sendable {
        /// The media time it runs at.
        public var time: MediaTime
        /// What it does.
        public var action: ScriptAction
        /// Its line in the script text, counting from 1.
        public var line: Int

        /// `action` at media time `time`, from line `line`.
        public init(time: MediaTime, action: ScriptAction, line: Int) {
            self.time = time
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
