import PlayerCore
import Testing

@testable import accessible_player

@Suite("The interactive modes: Full Keyboard Access, Voice Control, the rotor")
struct InteractiveInputTests {
    let state = PlayerState()

    @Test func keyboardAccessTakesTabSpaceArrowsAndEscapeWhileOn() {
        var input = InteractiveInput()
        #expect(input.outcome(of: .tab, in: state) == .perform([.gesture(.next)]))
        #expect(input.outcome(of: .character("K"), in: state) == .prompt("Full Keyboard Access on"))
        #expect(input.outcome(of: .tab, in: state) == .perform([.assistive(.key(.tab))]))
        #expect(input.outcome(of: .space, in: state) == .perform([.assistive(.key(.space))]))
        #expect(input.outcome(of: .left, in: state) == .perform([.assistive(.key(.left))]))
        #expect(input.outcome(of: .escape, in: state) == .perform([.assistive(.key(.escape))]))
        #expect(input.outcome(of: .character("m"), in: state) == .perform([.command(.toggleMute)]))
        #expect(
            input.outcome(of: .character("K"), in: state) == .prompt("Full Keyboard Access off"))
        #expect(input.outcome(of: .space, in: state) == .perform([.command(.togglePlayPause)]))
    }

    @Test func aVoicePhraseIsTypedThenSaid() {
        var input = InteractiveInput()
        #expect(input.outcome(of: .character("v"), in: state) == .prompt("voice: "))
        for key in InteractiveKey.decode(Array("Tap Close".utf8)) {
            _ = input.outcome(of: key, in: state)
        }
        #expect(input.phrase == "Tap Close")
        #expect(input.outcome(of: .enter, in: state) == .perform([.assistive(.voice("Tap Close"))]))
        #expect(input.phrase == nil)
        _ = input.outcome(of: .character("v"), in: state)
        _ = input.outcome(of: .character("q"), in: state)  // typed, not quitting
        #expect(input.outcome(of: .escape, in: state) == .prompt(""))
        #expect(input.outcome(of: .interrupt, in: state) == .quit([]))
    }

    @Test func rAndBracketsWorkTheRotor() {
        var input = InteractiveInput()
        #expect(
            input.outcome(of: .character("r"), in: state)
                == .perform([.assistive(.rotor(.turn(clockwise: true)))]))
        #expect(
            input.outcome(of: .character("["), in: state)
                == .perform([.assistive(.rotor(.move(forward: false, nil)))]))
    }
}
