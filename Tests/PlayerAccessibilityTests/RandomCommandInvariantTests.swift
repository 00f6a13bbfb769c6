import Foundation
import PlayerAccessibility
import PlayerCore
import Testing

/// One random step: a viewer's command, or the engine finishing a seek or running out.
private enum Step {
    case command(PlayerCommand)
    case event(EngineEvent)
}

private func randomStep(in state: PlayerState, using random: inout SplitMix64) -> Step {
    if let pending = state.pendingSeek, Int.random(in: 0..<3, using: &random) == 0 {
        return .event(.seekCompleted(pending))
    }
    let captionChoices: [CaptionSelection] =
        [.off] + state.captionTracks.map { .track($0.id) } + [.track(TrackID(rawValue: 99))]
    let commands: [PlayerCommand] = [
        .play, .pause, .togglePlayPause, .rewind, .forward,
        .seek(by: .seconds(Int64.random(in: -120...120, using: &random))),
        .seek(to: .seconds(Int64.random(in: 0...700, using: &random))),
        .mute, .unmute, .toggleMute,
        .setVolume(Double(Int.random(in: 0...10, using: &random)) / 10),
        .slowMotion(.on), .slowMotion(.off), .slowMotion(.toggle), .lock, .unlock, .lock,
        .unlock, .selectCaptions(captionChoices.randomElement(using: &random)!),
        .selectAudio(state.audioTracks.randomElement(using: &random)?.id ?? TrackID(rawValue: 1)),
        .openPanel(Panel.allCases.randomElement(using: &random)!), .closePanel, .showControls,
        .tick, .tick, .tick,
    ]
    return .command(commands.randomElement(using: &random)!)
}

/// The play button's label from the playback state, as the control table states it.
private func expectedPlayLabel(_ playback: Playback, in language: PlayerLanguage) -> String {
    switch playback {
    case .playing: language.string(.pause)
    case .ended: language.string(.replay)
    case .idle, .paused: language.string(.play)
    }
}

/// Seconds from a clock text such as "06:39" or "1:02:03".
private func seconds(fromClock text: Substring) -> Int64 {
    text.split(separator: ":").reduce(0) { $0 * 60 + Int64($1)! }
}

private func checkInvariants(
    _ model: ControlModel, language: PlayerLanguage, step: String
) {
    let state = model.state
    #expect(
        model.element(.playPause).label == expectedPlayLabel(state.playback, in: language),
        "\(step)")
    if state.isLocked {
        let visible = Set(model.visibleElements.map(\.id))
        #expect(visible.contains(.control(.lock)), "\(step)")
        #expect(visible.isSubset(of: [.control(.lock), .control(.title)]), "\(step)")
        #expect(model.element(.lock).label == language.string(.unlockScreen), "\(step)")
    }
    // The settings, caption style and description voice panels list settings, not choices:
    // nothing is selected.
    if let panel = state.openPanel, ![.settings, .captionStyle, .descriptionVoice].contains(panel),
        !state.isLocked
    {
        let selected = model.panelElements.filter { $0.traits.contains(.selected) }
        // The chapters and transcript panels select the chapter or line playing, if any.
        let expectedCount =
            panel == .audio && state.audioTrack == nil
                || panel == .chapters && model.currentChapterIndex == nil
                || panel == .transcript && model.currentTranscriptIndex == nil ? 0 : 1
        #expect(selected.count == expectedCount, "\(step) \(panel)")
    }
    let time = model.element(.time)
    if let duration = state.duration, let visible = time.visibleText {
        let parts = visible.split(separator: " / ")
        let elapsed = seconds(fromClock: parts[0])
        #expect(seconds(fromClock: parts[1]) == duration.wholeSeconds, "\(step)")
        #expect(elapsed == state.position.wholeSeconds, "\(step)")
        let spoken = language.string(
            .elapsedOfTotal,
            [
                "elapsed": language.spokenDuration(seconds: elapsed),
                "total": language.spokenDuration(seconds: duration.wholeSeconds),
            ])
        #expect(time.label == spoken, "\(step)")
    }
}

@Test(arguments: [UInt64(1), 2, 3, 4])
func randomCommandSequencesKeepTheInvariants(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    for sequence in 0..<300 {
        let language = PlayerLanguage.allCases.randomElement(using: &random)!
        let isLive = Int.random(in: 0..<5, using: &random) == 0
        var state = Demo.openedState(liveEdge: isLive ? .seconds(3_600) : nil)
        if Bool.random(using: &random) {
            _ = state.apply(.screenReaderChanged(false), at: .zero)
        }
        var model = ControlModel(state: state, language: language)
        var now = HostTime.zero
        for index in 0..<25 {
            now = now.advanced(by: .milliseconds(Int64.random(in: 0...4_000, using: &random)))
            let step = randomStep(in: state, using: &random)
            let label = "seed \(seed) sequence \(sequence) step \(index) \(step)"
            switch step {
            case .command(let command):
                let wasLocked = state.isLocked
                let reduction = state.apply(command, at: now)
                if wasLocked && command.isUserCommand && command != .unlock {
                    #expect(reduction.rejection == .controlsLocked, "\(label)")
                }
            case .event(let event):
                _ = state.apply(event, at: now)
            }
            if Bool.random(using: &random) {
                _ = model.tick(at: state.position)
            }
            model.update(&state)
            checkInvariants(model, language: language, step: label)
            // A fresh model formats every text anew: compare against one every few steps.
            guard index % 4 == 3 else { continue }
            #expect(
                model.allElements == ControlModel(state: state, language: language).allElements,
                "\(label)")
        }
    }
}
