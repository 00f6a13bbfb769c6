import PlayerAccessibility
import PlayerCore
import Testing

/// The focus ring marks its own changes, so its holder reports it with no copy of what it
/// reported before (issue 36): a move to another element, or a new label on its element;
/// not a new value, not a key that leaves it where it is.
@Suite("A focus ring marks its own changes")
struct KeyboardFocusMarkTests {
    private let model = ControlModel(state: Demo.openedState(), language: .english)

    @Test func aMoveMarksTheRingUntilTold() {
        var ring = KeyboardFocus()
        #expect(!ring.hasUntoldChange)
        #expect(ring.press(.tab, in: model) == .moved)
        #expect(ring.hasUntoldChange)
        ring.markTold()
        #expect(!ring.hasUntoldChange)
        _ = ring.press(.shiftTab, in: model)
        #expect(ring.hasUntoldChange)
    }

    @Test func aKeyThatLeavesTheRingInPlaceMarksNothing() {
        var ring = KeyboardFocus()
        _ = ring.press(.tab, in: model)
        ring.markTold()
        // Escape with no panel open and Space on Close ask for commands; the ring stays.
        #expect(ring.press(.escape, in: model) == .none)
        #expect(ring.press(.space, in: model) == .command(.close))
        ring.follow(model)
        #expect(!ring.hasUntoldChange)
    }

    @Test func aNewLabelOnItsElementMarksTheRing() {
        var ring = KeyboardFocus()
        _ = ring.press(.tab, in: model)
        ring.markTold()
        var elsewhere = UntoldModelChanges()
        elsewhere.controlsWithNewLabel.insert(.time)
        elsewhere.relabeledControls.insert(.close)
        ring.noteChanges(elsewhere)
        #expect(!ring.hasUntoldChange)
        var relabeled = UntoldModelChanges()
        relabeled.controlsWithNewLabel.insert(.close)
        ring.noteChanges(relabeled)
        #expect(ring.hasUntoldChange)
    }

    @Test func aKeysNewValueIsMarkedApartFromTheRing() {
        var ring = KeyboardFocus()
        for _ in 0..<20 where ring.focus != .control(.volumeLevel) {
            _ = ring.press(.tab, in: model)
        }
        #expect(ring.focus == .control(.volumeLevel))
        ring.markTold()
        var lowered = UntoldModelChanges()
        lowered.relabeledControls.insert(.volumeLevel)
        // A new value with no key pressed (a command from elsewhere) is not the key's.
        ring.noteChanges(lowered)
        let unasked = ring.takeValueChangedByKey()
        #expect(!unasked)
        guard case .command = ring.press(.down, in: model) else {
            Issue.record("the down arrow on the volume level asks for no command")
            return
        }
        ring.noteChanges(lowered)
        #expect(!ring.hasUntoldChange)
        let adjusted = ring.takeValueChangedByKey()
        let again = ring.takeValueChangedByKey()
        #expect(adjusted)
        #expect(!again)
    }

    @Test func followingIntoAnOpenedPanelMarksTheRing() {
        var ring = KeyboardFocus()
        _ = ring.press(.tab, in: model)
        ring.markTold()
        var state = Demo.openedState()
        _ = state.apply(.openPanel(.closedCaptions), at: .zero)
        ring.follow(ControlModel(state: state, language: .english))
        #expect(ring.focus == .option(.closedCaptions, index: 0))
        #expect(ring.hasUntoldChange)
    }

    @Test func whetherTheRingWasToldIsNoPartOfItsValue() {
        var told = KeyboardFocus()
        _ = told.press(.tab, in: model)
        let untold = told
        told.markTold()
        #expect(told == untold)
    }
}
