import PlayerAccessibility
import PlayerCore
import PlayerEngine
import PlayerTesting
import Testing

/// The demo on a player whose manual clock the walks move: a screen reader running, playing
/// from zero, at host time 6:39 unless the test says otherwise, the controls just brought up.
private final class Reader {
    let harness: PlayerHarness
    var player: Player { harness.player }

    init(
        _ language: PlayerLanguage, screenReaderRunning: Bool = true,
        playedFor: MediaTime? = .seconds(399)
    )
        throws
    {
        harness = try PlayerHarness(
            source: SyntheticSource(
                duration: Demo.duration, tracks: Demo.tracks, metadata: Demo.metadata),
            options: PlayerOptions(language: language, screenReaderRunning: screenReaderRunning))
        if let playedFor {
            player.send(.play)
            player.advance(by: playedFor)
            player.send(.showControls)
        }
    }

    /// Makes `gesture` where the clock stands.
    func perform(_ gesture: ScreenReaderGesture) -> ScreenReaderResponse {
        player.perform(gesture)
    }

    /// Lets time pass to host time `time` and returns what the player announced meanwhile.
    func advance(to time: HostTime) -> [SpokenAnnouncement] {
        let mark = harness.events.count
        player.advance(to: time)
        return harness.events.dropFirst(mark).compactMap {
            guard case .announcement(let text, let priority, _) = $0.event else { return nil }
            return SpokenAnnouncement(text, priority: priority)
        }
    }

    var focus: ElementID? { player.screenReader?.focus }
    var focusedElement: AccessibilityElement? {
        player.screenReader?.focusedElement(in: player.model)
    }
    var state: PlayerState { player.state }
}

/// Everything a reader says from the first element to the last, swiping right.
private func walk(_ reader: Reader) -> [String] {
    var said = [reader.perform(.first).utterance ?? ""]
    while let next = reader.perform(.next).utterance {
        said.append(next)
    }
    return said.map(plain)
}

@Test func englishWalkThroughThePlayer() throws {
    let reader = try Reader(.english)
    #expect(
        walk(reader) == [
            "Close, button, Double tap to activate",
            "Demo Feature, 2024-05-01, heading level 1",
            "Rewind 10 seconds, button, Double tap to activate",
            "Pause, button, Double tap to activate",
            "Forward 10 seconds, button, Double tap to activate",
            "Playback slider, 64%, adjustable, Swipe up or down with one finger to adjust the value",
            "6 minutes, 39 seconds of 10 minutes, 26 seconds",
            "Mute, button, Double tap to activate",
            "Volume, 100%, adjustable, Swipe up or down with one finger to adjust the value",
            "Slow motion, Off, button, Double tap to activate",
            "Lock screen, button, Double tap to activate",
            "Subtitles, Off, collapsed, button, Double tap to activate",
            "Player settings, collapsed, button, Double tap to activate",
        ])
}

@Test func spanishWalkThroughThePlayer() throws {
    let reader = try Reader(.spanish)
    #expect(
        walk(reader) == [
            "Cerrar, botón, Toca dos veces para activar",
            "Demo Feature, 2024-05-01, encabezado de nivel 1",
            "Retroceder 10 segundos, botón, Toca dos veces para activar",
            "Pausar, botón, Toca dos veces para activar",
            "Avanzar 10 segundos, botón, Toca dos veces para activar",
            "Barra de reproducción, 64 %, ajustable, Desliza un dedo hacia arriba o hacia abajo para ajustar el valor",
            "6 minutos y 39 segundos de 10 minutos y 26 segundos",
            "Silenciar, botón, Toca dos veces para activar",
            "Volumen, 100 %, ajustable, Desliza un dedo hacia arriba o hacia abajo para ajustar el valor",
            "Cámara lenta, Desactivado, botón, Toca dos veces para activar",
            "Bloquear pantalla, botón, Toca dos veces para activar",
            "Subtítulos, Desactivado, contraído, botón, Toca dos veces para activar",
            "Ajustes del reproductor, contraído, botón, Toca dos veces para activar",
        ])
}

