import PlayerCore
import PlayerEngine
import PlayerIPC
import PlayerSession
import Testing

/// `secondary-sid`: a second caption track on screen beside `sid`'s, with mpv's semantics
/// (mpv's track numbers, `false` / `"no"` for none) and its captions in `secondary-sub-text`.
@Suite struct IPCSecondaryCaptionsTests {
    @Test func aSecondTrackShowsItsCuesBesideTheChosenOnesAndIsLogged() throws {
        let ipc = try IPCTestSession()
        let client = ipc.connect()
        let property = { (name: String) throws -> String in
            try IPCMpvClientTests.property(ipc, name, from: client)
        }
        #expect(try property("secondary-sid") == "false")
        #expect(
            try IPCMpvClientTests.error(
                ipc, #"{"command": ["get_property", "secondary-sub-text"]}"#, from: client)
                == #""property unavailable""#)
        _ = ipc.send(#"{"command": ["enable_event", "ap-log"]}"#, from: client)
        // mpv's sub 2 is the Spanish track (the player's track 3).
        let set = try ipc.request(
            #"{"command": ["set_property", "secondary-sid", 2]}"#, from: client)
        #expect(set.reply[member: "error"]?.text == #""success""#)
        #expect(
            set.events.contains {
                $0[member: "kind"]?.text == #""state""#
                    && ($0[member: "text"]?.text.contains("secondary captions 3") ?? false)
            })
        #expect(try property("secondary-sid") == "2")
        #expect(try property("sid") == "1")
        // Both tracks' cues at 16 s (IPCTestSession's film: 15–19 s on each).
        _ = ipc.send(#"{"command": ["ap-advance", 16]}"#, from: client)
        #expect(try property("sub-text") == #""BEN: Over here.\nWatch out.""#)
        #expect(try property("secondary-sub-text") == #""Aquí.""#)
        // track-list/3 is the Spanish track (after the video, the audio and the English).
        #expect(try property("track-list/3/main-selection") == "1")
        #expect(try property("current-tracks/sub/id") == "1")
        // A track that does not exist is refused; "no" and false take the second track away.
        #expect(
            try IPCMpvClientTests.error(
                ipc, #"{"command": ["set_property", "secondary-sid", 9]}"#, from: client)
                == #""error accessing property""#)
        _ = ipc.send(#"{"command": ["set_property", "secondary-sid", "no"]}"#, from: client)
        #expect(try property("secondary-sid") == "false")
        _ = ipc.send(#"{"command": ["set_property", "secondary-sid", 2]}"#, from: client)
        _ = ipc.send(#"{"command": ["set_property", "secondary-sid", false]}"#, from: client)
        #expect(try property("secondary-sid") == "false")
        #expect(!ipc.player.state.logSummary.contains("secondary"))
    }
}
