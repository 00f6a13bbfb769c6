import Foundation
import Glibc
import Testing

/// `play --ipc-server` and `--ipc stdio` over real sockets and pipes, from a Swift client.
/// Expected captions come from the demo's caption files, error strings from mpv's.
@Suite("accessible-player play --ipc-server")
struct IPCSocketTests {
    static let english = try! SubRipFile.cues(CLIRunner.sample("src/demo.en.srt"))
    static let spanish = try! SubRipFile.cues(CLIRunner.sample("src/demo.es.srt"))

    @Test func aSwiftClientPlaysTheDemoOverAUnixSocket() throws {
        let player = try IPCPlayerProcess.demo(["--output", "/dev/null"])
        let socketPath = try player.listeningAddress()
        let ipc = try IPCTestClient(unixSocket: socketPath)
        for (id, name) in [(1, "time-pos"), (2, "pause"), (3, "sub-text")] {
            try ipc.command("observe_property", id, name)
        }
        let initial = try ipc.takeEvents("property-change")
        #expect(initial.map { $0["name"] as? String } == ["time-pos", "pause", "sub-text"])
        #expect(initial[0]["data"] as? Double == 0)
        #expect(initial[1]["data"] as? Bool == false)
        #expect(initial[2]["data"] as? String == SubRipFile.text(at: 0, in: Self.english))

        try ipc.command("ap-advance", 6)
        let captions = try ipc.takeEvents("property-change").filter {
            $0["name"] as? String == "sub-text"
        }
        .compactMap { $0["data"] as? String }.filter { !$0.isEmpty }
        #expect(captions == Self.english.filter { $0.start <= 6 }.map(\.text))

        for (offset, target) in [(10, 16.0), (-10, 6.0)] {
            #expect(try ipc.command("seek", offset)["error"] as? String == "success")
            let names = try ipc.takeEvents().compactMap { $0["event"] as? String }
                .filter { $0 != "property-change" }
            #expect(names == ["seek", "playback-restart"])
            #expect(try ipc.data("get_property", "time-pos") as? Double == target)
            #expect(
                try ipc.data("get_property", "sub-text") as? String
                    == SubRipFile.text(at: target, in: Self.english))
        }

