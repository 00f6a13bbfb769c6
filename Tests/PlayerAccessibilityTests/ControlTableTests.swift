import Foundation
import PlayerAccessibility
import PlayerCore
import Testing

/// Text with no-break spaces (which Foundation puts in some locales' numbers and units) made
/// plain, since a screen reader speaks both alike.
func plain(_ text: String) -> String {
    text.replacingOccurrences(of: "\u{A0}", with: " ")
}

/// The demo playing at 6:39 of 10:26 (63.7%, which the slider rounds to 64%) with the volume
/// at 70%.
private func tableState() -> PlayerState {
    var state = Demo.playingAt399()
    _ = state.apply(.setVolume(0.7), at: .seconds(399))
    return state
}

private let expectedTables: [PlayerLanguage: [(Control, String, String)]] = [
    .english: [
        (.close, "Close", ""), (.title, "Demo Feature, 2024-05-01", ""),
        (.rewind, "Rewind 10 seconds", ""), (.playPause, "Pause", ""),
        (.forward, "Forward 10 seconds", ""), (.slider, "Playback slider", "64%"),
        (.time, "6 minutes, 39 seconds of 10 minutes, 26 seconds", ""),
        (.volume, "Mute", ""), (.volumeLevel, "Volume", "70%"),
        (.slowMotion, "Slow motion", "Off"), (.lock, "Lock screen", ""),
        (.subtitles, "Subtitles", "Off"), (.settings, "Player settings", ""),
    ],
    .spanish: [
        (.close, "Cerrar", ""), (.title, "Demo Feature, 2024-05-01", ""),
        (.rewind, "Retroceder 10 segundos", ""), (.playPause, "Pausar", ""),
        (.forward, "Avanzar 10 segundos", ""), (.slider, "Barra de reproducción", "64 %"),
        (.time, "6 minutos y 39 segundos de 10 minutos y 26 segundos", ""),
        (.volume, "Silenciar", ""), (.volumeLevel, "Volumen", "70 %"),
        (.slowMotion, "Cámara lenta", "Desactivado"), (.lock, "Bloquear pantalla", ""),
        (.subtitles, "Subtítulos", "Desactivado"), (.settings, "Ajustes del reproductor", ""),
    ],
    .french: [
        (.close, "Fermer", ""), (.title, "Demo Feature, 2024-05-01", ""),
        (.rewind, "Reculer de 10 secondes", ""), (.playPause, "Mettre en pause", ""),
        (.forward, "Avancer de 10 secondes", ""), (.slider, "Curseur de lecture", "64 %"),
        (.time, "6 minutes et 39 secondes sur 10 minutes et 26 secondes", ""),
        (.volume, "Couper le son", ""), (.volumeLevel, "Niveau sonore", "70 %"),
        (.slowMotion, "Ralenti", "Désactivé"), (.lock, "Verrouiller l’écran", ""),
        (.subtitles, "Sous-titres", "Désactivé"), (.settings, "Réglages du lecteur", ""),
    ],
    .german: [
        (.close, "Schließen", ""), (.title, "Demo Feature, 2024-05-01", ""),
        (.rewind, "10 Sekunden zurück", ""), (.playPause, "Anhalten", ""),
        (.forward, "10 Sekunden vor", ""), (.slider, "Wiedergaberegler", "64 %"),
        (.time, "6 Minuten und 39 Sekunden von 10 Minuten und 26 Sekunden", ""),
        (.volume, "Stummschalten", ""), (.volumeLevel, "Lautstärke", "70 %"),
        (.slowMotion, "Zeitlupe", "Aus"), (.lock, "Bildschirm sperren", ""),
        (.subtitles, "Untertitel", "Aus"), (.settings, "Player-Einstellungen", ""),
    ],
]

@Test(arguments: PlayerLanguage.allCases)
func controlTableInEveryLanguage(language: PlayerLanguage) throws {
    let model = ControlModel(state: tableState(), language: language)
    let expected = try #require(expectedTables[language])
    #expect(model.visibleElements.map(\.id) == expected.map { ElementID.control($0.0) })
    for (control, label, value) in expected {
        let element = model.element(control)
        #expect(plain(element.label) == label, "\(language) \(control)")
        #expect(plain(element.value) == value, "\(language) \(control)")
    }
    #expect(model.element(.time).visibleText == "06:39 / 10:26")
}

@Test func traitsAndHintsFollowTheTable() {
    let model = ControlModel(state: tableState(), language: .english)
    #expect(model.element(.close).traits == .button)
    #expect(model.element(.close).hint == "Double tap to activate")
    #expect(model.element(.title).traits == .header)
    #expect(model.element(.title).hint == "")
    #expect(model.element(.slider).traits == [.adjustable, .updatesFrequently])
    #expect(model.element(.time).traits == [.staticText, .updatesFrequently])
    #expect(model.element(.volumeLevel).traits == .adjustable)
    // A button that opens a panel says whether the panel is shown.
    #expect(model.element(.subtitles).traits == [.button, .collapsed])
    #expect(model.element(.settings).traits == [.button, .collapsed])
}

