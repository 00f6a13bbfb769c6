import PlayerCore
import Testing

/// Thousands of seeded random command and event sequences, checking invariants after every step.
@Suite struct RandomCommandSequenceTests {
    private static let tracks = PlayerFixture.tracks

    private func randomCommand(_ random: inout SplitMix64) -> PlayerCommand {
        let seconds = MediaTime.milliseconds(Int64.random(in: -90_000...90_000, using: &random))
        let track = TrackID(rawValue: Int.random(in: 0...5, using: &random))
        let choices: [PlayerCommand] = [
            .play, .pause, .togglePlayPause, .rewind, .forward, .seek(by: seconds),
            .seek(to: seconds), .mute, .unmute, .toggleMute,
            .setVolume(Double.random(in: -0.5...1.5, using: &random)),
            .slowMotion([.on, .off, .toggle].randomElement(using: &random)!), .lock, .unlock,
            .unlock, .selectCaptions(Bool.random(using: &random) ? .off : .track(track)),
            .selectAudio(track), .openPanel(Panel.allCases.randomElement(using: &random)!),
            .closePanel, .showControls, .close, .tick, .tick, .tick,
        ]
        return choices.randomElement(using: &random)!
    }

    private func randomEvent(_ random: inout SplitMix64, state: PlayerState) -> EngineEvent {
        switch Int.random(in: 0..<10, using: &random) {
        case 0:
            let live = Bool.random(using: &random)
            return .sourceOpened(
                SourceDescription(
                    duration: live ? nil : .seconds(Int64.random(in: 0...120, using: &random)),
                    liveEdge: live ? .seconds(Int64.random(in: 0...120, using: &random)) : nil,
                    tracks: Self.tracks))
        case 1:
            return .liveEdgeMoved(
                (state.liveEdge ?? .zero) + .seconds(Int64.random(in: 0...5, using: &random)))
        case 2: return .endOfStream
        case 3: return .screenReaderChanged(Bool.random(using: &random))
        case 4: return .slowMotionRateChanged(Double.random(in: 0.1...2, using: &random))
        default: return .seekCompleted(state.pendingSeek ?? state.position)
        }
    }

    private func checkInvariants(_ state: PlayerState, sequence: Int, step: Int) {
        let context = Comment(rawValue: "sequence \(sequence) step \(step)")
        #expect(state.position >= .zero, context)
        if let limit = state.positionLimit {
            #expect(state.position <= limit, context)
        }
        if state.playback == .ended {
            #expect(state.position == state.duration, context)
        }
        #expect((0...1).contains(state.volume), context)
        if case .track(let id) = state.captions {
            #expect(state.captionTracks.contains { $0.id == id }, context)
        }
        if let shown = state.displayedCaptionTrack {
            #expect(state.captionTracks.contains { $0.id == shown }, context)
        }
    }

    @Test func invariantsHoldAfterEveryStep() {
        var random = SplitMix64(seed: 0x5EED)
        for sequence in 0..<2_000 {
            var state = PlayerState()
            var now = HostTime.zero
            _ = state.apply(
                .sourceOpened(SourceDescription(duration: .seconds(90), tracks: Self.tracks)),
                at: now)
            for step in 0..<60 {
                now = now.advanced(by: .milliseconds(Int64.random(in: 0...3_000, using: &random)))
                if Int.random(in: 0..<4, using: &random) == 0 {
                    _ = state.apply(randomEvent(&random, state: state), at: now)
                } else {
                    let command = randomCommand(&random)
                    let wasLocked = state.isLocked
                    let before = state
                    let reduction = state.apply(command, at: now)
                    if wasLocked && command.isUserCommand && command != .unlock {
                        #expect(reduction.rejection == .controlsLocked)
                        #expect(state == before)
                    }
                    if wasLocked && command == .unlock {
                        #expect(!state.isLocked)
                    }
                }
                checkInvariants(state, sequence: sequence, step: step)
            }
        }
    }

    @Test func ticksNeverMoveThePositionBackward() {
        var random = SplitMix64(seed: 7)
        var state = PlayerState()
        var now = HostTime.zero
        _ = state.apply(.sourceOpened(SourceDescription(duration: .seconds(3_600))), at: now)
        _ = state.apply(.play, at: now)
        for _ in 0..<5_000 {
            now = now.advanced(by: .milliseconds(Int64.random(in: 0...500, using: &random)))
            if Int.random(in: 0..<20, using: &random) == 0 {
                _ = state.apply(.slowMotion(.toggle), at: now)
            }
            let before = state.position
            _ = state.apply(.tick, at: now)
            #expect(state.position >= before)
        }
    }
}
