import PlayerAccessibility
import PlayerCore
import PlayerSession
import PlayerTesting
import Testing

/// A one-minute program with no captions.
private let program = SyntheticSource(duration: .seconds(60), tracks: [], cues: [:])

private let withoutScreenReader = SessionConfiguration(screenReaderRunning: false)

/// What the assistive models do and say, fed to a session with no player and no media: the
/// session line naming the model that runs, and Full Keyboard Access acting on the state
/// after the time that passed before a key.
@Suite("The assistive models in a session")
struct AssistiveSessionTests {
    /// The session line of `driver`'s session, as the text log writes it.
    private func sessionLine(_ driver: SessionDriver) -> String {
        let first = driver.session.currentValues().first!
        return SpokenLogFormat.text.line(for: first)
    }

    @Test func theSessionLineSaysTheScriptsGesturesRunAScreenReaderCursor() throws {
        var driver = try SessionDriver(source: program, configuration: withoutScreenReader)
        driver.handle(.schedule(try PlayerScript(parsing: "at 2 next\nactivate")), at: .zero)
        // No screen reader runs, but the script's gestures start VoiceOver's cursor (its
        // wording) while the controls keep the timing of a player without one.
        #expect(
            sessionLine(driver).contains(
                ", screen reader VoiceOver (script gestures; controls timed as without one), "))
        guard case .sessionStarted(let report) = driver.session.currentValues().first?.event
        else {
            Issue.record("the first event is not the session line")
            return
        }
        #expect(report.screenReader == false)
        #expect(report.scriptGesturesStartCursor)
    }

    @Test func theSessionLineSaysOffWhenNothingStartsACursor() throws {
        var driver = try SessionDriver(source: program, configuration: withoutScreenReader)
        // Commands and keys start no screen-reader cursor.
        driver.handle(.schedule(try PlayerScript(parsing: "at 2 pause\nat 3 key tab")), at: .zero)
        #expect(sessionLine(driver).contains(", screen reader off, "))
        var configured = try SessionDriver(
            source: program,
            configuration: SessionConfiguration(
                screenReaderRunning: true, screenReaderKind: .talkBack))
        configured.handle(.schedule(try PlayerScript(parsing: "at 2 next")), at: .zero)
        #expect(sessionLine(configured).contains(", screen reader on (TalkBack), "))
    }

    /// The keyboard ring's reports after a key that does nothing, made 3 s after the last
    /// input: the step's tick moves the playback slider, the key does not.
    @Test func aKeyIsJudgedAgainstTheStateAfterTheTimeThatPassedBeforeIt() throws {
        var driver = try SessionDriver(source: program, configuration: withoutScreenReader)
        driver.handle(.command(.play), at: .zero)
        var presses = 0
        while driver.session.keyboard?.focus != .control(.slider), presses < 20 {
            driver.handle(.action(.assistive(.key(.tab))), at: .zero)
            presses += 1
        }
        #expect(driver.session.keyboard?.focus == .control(.slider))
        func ringReports(_ outputs: [SessionOutput]) -> [String] {
            outputs.compactMap { output in
                guard case .log(let logged) = output, case .assistive(let report) = logged.event,
                    report.kind == .keyboardFocus
                else { return nil }
                return report.text
            }
        }
        // Escape with no panel open does nothing: the ring says nothing, though the slider's
        // value moved (0% to 5%) in the tick before the key.
        let escaped = driver.handle(.action(.assistive(.key(.escape))), at: .seconds(3))
        #expect(driver.session.position == .seconds(3))
        #expect(ringReports(escaped) == [])
        // A key that moves the slider is reported with the new value.
        let moved = driver.handle(.action(.assistive(.key(.right))), at: .seconds(3))
        #expect(ringReports(moved).count == 1)
        #expect(driver.session.position > .seconds(3))
    }
}
