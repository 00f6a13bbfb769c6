import Foundation
import PlayerCore
import PlayerEngine
import PlayerMedia
import PlayerSession
import PlayerTesting
import Testing

/// Time on a live stream: a script's clock starts where playback joined, and a fast player
/// keeps up with a playlist its server is still writing rather than calling it stopped.
@Suite struct LiveJoinTimingTests {
    private func options(_ clock: PlayerClockMode) -> PlayerOptions {
        PlayerOptions(
            trackPreferences: TrackPreferences(preferredLanguages: ["en"], captionsAlwaysOn: true),
            screenReaderRunning: false, clock: clock)
    }

    @Test func theScriptsFirstWaitCountsFromWherePlaybackJoined() throws {
        // Eight 2 s segments: the edge at 16 s, the join at 10 s (the latest segment starting
        // three target durations before the end, RFC 8216 §6.3.3).
        let folder = try LiveHLSFolder(published: 8)
        let player = try Player(
            source: MediaFile(path: folder.masterPath), options: options(.manual))
        defer { player.close() }
        let recorder = EventRecorder()
        player.observe { recorder.record($0) }
        #expect(player.position == .seconds(10))
        player.send(.play)
        player.run(try PlayerScript(parsing: "wait 4 pause"))
        let paused = recorder.events.first { logged in
            guard case .stateChanged(let report) = logged.event else { return false }
            return report.state.playback == .paused
        }
        // `wait 4` is four seconds of session time from the start: not at once, and four
        // seconds of playback after the join.
        #expect(paused?.sessionTime == .seconds(4))
        #expect(paused?.position == .seconds(14))
    }

    @Test func fastPlaybackFollowsAPlaylistItsServerIsStillWriting() throws {
        let folder = try LiveHLSFolder(published: 3)
        // The server publishes a segment every two seconds of wall time, as a live encoder
        // does, while the player plays as fast as the stream allows. The wall clock is the
        // server's: it moves only while the player waits between reloads.
        let server = LiveServerClock(
            steps: (4...8).map { count in
                (time: .seconds(Int64(2 * (count - 3))), action: { try? folder.publish(count) })
            })
        var options = options(.fast)
        options.liveReloadClock = server
        let player = try Player(source: MediaFile(path: folder.masterPath), options: options)
        defer { player.close() }
        let recorder = EventRecorder()
        player.observe { recorder.record($0) }
        player.send(.play)
        player.run(until: .seconds(10))
        let log = recorder.events.lines([.caption, .state, .error, .ended]).joined(separator: "\n")
        // It plays past the six seconds published at the start, to the stop, with the cue of
        // a segment published meanwhile ("Second cue", 9–11 s), and never calls the stream
        // stopped.
        #expect(player.position == .seconds(10), "\(log)")
        #expect(!log.contains("stopped growing"), "\(log)")
        #expect(
            recorder.events.contains { logged in
                guard case .cueShown(_, _, let cue) = logged.event else { return false }
                return cue.spokenText == "Second cue"
            }, "\(log)")
    }
}
