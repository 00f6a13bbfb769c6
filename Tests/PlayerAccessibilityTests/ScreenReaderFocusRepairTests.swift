import PlayerAccessibility
import PlayerCore
import Testing

/// When the element under the cursor leaves the tree, the cursor moves to one that is still
/// there, never to a hidden one.
@Suite("The cursor's repair after its element hides")
struct ScreenReaderFocusRepairTests {
    /// Without a screen reader the hidden controls leave nothing in reach (Show controls is
    /// shown only to a screen reader), so a cursor a script put on Close has nowhere to go.
    @Test func withoutAScreenReaderTheCursorDoesNotLandOnHiddenShowControls() throws {
        var state = Demo.openedState()
        _ = state.apply(.screenReaderChanged(false), at: .zero)
        _ = state.apply(.play, at: .zero)
        var reader = ScreenReader()
        let shown = ControlModel(state: state, language: .english)
        #expect(reader.focus(on: .control(.close), in: shown) != nil)

        _ = state.apply(.tick, at: .seconds(6))
        let hidden = ControlModel(state: state, language: .english)
        reader.follow(hidden)
        let landed = reader.focus.flatMap { hidden.element($0) }
        #expect(
            landed.map { !$0.isHidden } ?? true,
            "cursor on hidden \(String(describing: landed?.id))")
        #expect(reader.focus == nil)
    }

    /// With one, the cursor falls back to Show controls, the one element left.
    @Test func withAScreenReaderTheCursorFallsBackToShowControls() throws {
        var state = Demo.openedState()
        _ = state.apply(.play, at: .zero)
        var reader = ScreenReader()
        #expect(
            reader.focus(on: .control(.close), in: ControlModel(state: state, language: .english))
                != nil)
        _ = state.apply(.tick, at: .seconds(16))
        reader.follow(ControlModel(state: state, language: .english))
        #expect(reader.focus == .control(.showControls))
    }
}
