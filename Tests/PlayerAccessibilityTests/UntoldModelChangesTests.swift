import PlayerAccessibility
import PlayerCore
import PlayerTesting
import Testing

/// A one-minute source with two chapters, 0–20 s and 20–60 s.
private let chaptered = SyntheticSource(
    duration: .seconds(60), tracks: [],
    chapters: [
        MediaChapter(start: .zero, end: .seconds(20), title: "Opening"),
        MediaChapter(start: .seconds(20), end: .seconds(60), title: "Story"),
    ])

/// A model of `state` over the chaptered source's catalog, its opening taken as told.
private func model(of state: PlayerState) throws -> ControlModel {
    let catalog = try chaptered.openReader().catalog
    var model = ControlModel(
        state: state, language: .english, layout: SkinLayout(skin: .standard, catalog: catalog))
    _ = model.takeUntoldChanges()
    return model
}

/// A state playing the chaptered source from host time zero, with `panel` open if any.
private func playingState(panel: Panel? = nil) -> PlayerState {
    var state = PlayerState()
    _ = state.apply(.sourceOpened(SourceDescription(duration: .seconds(60))), at: .zero)
    _ = state.apply(.play, at: .zero)
    if let panel {
        _ = state.apply(.openPanel(panel), at: .zero)
    }
    return state
}

/// The model marks a label, value or chapter change where it makes it, so its holder tells
/// exactly those (issue 36): a change of traits or visibility alone is no new label.
@Suite("A control model's untold changes")
struct UntoldModelChangesTests {
    @Test func aNewSecondRelabelsTheTimeOnceUntilTaken() throws {
        var model = try model(of: playingState())
        // Within the first second and the slider's first half percent (0.3 s of 60 s), no
        // word changes.
        _ = model.tick(at: .milliseconds(200))
        #expect(model.untoldChanges.relabeledControls.isEmpty)
        _ = model.tick(at: .seconds(1))
        #expect(model.untoldChanges.relabeledControls.contains(.time))
        #expect(model.element(.time).label == "1 second of 1 minute")
        #expect(model.takeUntoldChanges().relabeledControls.contains(.time))
        #expect(model.untoldChanges == UntoldModelChanges())
    }

    @Test func hidingTheControlsChangesElementsButNoLabel() throws {
        var state = playingState()
        var model = try model(of: state)
        _ = model.tick(at: .seconds(5))
        _ = model.takeUntoldChanges()
        // Five seconds untouched: the controls hide (the elements change), their words do not.
        _ = state.apply(.tick, at: .seconds(5))
        #expect(!state.controlsVisible)
        let changed = model.update(&state)
        #expect(changed.contains(.playPause))
        #expect(model.untoldChanges.relabeledControls.isEmpty)
    }

    @Test func aNewValueAloneIsNoNewLabel() throws {
        var model = try model(of: playingState())
        // At 0.3 s of 60 s the slider reads 1%: a new value, the same label.
        _ = model.tick(at: .milliseconds(300))
        #expect(model.untoldChanges.relabeledControls == ControlSet(.slider))
        #expect(model.untoldChanges.controlsWithNewLabel.isEmpty)
        #expect(!model.untoldChanges.hasNewLabel(.control(.slider)))
        // A new second is a new label of the time.
        _ = model.tick(at: .seconds(1))
        #expect(model.untoldChanges.hasNewLabel(.control(.time)))
        #expect(model.takeUntoldChanges().controlsWithNewLabel == ControlSet(.time))
    }

    @Test func pausingRenamesPlayPause() throws {
        var state = playingState()
        var model = try model(of: state)
        _ = state.apply(.pause, at: .seconds(1))
        model.update(&state)
        #expect(model.element(.playPause).label == PlayerLanguage.english.string(.play))
        #expect(model.untoldChanges.hasNewLabel(.control(.playPause)))
    }

    @Test func aPanelRebuiltWithTheSameLabelsMarksNoNewLabel() throws {
        var state = playingState(panel: .playbackSpeed)
        var model = try model(of: state)
        // Slow motion moves the selection from Normal speed to Slow motion: values change.
        _ = state.apply(.slowMotion(.on), at: .seconds(1))
        model.update(&state)
        #expect(model.panelElements.count > 2)
        #expect(model.untoldChanges.panelElementsWithNewLabel.isEmpty)
        #expect(!model.untoldChanges.hasNewLabel(.option(.playbackSpeed, index: 0)))
    }

    @Test func aRenamedPanelEntryIsMarked() throws {
        var state = playingState(panel: .playbackSpeed)
        _ = state.apply(.adjust(.rate(1.5)), at: .zero)
        var model = try model(of: state)
        let custom = ElementID.option(.playbackSpeed, index: 2)
        let customName = PlayerLanguage.english.string(.customSpeed)
        #expect(model.element(custom)?.label == customName + " 1.5×")
        _ = state.apply(.adjust(.rate(2)), at: .seconds(1))
        model.update(&state)
        #expect(model.element(custom)?.label == customName + " 2.0×")
        #expect(model.untoldChanges.panelElementsWithNewLabel == [custom])
        #expect(model.untoldChanges.hasNewLabel(custom))
    }

    @Test func anotherPanelOpeningMarksNoNewLabel() throws {
        var state = playingState(panel: .playbackSpeed)
        var model = try model(of: state)
        _ = state.apply(.openPanel(.settings), at: .seconds(1))
        model.update(&state)
        #expect(model.panelElements.first?.id == .panelHeader(.settings))
        #expect(model.untoldChanges.panelElementsWithNewLabel.isEmpty)
    }

    @Test func crossingAChapterStartMarksTheChapterChanged() throws {
        var model = try model(of: playingState())
        _ = model.tick(at: .seconds(19))
        #expect(!model.untoldChanges.chapterChanged)
        _ = model.tick(at: .seconds(20))
        #expect(model.untoldChanges.chapterChanged)
        #expect(model.currentChapterIndex == 1)
        _ = model.takeUntoldChanges()
        _ = model.tick(at: .seconds(21))
        #expect(!model.untoldChanges.chapterChanged)
    }
}
