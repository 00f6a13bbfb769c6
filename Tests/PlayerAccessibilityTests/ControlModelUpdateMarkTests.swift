import PlayerAccessibility
import PlayerCore
import Testing

/// The model rebuilds its elements when the state it takes marks a change beyond time, and
/// takes that mark; time passing alone leaves none, so the update is as cheap as a tick
/// (issue 36: no comparison of the whole state).
@Suite("A control model takes the state's mark of a change beyond time")
struct ControlModelUpdateMarkTests {
    private let english = PlayerLanguage.english

    @Test func turningCaptionsOnShowsInTheSubtitlesElement() {
        var state = Demo.playingAt399()
        var model = ControlModel(state: state, language: english)
        model.update(&state)
        #expect(model.element(.subtitles).value == english.string(.off))
        _ = state.apply(.selectCaptions(.track(Demo.englishSDH.id)), at: .seconds(399))
        #expect(state.hasChangeBeyondTime)
        #expect(model.update(&state).contains(.subtitles))
        #expect(model.element(.subtitles).value == english.string(.on))
        #expect(!state.hasChangeBeyondTime)
    }

    @Test func timePassingLeavesNoMarkAndChangesOnlyTheTimedControls() {
        var state = Demo.playingAt399()
        var model = ControlModel(state: state, language: english)
        model.update(&state)
        // Five seconds later (the controls, shown at 399 s, stay up longer with a screen
        // reader): the time and the slider move, nothing else.
        _ = state.apply(.tick, at: .seconds(404))
        #expect(state.position == .seconds(404))
        #expect(state.controlsVisible)
        #expect(!state.hasChangeBeyondTime)
        #expect(model.update(&state) == [ControlSet(.time), ControlSet(.slider)])
        #expect(model.element(.time).visibleText == "06:44 / 10:26")
    }
}
