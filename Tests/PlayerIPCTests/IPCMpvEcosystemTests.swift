import PlayerCore
import PlayerEngine
import PlayerIPC
import Testing

/// The properties and commands mpv's wider ecosystem sends (mpvc, Syncplay, Jellyfin MPV Shim,
/// mpv.net), answered as mpv's DOCS/man/input.rst defines them, on the virtual clock over the
/// synthetic film (English SDH cues at 1–4 s and 15–19 s).
@Suite struct IPCMpvEcosystemTests {
    /// What `expand-text` makes of `text`.
    static func expand(_ ipc: IPCTestSession, _ text: String, from client: IPCClientID) throws
        -> String
    {
        let request = JSONValue.object([
            ("command", .array([.string("expand-text"), .string(text)]))
        ])
        return try IPCMpvClientTests.data(ipc, request.written(), from: client)
    }

    @Test func propertyExpansionFollowsMpvsRules() throws {
        let ipc = try IPCTestSession(paused: true)
        let client = ipc.connect()
        _ = ipc.send(#"{"command": ["seek", 62, "absolute"]}"#, from: client)
        // input.rst, "Property Expansion": each form and its documented result.
        let cases: [(String, String)] = [
            ("Position: ${time-pos}", #""Position: 00:01:02""#),
            ("${no-such-property}", #""(error)""#),
            ("${sub-start}", #""(unavailable)""#),
            ("${sub-start:none}", #""none""#),
            ("${?pause:paused}${!pause:playing}", #""paused""#),
            ("${?sub-start:on}${!sub-start:off}", #""off""#),
            ("${?pause==yes:P}${!pause==yes:N}", #""P""#),
            ("${=volume} ${volume}", #""100.000000 100""#),
            ("${!no-such-property:${filename}}", #""synthetic""#),
            ("$$5 $} $>${time-pos} $$", #""$5 } ${time-pos} $$""#),
        ]
        for (text, expected) in cases {
            #expect(try Self.expand(ipc, text, from: client) == expected, "\(text)")
        }
    }

    @Test func showTextSpeaksTheExpandedText() throws {
        let ipc = try IPCTestSession(paused: true)
        let client = ipc.connect()
        _ = ipc.send(#"{"command": ["seek", 2, "absolute"]}"#, from: client)
        _ = ipc.send(#"{"command": ["show-text", "Position: ${time-pos}"]}"#, from: client)
        #expect(
            try IPCMpvClientTests.property(ipc, "ap-utterance", from: client)
                == #""Position: 00:00:02""#)
    }

    @Test func subTextReadsHiddenCaptionsAndIsUnavailableWithNoTrack() throws {
        let ipc = try IPCTestSession(paused: true)
        let client = ipc.connect()
        _ = ipc.send(#"{"command": ["seek", 2, "absolute"]}"#, from: client)
        _ = ipc.send(#"{"command": ["set_property", "sub-visibility", false]}"#, from: client)
        #expect(
            try IPCMpvClientTests.property(ipc, "sub-text", from: client)
                == #""[DOOR CREAKS OPEN]""#)
        _ = ipc.send(#"{"command": ["set_property", "sid", "no"]}"#, from: client)
        #expect(
            try IPCMpvClientTests.error(
                ipc, #"{"command": ["get_property", "sub-text"]}"#, from: client)
                == #""property unavailable""#)
    }

    @Test func anABLoopRepeatsInSessionTime() throws {
        let ipc = try IPCTestSession()
        let client = ipc.connect()
        _ = ipc.send(#"{"command": ["set_property", "ab-loop-a", 10]}"#, from: client)
        _ = ipc.send(#"{"command": ["set_property", "ab-loop-b", "0:12"]}"#, from: client)
        let run = try ipc.request(#"{"command": ["ap-advance", 17]}"#, from: client)
        // 0 → 12 (12 s), 10 → 12 twice (4 s), then 1 s more: at 11.
        #expect(try IPCMpvClientTests.property(ipc, "time-pos", from: client) == "11.0")
        #expect(run.reply[member: "data"]?[member: "elapsed"]?.text == "17.0")
        let seeks = run.events.filter { $0[member: "event"]?.text == #""seek""# }
        #expect(seeks.count == 3)
        #expect(try IPCMpvClientTests.property(ipc, "ab-loop-b", from: client) == "12.0")
        _ = ipc.send(#"{"command": ["ab-loop"]}"#, from: client)
        #expect(try IPCMpvClientTests.property(ipc, "ab-loop-a", from: client) == #""no""#)
    }

    @Test func loopFilePlaysTheFileAgainBeforeItEnds() throws {
        let ipc = try IPCTestSession()
        let client = ipc.connect()
        _ = ipc.send(#"{"command": ["set_property", "loop-file", 1]}"#, from: client)
        let run = try ipc.request(#"{"command": ["ap-run-until-end"]}"#, from: client)
        #expect(run.reply[member: "data"]?[member: "elapsed"]?.text == "14400.0")
        let ends = run.events.filter { $0[member: "event"]?.text == #""end-file""# }
        #expect(ends.count == 1)
        #expect(try IPCMpvClientTests.property(ipc, "loop-file", from: client) == "1")
    }

    @Test func revertSeekGoesBackAndToItsMark() throws {
        let ipc = try IPCTestSession(paused: true)
        let client = ipc.connect()
        #expect(
            try IPCMpvClientTests.error(ipc, #"{"command": ["revert-seek"]}"#, from: client)
                == #""error running command""#)
        _ = ipc.send(#"{"command": ["seek", 100, "absolute"]}"#, from: client)
        _ = ipc.send(#"{"command": ["revert-seek"]}"#, from: client)
        #expect(try IPCMpvClientTests.property(ipc, "time-pos", from: client) == "0.0")
        _ = ipc.send(#"{"command": ["revert-seek"]}"#, from: client)
        #expect(try IPCMpvClientTests.property(ipc, "time-pos", from: client) == "100.0")
        _ = ipc.send(#"{"command": ["revert-seek", "mark"]}"#, from: client)
        _ = ipc.send(#"{"command": ["seek", 200, "absolute"]}"#, from: client)
        _ = ipc.send(#"{"command": ["seek", 300, "absolute"]}"#, from: client)
        _ = ipc.send(#"{"command": ["revert-seek"]}"#, from: client)
        #expect(try IPCMpvClientTests.property(ipc, "time-pos", from: client) == "100.0")
    }

    @Test func subSeekAndSubStepMoveByTheChosenTracksCues() throws {
        let ipc = try IPCTestSession(paused: true)
        let client = ipc.connect()
        _ = ipc.send(#"{"command": ["sub-seek", 1]}"#, from: client)
        #expect(try IPCMpvClientTests.property(ipc, "time-pos", from: client) == "1.0")
        _ = ipc.send(#"{"command": ["sub-seek", 1]}"#, from: client)
        #expect(try IPCMpvClientTests.property(ipc, "time-pos", from: client) == "15.0")
        _ = ipc.send(#"{"command": ["sub-seek", -1]}"#, from: client)
        #expect(try IPCMpvClientTests.property(ipc, "time-pos", from: client) == "1.0")
        // At 1 s, the caption after the one showing starts at 15 s: shown now, 14 s early.
        _ = ipc.send(#"{"command": ["sub-step", 1]}"#, from: client)
        #expect(try IPCMpvClientTests.property(ipc, "sub-delay", from: client) == "-14.0")
        #expect(
            try IPCMpvClientTests.property(ipc, "sub-text", from: client)
                == #""BEN: Over here.\nWatch out.""#)
    }

    @Test func thePlaylistIsEditedAsMpvEditsIt() throws {
        let ipc = try IPCTestSession(paused: true, playlist: ["b", "c"])
        let client = ipc.connect()
        let names = { () throws -> String in
            try IPCMpvClientTests.data(
                ipc,
                #"{"command": ["expand-text", "${playlist/0/filename} ${playlist/1/filename} ${playlist/2/filename:-}"]}"#,
                from: client)
        }
        _ = ipc.send(#"{"command": ["playlist-move", 2, 0]}"#, from: client)
        #expect(try names() == #""c synthetic b""#)
        #expect(try IPCMpvClientTests.property(ipc, "playlist-pos", from: client) == "1")
        #expect(
            try IPCMpvClientTests.error(ipc, #"{"command": ["playlist-remove", 7]}"#, from: client)
                == #""error running command""#)
        let removal = try ipc.request(#"{"command": ["playlist-remove", "current"]}"#, from: client)
        let events = removal.events.map { $0[member: "event"]?.text ?? "" }
        #expect(events.contains(#""file-loaded""#))
        #expect(try names() == #""c b -""#)
        #expect(try IPCMpvClientTests.property(ipc, "filename", from: client) == #""b""#)
        _ = ipc.send(#"{"command": ["playlist-clear"]}"#, from: client)
        #expect(try names() == #""b (error) -""#)
    }

    @Test func sectionsBindKeysAndScriptBindingReachesItsClient() throws {
        let ipc = try IPCTestSession(paused: true)
        let client = ipc.connect()
        let section =
            #"{"command": ["define-section", "menu", "x script-message menu ok\ny show-text why", "force"]}"#
        _ = ipc.send(section, from: client)
        _ = ipc.send(#"{"command": ["enable-section", "menu"]}"#, from: client)
        let pressed = try ipc.request(#"{"command": ["keypress", "x"]}"#, from: client)
        #expect(pressed.events.map(\.text) == [#"{"event":"client-message","args":["menu","ok"]}"#])
        _ = ipc.send(#"{"command": ["disable-section", "menu"]}"#, from: client)
        #expect(try ipc.request(#"{"command": ["keypress", "x"]}"#, from: client).events.isEmpty)
        let binding = try ipc.request(
            #"{"command": ["script-binding", "ipc-0/toggle"]}"#, from: client)
        #expect(
            binding.events.map(\.text)
                == [#"{"event":"client-message","args":["key-binding","toggle","p-","",""]}"#])
        #expect(
            try IPCMpvClientTests.error(
                ipc, #"{"command": ["script-binding", "stats/display-stats"]}"#, from: client)
                == #""error running command""#)
        _ = ipc.send(#"{"command": ["request_log_messages", "error"]}"#, from: client)
        let bad = try ipc.request(
            #"{"command": ["define-section", "bad", "not-a-key show-text x"]}"#, from: client)
        #expect(bad.reply[member: "error"]?.text == #""success""#)
        #expect(
            bad.events.map(\.text)
                == [
                    #"{"event":"log-message","prefix":"input","level":"error","text":"section bad: not a key and a command, left out: not-a-key show-text x\n"}"#
                ])
    }

    @Test func cycleValuesAndLogMessages() throws {
        let ipc = try IPCTestSession(paused: true)
        let client = ipc.connect()
        _ = ipc.send(#"{"command": ["cycle-values", "sub-visibility", "yes", "no"]}"#, from: client)
        #expect(try IPCMpvClientTests.property(ipc, "sub-visibility", from: client) == "false")
        _ = ipc.send(
            #"{"command": ["cycle-values", "!reverse", "speed", "1", "1.5", "2"]}"#, from: client)
        #expect(try IPCMpvClientTests.property(ipc, "speed", from: client) == "2.0")
        #expect(
            try IPCMpvClientTests.error(
                ipc, #"{"command": ["cycle-values", "speed"]}"#, from: client)
                == #""invalid parameter""#)
        #expect(
            try ipc.request(#"{"command": ["print-text", "quiet"]}"#, from: client).events.isEmpty)
        _ = ipc.send(#"{"command": ["request_log_messages", "info"]}"#, from: client)
        let printed = try ipc.request(
            #"{"command": ["print-text", "ANS_pause=${pause}"]}"#, from: client)
        #expect(
            printed.events.map(\.text)
                == [
                    #"{"event":"log-message","prefix":"cplayer","level":"info","text":"ANS_pause=yes\n"}"#
                ])
    }

    @Test func chaptersAndOptionsReadAndSetAsMpvs() throws {
        let ipc = try IPCTestSession(
            paused: true,
            chapters: [
                MediaChapter(start: .seconds(5), end: .seconds(30), title: "Intro"),
                MediaChapter(start: .seconds(30), end: .seconds(7_200)),
            ])
        let client = ipc.connect()
        #expect(try IPCMpvClientTests.property(ipc, "chapter", from: client) == "-1")
        _ = ipc.send(#"{"command": ["set_property", "chapter", 1]}"#, from: client)
        #expect(try IPCMpvClientTests.property(ipc, "time-pos", from: client) == "30.0")
        #expect(try IPCMpvClientTests.property(ipc, "chapter", from: client) == "1")
        _ = ipc.send(#"{"command": ["set_property", "options/volume", 40]}"#, from: client)
        #expect(try IPCMpvClientTests.property(ipc, "volume", from: client) == "40.0")
        #expect(
            try IPCMpvClientTests.error(
                ipc, #"{"command": ["get_property", "options/no-such-option"]}"#, from: client)
                == #""property not found""#)
        #expect(try IPCMpvClientTests.property(ipc, "width", from: client) == "160")
        #expect(try IPCMpvClientTests.property(ipc, "vid", from: client) == "1")
        #expect(try IPCMpvClientTests.property(ipc, "keep-open", from: client) == "true")
        #expect(
            try IPCMpvClientTests.error(
                ipc, #"{"command": ["set_property", "keep-open", "no"]}"#, from: client)
                == #""error accessing property""#)
    }

    @Test func observedOptionsAndMediaPropertiesReportTheirChanges() throws {
        let ipc = try IPCTestSession(
            paused: true, chapters: [MediaChapter(start: .seconds(30), end: .seconds(7_200))])
        let client = ipc.connect()
        let first = try ipc.request(
            #"{"command": ["observe_property", 1, "fullscreen"]}"#, from: client)
        #expect(
            first.events.map(\.text)
                == [#"{"event":"property-change","id":1,"name":"fullscreen","data":false}"#])
        _ = ipc.send(#"{"command": ["observe_property", 2, "chapter"]}"#, from: client)
        let set = try ipc.request(
            #"{"command": ["set_property", "fullscreen", true]}"#, from: client)
        #expect(
            set.events.map(\.text)
                == [#"{"event":"property-change","id":1,"name":"fullscreen","data":true}"#])
        let seek = try ipc.request(#"{"command": ["seek", 31, "absolute"]}"#, from: client)
        #expect(
            seek.events.map(\.text).contains(
                #"{"event":"property-change","id":2,"name":"chapter","data":0}"#))
    }
}
