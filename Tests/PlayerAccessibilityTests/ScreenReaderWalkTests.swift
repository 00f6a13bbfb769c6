import PlayerAccessibility
import PlayerCore
import Testing

/// Host time of every gesture in the walks: the demo stays at 6:39 while the reader moves.
private let now = HostTime.seconds(399)

/// Everything a reader says from the first element to the last, swiping right.
private func walk(_ reader: inout ScreenReader) -> [String] {
    var said = [reader.perform(.first, at: now).utterance ?? ""]
    while let next = reader.perform(.next, at: now).utterance {
        said.append(next)
    }
    return said.map(plain)
}

@Test func englishWalkThroughThePlayer() {
    var reader = ScreenReader(state: Demo.playingAt399(), language: .english)
    #expect(
        walk(&reader) == [
            "Close, button, Double tap to activate",
            "Demo Feature, 2024-05-01, heading",
            "Rewind 10 seconds, button, Double tap to activate",
            "Pause, button, Double tap to activate",
            "Forward 10 seconds, button, Double tap to activate",
            "Playback slider, 63%, adjustable",
            "6 minutes, 39 seconds of 10 minutes, 26 seconds",
            "Mute, button, Double tap to activate",
            "Volume, 100%, adjustable",
            "Slow motion, Off, button, Double tap to activate",
            "Lock screen, button, Double tap to activate",
            "Subtitles, Off, button, Double tap to activate",
            "Player settings, button, Double tap to activate",
        ])
}

@Test func spanishWalkThroughThePlayer() {
    var reader = ScreenReader(state: Demo.playingAt399(), language: .spanish)
    #expect(
        walk(&reader) == [
            "Cerrar, botón, Toca dos veces para activar",
            "Demo Feature, 2024-05-01, encabezado",
            "Retroceder 10 segundos, botón, Toca dos veces para activar",
            "Pausar, botón, Toca dos veces para activar",
            "Avanzar 10 segundos, botón, Toca dos veces para activar",
            "Barra de reproducción, 63 %, ajustable",
            "6 minutos y 39 segundos de 10 minutos y 26 segundos",
            "Silenciar, botón, Toca dos veces para activar",
            "Volumen, 100 %, ajustable",
            "Cámara lenta, Desactivado, botón, Toca dos veces para activar",
            "Bloquear pantalla, botón, Toca dos veces para activar",
            "Subtítulos, Desactivado, botón, Toca dos veces para activar",
            "Ajustes del reproductor, botón, Toca dos veces para activar",
        ])
}

@Test func englishCaptionsPanel() {
    var reader = ScreenReader(state: Demo.playingAt399(), language: .english)
    _ = reader.perform(.last, at: now)
    _ = reader.perform(.previous, at: now)
    #expect(reader.perform(.activate, at: now).utterance == "Closed Captions, heading")
    #expect(
        walk(&reader) == [
            "Closed Captions, heading",
            "Off, selected for Closed Captions, button, Double tap to activate",
            "English SDH, button, Double tap to activate",
            "Spanish, button, Double tap to activate",
            "English, Director's Commentary, button, Double tap to activate",
        ])
    let chosen = reader.perform(.activate, at: now)
    #expect(chosen.utterance == "English, Director's Commentary, selected for Closed Captions")
    #expect(
        chosen.announcements == [
            SpokenAnnouncement(
                "Closed Captions, English, Director's Commentary", priority: .polite)
        ])
    #expect(
        reader.perform(.escape, at: now).utterance
            == "Subtitles, On, button, Double tap to activate")
}

@Test func spanishCaptionsPanel() {
    var reader = ScreenReader(state: Demo.playingAt399(), language: .spanish)
    _ = reader.perform(.last, at: now)
    _ = reader.perform(.previous, at: now)
    _ = reader.perform(.activate, at: now)
    #expect(
        walk(&reader) == [
            "Subtítulos opcionales, encabezado",
            "Desactivado, seleccionado para Subtítulos opcionales, botón, Toca dos veces para activar",
            "inglés SDH, botón, Toca dos veces para activar",
            "español, botón, Toca dos veces para activar",
            "inglés, Director's Commentary, botón, Toca dos veces para activar",
        ])
}

@Test func englishSettingsPanel() {
    var reader = ScreenReader(state: Demo.playingAt399(), language: .english)
    _ = reader.perform(.last, at: now)
    #expect(reader.perform(.activate, at: now).utterance == "Settings, heading")
    #expect(
        walk(&reader) == [
            "Settings, heading",
            "Closed Captions, Off, button, Double tap to activate",
            "Audio, English, button, Double tap to activate",
            "Playback Speed, Normal, button, Double tap to activate",
        ])
    #expect(reader.perform(.activate, at: now).utterance == "Playback Speed, heading")
    _ = reader.perform(.next, at: now)
    #expect(
        reader.perform(.next, at: now).utterance == "Slow motion, button, Double tap to activate")
    let slow = reader.perform(.activate, at: now)
    #expect(slow.utterance == "Slow motion, selected for Playback Speed")
    #expect(slow.announcements == [SpokenAnnouncement("Slow motion on", priority: .polite)])
    #expect(
        reader.perform(.escape, at: now).utterance
            == "Player settings, button, Double tap to activate")
}

