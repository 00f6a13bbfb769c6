import PlayerAccessibility
import PlayerCore
import PlayerEngine

/// One step of a soak sequence: a command, a screen-reader gesture, or time passing.
enum SoakAction: CustomStringConvertible {
    case command(PlayerCommand)
    case gesture(ScreenReaderGesture)
    case wait(MediaTime)

    /// A random action for a player in `state`, from `random`: every command a viewer can give
    /// but Close (seeks inside and outside the timeline, volumes outside 0…1, each of the
    /// source's tracks), the gestures that move the cursor and act, and waits of up to 20 s.
    static func random(for state: PlayerState, using random: inout SplitMix64) -> SoakAction {
        let end = state.duration ?? state.liveEdge ?? .seconds(60)
        func time(in range: ClosedRange<Int64>) -> MediaTime {
            .milliseconds(Int64.random(in: range, using: &random))
        }
        switch Int.random(in: 0..<24, using: &random) {
        case 0, 1: return .command(.play)
        case 2: return .command(.pause)
        case 3: return .command(.togglePlayPause)
        case 4: return .command(.rewind)
        case 5: return .command(.forward)
        case 6: return .command(.seek(to: time(in: -5_000...end.microseconds / 1_000 + 5_000)))
        case 7: return .command(.seek(by: time(in: -30_000...30_000)))
        case 8: return .command([.mute, .unmute, .toggleMute].randomElement(using: &random)!)
        case 9: return .command(.setVolume(Double.random(in: -0.5...1.5, using: &random)))
        case 10:
            let action = [SwitchAction.on, .off, .toggle].randomElement(using: &random)!
            return .command(.slowMotion(action))
        // Locking half as often as unlocking, so that most steps find the controls unlocked.
        case 11: return .command(Bool.random(using: &random) ? .lock : .unlock)
        case 12: return .command(.unlock)
        case 13:
            let tracks = state.captionTracks.map { CaptionSelection.track($0.id) }
            return .command(.selectCaptions((tracks + [.off]).randomElement(using: &random)!))
        case 14:
            guard let track = state.audioTracks.randomElement(using: &random) else {
                return .command(.showControls)
            }
            return .command(.selectAudio(track.id))
        case 15: return .command(.openPanel(Panel.allCases.randomElement(using: &random)!))
        case 16: return .command([.closePanel, .showControls].randomElement(using: &random)!)
        case 17, 18:
            let gestures: [ScreenReaderGesture] = [.next, .previous, .first, .last]
            return .gesture(gestures.randomElement(using: &random)!)
        case 19:
            let gestures: [ScreenReaderGesture] = [
                .activate, .increment, .decrement, .escape, .magicTap,
            ]
            return .gesture(gestures.randomElement(using: &random)!)
        default: return .wait(time(in: 0...20_000))
        }
    }

    var description: String {
        switch self {
        case .command(let command): "\(command)"
        case .gesture(let gesture): "gesture \(gesture)"
        case .wait(let span): "wait \(span.microseconds / 1_000) ms"
        }
    }
}
