import PlayerAccessibility
import PlayerCore
import Testing

/// The second caption track's cue starts and ends are instants where something changes, as
/// the chosen track's are: a clock stepping from boundary to boundary (and a client observing
/// mpv's `secondary-sub-text`) must not pass them.
@Suite struct SecondaryCaptionBoundaryTests {
    @Test func theSecondTracksCueStartAndEndAreAmongTheNextBoundaries() {
        var state = Demo.openedState()
        _ = state.apply(.selectCaptions(.track(Demo.englishSDH.id)), at: .zero)
        _ = state.apply(.adjust(.secondaryCaptions(Demo.spanishSubtitles.id)), at: .zero)
        _ = state.apply(.play, at: .zero)
        let english = Cue(start: .seconds(1), end: .seconds(4), text: "One to four")
        let spanish = Cue(start: .milliseconds(2_500), end: .seconds(3), text: "Dos y medio")
        var model = ControlModel(
            state: state, language: .english,
            captionCues: [Demo.englishSDH.id: [english], Demo.spanishSubtitles.id: [spanish]])
        _ = model.tick(at: .seconds(2))
        #expect(model.nextCaptionBoundary == .milliseconds(2_500))
        _ = model.tick(at: .milliseconds(2_500))
        #expect(model.secondaryCues(at: .milliseconds(2_500)).map(\.text) == ["Dos y medio"])
        #expect(model.nextCaptionBoundary == .seconds(3))
        _ = model.tick(at: .seconds(3))
        #expect(model.nextCaptionBoundary == .seconds(4))
    }
}
