import PlayerAccessibility
import PlayerCore
import Testing

/// A live source opens where its catalog says playback joins (three target durations from
/// the end, RFC 8216 §6.3.3), and the behind-live figure counts the rewinds the viewer made.
@Suite("Live start and the behind-live figure")
struct LiveStartTests {
    /// The demo opened live with its edge at `edge` and the join position `start`.
    static func opened(edge: MediaTime, start: MediaTime?) -> PlayerState {
        var state = PlayerState()
        let source = SourceDescription(
            duration: nil, liveEdge: edge, startPosition: start, tracks: Demo.tracks,
            metadata: Demo.metadata)
        _ = state.apply(.sourceOpened(source), at: .zero)
        return state
    }

    @Test("A live source opens at its join position, 12 s behind an edge at 32 s: Live")
    func opensAtTheJoinPosition() {
        let state = Self.opened(edge: .seconds(32), start: .seconds(20))
        #expect(state.position == .seconds(20))
        #expect(state.livePoint == .seconds(20))
        // The join position is the live point (hls.js and AVPlayer show Live there).
        let model = ControlModel(state: state, language: .english)
        #expect(model.element(.time).label == "Live")
        #expect(model.element(.live).label == "Live")
    }

    @Test("Behind live counts from the live point, and Watch live goes back to it")
    func behindLiveCountsFromTheLivePoint() {
        var state = Self.opened(edge: .seconds(32), start: .seconds(20))
        _ = state.apply(.play, at: .zero)
        _ = state.apply(.rewind, at: .zero)
        _ = state.apply(.seekCompleted(.seconds(10)), at: .zero)
        let model = ControlModel(state: state, language: .english)
        #expect(model.element(.time).label == "10 seconds behind live")
        #expect(model.element(.live).label == "Watch live")
        #expect(model.activationCommand(for: .control(.live)) == .seek(to: .seconds(20)))
    }

    @Test("Without a join position a live source opens at its edge, as before")
    func opensAtTheEdgeWithoutOne() {
        #expect(Self.opened(edge: .seconds(32), start: nil).position == .seconds(32))
    }

    @Test("Two rewinds from the edge say 20 seconds behind live, once playback has moved on")
    func twoRewindsAreTwentySecondsBehind() {
        var state = Self.opened(edge: .seconds(32), start: nil)
        _ = state.apply(.play, at: .zero)
        _ = state.apply(.rewind, at: .zero)
        _ = state.apply(.rewind, at: .zero)
        _ = state.apply(.seekCompleted(.seconds(12)), at: .zero)
        // A frame later at 50 fps the position is 12.02 s: 19.98 s behind.
        _ = state.apply(.tick, at: .milliseconds(20))
        #expect(state.position == .milliseconds(12_020))
        #expect(
            ControlModel(state: state, language: .english).element(.time).label
                == "20 seconds behind live")
    }
}
