import PlayerAccessibility
import PlayerCore
import PlayerEngine
import PlayerSession

/// Identifies one client of an ``IPCSession``.
public struct IPCClientID: Hashable, Sendable {
    /// The client's number: its name is `ipc-<number>`.
    public let number: Int
}

/// The source for a file of the playlist (`loadfile`, `playlist-next`), made as the first
/// file's was, with `subtitleFiles` added as `--sub-file` adds them (`sub-add`); the player
/// plays it next on the same session (``Player/replaceSource(with:playing:)``). What it
/// throws is the refusal's reason.
public typealias IPCSourceOpener = (_ path: String, _ subtitleFiles: [String]) throws ->
    any PlayerSource

/// Why a session ended.
public enum IPCSessionEnd: Hashable, Sendable {
    /// A client sent `quit`, with this exit code.
    case quit(code: Int32)
    /// The player closed (`stop`, or its Close button).
    case stopped
}

/// mpv's JSON IPC over a player, as pure logic: bytes in from each client, bytes out to each,
/// no sockets. The transport (``IPCServer``) reads and writes; tests feed it directly.
///
/// ```swift
/// let session = IPCSession(player: player)
/// let client = session.connect()
/// session.receive(Array(#"{"command": ["get_property", "pause"], "request_id": 1}"#.utf8) + [10],
///                 from: client)
/// String(decoding: session.takeOutput(for: client), as: UTF8.self)
/// // {"data":false,"request_id":1,"error":"success"}\n
/// ```
///
/// The framing is mpv's (`DOCS/man/ipc.rst`): one JSON object a line; a line whose first
/// character is not `{` is an input.conf-style text command, run without a reply; empty lines
/// and `#` comments are ignored. Replies are `{"data": …, "request_id": …, "error": …}` in the
/// order requests arrive; every event a request causes is written after its reply.
///
/// Time: on a virtual clock (the player's `.manual` mode) time moves only when a client asks
/// (`ap-advance`, `ap-run-until-…`), stepping through every instant where something happens,
/// so a two-hour check takes milliseconds. In real time, ``tick()`` lets time pass and those
/// commands wait (a client's later requests queue behind a waiting one unless it was sent
/// with `"async": true`).
///
/// Not `Sendable`: the session and its player belong to one thread.
public final class IPCSession {
    /// The player the clients drive; each playlist entry is a new source on it.
    public let player: Player
    /// Makes the sources of the playlist's other files; nil when only the first can play.
    let opener: IPCSourceOpener?
    /// The screenshot drawing and the tag reading the IPC was handed.
    let media: IPCMediaServices
    /// Whether the next `loadfile` after `stop` plays (mpv's `pause` is kept through idle).
    var playsAfterIdle = true
    /// The files to play and which one plays: a change of the file playing (or of idling)
    /// changes every property, any other the playlist's.
    var playlist: IPCPlaylist {
        didSet {
            changedProperties.formUnion(
                playlist.current != oldValue.current
                    ? IPCProperty.allCases : [.playlist, .playlistCount, .playlistPos])
        }
    }
    /// The command lines `keybind` bound, by mpv key name.
    var keyBindings: [String: String] = [:]
    /// The input sections `define-section` defined, by name: the command line each key
    /// runs, by mpv key name.
    var inputSections: [String: [String: String]] = [:]
    /// The names of the sections `enable-section` enabled, the latest last.
    var enabledSections: [String] = []
    /// The `metadata` property of the file at a path, read once per file.
    var containerTags: (path: String, value: JSONValue)?
    /// The mpv options the session keeps (loops, screenshots, `revert-seek`'s target).
    var settings = IPCSettings()
    /// Why the session ended; nil while it runs.
    public internal(set) var end: IPCSessionEnd?
    /// The connected clients, in the order they connected (few: a linear search beats
    /// hashing).
    var clients: [IPCClient] = []
    /// The number the next client gets.
    var nextClientNumber = 0
    /// What the player's session put out and this session has not looked at yet, in order:
    /// appended by the player's output observer on this same thread, so no lock.
    var playerOutputs: [SessionOutput] = []
    /// Whether a seek was asked of the source and not yet completed (mpv's `seeking`), as the
    /// player's outputs said.
    var isSeeking = false {
        didSet { if isSeeking != oldValue { changedProperties.insert(.seeking) } }
    }
    /// The properties changed since observers were last told, as the player's outputs and
    /// this session's own setters named them.
    var changedProperties: Set<IPCProperty> = []
    /// The last utterance or announcement, for `ap-utterance`.
    var lastUtterance: String?
    /// The client whose request is being answered: its events wait until after the reply.
    var answering: IPCClientID?
    /// Waits in progress on a real-time clock, in the order they began.
    var waits: [IPCWait] = []
    /// The id the last wait got.
    var nextWaitID = 0

