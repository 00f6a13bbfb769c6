import PlayerCore
import PlayerEngine
import PlayerSession
import Testing

/// Script and command-line times too large for the timeline, which once trapped the parser:
/// now they are no time, and a script saying one is refused at its line.
@Suite struct ScriptTimeRobustnessTests {
    @Test(
        "Times out of range are no time",
        arguments: [
            "9999999999999:00", "99999999999999", "9999999999999h", "2562047789:00:00",
            "99999999999999999999", "1h99999999999999m", "99999999999999999:00:00",
        ])
    func outOfRange(_ text: String) {
        #expect(MediaTime(scriptText: text) == nil)
    }

    @Test func timesInRangeReadAsBefore() {
        #expect(MediaTime(scriptText: "90") == .seconds(90))
        #expect(MediaTime(scriptText: "01:30.5") == .milliseconds(90_500))
        #expect(MediaTime(scriptText: "1:02:03.004") == .milliseconds(3_723_004))
        #expect(MediaTime(scriptText: "1m30s") == .seconds(90))
        #expect(MediaTime(scriptText: "2.5s") == .milliseconds(2_500))
        #expect(MediaTime(scriptText: "2562047788:00:00") != nil)
        #expect(MediaTime(scriptText: "-5") == nil)
        #expect(MediaTime(scriptText: "1:60:00") == nil)
    }

    @Test func aScriptLineWithATimeOutOfRangeIsRefused() {
        #expect(throws: PlayerScriptError(line: 2, message: "\"9999999999999:00\" is not a time")) {
            try PlayerScript(parsing: "play\nat 9999999999999:00 next\n")
        }
        #expect(throws: PlayerScriptError(line: 1, message: "\"99999999999999\" is not a time")) {
            try PlayerScript(parsing: "seek 99999999999999")
        }
    }
}
