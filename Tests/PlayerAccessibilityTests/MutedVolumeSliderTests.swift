import PlayerAccessibility
import PlayerCore
import Testing

/// While muted the volume slider reads 0%, and moving it unmutes from the level kept, as
/// Video.js's volume bar does: its aria-valuenow and aria-valuetext are 0 while the player is
/// muted (`updateARIAAttributes`), and `stepForward` / `stepBack` unmute before they move the
/// level by a tenth (src/js/control-bar/volume-control/volume-bar.js).
@Suite struct MutedVolumeSliderTests {
    /// The demo playing at 6:39, the volume at 100%, then muted.
    private func mutedState() -> PlayerState {
        var state = Demo.playingAt399()
        _ = state.apply(.mute, at: .seconds(399))
        return state
    }

    /// Zero percent as each locale writes a percentage (the control table's "70 %").
    private static let zeroPercent: [PlayerLanguage: String] = [
        .english: "0%", .spanish: "0 %", .french: "0 %", .german: "0 %",
    ]

    @Test(arguments: PlayerLanguage.allCases)
    func theMutedSliderReadsZero(language: PlayerLanguage) throws {
        let model = ControlModel(state: mutedState(), language: language)
        let expected = try #require(Self.zeroPercent[language])
        #expect(plain(model.element(.volumeLevel).value) == expected)
        #expect(model.element(.volume).label == language.string(.unmute))
    }

    /// Swiping up on the muted slider unmutes at the level kept plus a tenth (100% stays
    /// 100%); swiping down unmutes a tenth below it.
    @Test(arguments: PlayerLanguage.allCases, [true, false])
    func movingTheMutedSliderUnmutes(language: PlayerLanguage, increment: Bool) throws {
        var state = mutedState()
        let model = ControlModel(state: state, language: language)
        let command = try #require(
            model.adjustmentCommand(for: .control(.volumeLevel), increment: increment))
        let reduction = state.apply(command, at: .seconds(399))
        let level = increment ? 1.0 : 0.9
        #expect(reduction.effects == [.setOutputVolume(level)])
        #expect(!state.isMuted)
        var moved = model
        moved.update(&state)
        let percent = increment ? "100" : "90"
        let expected = language == .english ? percent + "%" : percent + " %"
        #expect(plain(moved.element(.volumeLevel).value) == expected)
        #expect(moved.element(.volume).label == language.string(.mute))
    }
}
