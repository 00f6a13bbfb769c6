import PlayerAccessibility
import PlayerCore
import Testing

/// "N seconds behind live" measured from the live point the playlist states, moved on with
/// the clock between reloads (docs/cli.md, "How far behind live"): not in a segment's steps,
/// and not pulled back by a reload that came late.
@Suite("The behind-live figure between reloads")
struct LiveDistanceReadingTests {
    /// Live with its edge at 32 s and joined at 20 s (12 s behind), playing from 0 s; the
    /// reload at 2 s states the next 2 s segment (to 34 s); 3 s in, a rewind of 10 s.
    static func rewoundAfterAReload() -> PlayerState {
        var state = LiveStartTests.opened(edge: .seconds(32), start: .seconds(20))
        _ = state.apply(.play, at: .zero)
        _ = state.apply(.liveEdgeMoved(.seconds(34)), at: .seconds(2))
        _ = state.apply(.rewind, at: .seconds(3))
        _ = state.apply(.seekCompleted(.seconds(13)), at: .seconds(3))
        return state
    }

    private func timeLabel(_ state: PlayerState) -> String {
        ControlModel(state: state, language: .english).element(.time).label
    }

    @Test("A rewind of 10 s from Live a second after a reload says 10, not 9")
    func aRewindBetweenReloadsSaysTen() {
        let state = Self.rewoundAfterAReload()
        #expect(state.position == .seconds(13))
        #expect(state.livePoint == .seconds(23))
        #expect(timeLabel(state) == "10 seconds behind live")
    }

    @Test("Playing on, the figure stays 10 up to and after the next reload")
    func playingKeepsTen() {
        var state = Self.rewoundAfterAReload()
        _ = state.apply(.tick, at: .milliseconds(3_900))
        #expect(timeLabel(state) == "10 seconds behind live")
        _ = state.apply(.liveEdgeMoved(.seconds(36)), at: .seconds(4))
        #expect(timeLabel(state) == "10 seconds behind live")
    }

    @Test("A reload that comes late, or finds nothing, does not pull the live point back")
    func aLateReloadKeepsTheLivePoint() {
        var state = Self.rewoundAfterAReload()
        // The segment to 36 s was there by 4 s (the clock reached it then); a reload at 3.5 s
        // found nothing new, the next one it at 4.5 s.
        _ = state.apply(.liveEdgeMoved(.seconds(34)), at: .milliseconds(3_500))
        _ = state.apply(.liveEdgeMoved(.seconds(36)), at: .milliseconds(4_500))
        #expect(state.livePoint == .milliseconds(24_500))
        #expect(state.position == .milliseconds(14_500))
        #expect(timeLabel(state) == "10 seconds behind live")
    }

    @Test("A live point never passes the stated edge: a stalled stream stops it there")
    func theLivePointStopsAtTheStatedEdge() {
        var state = Self.rewoundAfterAReload()
        _ = state.apply(.pause, at: .seconds(3))
        _ = state.apply(.tick, at: .seconds(30))
        #expect(state.livePoint == .seconds(34))
        #expect(timeLabel(state) == "21 seconds behind live")
    }

    @Test("Paused, the figure changes as each half second is passed, until the edge stops it")
    func pausedChangesAtHalfSeconds() {
        var state = Self.rewoundAfterAReload()
        _ = state.apply(.pause, at: .seconds(3))
        #expect(state.nextLiveReadingChange(after: .seconds(3)) == .milliseconds(3_500))
        _ = state.apply(.tick, at: .milliseconds(3_500))
        #expect(timeLabel(state) == "11 seconds behind live")
        #expect(state.nextLiveReadingChange(after: .milliseconds(3_500)) == .milliseconds(4_500))
        // The live point reaches the stated edge (34 s) 12 s after the edge was reached (2 s):
        // the last change, at 13.5 s, is 21; none comes after the edge stops it.
        _ = state.apply(.tick, at: .milliseconds(13_500))
        #expect(timeLabel(state) == "21 seconds behind live")
        #expect(state.nextLiveReadingChange(after: .milliseconds(13_500)) == .seconds(14))
        _ = state.apply(.tick, at: .seconds(14))
        #expect(state.nextLiveReadingChange(after: .seconds(14)) == nil)
    }

    @Test("Playing at normal speed, the figure can change by itself only where the point stops")
    func playingChangesOnlyWhereThePointStops() {
        let state = Self.rewoundAfterAReload()
        #expect(state.nextLiveReadingChange(after: .seconds(3)) == .seconds(14))
    }
}