@Test func spanishSettingsPanel() {
    var reader = ScreenReader(state: Demo.playingAt399(), language: .spanish)
    _ = reader.perform(.last, at: now)
    _ = reader.perform(.activate, at: now)
    #expect(
        walk(&reader) == [
            "Ajustes, encabezado",
            "Subtítulos opcionales, Desactivado, botón, Toca dos veces para activar",
            "Audio, inglés, botón, Toca dos veces para activar",
            "Velocidad de reproducción, Velocidad normal, botón, Toca dos veces para activar",
        ])
}

@Test func activatingKeepsFocusAndSpeaksTheNewLabel() {
    var reader = ScreenReader(state: Demo.playingAt399(), language: .english)
    _ = reader.perform(.first, at: now)
    for _ in 0..<3 { _ = reader.perform(.next, at: now) }
    let paused = reader.perform(.activate, at: now)
    #expect(paused.command == .togglePlayPause)
    #expect(paused.utterance == "Play")
    #expect(reader.focus == .control(.playPause))
    #expect(reader.perform(.magicTap, at: now).utterance == nil)
    #expect(reader.state.playback == .playing)
}

@Test func slidingTheSliderSeeksAndSpeaksTheNewValue() {
    var reader = ScreenReader(state: Demo.playingAt399(), language: .english)
    _ = reader.perform(.first, at: now)
    for _ in 0..<5 { _ = reader.perform(.next, at: now) }
    let forward = reader.perform(.increment, at: now)
    #expect(forward.utterance == "65%")
    #expect(
        forward.announcements == [
            SpokenAnnouncement(
                "6 minutes, 49 seconds of 10 minutes, 26 seconds", priority: .polite)
        ])
    #expect(reader.perform(.decrement, at: now).utterance == "63%")
}

@Test func lockingMovesFocusToUnlockAndRefusesTheRest() {
    var reader = ScreenReader(state: Demo.playingAt399(), language: .english)
    _ = reader.perform(.first, at: now)
    for _ in 0..<10 { _ = reader.perform(.next, at: now) }
    let locked = reader.perform(.activate, at: now)
    #expect(locked.utterance == "Unlock screen")
    #expect(locked.announcements == [SpokenAnnouncement("Screen locked", priority: .assertive)])
    #expect(reader.perform(.first, at: now).utterance == "Demo Feature, 2024-05-01, heading")
    let refused = reader.perform(.magicTap, at: now)
    #expect(refused.rejection == .controlsLocked)
    #expect(refused.announcements == [SpokenAnnouncement("Controls locked", priority: .assertive)])
    _ = reader.perform(.next, at: now)
    let unlocked = reader.perform(.activate, at: now)
    #expect(unlocked.utterance == "Lock screen")
    #expect(
        unlocked.announcements == [SpokenAnnouncement("Screen unlocked", priority: .assertive)])
}

@Test func hidingTheControlsMovesFocusToShowControls() {
    var state = Demo.openedState()
    _ = state.apply(.screenReaderChanged(false), at: .zero)
    var reader = ScreenReader(state: state, language: .english)
    _ = reader.perform(.first, at: .zero)
    let started = reader.perform(.magicTap, at: .zero)
    #expect(
        started.announcements == [
            SpokenAnnouncement("Current program is Demo Feature", priority: .polite)
        ])
    _ = reader.advance(to: .seconds(6))
    #expect(reader.focus == .control(.showControls))
    #expect(
        reader.perform(.activate, at: .seconds(6)).utterance
            == "Close, button, Double tap to activate")
}

@Test func theEndIsAnnouncedAndForwardIsDimmed() {
    var reader = ScreenReader(state: Demo.playingAt399(), language: .english)
    let announcements = reader.advance(to: .seconds(700))
    #expect(announcements == [SpokenAnnouncement("Playback ended", priority: .polite)])
    _ = reader.perform(.first, at: .seconds(700))
    for _ in 0..<4 { _ = reader.perform(.next, at: .seconds(700)) }
    #expect(reader.focusedElement?.id == .control(.forward))
    #expect(reader.perform(.activate, at: .seconds(700)).command == nil)
    #expect(
        reader.perform(.previous, at: .seconds(700)).utterance
            == "Replay, button, Double tap to activate")
    #expect(
        reader.perform(.next, at: .seconds(700)).utterance == "Forward 10 seconds, dimmed, button")
}
