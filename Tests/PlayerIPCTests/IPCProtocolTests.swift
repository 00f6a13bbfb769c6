import Foundation
import PlayerCore
import PlayerEngine
import PlayerIPC
import Testing

/// The framing and error strings of mpv's JSON IPC (mpv's DOCS/man/ipc.rst, input/ipc.c and
/// the error table of player/client.c), spoken without a socket.
@Suite struct IPCProtocolTests {
    @Test func aReplyHasDataThenTheRequestIdThenTheError() throws {
        let ipc = try IPCTestSession()
        let client = ipc.connect()
        // ipc.rst: "If you don't specify a request_id, command replies will set it to 0",
        // and a request_id is copied verbatim.
        #expect(
            ipc.send(#"{"command": ["get_property", "pause"], "request_id": 100}"#, from: client)
                == [#"{"data":false,"request_id":100,"error":"success"}"#])
        #expect(
            ipc.send(#"{"command": ["get_property", "pause"]}"#, from: client)
                == [#"{"data":false,"request_id":0,"error":"success"}"#])
        #expect(
            ipc.send(#"{"command": ["get_property", "pause"], "request_id": "a"}"#, from: client)
                == [#"{"data":false,"request_id":"a","error":"success"}"#])
        // set_property has no data; an input command's data is null.
        #expect(
            ipc.send(#"{"command": ["set_property", "pause", true]}"#, from: client)
                == [#"{"request_id":0,"error":"success"}"#])
        #expect(
            ipc.send(#"{"command": ["client_name"]}"#, from: client)
                == [#"{"data":"ipc-0","request_id":0,"error":"success"}"#])
        // MPV_MAKE_VERSION(2, 5), mpv's MPV_CLIENT_API_VERSION.
        #expect(
            ipc.send(#"{"command": ["get_version"]}"#, from: client)
                == [#"{"data":131077,"request_id":0,"error":"success"}"#])
    }

    @Test func badMessagesGetMPVsErrorStrings() throws {
        let ipc = try IPCTestSession()
        let client = ipc.connect()
        func error(_ line: String) throws -> String {
            let reply = try ipc.request(line, from: client).reply
            guard case .string(let text)? = reply[member: "error"] else {
                throw IPCTestError("no error in \(reply.text)")
            }
            return text
        }
        let invalid = "invalid parameter"
        #expect(try error(#"{"command": ["get_property", "pause"]"#) == invalid)
        #expect(try error(#"{"commandment": 1}"#) == invalid)
        #expect(try error(#"{"command": "seek"}"#) == invalid)
        #expect(try error(#"{"command": []}"#) == invalid)
        #expect(try error(#"{"command": ["no-such-command"]}"#) == invalid)
        #expect(try error(#"{"command": ["get_property"]}"#) == invalid)
        #expect(try error(#"{"command": ["get_property", 5]}"#) == invalid)
        #expect(try error(#"{"command": ["seek"]}"#) == invalid)
        #expect(try error(#"{"command": ["seek", "soon"]}"#) == invalid)
        #expect(try error(#"{"command": ["seek", 10, "sideways"]}"#) == invalid)
        #expect(try error(#"{"command": ["seek", 10, "relative", "exact", 4]}"#) == invalid)
        #expect(try error(#"{"command": ["observe_property", "x", "pause"]}"#) == invalid)
        #expect(try error(#"{"command": ["get_property", "pause"], "async": "yes"}"#) == invalid)
        #expect(
            try error(#"{"command": ["seek", 1], "async": true, "request_id": "x"}"#) == invalid)
        #expect(try error(#"{"command": ["set", "volume", 50]}"#) == invalid)
        #expect(try error(#"{"command": ["enable_event", "no-such-event"]}"#) == invalid)
        #expect(
            try error(#"{"command": ["get_property", "no-such-property"]}"#) == "property not found"
        )
        #expect(
            try error(#"{"command": ["get_property", "track-list/99"]}"#) == "property not found")
        #expect(try error(#"{"command": ["set_property", "no-such", 1]}"#) == "property not found")
        let format = "unsupported format for accessing property"
        #expect(try error(#"{"command": ["set_property", "pause", "maybe"]}"#) == format)
        #expect(try error(#"{"command": ["set_property", "volume", "loud"]}"#) == format)
        #expect(try error(#"{"command": ["set_property", "volume", 500]}"#) == format)
        #expect(try error(#"{"command": ["set_property", "percent-pos", -1]}"#) == format)
        let accessing = "error accessing property"
        #expect(try error(#"{"command": ["set_property", "pause", 5]}"#) == accessing)
        #expect(try error(#"{"command": ["set_property", "volume", true]}"#) == accessing)
        #expect(try error(#"{"command": ["set_property", "duration", 5]}"#) == accessing)
        #expect(try error(#"{"command": ["set", "volume", "loud"]}"#) == "error running command")
        #expect(try error(#"{"command": ["cycle", "duration"]}"#) == "error running command")
        // Nothing broke: the player still answers.
        #expect(try error(#"{"command": ["get_property", "pause"]}"#) == "success")
    }

    @Test func anUnavailablePropertyIsAnErrorAndItsStringFormIsNull() throws {
        let ipc = try IPCTestSession()
        let client = ipc.connect()
        _ = ipc.send(#"{"command": ["set_property", "sid", false]}"#, from: client)
        #expect(
            ipc.send(#"{"command": ["get_property", "sub-text"]}"#, from: client)
                == [#"{"request_id":0,"error":"property unavailable"}"#])
        // As mpv's input/ipc.c answers get_property_string of a property with no value.
        #expect(
            ipc.send(#"{"command": ["get_property_string", "sub-text"]}"#, from: client)
                == [#"{"data":null,"request_id":0,"error":"success"}"#])
        #expect(
            ipc.send(#"{"command": ["get_property_string", "volume"]}"#, from: client)
                == [#"{"data":"100.000000","request_id":0,"error":"success"}"#])
        #expect(
            ipc.send(#"{"command": ["get_property_string", "pause"]}"#, from: client)
                == [#"{"data":"no","request_id":0,"error":"success"}"#])
    }

    @Test func mpvsJSONExtensionsAndTextCommandsAreRead() throws {
        let ipc = try IPCTestSession()
        let client = ipc.connect()
        // ipc.rst, "JSON extensions": unquoted keys, "=", a trailing comma, \x escapes.
        #expect(
            ipc.send(
                #"{ command = ["get_property", "media-title",], request_id = 3, }"#, from: client)
                == [#"{"data":"Long Feature","request_id":3,"error":"success"}"#])
        #expect(
            ipc.send(#"{"command": ["get_property", "\x70ause"]}"#, from: client)
                == [#"{"data":false,"request_id":0,"error":"success"}"#])
        // Empty lines and comments are ignored; a line not starting with { is a text command,
        // run without a reply.
        #expect(ipc.send("", from: client) == [])
        #expect(ipc.send("# a comment", from: client) == [])
        #expect(ipc.send("set pause yes", from: client) == [])
        #expect(ipc.player.state.playback == .paused)
        #expect(
            ipc.send(#"seek "1:00" absolute"#, from: client) == [
                #"{"event":"seek"}"#, #"{"event":"playback-restart"}"#,
            ])
        #expect(ipc.player.position == .seconds(60))
    }

    @Test func asyncCommandsAnswerInMPVsCommandReplyForm() throws {
        let ipc = try IPCTestSession()
        let client = ipc.connect()
        // ipc.rst: {"request_id":123,"error":"success","data":null}.
        let lines = ipc.send(
            #"{"command": ["seek", 5, "absolute"], "request_id": 123, "async": true}"#,
            from: client)
        #expect(lines.first == #"{"request_id":123,"error":"success","data":null}"#)
        // get_property is answered as it always is.
        #expect(
            ipc.send(
                #"{"command": ["get_property", "time-pos"], "request_id": 4, "async": true}"#,
                from: client) == [#"{"data":5.0,"request_id":4,"error":"success"}"#])
    }

    @Test func namedArgumentsAndUnderscoresReadAsMPVReadsThem() throws {
        let ipc = try IPCTestSession()
        let client = ipc.connect()
        let reply = try ipc.request(
            #"{"command": {"name": "seek", "target": 30, "flags": "absolute"}}"#, from: client
        ).reply
        #expect(reply.text == #"{"data":null,"request_id":0,"error":"success"}"#)
        #expect(ipc.player.position == .seconds(30))
        let unknownArgument = try ipc.request(
            #"{"command": {"name": "seek", "target": 30, "speed": 2}}"#, from: client
        ).reply
        #expect(unknownArgument[member: "error"]?.text == #""invalid parameter""#)
        _ = try ipc.request(#"{"command": ["ap_first"]}"#, from: client)
        #expect(ipc.player.screenReader?.focus == .control(.close))
    }

    @Test func theJSONReaderKeepsIntegersApartFromNumbers() throws {
        #expect(try JSONValue(parsing: "12").text == "12")
        #expect(try JSONValue(parsing: "-12.5").text == "-12.5")
        #expect(try JSONValue(parsing: "1e2").text == "100.0")
        #expect(try JSONValue(parsing: #""caf\u00e9 \ud83d\ude00""#).text == #""café 😀""#)
        #expect(try JSONValue(parsing: "[1, 2,]").text == "[1,2]")
        #expect(try JSONValue(parsing: "{a_1 = null}").text == #"{"a_1":null}"#)
        #expect(throws: JSONParseError.self) { try JSONValue(parsing: "[1 2]") }
        #expect(throws: JSONParseError.self) { try JSONValue(parsing: #""open"#) }
        #expect(throws: JSONParseError.self) { try JSONValue(parsing: "-") }
        #expect(throws: JSONParseError.self) {
            try JSONValue(
                parsing: String(repeating: "[", count: 60) + String(repeating: "]", count: 60))
        }
    }

    @Test func onlyLoopbackAddressesAreServedOverTCP() throws {
        #expect(
            try IPCEndpoint(serverAddress: "tcp:127.0.0.1:9000")
                == .tcp(host: "127.0.0.1", port: 9000))
        #expect(
            try IPCEndpoint(serverAddress: "tcp:localhost:0") == .tcp(host: "127.0.0.1", port: 0))
        #expect(try IPCEndpoint(serverAddress: "tcp:[::1]:9000") == .tcp(host: "::1", port: 9000))
        #expect(
            try IPCEndpoint(serverAddress: "/tmp/player.sock")
                == .unixSocket(path: "/tmp/player.sock"))
        for refused in [
            "tcp:0.0.0.0:9000", "tcp:192.168.1.2:9000", "tcp:example.com:9000", "tcp:[::]:9000",
        ] {
            #expect(throws: IPCEndpointError.self, "\(refused)") {
                try IPCEndpoint(serverAddress: refused)
            }
        }
        #expect(throws: IPCEndpointError.self) { try IPCEndpoint(serverAddress: "tcp:127.0.0.1") }
    }
}
