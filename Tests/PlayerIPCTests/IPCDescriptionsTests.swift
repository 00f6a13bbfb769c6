import PlayerCore
import PlayerEngine
import PlayerIPC
import PlayerSession
import Testing

/// `ap-descriptions`: the text description track spoken, numbered as mpv numbers subtitle
/// tracks, `false` for none; only a text description track can be set.
@Suite struct IPCDescriptionsTests {
    @Test func theDescriptionTrackIsSetByItsSubtitleNumberAndOnlyADescriptionTrack() throws {
        let described = TrackInfo(
            id: TrackID(rawValue: 9), kind: .legible, codec: "webvtt", language: "en",
            flags: [.descriptions])
        let player = try IPCTestSession.film(
            paused: true, clock: .manual, chapters: [], tracks: [IPCTestSession.video, described])
        let ipc = IPCTestSession(player: player)
        let client = ipc.connect()
        let property = { (name: String) throws -> String in
            try IPCMpvClientTests.property(ipc, name, from: client)
        }
        #expect(try property("ap-descriptions") == "false")
        // mpv's sub 1 is the description track (listed first), sub 2 the English captions.
        let set = try ipc.request(
            #"{"command": ["set_property", "ap-descriptions", 1]}"#, from: client)
        #expect(set.reply[member: "error"]?.text == #""success""#)
        #expect(try property("ap-descriptions") == "1")
        #expect(ipc.player.state.descriptionTrack == described.id)
        #expect(ipc.player.state.logSummary.contains("descriptions 9"))
        #expect(
            try IPCMpvClientTests.error(
                ipc, #"{"command": ["set_property", "ap-descriptions", 2]}"#, from: client)
                == #""error accessing property""#)
        _ = ipc.send(#"{"command": ["set_property", "ap-descriptions", false]}"#, from: client)
        #expect(try property("ap-descriptions") == "false")
    }
}