    /// The IPC version `get_version` answers: mpv's `MPV_CLIENT_API_VERSION` 2.5 (the
    /// protocol this session follows, from mpv's `include/mpv/client.h`).
    public static let clientAPIVersion: Int64 = (2 << 16) | 5

    /// A session over `player`, playing the file at `player`'s catalog path; its events reach
    /// the clients from now on. `playlist` names the files after it, and `opener` makes each
    /// (and any `loadfile` names); without it the session plays the one file. `media` draws
    /// screenshots and reads the file's tags (none without it).
    public init(
        player: Player, playlist: [String] = [], opener: IPCSourceOpener? = nil,
        media: IPCMediaServices = .unavailable
    ) {
        self.player = player
        self.opener = opener
        self.media = media
        self.playlist = IPCPlaylist([player.catalog.path] + playlist)
        player.observeOutputs { [weak self] in self?.playerOutputs.append($0) }
    }

    /// Whether the session idles with no file (after `stop`, or the playlist's end).
    public var isIdle: Bool { playlist.current == nil }

    /// Whether time moves only when a client asks.
    public var isVirtualClock: Bool {
        if case .realTime = player.options.clock { return false }
        return true
    }

    /// How long until a real-time ``tick()`` has something to do without a client asking:
    /// the player's next event (a caption boundary, a change of a spoken reading, the end)
    /// or a wait's deadline; nil when nothing will happen until a client writes or another
    /// thread posts to the player (a virtual clock, an idle or paused session).
    public var timeUntilWake: MediaTime? {
        guard end == nil, !isIdle, !player.isClosed,
            case .realTime(let clock) = player.options.clock
        else { return nil }
        let deadlines = waits.map(\.deadline) + [loopWakeTime].compactMap { $0 }
        guard let next = ([player.nextEventTime()].compactMap { $0 } + deadlines).min() else {
            return nil
        }
        return MediaTime(microseconds: max(next.nanoseconds(since: clock.now), 0) / 1_000)
    }

    /// Adds a client; `ipc-0` is the first.
    public func connect() -> IPCClientID {
        let id = IPCClientID(number: nextClientNumber)
        nextClientNumber += 1
        clients.append(IPCClient(id: id))
        return id
    }

    /// Forgets a client that went away, with its observers and waits; a line it had not
    /// finished is dropped (mpv: "Ignoring unterminated command on disconnect").
    public func disconnect(_ id: IPCClientID) {
        clients.removeAll { $0.id == id }
        waits.removeAll { $0.client == id }
    }

    /// The most bytes a client's unanswered input may hold (an unfinished line, or lines
    /// queued behind a wait).
    public static let inputLimit = 16 << 20

    /// Takes bytes a client sent and answers every complete line in them; false when the
    /// client has sent more than ``inputLimit`` bytes that cannot be answered yet, and should
    /// be disconnected.
    @discardableResult
    public func receive(_ bytes: some Sequence<UInt8>, from id: IPCClientID) -> Bool {
        guard let client = client(id) else { return false }
        client.input.append(contentsOf: bytes)
        while end == nil, let client = self.client(id), client.blockingWait == nil,
            let newline = client.input.firstIndex(of: 0x0A)
        {
            var line = Array(client.input[..<newline])
            client.input.removeSubrange(...newline)
            if let zero = line.firstIndex(of: 0) {
                line.removeSubrange(zero...)
            }
            answer(line, from: id)
        }
        return client.input.count <= Self.inputLimit
    }