@Test func englishCaptionsPanel() throws {
    let reader = try Reader(.english)
    _ = reader.perform(.last)
    _ = reader.perform(.previous)
    #expect(reader.perform(.activate).utterance == "Closed Captions, heading level 2")
    #expect(
        walk(reader) == [
            "Closed Captions, heading level 2",
            "Off, selected for Closed Captions, button, Double tap to activate",
            "English SDH, button, Double tap to activate",
            "Spanish, button, Double tap to activate",
            "English, Director's Commentary, button, Double tap to activate",
            "Close, button, Double tap to activate",
        ])
    _ = reader.perform(.previous)
    let chosen = reader.perform(.activate)
    #expect(chosen.utterance == "English, Director's Commentary, selected for Closed Captions")
    #expect(
        chosen.announcements == [
            SpokenAnnouncement(
                "Closed Captions, English, Director's Commentary", priority: .polite)
        ])
    #expect(
        reader.perform(.escape).utterance
            == "Subtitles, On, collapsed, button, Double tap to activate")
}

@Test func spanishCaptionsPanel() throws {
    let reader = try Reader(.spanish)
    _ = reader.perform(.last)
    _ = reader.perform(.previous)
    _ = reader.perform(.activate)
    #expect(
        walk(reader) == [
            "Subtítulos opcionales, encabezado de nivel 2",
            "Desactivado, seleccionado para Subtítulos opcionales, botón, Toca dos veces para activar",
            "inglés SDH, botón, Toca dos veces para activar",
            "español, botón, Toca dos veces para activar",
            "inglés, Director's Commentary, botón, Toca dos veces para activar",
            "Cerrar, botón, Toca dos veces para activar",
        ])
}

@Test func englishSettingsPanel() throws {
    let reader = try Reader(.english)
    _ = reader.perform(.last)
    #expect(reader.perform(.activate).utterance == "Settings, heading level 2")
    #expect(
        walk(reader) == [
            "Settings, heading level 2",
            "Closed Captions, Off, collapsed, button, Double tap to activate",
            "Audio, English, collapsed, button, Double tap to activate",
            "Playback Speed, Normal, collapsed, button, Double tap to activate",
            "Close, button, Double tap to activate",
        ])
    _ = reader.perform(.previous)
    #expect(reader.perform(.activate).utterance == "Playback Speed, heading level 2")
    _ = reader.perform(.next)
    #expect(
        reader.perform(.next).utterance == "Slow motion, button, Double tap to activate")
    let slow = reader.perform(.activate)
    #expect(slow.utterance == "Slow motion, selected for Playback Speed")
    #expect(slow.announcements == [SpokenAnnouncement("Slow motion on", priority: .polite)])
    #expect(
        reader.perform(.escape).utterance
            == "Player settings, collapsed, button, Double tap to activate")
}

@Test func spanishSettingsPanel() throws {
    let reader = try Reader(.spanish)
    _ = reader.perform(.last)
    _ = reader.perform(.activate)
    #expect(
        walk(reader) == [
            "Ajustes, encabezado de nivel 2",
            "Subtítulos opcionales, Desactivado, contraído, botón, Toca dos veces para activar",
            "Audio, inglés, contraído, botón, Toca dos veces para activar",
            "Velocidad de reproducción, Velocidad normal, contraído, botón, Toca dos veces para activar",
            "Cerrar, botón, Toca dos veces para activar",
        ])
}

@Test func activatingKeepsFocusAndSpeaksTheNewLabel() throws {
    let reader = try Reader(.english)
    _ = reader.perform(.first)
    for _ in 0..<3 { _ = reader.perform(.next) }
    let paused = reader.perform(.activate)
    #expect(paused.command == .togglePlayPause)
    #expect(paused.utterance == "Play")
    #expect(reader.focus == .control(.playPause))
    #expect(reader.perform(.magicTap).utterance == nil)
    #expect(reader.state.playback == .playing)
}

