import PlayerAccessibility
import PlayerCore
import PlayerSession
import PlayerTesting
import Testing

/// The Full Keyboard Access ring is reported when it moves to another element or its
/// element comes to read another label, never for a new value alone: the ring and the model
/// mark those changes where they make them (issue 36), with no copy of what was reported.
@Suite("Reporting the keyboard focus ring")
struct KeyboardRingReportTests {
    private let english = PlayerLanguage.english

    /// A session over the one-cue program without a screen reader.
    private func driver() throws -> SessionDriver {
        try SessionDriver(
            source: OneCueProgram.source,
            configuration: SessionConfiguration(screenReaderRunning: false))
    }

    /// The ring reports among `outputs`: the element and its text.
    private func ringReports(_ outputs: [SessionOutput]) -> [AssistiveReport] {
        outputs.compactMap { output in
            guard case .log(let logged) = output, case .assistive(let report) = logged.event,
                report.kind == .keyboardFocus
            else { return nil }
            return report
        }
    }

    /// Presses Tab until the ring is on `target` (at most 20 times), at host time `time`.
    private func tab(to target: ElementID, in driver: inout SessionDriver, at time: HostTime) {
        var presses = 0
        while driver.session.keyboard?.focus != target, presses < 20 {
            driver.handle(.action(.assistive(.key(.tab))), at: time)
            presses += 1
        }
    }

    @Test func eachTabMoveIsReportedAndATabBackToo() throws {
        var driver = try driver()
        let first = driver.handle(.action(.assistive(.key(.tab))), at: .zero)
        #expect(ringReports(first).map(\.element) == [Control.close.identifier])
        let second = driver.handle(.action(.assistive(.key(.tab))), at: .zero)
        #expect(ringReports(second).map(\.element) == [Control.rewind.identifier])
        let back = driver.handle(.action(.assistive(.key(.shiftTab))), at: .zero)
        #expect(ringReports(back).map(\.element) == [Control.close.identifier])
    }

    @Test func aNewLabelOnTheFocusedControlIsReported() throws {
        var driver = try driver()
        tab(to: .control(.playPause), in: &driver, at: .zero)
        #expect(driver.session.keyboard?.focus == .control(.playPause))
        // A command that is no key relabels the button under the ring: Play becomes Pause.
        let played = driver.handle(.command(.play), at: .zero)
        #expect(ringReports(played).map(\.text) == [english.string(.pause)])
        let paused = driver.handle(.command(.pause), at: .seconds(1))
        #expect(ringReports(paused).map(\.text) == [english.string(.play)])
    }

    @Test func aNewValueAloneOnTheFocusedControlIsNotReported() throws {
        var driver = try driver()
        driver.handle(.command(.play), at: .zero)
        tab(to: .control(.slider), in: &driver, at: .zero)
        #expect(driver.session.keyboard?.focus == .control(.slider))
        // Three seconds of playing move the slider's value (0% to 5% of a minute), not its label.
        let ticked = driver.handle(.tick, at: .seconds(3))
        let sliderChanged = ticked.contains { output in
            guard case .log(let logged) = output,
                case .elementChanged(let id, _, _) = logged.event
            else { return false }
            return id == Control.slider.identifier
        }
        #expect(sliderChanged)
        #expect(ringReports(ticked).isEmpty)
        // Nor does a command that changes only the value under the ring.
        tab(to: .control(.volumeLevel), in: &driver, at: .seconds(3))
        let lowered = driver.handle(.command(.setVolume(0.5)), at: .seconds(3))
        #expect(driver.session.state.volume == 0.5)
        #expect(ringReports(lowered).isEmpty)
    }

    @Test func anArrowKeysNewValueUnderTheRingIsReportedWithTheKey() throws {
        var driver = try driver()
        tab(to: .control(.volumeLevel), in: &driver, at: .zero)
        let lowered = driver.handle(.action(.assistive(.key(.down))), at: .zero)
        let volume = driver.session.model.element(.volumeLevel)
        #expect(driver.session.state.volume < 1)
        #expect(ringReports(lowered).map(\.text) == [volume.label + ", " + volume.value])
        // On the slider the key seeks, and the step waits for the source's answer: the new
        // value is told with the key all the same, once.
        tab(to: .control(.slider), in: &driver, at: .zero)
        let forward = driver.handle(.action(.assistive(.key(.right))), at: .zero)
        let slider = driver.session.model.element(.slider)
        #expect(driver.session.position > .zero)
        #expect(ringReports(forward).map(\.text) == [slider.label + ", " + slider.value])
    }

    @Test func aPanelRebuiltWithTheSameLabelsIsNotReported() throws {
        var driver = try driver()
        tab(to: .control(.subtitles), in: &driver, at: .zero)
        // Space opens Closed Captions: the ring goes to its first option, Off, selected.
        let opened = driver.handle(.action(.assistive(.key(.space))), at: .zero)
        let off = ElementID.option(.closedCaptions, index: 0)
        #expect(ringReports(opened).map(\.element) == [off.identifier])
        // Choosing English rebuilds the panel: Off keeps its label and loses its selection.
        let chosen = driver.handle(
            .command(.selectCaptions(.track(OneCueProgram.english.id))), at: .zero)
        #expect(driver.session.state.captions == .track(OneCueProgram.english.id))
        #expect(driver.session.keyboard?.focus == off)
        #expect(ringReports(chosen).isEmpty)
    }

    @Test func aRenamedPanelEntryUnderTheRingIsReported() throws {
        var driver = try driver()
        driver.handle(.action(.assistive(.key(.tab))), at: .zero)
        driver.handle(.command(.openPanel(.playbackSpeed)), at: .zero)
        // A remote client's rate adds a custom entry, selected, which Tab reaches.
        driver.handle(.command(.adjust(.rate(1.5))), at: .zero)
        let custom = ElementID.option(.playbackSpeed, index: 2)
        tab(to: custom, in: &driver, at: .zero)
        #expect(driver.session.keyboard?.focus == custom)
        // Another rate renames the entry under the ring.
        let renamed = driver.handle(.command(.adjust(.rate(2))), at: .zero)
        let reports = ringReports(renamed)
        #expect(reports.map(\.element) == [custom.identifier])
        #expect(
            reports.first?.text.hasPrefix(english.string(.customSpeed) + " 2.0×") == true,
            "\(reports)")
    }
}
