import Foundation
import PlayerCore
import PlayerEngine
import PlayerMedia
import PlayerSession
import PlayerTesting
import Synchronization
import Testing

/// A live HLS stream grown while the player runs: the live edge reaches the core, the skin
/// says Live / behind live / Watch live, cues of segments published after opening show, and a
/// playlist that stops growing ends playback with a message (RFC 8216 §6.3.4 reloads).
@Suite struct LiveHLSTests {
    private func options(_ clock: PlayerClockMode) -> PlayerOptions {
        PlayerOptions(
            trackPreferences: TrackPreferences(preferredLanguages: ["en"], captionsAlwaysOn: true),
            clock: clock)
    }

    @Test func aGrowingPlaylistMovesTheLiveEdgeAndShowsNewCues() throws {
        let folder = try LiveHLSFolder(published: 3)
        let player = try Player(
            source: MediaFile(path: folder.masterPath), options: options(.manual))
        let recorder = EventRecorder()
        player.observe { recorder.record($0) }
        defer { player.close() }
        // Three 2 s segments published: the edge is at 6 s, and playback joins three target
        // durations before it (RFC 8216 §6.3.3), at 0 s: the live point, which the skin calls
        // Live.
        #expect(player.catalog.isLive)
        #expect(player.catalog.duration == nil)
        #expect(player.state.liveEdge == .seconds(6))
        #expect(player.state.position == .zero)
        player.send(.play)
        #expect(player.model.element(.live).label == "Live")
        #expect(player.model.element(.time).label == "Live")
        #expect(player.model.element(.forward).traits.contains(.notEnabled))

        // Nothing new at the first reload (2 s, the target duration): playback goes on from
        // the segments it has, where "First cue" (1–3 s) is.
        player.advance(by: .seconds(2))
        #expect(player.state.liveEdge == .seconds(6))
        #expect(player.position == .seconds(2))
        #expect(player.activeCues.map(\.text) == ["First cue"])

        // Two more segments (to 10 s), found by the next reload, half a target later (3 s);
        // a sixth (to 12 s) before the stream would stall.
        try folder.publish(5)
        player.advance(by: .seconds(1))
        #expect(player.state.liveEdge == .seconds(10))
        try folder.publish(6)
        player.advance(by: .seconds(6))
        #expect(player.state.liveEdge == .seconds(12))
        #expect(player.position == .seconds(9))
        // "Second cue" (9–11 s) is in the fifth segment, published after opening.
        #expect(player.activeCues.map(\.text) == ["Second cue"])

        // Behind live after a rewind (to 0 s): the edge of 12 s, reached at 5 s, has grown
        // with the clock since, so the live point is 12 + 4 − 6 = 10 s. Watch live goes back
        // to the live point, not to the edge, where nothing is left to play.
        player.send(.rewind)
        #expect(player.position == .zero)
        #expect(player.model.element(.time).label == "10 seconds behind live")
        #expect(player.model.element(.live).label == "Watch live")
        #expect(!player.model.element(.forward).traits.contains(.notEnabled))
        player.focus(on: .control(.live))
        player.perform(.activate)
        #expect(player.position == .seconds(10))
        #expect(player.model.element(.live).label == "Live")

        // The playlist stops growing: after three target durations without a new segment the
        // stream ends, saying why.
        player.advance(by: .seconds(12))
        #expect(player.state.playback == .ended)
        let errors = recorder.events.compactMap { logged -> String? in
            guard case .error(let text) = logged.event else { return nil }
            return text
        }
        #expect(errors.contains { $0.contains("stopped growing") })
    }

    @Test func anOnDemandFileHasNoLiveElement() throws {
        let player = try Player(
            source: MediaFile(path: DemoSession.moviePath), options: options(.fast))
        let recorder = EventRecorder()
        player.observe { recorder.record($0) }
        player.run(until: .seconds(2))
        player.close()
        #expect(!recorder.events.lines(Set(LogKind.allCases)).contains { $0.contains("live:") })
    }