@Test func slidingTheSliderSeeksAndSpeaksTheNewValue() throws {
    let reader = try Reader(.english)
    _ = reader.perform(.first)
    for _ in 0..<5 { _ = reader.perform(.next) }
    let forward = reader.perform(.increment)
    #expect(forward.utterance == "65%")
    #expect(
        forward.announcements == [
            SpokenAnnouncement(
                "6 minutes, 49 seconds of 10 minutes, 26 seconds", priority: .polite)
        ])
    #expect(reader.perform(.decrement).utterance == "64%")
}

@Test func lockingMovesFocusToUnlockAndRefusesTheRest() throws {
    let reader = try Reader(.english)
    _ = reader.perform(.first)
    for _ in 0..<10 { _ = reader.perform(.next) }
    let locked = reader.perform(.activate)
    #expect(locked.utterance == "Unlock screen")
    #expect(locked.announcements == [SpokenAnnouncement("Screen locked", priority: .assertive)])
    #expect(reader.perform(.first).utterance == "Demo Feature, 2024-05-01, heading level 1")
    let refused = reader.perform(.magicTap)
    #expect(refused.rejection == .controlsLocked)
    #expect(refused.announcements == [SpokenAnnouncement("Controls locked", priority: .assertive)])
    _ = reader.perform(.next)
    let unlocked = reader.perform(.activate)
    #expect(unlocked.utterance == "Lock screen")
    #expect(
        unlocked.announcements == [SpokenAnnouncement("Screen unlocked", priority: .assertive)])
}

/// With a screen reader the controls stay up 15 s, then Show controls appears and takes the
/// focus, and VoiceOver says where the focus landed.
@Test func hidingTheControlsMovesFocusToShowControls() throws {
    let reader = try Reader(.english, playedFor: nil)
    _ = reader.perform(.first)
    let started = reader.perform(.magicTap)
    #expect(
        started.announcements == [
            SpokenAnnouncement("Current program is Demo Feature", priority: .polite)
        ])
    _ = reader.advance(to: .seconds(14))
    #expect(reader.focus == .control(.close))
    let mark = reader.harness.events.count
    _ = reader.advance(to: .seconds(16))
    #expect(reader.focus == .control(.showControls))
    let spoken = reader.harness.events.dropFirst(mark).compactMap { logged -> String? in
        guard case .focusMoved(_, let utterance) = logged.event else { return nil }
        return utterance
    }
    #expect(spoken == ["Show controls, button, Double tap to activate"])
    #expect(reader.perform(.activate).utterance == "Close, button, Double tap to activate")
}

/// Without a screen reader there is no Show controls button: the controls go after 5 s, and
/// a tap on the video brings them back.
@Test func withoutAScreenReaderATapBringsTheControlsBack() throws {
    let reader = try Reader(.english, screenReaderRunning: false, playedFor: nil)
    reader.player.send(.play)
    _ = reader.advance(to: .seconds(6))
    #expect(reader.player.model.visibleElements.isEmpty)
    reader.player.send(.showControls)  // what a tap on the video (script `tap`) sends
    #expect(reader.player.model.visibleElements.count == 13)
}

@Test func theEndIsAnnouncedAndForwardIsDimmed() throws {
    let reader = try Reader(.english)
    let announcements = reader.advance(to: .seconds(700))
    #expect(announcements == [SpokenAnnouncement("Playback ended", priority: .polite)])
    _ = reader.perform(.first)
    for _ in 0..<4 { _ = reader.perform(.next) }
    #expect(reader.focusedElement?.id == .control(.forward))
    #expect(reader.perform(.activate).command == nil)
    #expect(
        reader.perform(.previous).utterance
            == "Replay, button, Double tap to activate")
    #expect(
        reader.perform(.next).utterance == "Forward 10 seconds, dimmed, button")
}
