import PlayerAccessibility
import PlayerCore
import Testing

@Test func aTickWithinTheSameSecondChangesNothing() {
    var model = ControlModel(state: Demo.playingAt399(), language: .english)
    let changes = model.tick(at: MediaTime(seconds: 399, milliseconds: 500))
    #expect(changes.isEmpty)
    #expect(changes.position == MediaTime(seconds: 399, milliseconds: 500))
}

@Test func aNewSecondChangesOnlyTheTime() {
    var model = ControlModel(state: Demo.playingAt399(), language: .english)
    let changes = model.tick(at: .seconds(400))
    #expect(changes.changedControls == ControlSet(.time))
    #expect(model.element(.time).label == "6 minutes, 40 seconds of 10 minutes, 26 seconds")
    #expect(model.element(.time).visibleText == "06:40 / 10:26")
}

@Test func aNewPercentChangesTheSlider() {
    var model = ControlModel(state: Demo.playingAt399(), language: .english)
    // The slider rounds: from 64.5% of 626 s (403.77 s) it reads 65%.
    #expect(model.tick(at: .seconds(403)).changedControls == ControlSet(.time))
    #expect(
        model.tick(at: .seconds(404)).changedControls == [ControlSet(.time), ControlSet(.slider)])
    #expect(model.element(.slider).value == "65%")
}

@Test func reachingTheEndDimsForward() {
    var model = ControlModel(state: Demo.playingAt399(), language: .english)
    let changes = model.tick(at: Demo.duration)
    #expect(changes.changedControls.contains(.forward))
    #expect(model.element(.forward).traits.contains(.notEnabled))
}

@Test func ticksMatchAFreshModelOfTheSameState() {
    var state = Demo.playingAt399()
    var model = ControlModel(state: state, language: .german)
    for second in stride(from: Int64(399), through: 626, by: 7) {
        state.mirror(position: .seconds(second))
        _ = model.tick(at: .seconds(second))
        #expect(model.allElements == ControlModel(state: state, language: .german).allElements)
    }
}

@Test func frameByFrameTicksMatchAFreshModelAcrossSecondAndPercentBoundaries() {
    var state = Demo.playingAt399()
    var model = ControlModel(state: state, language: .english)
    // 250 ms frames cross whole seconds and the slider's rounding boundary 64.5% (403.77 s).
    for frame in Int64(0)..<48 {
        let time = MediaTime(microseconds: 398_000_000 + frame * 250_000)
        state.mirror(position: time)
        _ = model.tick(at: time)
        #expect(model.allElements == ControlModel(state: state, language: .english).allElements)
    }
}

@Test func ticksReportTheCaptionsOnScreen() {
    var state = Demo.playingAt399()
    _ = state.apply(.selectCaptions(.track(Demo.englishSDH.id)), at: .seconds(399))
    let cues = [
        Cue(start: .seconds(400), end: .seconds(402), text: "[door creaks]"),
        Cue(start: .seconds(401), end: .seconds(403), text: "Who's there?"),
    ]
    var model = ControlModel(
        state: state, language: .english, captionCues: [Demo.englishSDH.id: cues])
    #expect(!model.tick(at: MediaTime(seconds: 399, milliseconds: 900)).captionsChanged)
    #expect(model.tick(at: .seconds(400)).captionsChanged)
    #expect(model.tick(at: MediaTime(seconds: 401, milliseconds: 500)).captionsChanged)
    #expect(model.activeCues.map(\.text) == ["[door creaks]", "Who's there?"])
    #expect(model.tick(at: .seconds(402)).captionsChanged)
    #expect(model.activeCueIndices == [1])
    #expect(!model.tick(at: MediaTime(seconds: 402, milliseconds: 500)).captionsChanged)
    #expect(model.tick(at: .seconds(403)).captionsChanged)
    #expect(model.activeCues.isEmpty)
    #expect(model.tick(at: MediaTime(seconds: 400, milliseconds: 1)).captionsChanged)
    #expect(model.activeCues.map(\.text) == ["[door creaks]"])
}

@Test func theNextCaptionBoundaryFollowsTicksNewCuesAndTheTrackChoice() {
    var state = Demo.playingAt399()
    _ = state.apply(.selectCaptions(.track(Demo.englishSDH.id)), at: .seconds(399))
    let cues = [
        Cue(start: .seconds(400), end: .seconds(403), text: "[door creaks]"),
        Cue(start: .seconds(401), end: .seconds(402), text: "Who's there?"),
    ]
    var model = ControlModel(
        state: state, language: .english, captionCues: [Demo.englishSDH.id: cues])
    // The next start or end after the tick: a cue shows from its start up to its end.
    #expect(model.nextCaptionBoundary == .seconds(400))
    _ = model.tick(at: MediaTime(seconds: 400, milliseconds: 500))
    #expect(model.nextCaptionBoundary == .seconds(401))
    _ = model.tick(at: MediaTime(seconds: 401, milliseconds: 500))
    #expect(model.nextCaptionBoundary == .seconds(402))
    _ = model.tick(at: .seconds(402))
    #expect(model.nextCaptionBoundary == .seconds(403))
    _ = model.tick(at: .seconds(403))
    #expect(model.nextCaptionBoundary == nil)
    model.setCaptionCues(
        [Cue(start: .seconds(410), end: .seconds(411), text: "Later")], for: Demo.englishSDH.id)
    #expect(model.nextCaptionBoundary == .seconds(410))
    _ = state.apply(.selectCaptions(.off), at: .seconds(399))
    state.mirror(position: .seconds(403))
    model.update(&state)
    #expect(model.nextCaptionBoundary == nil)
}

@Test func updateReportsTheControlsACommandChanged() {
    var state = Demo.playingAt399()
    var model = ControlModel(state: state, language: .english)
    _ = state.apply(.pause, at: .seconds(399))
    #expect(model.update(&state) == ControlSet(.playPause))
    // Muting changes the button and the level, which reads 0% while muted.
    _ = state.apply(.toggleMute, at: .seconds(399))
    #expect(model.update(&state) == [ControlSet(.volume), ControlSet(.volumeLevel)])
    #expect(model.element(.volume).label == "Unmute")
}
