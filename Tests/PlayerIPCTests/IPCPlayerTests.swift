import Foundation
import PlayerCore
import PlayerEngine
import PlayerIPC
import PlayerSession
import PlayerTesting
import Testing

/// The player's properties, events and commands over the IPC, on the virtual clock.
@Suite struct IPCPlayerTests {
    @Test func observingSendsTheCurrentValueAfterTheReplyThenEachChange() throws {
        let ipc = try IPCTestSession()
        let client = ipc.connect()
        let observed = ipc.send(#"{"command": ["observe_property", 1, "time-pos"]}"#, from: client)
        #expect(
            observed == [
                #"{"request_id":0,"error":"success"}"#,
                #"{"event":"property-change","id":1,"name":"time-pos","data":0.0}"#,
            ])
        let pause = ipc.send(#"{"command": ["observe_property", 0, "pause"]}"#, from: client)
        // id 0 is left out, as mpv leaves it out.
        #expect(pause.last == #"{"event":"property-change","name":"pause","data":false}"#)
        let subText = ipc.send(#"{"command": ["observe_property", 3, "sub-text"]}"#, from: client)
        #expect(subText.last == #"{"event":"property-change","id":3,"name":"sub-text","data":""}"#)
        // The first English cue runs from 1 s to 4 s.
        let advanced = ipc.send(#"{"command": ["ap-advance", 2]}"#, from: client)
        #expect(
            advanced.first
                == #"{"data":{"time-pos":2,"elapsed":2.0},"request_id":0,"error":"success"}"#)
        #expect(
            advanced.contains(
                #"{"event":"property-change","id":3,"name":"sub-text","data":"[DOOR CREAKS OPEN]"}"#
            ))
        #expect(
            advanced.last == #"{"event":"property-change","id":1,"name":"time-pos","data":2.0}"#)
        let paused = ipc.send(#"{"command": ["set_property", "pause", true]}"#, from: client)
        #expect(
            paused == [
                #"{"request_id":0,"error":"success"}"#,
                #"{"event":"property-change","name":"pause","data":true}"#,
            ])
        _ = ipc.send(#"{"command": ["unobserve_property", 1]}"#, from: client)
        let seeked = ipc.send(#"{"command": ["seek", 16, "absolute"]}"#, from: client)
        #expect(!seeked.contains { $0.contains(#""name":"time-pos""#) })
        #expect(
            seeked.contains(
                #"{"event":"property-change","id":3,"name":"sub-text","data":"BEN: Over here.\nWatch out."}"#
            ))
        // Captions off: sub-text becomes unavailable, and the event has no data.
        let off = ipc.send(#"{"command": ["set_property", "sid", "no"]}"#, from: client)
        #expect(off.last == #"{"event":"property-change","id":3,"name":"sub-text"}"#)
    }

    @Test func aSeekIsRepliedToThenReportedAsSeekAndPlaybackRestart() throws {
        let ipc = try IPCTestSession()
        let client = ipc.connect()
        _ = ipc.send(#"{"command": ["ap-advance", 30]}"#, from: client)
        #expect(
            ipc.send(#"{"command": ["seek", 10]}"#, from: client) == [
                #"{"data":null,"request_id":0,"error":"success"}"#, #"{"event":"seek"}"#,
                #"{"event":"playback-restart"}"#,
            ])
        #expect(ipc.player.position == .seconds(40))
        _ = ipc.send(#"{"command": ["seek", -10]}"#, from: client)
        #expect(ipc.player.position == .seconds(30))
        _ = ipc.send(#"{"command": ["seek", "-1:00", "absolute"]}"#, from: client)
        #expect(ipc.player.position == .seconds(7_140))
        _ = ipc.send(#"{"command": ["seek", 50, "absolute-percent+exact"]}"#, from: client)
        #expect(ipc.player.position == .seconds(3_600))
        _ = ipc.send(#"{"command": ["seek", -25, "relative-percent"]}"#, from: client)
        #expect(ipc.player.position == .seconds(1_800))
        _ = ipc.send(#"{"command": ["set_property", "time-pos", 12.5]}"#, from: client)
        #expect(ipc.player.position == MediaTime(seconds: 12, milliseconds: 500))
        _ = ipc.send(#"{"command": ["add", "time-pos", 10]}"#, from: client)
        #expect(ipc.player.position == MediaTime(seconds: 22, milliseconds: 500))
        // Other clients hear of the seek too, without a reply.
        let other = ipc.connect()
        _ = ipc.send(#"{"command": ["seek", 0, "absolute"]}"#, from: client)
        #expect(ipc.output(of: other) == [#"{"event":"seek"}"#, #"{"event":"playback-restart"}"#])
    }

    @Test func aRefusedCommandAnswersWithTheRejectionsReason() throws {
        let ipc = try IPCTestSession()
        let client = ipc.connect()
        _ = ipc.send(#"{"command": ["set_property", "ap-locked", true]}"#, from: client)
        let seek = try ipc.request(#"{"command": ["seek", 10]}"#, from: client).reply
        #expect(
            seek.text
                == #"{"data":{"reason":"controls locked"},"request_id":0,"error":"error running command"}"#
        )
        let volume = try ipc.request(#"{"command": ["set_property", "volume", 20]}"#, from: client)
            .reply
        #expect(
            volume.text
                == #"{"data":{"reason":"controls locked"},"request_id":0,"error":"error accessing property"}"#
        )
        let tap = try ipc.request(#"{"command": ["ap-magic-tap"]}"#, from: client).reply
        #expect(tap[member: "error"]?.text == #""error running command""#)
        #expect(tap[member: "data"]?[member: "reason"]?.text == #""controls locked""#)
        #expect(tap[member: "data"]?[member: "announcements"]?.text == #"["Controls locked"]"#)
        #expect(ipc.player.state.playback == .playing)
        _ = ipc.send(#"{"command": ["set_property", "ap-locked", false]}"#, from: client)
        #expect(
            try ipc.request(#"{"command": ["seek", 10]}"#, from: client).reply[member: "error"]?
                .text == #""success""#)
    }

    @Test func gesturesAnswerWithWhatIsSaidAndAnnounced() throws {
        let ipc = try IPCTestSession(paused: true)
        let client = ipc.connect()
        let first = try ipc.request(#"{"command": ["ap-first"]}"#, from: client).reply
        #expect(
            first[member: "data"]?.text
                == #"{"utterance":"Close, button, Double tap to activate","announcements":[],"focus":"close"}"#
        )
        let tap = try ipc.request(#"{"command": ["ap-tap", "playPause"]}"#, from: client).reply
        #expect(
            tap[member: "data"]?[member: "utterance"]?.text
                == #""Play, button, Double tap to activate""#)
        let activated = try ipc.request(#"{"command": ["ap-activate"]}"#, from: client).reply
        #expect(
            activated[member: "data"]?.text
                == #"{"utterance":"Pause","announcements":["Current program is Long Feature"],"focus":"playPause"}"#
        )
        #expect(
            try ipc.request(#"{"command": ["get_property", "ap-utterance"]}"#, from: client).reply[
                member: "data"]?.text == #""Current program is Long Feature""#)
        let focused = try ipc.request(#"{"command": ["get_property", "ap-focused"]}"#, from: client)
            .reply
        #expect(
            focused[member: "data"]?.text
                == #"{"id":"playPause","label":"Pause","value":"","traits":["button"],"hint":"Double tap to activate","visibleText":null,"utterance":"Pause, button, Double tap to activate"}"#
        )
        let hidden = try ipc.request(#"{"command": ["ap-tap", "closedCaptions.0"]}"#, from: client)
            .reply
        #expect(hidden[member: "error"]?.text == #""error running command""#)
        #expect(
            hidden[member: "data"]?[member: "reason"]?.text
                == #""closedCaptions.0 is not on screen""#)
        let unknown = try ipc.request(#"{"command": ["ap-tap", "nowhere"]}"#, from: client).reply
        #expect(unknown[member: "error"]?.text == #""invalid parameter""#)
    }

    @Test func theCaptionsPanelIsWalkedLikeAScreenReaderWalksIt() throws {
        let ipc = try IPCTestSession(paused: true)
        let client = ipc.connect()
        _ = ipc.send(#"{"command": ["set_property", "sid", false]}"#, from: client)
        _ = ipc.send(#"{"command": ["ap-tap", "subtitles"]}"#, from: client)
        let opened = try ipc.request(#"{"command": ["ap-activate"]}"#, from: client).reply
        #expect(
            opened[member: "data"]?[member: "utterance"]?.text
                == #""Closed Captions, heading level 2""#)
        #expect(
            try ipc.request(#"{"command": ["get_property", "ap-panel"]}"#, from: client).reply[
                member: "data"]?.text == #""closedCaptions""#)
        let off = try ipc.request(#"{"command": ["ap-next"]}"#, from: client).reply
        #expect(
            off[member: "data"]?[member: "utterance"]?.text
                == #""Off, selected for Closed Captions, button, Double tap to activate""#)
        _ = ipc.send(#"{"command": ["ap-next"]}"#, from: client)
        let chosen = try ipc.request(#"{"command": ["ap-activate"]}"#, from: client).reply
        #expect(
            chosen[member: "data"]?[member: "announcements"]?.text
                == #"["Closed Captions, English SDH"]"#)
        #expect(
            try ipc.request(#"{"command": ["get_property", "sid"]}"#, from: client).reply[
                member: "data"]?.text == "1")
        let escaped = try ipc.request(#"{"command": ["ap-escape"]}"#, from: client).reply
        #expect(escaped[member: "data"]?[member: "focus"]?.text == #""subtitles""#)
        #expect(
            try ipc.request(#"{"command": ["get_property", "ap-panel"]}"#, from: client).reply[
                member: "data"]?.text == "null")
    }

    @Test func aTwoHourRunUntilIsAnsweredWithinItsRequestOnTheVirtualClock() throws {
        let ipc = try IPCTestSession()
        let client = ipc.connect()
        // Answered within the request: `request` finds the reply among the lines written
        // before `receive` returns. A wait in real time would answer only once 7,140 s had
        // passed, in a later exchange.
        let caption = try ipc.request(
            #"{"command": ["ap-run-until-caption", "CREDITS"]}"#, from: client
        ).reply
        #expect(
            caption[member: "data"]?.text
                == #"{"time-pos":7140,"elapsed":7140.0,"text":"[CREDITS MUSIC]"}"#)
        let ended = try ipc.request(
            #"{"command": ["ap-run-until-spoken", "Playback ended"]}"#, from: client)
        #expect(ended.reply[member: "data"]?[member: "time-pos"]?.text == "7200")
        #expect(
            ended.events.contains {
                $0.text == #"{"event":"end-file","reason":"eof","playlist_entry_id":1}"#
            })
        #expect(
            try ipc.request(#"{"command": ["get_property", "eof-reached"]}"#, from: client).reply[
                member: "data"]?.text == "true")
        // Ended, nothing more can happen: a wait fails at once rather than spinning.
        let stuck = try ipc.request(
            #"{"command": ["ap-run-until-caption", "never said"]}"#, from: client
        ).reply
        #expect(stuck[member: "error"]?.text == #""error running command""#)
        #expect(
            stuck[member: "data"]?[member: "reason"]?.text
                == #""nothing more can happen: playback is ended""#)
    }

    @Test func runUntilAPropertyOrTheEndAndTimeouts() throws {
        let ipc = try IPCTestSession()
        let client = ipc.connect()
        let shown = try ipc.request(
            #"{"command": ["ap-run-until-property", "sub-text", "[DOOR CREAKS OPEN]"]}"#,
            from: client
        ).reply
        #expect(shown[member: "data"]?[member: "time-pos"]?.text == "1")
        // A caption already on screen answers at once.
        let onScreen = try ipc.request(
            #"{"command": ["ap-run-until-caption", "DOOR"]}"#, from: client
        ).reply
        #expect(
            onScreen[member: "data"]?.text
                == #"{"time-pos":1,"elapsed":0.0,"text":"[DOOR CREAKS OPEN]"}"#)
        let timedOut = try ipc.request(
            #"{"command": ["ap-run-until-caption", "CREDITS", 60]}"#, from: client
        ).reply
        #expect(
            timedOut.text
                == #"{"data":{"reason":"timed out after 60.0 s","time-pos":61},"request_id":0,"error":"error running command"}"#
        )
        let end = try ipc.request(
            #"{"command": {"name": "ap-run-until-end", "timeout": "2:00:00"}}"#, from: client
        ).reply
        #expect(end[member: "data"]?[member: "time-pos"]?.text == "7200")
        let missing = try ipc.request(
            #"{"command": ["ap-run-until-property", "no-such", 1]}"#, from: client
        ).reply
        #expect(missing[member: "error"]?.text == #""property not found""#)
    }

    @Test func theTrackListSidAndAidFollowMPVsNumbering() throws {
        let ipc = try IPCTestSession()
        let client = ipc.connect()
        let list = try ipc.request(#"{"command": ["get_property", "track-list"]}"#, from: client)
            .reply
        #expect(
            list[member: "data"]?.text
                == """
                [{"id":1,"type":"video","image":false,"albumart":false,"default":false,"forced":false,"dependent":false,"visual-impaired":false,"hearing-impaired":false,"external":false,"selected":true,"main-selection":0,"ff-index":0,"codec":"h264","demux-w":160,"demux-h":90,"ap-id":0},\
                {"id":1,"type":"audio","lang":"en","audio-channels":2,"image":false,"albumart":false,"default":false,"forced":false,"dependent":false,"visual-impaired":false,"hearing-impaired":false,"external":false,"selected":true,"main-selection":0,"ff-index":1,"codec":"aac","demux-channel-count":2,"ap-id":1},\
                {"id":1,"type":"sub","title":"English SDH","lang":"en","image":false,"albumart":false,"default":true,"forced":false,"dependent":false,"visual-impaired":false,"hearing-impaired":true,"external":false,"selected":true,"main-selection":0,"ff-index":2,"codec":"subrip","ap-id":2},\
                {"id":2,"type":"sub","lang":"es","image":false,"albumart":false,"default":false,"forced":false,"dependent":false,"visual-impaired":false,"hearing-impaired":false,"external":false,"selected":false,"ff-index":3,"codec":"subrip","ap-id":3}]
                """)
        #expect(
            try ipc.request(#"{"command": ["get_property", "track-list/count"]}"#, from: client)
                .reply[member: "data"]?.text == "4")
        #expect(
            try ipc.request(#"{"command": ["get_property", "track-list/3/lang"]}"#, from: client)
                .reply[member: "data"]?.text == #""es""#)
        _ = ipc.send(#"{"command": ["set_property", "sid", 2]}"#, from: client)
        #expect(ipc.player.state.captions == .track(IPCTestSession.spanish.id))
        _ = ipc.send(#"{"command": ["cycle", "sid"]}"#, from: client)
        #expect(ipc.player.state.captions == .off)
        _ = ipc.send(#"{"command": ["cycle", "sid"]}"#, from: client)
        #expect(ipc.player.state.captions == .track(IPCTestSession.english.id))
        let missing = try ipc.request(#"{"command": ["set_property", "sid", 9]}"#, from: client)
            .reply
        #expect(
            missing.text
                == #"{"data":{"reason":"no caption track 9"},"request_id":0,"error":"error accessing property"}"#
        )
        #expect(
            try ipc.request(#"{"command": ["get_property", "aid"]}"#, from: client).reply[
                member: "data"]?.text == "1")
    }

    @Test func volumeIsOnMPVsScaleAndFlagsCycle() throws {
        let ipc = try IPCTestSession()
        let client = ipc.connect()
        _ = ipc.send(#"{"command": ["set_property", "volume", 40]}"#, from: client)
        #expect(ipc.player.state.volume == 0.4)
        #expect(
            try ipc.request(#"{"command": ["get_property", "volume"]}"#, from: client).reply[
                member: "data"]?.text == "40.0")
        _ = ipc.send(#"{"command": ["add", "volume", 70]}"#, from: client)
        #expect(ipc.player.state.volume == 1)
        _ = ipc.send(#"{"command": ["set", "volume", "25"]}"#, from: client)
        #expect(ipc.player.state.volume == 0.25)
        _ = ipc.send(#"{"command": ["cycle", "mute"]}"#, from: client)
        #expect(ipc.player.state.isMuted)
        _ = ipc.send(#"{"command": ["set", "mute", "no"]}"#, from: client)
        #expect(!ipc.player.state.isMuted)
        _ = ipc.send(#"{"command": ["set_property", "speed", 0.5]}"#, from: client)
        #expect(ipc.player.state.isSlowMotion)
        #expect(
            try ipc.request(#"{"command": ["get_property", "ap-state"]}"#, from: client).reply[
                member: "data"]?.text == #""playing, slow motion, volume 25%, captions 2, audio 1""#
        )
        _ = ipc.send(#"{"command": ["set_property", "speed", 1]}"#, from: client)
        #expect(!ipc.player.state.isSlowMotion)
        // mpv takes 0.01–100: beyond that the value is malformed.
        let tooFast = try ipc.request(#"{"command": ["set_property", "speed", 500]}"#, from: client)
            .reply
        #expect(tooFast[member: "error"]?.text == #""unsupported format for accessing property""#)
    }

    @Test func aClientLeavingMidMessageLeavesTheOthersServed() throws {
        let ipc = try IPCTestSession()
        let leaving = ipc.connect()
        let staying = ipc.connect()
        ipc.session.receive(Array(#"{"command": ["seek", 100, "abso"#.utf8), from: leaving)
        ipc.session.disconnect(leaving)
        #expect(ipc.player.position == .zero)
        #expect(
            ipc.send(#"{"command": ["client_name"]}"#, from: staying)
                == [#"{"data":"ipc-1","request_id":0,"error":"success"}"#])
        #expect(ipc.session.connectedClients == [staying])
    }

    @Test func aClientSendingAnEndlessLineIsToldToGo() throws {
        let ipc = try IPCTestSession()
        let client = ipc.connect()
        let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20)
        for _ in 0..<16 {
            #expect(ipc.session.receive(chunk, from: client))
        }
        #expect(!ipc.session.receive(chunk, from: client))
    }

    @Test func quitEndsTheSessionAndStopIdlesAfterTheReply() throws {
        let ipc = try IPCTestSession()
        let client = ipc.connect()
        let other = ipc.connect()
        #expect(
            ipc.send(#"{"command": ["quit", 3]}"#, from: client) == [
                #"{"data":null,"request_id":0,"error":"success"}"#,
                #"{"event":"end-file","reason":"quit","playlist_entry_id":1}"#,
            ])
        #expect(ipc.session.end == .quit(code: 3))
        #expect(
            ipc.output(of: other) == [
                #"{"event":"end-file","reason":"quit","playlist_entry_id":1}"#
            ])
        let stopping = try IPCTestSession()
        let stopper = stopping.connect()
        // stop idles, as mpv does: the file stops, the session waits for loadfile or quit.
        #expect(
            stopping.send(#"{"command": ["stop"]}"#, from: stopper) == [
                #"{"data":null,"request_id":0,"error":"success"}"#,
                #"{"event":"end-file","reason":"stop","playlist_entry_id":1}"#,
                #"{"event":"idle"}"#,
            ])
        #expect(stopping.session.end == nil)
        #expect(stopping.session.isIdle)
        // The player stays open, paused, so that session time goes on with the next file.
        #expect(!stopping.player.isClosed && stopping.player.state.playback == .paused)
    }

    @Test func theLogReachesClientsThatEnableIt() throws {
        let ipc = try IPCTestSession()
        let client = ipc.connect()
        _ = ipc.send(#"{"command": ["enable_event", "ap-log"]}"#, from: client)
        let lines = ipc.send(#"{"command": ["ap-advance", 1]}"#, from: client)
        #expect(
            lines.contains(
                #"{"event":"ap-log","t":1,"pos":1,"kind":"caption","track":"English SDH","trackId":2,"text":"[DOOR CREAKS OPEN]"}"#
            ))
        _ = ipc.send(#"{"command": ["disable_event", "all"]}"#, from: client)
        #expect(
            ipc.send(#"{"command": ["seek", 5]}"#, from: client) == [
                #"{"data":null,"request_id":0,"error":"success"}"#
            ])
    }

    @Test func listsNameEveryPropertyAndCommand() throws {
        let ipc = try IPCTestSession()
        let client = ipc.connect()
        let properties = try ipc.request(
            #"{"command": ["get_property", "property-list"]}"#, from: client
        ).reply
        for name in ["pause", "time-pos", "track-list", "sub-text", "ap-focused", "ap-live-edge"] {
            #expect(properties[member: "data"]?.text.contains(#""\#(name)""#) == true, "\(name)")
        }
        let commands = try ipc.request(
            #"{"command": ["get_property", "command-list/0"]}"#, from: client
        ).reply
        #expect(
            commands[member: "data"]?.text
                == #"{"name":"seek","vararg":false,"args":[{"name":"target","type":"Time","optional":false},{"name":"flags","type":"Flags","optional":true},{"name":"legacy","type":"Choice","optional":true}]}"#
        )
    }
}

/// Waits on a real-time clock, moved by hand.
@Suite struct IPCRealTimeTests {
    @Test func aWaitAnswersWhenItsTimeComesAndLaterRequestsQueueBehindIt() throws {
        let clock = ManualClock()
        let ipc = try IPCTestSession(clock: .realTime(clock))
        let client = ipc.connect()
        #expect(ipc.send(#"{"command": ["ap-advance", 2], "request_id": 1}"#, from: client) == [])
        // Queued behind the wait, as mpv queues a client's requests behind a running command.
        #expect(ipc.send(#"{"command": ["client_name"], "request_id": 2}"#, from: client) == [])
        clock.advance(by: .seconds(1))
        ipc.session.tick()
        #expect(ipc.output(of: client) == [])
        clock.advance(by: .seconds(1))
        ipc.session.tick()
        #expect(
            ipc.output(of: client) == [
                #"{"data":{"time-pos":2,"elapsed":2.0},"request_id":1,"error":"success"}"#,
                #"{"data":"ipc-0","request_id":2,"error":"success"}"#,
            ])
    }

    @Test func anAsyncWaitLetsOtherRequestsThroughAndTimesOut() throws {
        let clock = ManualClock()
        let ipc = try IPCTestSession(clock: .realTime(clock))
        let client = ipc.connect()
        let waiting = ipc.send(
            #"{"command": ["ap-run-until-caption", "CREDITS", 5], "request_id": 7, "async": true}"#,
            from: client)
        #expect(waiting == [])
        #expect(
            ipc.send(#"{"command": ["client_name"], "request_id": 8}"#, from: client)
                == [#"{"data":"ipc-0","request_id":8,"error":"success"}"#])
        clock.advance(by: .seconds(5))
        ipc.session.tick()
        #expect(
            ipc.output(of: client) == [
                #"{"request_id":7,"error":"error running command","data":{"reason":"timed out after 5.0 s","time-pos":5}}"#
            ])

    }
}
