import Foundation
import MediaTestSupport
import PlayerCaptions
import PlayerCore
import PlayerEngine
import PlayerMedia
import PlayerTesting
import Testing

/// A dynamic MPD grown while the player runs (ISO/IEC 23009-1 §5.4, the DASH-IF live timing):
/// refreshed each `minimumUpdatePeriod` through the live reload path HLS uses, segments
/// available by the clock from `availabilityStartTime`, joined `suggestedPresentationDelay`
/// behind the edge, the skin saying Live / behind live / Watch live, cues of segments
/// published after opening shown, and a presentation that stops growing or turns static ending
/// with a message.
@Suite struct LiveDASHTests {
    /// A player of `folder` on a manual clock, segment availability read from `clock`, its
    /// events recorded.
    private func opened(
        _ folder: LiveDASHFolder, clock: TestWallClock
    ) throws -> (Player, EventRecorder) {
        var media = MediaSourceOptions(discoverSidecars: false)
        media.wallClock = { clock.now }
        let player = try Player(
            source: MediaFile(path: folder.manifestPath, options: media),
            options: .englishCaptionsOnManualClock)
        let recorder = EventRecorder()
        player.observe { recorder.record($0) }
        return (player, recorder)
    }

    private func errors(_ recorder: EventRecorder) -> [String] {
        recorder.events.compactMap { logged -> String? in
            guard case .error(let text) = logged.event else { return nil }
            return text
        }
    }

    @Test func aGrowingDynamicMPDMovesTheLiveEdgeAndShowsNewCues() throws {
        // Four segments listed, but the clock is 6 s after availabilityStartTime: the fourth
        // (6–8 s) is not complete yet, so the edge is at 6 s, and playback joins
        // suggestedPresentationDelay (4 s) behind it.
        let folder = try LiveDASHFolder(published: 4)
        let clock = TestWallClock(secondsAfterStart: 6)
        let (player, recorder) = try opened(folder, clock: clock)
        defer { player.close() }
        #expect(player.catalog.isLive && player.catalog.duration == nil)
        #expect(player.state.liveEdge == .seconds(6))
        #expect(player.state.position == .seconds(2))
        player.send(.play)
        #expect(player.model.element(.live).label == "Live")
        #expect(player.model.element(.time).label == "Live")
        #expect(player.model.element(.forward).traits.contains(.notEnabled))

        // The first refresh, a minimumUpdatePeriod later: by the clock (8 s) the fourth
        // segment is available, though the MPD did not change.
        clock.set(secondsAfterStart: 8)
        player.advance(by: .seconds(2))
        #expect(player.state.liveEdge == .seconds(8))
        #expect(player.position == .seconds(4))

        // Two more published (to 12 s); the clock reaches their ends over two refreshes.
        try folder.publish(6)
        clock.set(secondsAfterStart: 10)
        player.advance(by: .seconds(2))
        #expect(player.state.liveEdge == .seconds(10))
        clock.set(secondsAfterStart: 12)
        player.advance(by: .seconds(2))
        #expect(player.state.liveEdge == .seconds(12))
        player.advance(by: .seconds(1))
        #expect(player.position == .seconds(9))
        // "Second cue" (8.5–9.5 s) is in the fifth segment, published after opening.
        #expect(player.activeCues.map(\.text) == ["Second cue"])

        // Behind live after a rewind (to 0 s): the edge of 12 s, reached at 6 s, has grown
        // with the clock since, so the live point is 12 + 1 − 4 = 9 s, where playback was.
        // Watch live goes back to the live point.
        player.send(.rewind)
        #expect(player.position == .zero)
        #expect(player.model.element(.time).label == "9 seconds behind live")
        #expect(player.model.element(.live).label == "Watch live")
        #expect(!player.model.element(.forward).traits.contains(.notEnabled))
        player.focus(on: .control(.live))
        player.perform(.activate)
        #expect(player.position == .seconds(9))
        #expect(player.model.element(.live).label == "Live")

        // The server stops refreshing: after three refresh periods without a new segment the
        // presentation ends, saying why.
        clock.set(secondsAfterStart: 40)
        player.advance(by: .seconds(10))
        #expect(player.state.playback == .ended)
        #expect(errors(recorder).contains { $0.contains("live MPD stopped growing") })
    }

    @Test func anMPDTurnedStaticEndsThePresentation() throws {
        let clock = TestWallClock(secondsAfterStart: 6)
        let folder = try LiveDASHFolder(published: 3)
        let (player, recorder) = try opened(folder, clock: clock)
        defer { player.close() }
        player.send(.play)
        #expect(player.state.playback == .playing)
        // The server ends the presentation: the next refresh finds the MPD static, and
        // playback ends there, as at an HLS playlist's EXT-X-ENDLIST.
        try folder.publish(5, ended: true)
        clock.set(secondsAfterStart: 10)
        player.advance(by: .seconds(2))
        #expect(player.state.playback == .ended)
        #expect(errors(recorder).contains { $0.contains("type=\"static\"") })
    }
}
