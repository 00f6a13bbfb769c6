import PlayerCore
import PlayerEngine
import PlayerSession
import Testing

@Suite struct PlayerScriptParsingTests {
    @Test(
        arguments: [
            ("12", 12_000_000), ("01:30", 90_000_000), ("01:02:03", 3_723_000_000),
            ("00:12.5", 12_500_000), ("01:02:03.045", 3_723_045_000), ("90s", 90_000_000),
            ("1m30s", 90_000_000), ("1h2m", 3_720_000_000), ("2.25s", 2_250_000),
        ] as [(String, Int64)])
    func readsEveryTimeForm(text: String, microseconds: Int64) {
        #expect(MediaTime(scriptText: text) == MediaTime(microseconds: microseconds))
    }

    @Test(arguments: ["", "1:2:3:4", "00:75", "ten", "1s30m", "1.5m", "12.3456", "-3", "5x"])
    func refusesWhatIsNotATime(text: String) {
        #expect(MediaTime(scriptText: text) == nil)
    }

    @Test func placesCommandsWithAtAndWaitPrefixedOrAlone() throws {
        let script = try PlayerScript(
            parsing: """
                # start
                play
                at 00:12 forward
                wait 1m30s
                captions en   # a comment after a command

                seek 5
                at 2m
                volume 40%
                slowmo on
                captions 3
                audio fr
                magic-tap
                """)
        let expected: [(Int64, ScriptAction, Int)] = [
            (0, .command(.play), 2),
            (12, .command(.forward), 3),
            (102, .captions(.language("en")), 5),
            (102, .command(.seek(to: .seconds(5))), 7),
            (120, .command(.setVolume(0.4)), 9),
            (120, .command(.slowMotion(.on)), 10),
            (120, .captions(.id(TrackID(rawValue: 3))), 11),
            (120, .audio(.language("fr")), 12),
            (120, .gesture(.magicTap), 13),
        ]
        #expect(script.entries.map(\.time) == expected.map { .seconds($0.0) })
        #expect(script.entries.map(\.action) == expected.map(\.1))
        #expect(script.entries.map(\.line) == expected.map(\.2))
    }

    @Test(arguments: [
        ("play\njump 5", "line 2: unknown command \"jump\""),
        ("play\n\nat soon play", "line 3: \"soon\" is not a time"),
        ("volume 2", "line 1: \"2\" is not a volume (0 to 1, or a percent like 50%)"),
        ("slowmo maybe", "line 1: slowmo takes \"on\" or \"off\""),
        ("seek", "line 1: \"seek\" needs exactly one argument"),
        ("pause now", "line 1: \"pause\" takes no argument"),
        ("audio off", "line 1: audio cannot be turned off"),
        ("wait", "line 1: \"wait\" needs a time"),
    ])
    func reportsTheFirstBadLineWithItsNumber(text: String, message: String) {
        #expect(throws: PlayerScriptError.self) { try PlayerScript(parsing: text) }
        do {
            _ = try PlayerScript(parsing: text)
        } catch {
            #expect(error.description == message)
        }
    }
}