        let tracks = try #require(try ipc.data("get_property", "track-list") as? [[String: Any]])
        let spanishTrack = try #require(
            tracks.first { $0["type"] as? String == "sub" && $0["lang"] as? String == "es" })
        try ipc.data("set_property", "sid", spanishTrack["id"]!)
        #expect(
            try ipc.data("get_property", "sub-text") as? String
                == SubRipFile.text(at: 6, in: Self.spanish))

        try ipc.data("set_property", "sid", "no")
        try ipc.data("ap-tap", "subtitles")
        let header = try ipc.data("ap-activate") as? [String: Any]
        #expect(header?["utterance"] as? String == "Closed Captions, heading level 2")
        let off = try ipc.data("ap-next") as? [String: Any]
        #expect(
            off?["utterance"] as? String
                == "Off, selected for Closed Captions, button, Double tap to activate")

        let ended = try #require(
            try ipc.data("ap-run-until-spoken", "Playback ended") as? [String: Any])
        #expect(ended["text"] as? String == "Playback ended")
        #expect(try ipc.takeEvents("end-file").first?["reason"] as? String == "eof")
        #expect(try ipc.data("get_property", "eof-reached") as? Bool == true)
        #expect(try ipc.quit(player) == 0)
        #expect(!FileManager.default.fileExists(atPath: socketPath))
    }

    @Test func badMessagesGetMPVsErrorsAndTheConnectionStaysUp() throws {
        let player = try IPCPlayerProcess.demo()
        let ipc = try IPCTestClient(unixSocket: try player.listeningAddress())
        // The strings of mpv's player/client.c, as mpv's input/ipc.c answers these.
        let cases = [
            (#"{"command": ["get_property", "pause"]"#, "invalid parameter"),
            (#"{"command": ["no-such-command"]}"#, "invalid parameter"),
            (#"{"command": ["seek", "soon"]}"#, "invalid parameter"),
            (#"{"command": ["get_property", "no-such-property"]}"#, "property not found"),
            (#"{"command": ["set_property", "pause", 5]}"#, "error accessing property"),
            (
                #"{"command": ["set_property", "volume", 500]}"#,
                "unsupported format for accessing property"
            ),
        ]
        for (line, error) in cases {
            #expect(
                try ipc.rawReply(line) == #"{"request_id":0,"error":"\#(error)"}"#, "\(line)")
        }
        try ipc.command("set_property", "ap-locked", true)
        #expect(
            try ipc.rawReply(#"{"command": ["seek", 10], "request_id": 5}"#)
                == #"{"data":{"reason":"controls locked"},"request_id":5,"error":"error running command"}"#
        )
        #expect(try ipc.data("get_property", "ap-locked") as? Bool == true)
        #expect(try ipc.quit(player) == 0)
    }

    @Test func severalClientsAndOneThatLeavesMidMessage() throws {
        let player = try IPCPlayerProcess.demo()
        let path = try player.listeningAddress()
        let first = try IPCTestClient(unixSocket: path)
        let second = try IPCTestClient(unixSocket: path)
        #expect(try first.data("client_name") as? String == "ipc-0")
        #expect(try second.data("client_name") as? String == "ipc-1")
        do {
            let leaving = try IPCTestClient(unixSocket: path)
            leaving.sendRaw(#"{"command": ["seek", 30, "abso"#)
        }
        // The half message never ran, and both others are still served.
        #expect(try first.data("get_property", "time-pos") as? Double == 0)
        try second.command("seek", 5)
        #expect(
            try first.takeEvents().compactMap { $0["event"] as? String } == [
                "seek", "playback-restart",
            ])
        #expect(try second.data("get_property", "time-pos") as? Double == 5)
        #expect(try first.quit(player) == 0)
    }

    @Test func theSocketIsOwnerOnlyAndNothingElseIsReplaced() throws {
        let player = try IPCPlayerProcess.demo()
        let path = try player.listeningAddress()
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect(attributes[.posixPermissions] as? Int == 0o600)
        #expect(attributes[.type] as? FileAttributeType == .typeSocket)
        // A second player may not take over a live socket.
        let second = try CLIRunner.run(["play", "Samples/demo.mkv", "--fast", "--ipc-server", path])
        #expect(second.status == 1)
        #expect(second.standardError.contains("another program is listening on \(path)"))
        // Nor replace a file that is not a socket: refused as a usage error before it starts.
        let file = player.folder.appendingPathComponent("notes.txt").path
        try "keep me".write(toFile: file, atomically: true, encoding: .utf8)
        let third = try CLIRunner.run(["play", "Samples/demo.mkv", "--fast", "--ipc-server", file])
        #expect(third.status == 2)
        #expect(third.standardError.contains("\(file) exists and is not a socket"))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "keep me")
        // A stop signal ends the session cleanly and removes the socket.
        kill(player.process.processIdentifier, SIGTERM)
        #expect(try player.exitStatus() == 128 + SIGTERM)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func tcpIsServedOnLoopbackOnly() throws {
        let refused = try CLIRunner.run([
            "play", "Samples/demo.mkv", "--ipc-server", "tcp:0.0.0.0:0",
        ])
        #expect(refused.status == 2)
        #expect(
            refused.standardError.contains("refusing to listen on 0.0.0.0: only loopback addresses")
        )
        let player = try IPCPlayerProcess(
            ["Samples/demo.mkv", "--fast", "--pause", "--ipc-server", "tcp:127.0.0.1:0"])
        let address = try player.listeningAddress()
        #expect(address.hasPrefix("tcp:127.0.0.1:"))
        let port = try #require(UInt16(address.split(separator: ":").last ?? ""))
        let ipc = try IPCTestClient(tcpPort: port)
        #expect(try ipc.data("get_property", "pause") as? Bool == true)
        #expect(try ipc.data("get_property", "media-title") as? String == "Demo Feature")
        #expect(try ipc.quit(player) == 0)
    }

    @Test func stdioCarriesTheIPCAndTheLogGoesToStandardError() throws {
        let input = Pipe()
        let output = Pipe()
        let player = try IPCPlayerProcess(
            ["Samples/demo.mkv", "--fast", "--ipc", "stdio"], standardInput: input,
            standardOutput: output)
        let requests = [
            #"{"command": ["get_property", "media-title"], "request_id": 1}"#,
            #"{"command": ["ap-run-until-caption", "Is anyone here?"], "request_id": 2}"#,
        ]
        input.fileHandleForWriting.write(Data((requests.joined(separator: "\n") + "\n").utf8))
        try input.fileHandleForWriting.close()
        let lines = String(
            decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self
        ).split(separator: "\n").map(String.init)
        #expect(try player.exitStatus() == 0)
        #expect(lines.first == #"{"data":"Demo Feature","request_id":1,"error":"success"}"#)
        // The second English cue starts at 5 s (Samples/src/demo.en.srt).
        #expect(
            lines.contains(
                #"{"data":{"time-pos":5,"elapsed":5.0,"text":"ANNA: Is anyone here?"},"request_id":2,"error":"success"}"#
            ))
        #expect(lines.last == #"{"event":"end-file","reason":"quit","playlist_entry_id":1}"#)
        #expect(
            player.standardError.contains(
                "00:00:05.000  caption  [English SDH] ANNA: Is anyone here?"))
    }

    @Test func usageErrorsForTheIPCOptions() throws {
        for (arguments, message) in [
            (["--ipc", "pipe"], "unknown --ipc transport 'pipe' (use stdio)"),
            (
                ["--ipc-server", "/tmp/x", "--interactive"],
                "--interactive and the IPC cannot be used together"
            ),
            (["--ipc-server", "/tmp/x", "--until", "5"], "--until does not apply with the IPC"),
        ] {
            let run = try CLIRunner.run(["play", "Samples/demo.mkv"] + arguments)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.standardError.contains(message), "\(run.standardError)")
        }
        let help = try CLIRunner.run(["play", "--help"])
        #expect(help.standardOutput.contains("--ipc-server PATH"))
        #expect(help.standardOutput.contains("--ipc stdio"))
    }
}
