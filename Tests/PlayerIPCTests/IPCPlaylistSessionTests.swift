import PlayerCore
import PlayerEngine
import PlayerIPC
import Testing

/// A playlist is one session: each entry a new source on the same player, so the log's session
/// time goes on across files while each file's position starts again (docs/ipc.md, docs/log-format.md).
@Suite struct IPCPlaylistSessionTests {
    /// A number of the log (`t`, `pos`) in seconds.
    static func seconds(_ value: JSONValue?) -> Double? {
        switch value {
        case .integer(let integer)?: Double(integer)
        case .number(let number)?: number
        default: nil
        }
    }

    /// The `ap-log` events among `events`.
    static func log(_ events: [JSONValue]) -> [JSONValue] {
        events.filter { $0[member: "event"]?.text == #""ap-log""# }
    }

    @Test func playlistNextAndAppendPlayKeepOneSessionClock() throws {
        let ipc = try IPCTestSession(playlist: ["second.mkv"])
        let client = ipc.connect()
        var events: [JSONValue] = []
        for line in [
            #"{"command": ["enable_event", "ap-log"]}"#,
            #"{"command": ["set_property", "sid", 2]}"#,
            #"{"command": ["ap-advance", 5]}"#,
            #"{"command": ["playlist-next"]}"#,
            #"{"command": ["ap-advance", 3]}"#,
            #"{"command": ["stop"]}"#,
            #"{"command": ["loadfile", "third.mkv", "append-play"]}"#,
            #"{"command": ["ap-advance", 2]}"#,
        ] {
            let answer = try ipc.request(line, from: client)
            #expect(answer.reply[member: "error"]?.text == #""success""#, "\(line)")
            events += answer.events
        }
        let log = Self.log(events)
        let times = log.compactMap { Self.seconds($0[member: "t"]) }
        #expect(times.count == log.count)
        #expect(times == times.sorted(), "session time went back: \(times)")
        #expect(times.last == 10)
        // A session line per new file, at the session time reached, the file at its start.
        let sessions = log.filter { $0[member: "kind"]?.text == #""session""# }
        #expect(sessions.map { $0[member: "file"]?.text } == [#""second.mkv""#, #""third.mkv""#])
        #expect(sessions.map { Self.seconds($0[member: "t"]) } == [5, 8])
        #expect(sessions.map { Self.seconds($0[member: "pos"]) } == [0, 0])
        // The new title is spoken, as the first file's was.
        #expect(
            log.contains {
                $0[member: "kind"]?.text == #""say""#
                    && $0[member: "text"]?.text == #""Current program is third.mkv""#
            })
        // The caption choice follows the policy again: the SDH track, not the Spanish chosen
        // for the first file.
        #expect(try IPCMpvClientTests.property(ipc, "sid", from: client) == "1")
        #expect(try IPCMpvClientTests.property(ipc, "time-pos", from: client) == "2.0")
        #expect(ipc.player.sessionTime == .seconds(10))
    }

    @Test func showTextIsLoggedWithItsDuration() throws {
        let ipc = try IPCTestSession()
        let client = ipc.connect()
        _ = ipc.send(#"{"command": ["enable_event", "ap-log"]}"#, from: client)
        let said = { (line: String) throws -> [JSONValue] in
            Self.log(try ipc.request(line, from: client).events).filter {
                $0[member: "kind"]?.text == #""say""#
            }
        }
        let given = try said(#"{"command": ["show-text", "Chapter two", 2500]}"#)
        #expect(given.map { $0[member: "text"]?.text } == [#""Chapter two""#])
        #expect(given.map { Self.seconds($0[member: "duration"]) } == [2.5])
        // mpv's default is its osd-duration option, 1000 ms; -1 asks for it too.
        for line in [
            #"{"command": ["show-text", "Paused"]}"#, #"{"command": ["show-text", "Paused", -1]}"#,
        ] {
            #expect(try said(line).map { Self.seconds($0[member: "duration"]) } == [1])
        }
    }
}
