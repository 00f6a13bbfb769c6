import PlayerAccessibility
import PlayerCore
import PlayerEngine
import PlayerIPC
import PlayerSession
import Testing

/// What stock mpv clients (python-mpv-jsonipc, jellyfin-mpv-shim, syncplay) send, answered
/// with mpv's semantics and types (mpv's DOCS/man/input.rst and ipc.rst), on the virtual
/// clock.
@Suite struct IPCMpvClientTests {
    /// The reply's `data`, written compactly ("" when there is none).
    static func data(_ ipc: IPCTestSession, _ line: String, from client: IPCClientID) throws
        -> String
    {
        try ipc.request(line, from: client).reply[member: "data"]?.text ?? ""
    }

    /// The value `get_property` answers for `name`.
    static func property(_ ipc: IPCTestSession, _ name: String, from client: IPCClientID) throws
        -> String
    {
        try data(ipc, #"{"command": ["get_property", "\#(name)"]}"#, from: client)
    }

    /// The reply's `error`.
    static func error(_ ipc: IPCTestSession, _ line: String, from client: IPCClientID) throws
        -> String
    {
        try ipc.request(line, from: client).reply[member: "error"]?.text ?? ""
    }

    @Test func timesAreFloatsOfSecondsAsMpvTypesThem() throws {
        let ipc = try IPCTestSession()
        let client = ipc.connect()
        #expect(try Self.property(ipc, "time-pos", from: client) == "0.0")
        _ = ipc.send(#"{"command": ["ap-advance", 2]}"#, from: client)
        for name in ["time-pos", "playback-time"] {
            #expect(
                try Self.data(ipc, #"{"command": ["get_property", "\#(name)"]}"#, from: client)
                    == "2.0")
        }
        #expect(try Self.property(ipc, "duration", from: client) == "7200.0")
    }

    @Test func chaptersComeFromTheCatalog() throws {
        let ipc = try IPCTestSession(chapters: [
            MediaChapter(start: .seconds(5), end: .seconds(30), title: "Intro"),
            MediaChapter(start: .seconds(30), end: .seconds(7_200)),
        ])
        let client = ipc.connect()
        #expect(
            try Self.property(ipc, "chapter-list", from: client)
                == #"[{"title":"Intro","time":5.0},{"time":30.0}]"#)
        #expect(try Self.property(ipc, "chapters", from: client) == "2")
    }

    @Test func subStartAndEndAreTheCaptionOnScreensElseUnavailable() throws {
        let ipc = try IPCTestSession()
        let client = ipc.connect()
        for name in ["sub-start", "sub-end"] {
            #expect(
                try Self.error(ipc, #"{"command": ["get_property", "\#(name)"]}"#, from: client)
                    == #""property unavailable""#)
        }
        // The first English cue runs from 1 s to 4 s.
        _ = ipc.send(#"{"command": ["ap-advance", 2]}"#, from: client)
        #expect(try Self.property(ipc, "sub-start", from: client) == "1.0")
        #expect(try Self.property(ipc, "sub-end", from: client) == "4.0")
    }

    @Test func subVisibilityHidesTheCaptionsAndKeepsTheChoice() throws {
        let ipc = try IPCTestSession()
        let client = ipc.connect()
        #expect(try Self.property(ipc, "sub-visibility", from: client) == "true")
        _ = ipc.send(#"{"command": ["set_property", "sub-visibility", false]}"#, from: client)
        #expect(try Self.property(ipc, "sub-visibility", from: client) == "false")
        _ = ipc.send(#"{"command": ["ap-advance", 2]}"#, from: client)
        #expect(ipc.player.activeCues.isEmpty)
        #expect(try Self.property(ipc, "sid", from: client) == "1")
        let subtitles = ipc.player.model.allElements.first { $0.id == .control(.subtitles) }
        #expect(subtitles?.value == "Hidden")
        _ = ipc.send(#"{"command": ["set_property", "sub-visibility", true]}"#, from: client)
        #expect(ipc.player.activeCues.map(\.text) == ["[DOOR CREAKS OPEN]"])
        #expect(ipc.player.model.allElements.first { $0.id == .control(.subtitles) }?.value == "On")
    }

    @Test func subDelayShowsEachCaptionThatMuchLaterAndTheSettingsPanelSaysIt() throws {
        let ipc = try IPCTestSession()
        let client = ipc.connect()
        _ = ipc.send(#"{"command": ["set_property", "sub-delay", 1.5]}"#, from: client)
        #expect(try Self.property(ipc, "sub-delay", from: client) == "1.5")
        // The first English cue, 1–4 s, now shows from 2.5 s to 5.5 s.
        _ = ipc.send(#"{"command": ["ap-advance", 2]}"#, from: client)
        #expect(ipc.player.activeCues.isEmpty)
        _ = ipc.send(#"{"command": ["ap-advance", 1]}"#, from: client)
        #expect(ipc.player.activeCues.map(\.text) == ["[DOOR CREAKS OPEN]"])
        #expect(try Self.property(ipc, "sub-start", from: client) == "2.5")
        #expect(try Self.property(ipc, "sub-end", from: client) == "5.5")
        _ = ipc.send(#"{"command": ["ap-advance", 2.4]}"#, from: client)
        #expect(ipc.player.activeCues.map(\.text) == ["[DOOR CREAKS OPEN]"])
        _ = ipc.send(#"{"command": ["ap-advance", 0.2]}"#, from: client)
        #expect(ipc.player.activeCues.isEmpty)
        #expect(ipc.player.state.logSummary.contains("caption delay 1.5 s"))
        _ = ipc.send(#"{"command": ["set_property", "ap-panel", "settings"]}"#, from: client)
        let captionsEntry = ipc.player.model.allElements.first {
            $0.id == .option(.settings, index: 0)
        }
        #expect(captionsEntry?.value == "English SDH, delay 1.5 s")
    }

    @Test func anySpeedMpvTakesPlaysAndTheSpeedPanelSaysCustom() throws {
        let ipc = try IPCTestSession()
        let client = ipc.connect()
        _ = ipc.send(#"{"command": ["set_property", "speed", 1.5]}"#, from: client)
        #expect(try Self.property(ipc, "speed", from: client) == "1.5")
        _ = ipc.send(#"{"command": ["ap-advance", 2]}"#, from: client)
        #expect(ipc.player.position == .seconds(3))
        _ = ipc.send(#"{"command": ["set_property", "ap-panel", "playbackSpeed"]}"#, from: client)
        let options = ipc.player.model.allElements.filter {
            if case .option(.playbackSpeed, _) = $0.id { true } else { false }
        }
        #expect(options.map(\.label) == ["Normal", "Slow motion", "Custom 1.5×"])
        #expect(options.last?.traits.contains(.selected) == true)
        #expect(options.first?.traits.contains(.selected) == false)
        _ = ipc.send(#"{"command": ["set_property", "ap-panel", "settings"]}"#, from: client)
        #expect(
            ipc.player.model.allElements.contains {
                $0.label == "Playback Speed" && $0.value == "Custom 1.5×"
            })
        // Normal speed from the panel (or speed 1) clears it.
        _ = ipc.send(#"{"command": ["set_property", "speed", 1]}"#, from: client)
        #expect(ipc.player.state.rate == 1)
        #expect(ipc.player.state.customRate == nil)
    }

    @Test func settingTheVolumeKeepsMuteAsMpvDoes() throws {
        let ipc = try IPCTestSession()
        let client = ipc.connect()
        _ = ipc.send(#"{"command": ["set_property", "mute", true]}"#, from: client)
        _ = ipc.send(#"{"command": ["set_property", "volume", 50]}"#, from: client)
        #expect(ipc.player.state.isMuted)
        #expect(ipc.player.state.volume == 0.5)
        #expect(try Self.property(ipc, "mute", from: client) == "true")
        // The volume slider still unmutes: moving it is asking to hear.
        ipc.player.send(.setVolume(0.6))
        #expect(!ipc.player.state.isMuted)
    }

    @Test func cycleSubMovesThroughTheCaptionTracksThenOff() throws {
        let ipc = try IPCTestSession()
        let client = ipc.connect()
        var seen: [String] = []
        for _ in 0..<3 {
            _ = ipc.send(#"{"command": ["cycle", "sub"]}"#, from: client)
            seen.append(try Self.property(ipc, "sid", from: client))
        }
        #expect(seen == ["2", "false", "1"])
        _ = ipc.send(#"{"command": ["cycle", "sub", "down"]}"#, from: client)
        #expect(try Self.property(ipc, "sid", from: client) == "false")
    }

    @Test func frameStepPausesAndMovesOneFrameForward() throws {
        let ipc = try IPCTestSession(frameRate: 25)
        let client = ipc.connect()
        _ = ipc.send(#"{"command": ["ap-advance", 1]}"#, from: client)
        let stepped = try ipc.request(#"{"command": ["frame-step"]}"#, from: client)
        #expect(stepped.reply[member: "error"]?.text == #""success""#)
        // mpv does not report a frame step as a seek.
        #expect(!stepped.events.contains { $0[member: "event"]?.text == #""seek""# })
        #expect(ipc.player.state.playback == .paused)
        #expect(ipc.player.position == MediaTime(microseconds: 1_040_000))
        let noVideo = try IPCTestSession()
        let other = noVideo.connect()
        #expect(
            try Self.error(noVideo, #"{"command": ["frame-step"]}"#, from: other)
                == #""error running command""#)
    }

    @Test func showTextIsAnnouncedAndLogged() throws {
        let ipc = try IPCTestSession()
        let client = ipc.connect()
        _ = ipc.send(#"{"command": ["enable_event", "ap-log"]}"#, from: client)
        let shown = try ipc.request(
            #"{"command": ["show-text", "Chapter two", 2000]}"#, from: client)
        #expect(shown.reply[member: "error"]?.text == #""success""#)
        #expect(
            shown.events.contains {
                $0[member: "kind"]?.text == #""say""#
                    && $0[member: "text"]?.text == #""Chapter two""#
            })
        #expect(try Self.property(ipc, "ap-utterance", from: client) == #""Chapter two""#)
        #expect(
            try Self.error(ipc, #"{"command": ["show-text"]}"#, from: client)
                == #""invalid parameter""#)
    }

    @Test func scriptMessagesReachClientsAsClientMessageEvents() throws {
        let ipc = try IPCTestSession()
        let first = ipc.connect()
        let second = ipc.connect()
        let sent = try ipc.request(#"{"command": ["script-message", "sync", "42"]}"#, from: first)
        let event = #"{"event":"client-message","args":["sync","42"]}"#
        #expect(sent.events.map(\.text) == [event])
        #expect(ipc.output(of: second) == [event])
        _ = ipc.send(#"{"command": ["script-message-to", "ipc-1", "only"]}"#, from: first)
        #expect(ipc.output(of: second) == [#"{"event":"client-message","args":["only"]}"#])
        #expect(
            try Self.error(ipc, #"{"command": ["script-message-to", "nobody", "x"]}"#, from: first)
                == #""error running command""#)
    }

    @Test func keypressRunsKeybindingsThenTheInteractiveKeyMap() throws {
        let ipc = try IPCTestSession()
        let client = ipc.connect()
        // python-mpv-jsonipc's bind_key_press: a binding to a script-message.
        _ = ipc.send(
            #"{"command": ["keybind", "x", "script-message custom-bind bind0"]}"#, from: client)
        let pressed = try ipc.request(#"{"command": ["keypress", "x"]}"#, from: client)
        #expect(
            pressed.events.map(\.text) == [
                #"{"event":"client-message","args":["custom-bind","bind0"]}"#
            ])
        // The interactive mode's keys, by mpv's names: m mutes, SPACE plays or pauses.
        _ = ipc.send(#"{"command": ["keypress", "m"]}"#, from: client)
        #expect(ipc.player.state.isMuted)
        _ = ipc.send(#"{"command": ["keypress", "SPACE"]}"#, from: client)
        #expect(ipc.player.state.playback == .paused)
        #expect(
            try Self.error(ipc, #"{"command": ["keypress", "F5"]}"#, from: client) == #""success""#)
        #expect(
            try Self.error(ipc, #"{"command": ["keypress", "no-such-key"]}"#, from: client)
                == #""error running command""#)
    }

    @Test func aPlaylistPlaysEachFileAsANewSourceThenStopIdles() throws {
        let ipc = try IPCTestSession(playlist: ["second.mkv"])
        let client = ipc.connect()
        #expect(try Self.property(ipc, "playlist-count", from: client) == "2")
        #expect(try Self.property(ipc, "playlist-pos", from: client) == "0")
        let next = try ipc.request(#"{"command": ["playlist-next"]}"#, from: client)
        #expect(
            next.events.map(\.text).filter { !$0.contains("property-change") } == [
                #"{"event":"end-file","reason":"stop","playlist_entry_id":1}"#,
                #"{"event":"start-file","playlist_entry_id":2}"#,
                #"{"event":"file-loaded"}"#,
            ])
        #expect(try Self.property(ipc, "playlist-pos", from: client) == "1")
        #expect(try Self.property(ipc, "filename", from: client) == #""second.mkv""#)
        #expect(try Self.property(ipc, "media-title", from: client) == #""second.mkv""#)
        // The new file was playing because the first was, and its captions follow the policy.
        #expect(ipc.session.player.state.playback == .playing)
        #expect(try Self.property(ipc, "sid", from: client) == "1")
        // The same player, the new file a new source on it.
        #expect(ipc.session.player === ipc.player && !ipc.player.isClosed)
        #expect(
            try Self.error(ipc, #"{"command": ["playlist-next"]}"#, from: client)
                == #""error running command""#)
        _ = ipc.send(#"{"command": ["set_property", "playlist-pos", 0]}"#, from: client)
        #expect(try Self.property(ipc, "filename", from: client) == #""synthetic""#)
        _ = ipc.send(#"{"command": ["set_property", "playlist-pos", 1]}"#, from: client)
        #expect(try Self.property(ipc, "filename", from: client) == #""second.mkv""#)
        #expect(
            try Self.data(ipc, #"{"command": ["loadfile", "third.mkv", "append"]}"#, from: client)
                == #"{"playlist_entry_id":3}"#)
        #expect(
            try Self.property(ipc, "playlist", from: client)
                == #"[{"filename":"synthetic","id":1},{"filename":"second.mkv","current":true,"playing":true,"id":2},{"filename":"third.mkv","id":3}]"#
        )
        // Stop: idle, waiting for the next loadfile.
        _ = ipc.send(#"{"command": ["stop"]}"#, from: client)
        #expect(ipc.session.end == nil)
        #expect(try Self.property(ipc, "idle-active", from: client) == "true")
        #expect(try Self.property(ipc, "playback-abort", from: client) == "true")
        #expect(try Self.property(ipc, "playlist-count", from: client) == "0")
        #expect(
            try Self.error(ipc, #"{"command": ["get_property", "time-pos"]}"#, from: client)
                == #""property unavailable""#)
        #expect(
            try Self.data(ipc, #"{"command": ["loadfile", "fourth.mkv"]}"#, from: client)
                == #"{"playlist_entry_id":4}"#)
        #expect(try Self.property(ipc, "idle-active", from: client) == "false")
        #expect(try Self.property(ipc, "filename", from: client) == #""fourth.mkv""#)
        _ = ipc.send(#"{"command": ["quit"]}"#, from: client)
        #expect(ipc.session.end == .quit(code: 0))
    }

    @Test func theEndOfAFilePlaysThePlaylistsNext() throws {
        let ipc = try IPCTestSession(playlist: ["second.mkv"])
        let client = ipc.connect()
        _ = ipc.send(#"{"command": ["seek", 7199, "absolute"]}"#, from: client)
        let ended = try ipc.request(#"{"command": ["ap-advance", 2]}"#, from: client)
        let names = ended.events.compactMap { $0[member: "event"]?.text }
            .filter { $0 != #""property-change""# }
        #expect(
            names == [#""end-file""#, #""start-file""#, #""file-loaded""#],
            "\(ended.events.map(\.text))")
        #expect(try Self.property(ipc, "playlist-pos", from: client) == "1")
        #expect(ipc.session.player.state.playback == .playing)
        // The last file's end leaves it open, as mpv's --keep-open does.
        _ = ipc.send(#"{"command": ["seek", 7199, "absolute"]}"#, from: client)
        _ = ipc.send(#"{"command": ["ap-advance", 2]}"#, from: client)
        #expect(try Self.property(ipc, "eof-reached", from: client) == "true")
        #expect(try Self.property(ipc, "playlist-pos", from: client) == "1")
    }

    @Test func runUntilCaptionIgnoresCaseAndWhiteSpace() throws {
        let ipc = try IPCTestSession()
        let client = ipc.connect()
        let found = try ipc.request(
            #"{"command": ["ap-run-until-caption", "over HERE. watch   out"]}"#, from: client)
        #expect(
            found.reply[member: "data"]?[member: "text"]?.text == #""BEN: Over here.\nWatch out.""#)
    }
}