    /// In real time, with a segment published every two seconds for 20 s: cues of the later
    /// segments show, and the viewer's close ends playback when it comes, the source released.
    @Test func realTimePlaybackFollowsTheStreamAndClosesPromptly() throws {
        let folder = try LiveHLSFolder(published: 3)
        let source = ReadCountingSource(MediaFile(path: folder.masterPath))
        let viewer = LiveViewer()
        // A segment published every two seconds from the moment the player is open (a live
        // player joins at the edge), then the viewer closes after 20 s. The clock waits for
        // the answers to the reloads the player asked its loader for, as a real one runs on
        // while a reload of files on disk takes next to no time.
        let steps: [LiveServerClock.Step] =
            (4...10).map { count in
                (
                    time: MediaTime.seconds(Int64(2 * (count - 3))),
                    action: { try? folder.publish(count) }
                )
            } + [(time: .seconds(20), action: viewer.close)]
        let clock = LiveServerClock(steps: steps) { viewer.waitForAnswers(from: source) }
        let player = try Player(source: source, options: options(.realTime(clock)))
        viewer.watch(player, reading: source)
        let recorder = EventRecorder()
        player.observe { recorder.record($0) }
        // The captions chosen at opening are loaded before the clock starts.
        #expect(source.wait(reads: 1))
        player.send(.play)
        player.run(stopWhenFinished: false)
        let captions = recorder.events.compactMap { logged -> String? in
            guard case .cueShown(_, _, let cue) = logged.event else { return nil }
            return cue.spokenText
        }
        let log = recorder.events.lines([.caption, .state, .error, .ended]).joined(separator: "\n")
        #expect(captions.contains("Second cue"), "\(log)")
        #expect(captions.contains("Third cue"), "\(log)")
        // The close ended the run at the frame it came in, and released both readers (the
        // player's and its loader's) before the run returned.
        let frame = MediaTime(microseconds: 16_667)
        #expect(player.isClosed)
        #expect(player.sessionTime >= .seconds(20) && player.sessionTime < .seconds(20) + frame)
        #expect(source.finished.closes == 2)
        // Every segment published was found by a reload: the live edge is at the tenth's end.
        #expect(player.state.liveEdge == .seconds(20))
    }
}

/// The viewer of a real-time live test: closes the player when told, counts the reloads the
/// player asks its loader for, and knows when the answer to each was posted to the player.
private final class LiveViewer: Sendable {
    private let inbox = Mutex<PlayerInbox?>(nil)
    private let reloads = Atomic<Int>(0)
    /// How many reloads the source had finished at the latest post to the player: the loader
    /// posts each answer after its reload finished and before it starts the next, so a post
    /// made once `n` were finished brought the answer to the `n`th (or came after it).
    private let answered = Atomic<Int>(0)

    /// Follows `player`, which reads `source`: its reloads counted, its posts noted, its inbox
    /// kept for the close.
    func watch(_ player: Player, reading source: ReadCountingSource) {
        inbox.withLock { $0 = player.inbox }
        player.inbox.setWakeUp { [self] in
            answered.store(source.finished.reloads, ordering: .sequentiallyConsistent)
        }
        player.observeOutputs { [self] output in
            if case .reload = output { reloads.add(1, ordering: .sequentiallyConsistent) }
        }
    }

    /// Waits until every reload asked for was finished by `source` and its answer posted to
    /// the player, as a real clock runs on while a reload of files on disk takes next to no
    /// time.
    func waitForAnswers(from source: ReadCountingSource) {
        let asked = reloads.load(ordering: .sequentiallyConsistent)
        source.wait(reloads: asked)
        while answered.load(ordering: .sequentiallyConsistent) < asked {
            sched_yield()
        }
    }

    /// Closes the player, as a viewer does from another thread.
    @Sendable func close() {
        inbox.withLock { $0 }?.post(.command(.close))
    }
}
