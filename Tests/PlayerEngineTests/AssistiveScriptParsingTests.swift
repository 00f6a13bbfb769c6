import PlayerAccessibility
import PlayerEngine
import PlayerSession
import Testing

/// The script commands of the rotor, Full Keyboard Access and Voice Control.
@Suite struct AssistiveScriptParsingTests {
    @Test func readsTheRotorKeysAndVoicePhrases() throws {
        let script = try PlayerScript(
            parsing: """
                rotor
                rotor back
                rotor headings
                rotor next heading
                rotor previous
                rotor next controls
                rotor adjustable values
                rotor "Viewing options"
                tab
                shift-tab
                key space
                key escape
                voice "Tap Subtitles"
                voice Tap 2
                show names
                hide numbers
                tap
                """)
        let expected: [ScriptAction] = [
            .assistive(.rotor(.turn(clockwise: true))), .assistive(.rotor(.turn(clockwise: false))),
            .assistive(.rotor(.select(.headings))),
            .assistive(.rotor(.move(forward: true, .headings))),
            .assistive(.rotor(.move(forward: false, nil))),
            .assistive(.rotor(.move(forward: true, .controls))),
            .assistive(.rotor(.select(.adjustableValues))),
            .assistive(.rotor(.select(.named("Viewing options")))), .assistive(.key(.tab)),
            .assistive(.key(.shiftTab)), .assistive(.key(.space)), .assistive(.key(.escape)),
            .assistive(.voice("Tap Subtitles")), .assistive(.voice("Tap 2")),
            .assistive(.voice("show names")), .assistive(.voice("hide numbers")),
            // A tap alone is still a tap on the video.
            .command(.showControls),
        ]
        #expect(script.entries.map(\.action) == expected)
    }

    @Test(
        arguments: [
            (
                "key enter",
                "line 1: \"key\" takes one of tab, shift-tab, space, up, down, left, right, escape"
            ),
            ("voice", "line 1: \"voice\" needs a phrase"),
            ("tab 2", "line 1: \"tab\" takes no argument"),
            ("show everything", "line 1: unknown command \"show\""),
        ])
    func refusesAMalformedLine(text: String, message: String) {
        #expect {
            _ = try PlayerScript(parsing: text)
        } throws: { error in
            (error as? PlayerScriptError)?.description == message
        }
    }
}