@Test func playButtonSaysWhatItWillDo() {
    var state = Demo.openedState()
    #expect(ControlModel(state: state, language: .english).element(.playPause).label == "Play")
    _ = state.apply(.play, at: .zero)
    #expect(ControlModel(state: state, language: .english).element(.playPause).label == "Pause")
    _ = state.apply(.pause, at: .seconds(5))
    #expect(ControlModel(state: state, language: .english).element(.playPause).label == "Play")
    _ = state.apply(.play, at: .seconds(5))
    _ = state.apply(.tick, at: .seconds(700))
    let ended = ControlModel(state: state, language: .english)
    #expect(ended.element(.playPause).label == "Replay")
    #expect(ended.element(.forward).traits == [.button, .notEnabled])
    #expect(ended.element(.slider).value == "100%")
}

@Test func settingsShowInTheirButtons() {
    var state = tableState()
    _ = state.apply(.mute, at: .seconds(399))
    _ = state.apply(.slowMotion(.on), at: .seconds(399))
    _ = state.apply(.selectCaptions(.track(Demo.englishSDH.id)), at: .seconds(399))
    let model = ControlModel(state: state, language: .english)
    #expect(model.element(.volume).label == "Unmute")
    #expect(model.element(.slowMotion).value == "On")
    #expect(model.element(.subtitles).value == "On")
}

@Test func lockingLeavesOnlyUnlockAndTheTitle() {
    var state = tableState()
    _ = state.apply(.lock, at: .seconds(399))
    let model = ControlModel(state: state, language: .english)
    #expect(model.visibleElements.map(\.label) == ["Demo Feature, 2024-05-01", "Unlock screen"])
}

@Test func hiddenControlsLeaveOnlyShowControlsWhileAScreenReaderRuns() {
    var state = Demo.openedState()
    _ = state.apply(.play, at: .zero)
    _ = state.apply(.tick, at: .seconds(14))
    #expect(ControlModel(state: state, language: .english).visibleElements.count == 13)
    _ = state.apply(.tick, at: .seconds(16))
    let model = ControlModel(state: state, language: .english)
    #expect(model.visibleElements.map(\.label) == ["Show controls"])
}

@Test func hiddenControlsLeaveNothingWithoutAScreenReader() {
    var state = Demo.openedState()
    _ = state.apply(.screenReaderChanged(false), at: .zero)
    _ = state.apply(.play, at: .zero)
    _ = state.apply(.tick, at: .seconds(6))
    #expect(ControlModel(state: state, language: .english).visibleElements.isEmpty)
}

@Test func liveSourcesSayLiveOrHowFarBehind() {
    var state = Demo.openedState(liveEdge: .seconds(3_600))
    _ = state.apply(.play, at: .zero)
    let atEdge = ControlModel(state: state, language: .english)
    #expect(atEdge.element(.slider).value == "Live")
    #expect(atEdge.element(.time).label == "Live")
    #expect(atEdge.element(.live).label == "Live")
    #expect(atEdge.element(.live).traits == .staticText)
    #expect(!atEdge.element(.live).isHidden)
    #expect(atEdge.element(.forward).traits.contains(.notEnabled))

    _ = state.apply(.seek(by: .seconds(-30)), at: .zero)
    let behind = ControlModel(state: state, language: .english)
    #expect(behind.element(.time).label == "30 seconds behind live")
    #expect(behind.element(.time).visibleText == "-00:30")
    #expect(behind.element(.live).label == "Watch live")
    #expect(behind.element(.live).traits == .button)
    #expect(!behind.element(.forward).traits.contains(.notEnabled))
    #expect(ControlModel(state: Demo.playingAt399(), language: .english).element(.live).isHidden)
}

@Test func theSettingsPanelOffersAudioOnlyWithAnAudioTrack() {
    func settingsLabels(_ tracks: [TrackInfo]) -> [String] {
        var state = PlayerState()
        let source = SourceDescription(duration: Demo.duration, tracks: tracks)
        _ = state.apply(.sourceOpened(source), at: .zero)
        _ = state.apply(.openPanel(.settings), at: .zero)
        let model = ControlModel(state: state, language: .english)
        // Voice Control names what the panel holds, and nothing else.
        let spoken = VoiceControl.actionableElements(in: model).map(\.label)
        #expect(spoken == Array(model.panelElements.dropFirst().map(\.label)))
        return model.panelElements.map(\.label)
    }
    let english = PlayerLanguage.english
    let keys: [StringKey] = [.settings, .closedCaptions, .audio, .playbackSpeed, .close]
    #expect(settingsLabels(Demo.tracks) == keys.map(english.string))
    let silent = Demo.tracks.filter { $0.kind != .audio }
    #expect(settingsLabels(silent) == keys.filter { $0 != .audio }.map(english.string))
}