    /// Removes and returns what is to be written to a client.
    public func takeOutput(for id: IPCClientID) -> [UInt8] {
        guard let client = client(id) else { return [] }
        var taken: [UInt8] = []
        swap(&taken, &client.output)
        return taken
    }

    /// Whether anything waits to be written to a client.
    public func hasOutput(for id: IPCClientID) -> Bool {
        client(id).map { !$0.output.isEmpty } ?? false
    }

    /// The connected clients, in the order they connected.
    public var connectedClients: [IPCClientID] { clients.map(\.id) }

    /// The client with `id`, if connected.
    func client(_ id: IPCClientID) -> IPCClient? {
        clients.first { $0.id == id }
    }

    /// On a real-time clock: lets time pass to the clock, performs what other threads posted,
    /// reports what changed and answers the waits whose time or condition came.
    public func tick() {
        guard end == nil, !isIdle, !player.isClosed, !isVirtualClock else { return }
        noteTimePassing()
        player.pass()
        loopIfDue()
        absorbPlayerEvents()
        finishDueWaits()
    }

    /// Names the position's properties changed when time is about to pass while the file
    /// plays: mpv reports the position as each frame plays, not only at the instants the
    /// player's outputs name.
    func noteTimePassing() {
        if player.state.playback == .playing {
            changedProperties.formUnion(IPCProperty.position)
        }
    }

    /// Ends the session with `reason`, telling every client the file ended.
    func finish(_ reason: IPCSessionEnd) {
        guard end == nil else { return }
        end = reason
        guard !isIdle else { return }
        let name: String
        switch reason {
        case .quit: name = "quit"
        case .stopped: name = "stop"
        }
        emit(endFile(reason: name))
    }

    /// The `end-file` event for `reason` ("eof", "quit", "stop") of the current entry (of
    /// `entry` when given).
    func endFile(reason: String, entry: Int64? = nil) -> JSONValue {
        .object([
            ("event", "end-file"), ("reason", .string(reason)),
            ("playlist_entry_id", .integer(entry ?? playlist.currentEntry?.id ?? 0)),
        ])
    }
}

/// One client's connection state.
final class IPCClient {
    /// Which client this is.
    let id: IPCClientID
    /// `ipc-N`, as `client_name` answers.
    let name: String
    /// Bytes of a line not yet finished.
    var input: [UInt8] = []
    /// Bytes to write.
    var output: [UInt8] = []
    /// The properties it observes, in the order asked.
    var observations: [IPCObservation] = []
    /// The events it receives (mpv's names); all but `ap-log` at first.
    var enabledEvents: Set<String> = IPCClient.eventNames.subtracting(["ap-log"]) {
        didSet { receivesLog = enabledEvents.contains("ap-log") }
    }
    /// Whether `ap-log` is among ``enabledEvents`` (asked after every request).
    private(set) var receivesLog = false
    /// The wait its requests queue behind (real time, not async).
    var blockingWait: IPCWait.ID?
    /// Events for it held back until the reply being written.
    var heldEvents: [UInt8] = []
    /// The least severe log level it asked for with `request_log_messages`; nil for none.
    var logLevel: IPCLogLevel?

    init(id: IPCClientID) {
        self.id = id
        name = "ipc-\(id.number)"
    }

    /// Every event name `enable_event` knows: mpv's (`player/client.c`, `event_table`) and
    /// the player's `ap-log`.
    static let eventNames: Set<String> = [
        "shutdown", "log-message", "get-property-reply", "set-property-reply", "command-reply",
        "start-file", "end-file", "file-loaded", "idle", "tick", "client-message",
        "video-reconfig", "audio-reconfig", "seek", "playback-restart", "property-change",
        "queue-overflow", "hook", "ap-log",
    ]
}

/// A property a client observes.
struct IPCObservation {
    /// The id it gave, echoed in each `property-change` (left out when 0, as mpv does).
    var id: Int64
    /// The property's name, maybe with a sub-path.
    var name: String
    /// Whether the value is sent as mpv's string form (`observe_property_string`).
    var asString: Bool
    /// The property the name reads, whose changes are reported; nil for a name that is no
    /// property (reported once, as unavailable).
    var property: IPCProperty?
}
