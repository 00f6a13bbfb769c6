import Foundation
import MediaTestSupport
import PlayerAccessibility
import PlayerCore
import PlayerEngine
import PlayerMedia
import PlayerSession
import PlayerTesting
import Testing

/// "N seconds behind live" on live HLS and DASH streams that grow by one 2 s segment every
/// 2 s of session time, as a server's do: measured from the live point the playlist states,
/// moved on with the clock between reloads (docs/cli.md, "Live streams"), it says 10 right
/// after a rewind of 10 s from Live and keeps saying it while playing, grows a second a
/// second while paused, and a reload that changes nothing the viewer is told writes no
/// `state` line.
@Suite struct LiveDistanceTests {
    /// A live stream joined at session time 0 whose edge the test moves: `grow(t)` makes
    /// the segments ending by session time `t` available, before the player reaches `t`.
    private struct LiveStream {
        /// The folder the stream is read from, kept until the test ends.
        let folder: AnyObject
        let player: Player
        let recorder: EventRecorder
        let grow: (Int64) throws -> Void
    }

    private static let preferences = TrackPreferences(
        preferredLanguages: ["en"], captionsAlwaysOn: true)

    /// ``LiveHLSFolder`` opened with three segments (its edge at 6 s, joined three target
    /// durations behind it, at 0 s), one more published every 2 s of session time.
    private func hlsStream() throws -> LiveStream {
        let folder = try LiveHLSFolder(published: 3)
        let player = try Player(
            source: MediaFile(path: folder.masterPath),
            options: PlayerOptions(trackPreferences: Self.preferences, clock: .manual))
        let recorder = EventRecorder()
        player.observe { recorder.record($0) }
        return LiveStream(folder: folder, player: player, recorder: recorder) { time in
            try folder.publish(min(3 + Int(time / 2), 10))
        }
    }

    /// ``LiveDASHFolder`` with its ten segments listed, opened 6 s after its
    /// `availabilityStartTime` (its edge at 6 s, joined `suggestedPresentationDelay`, 4 s,
    /// behind it, at 2 s); the wall clock runs with session time.
    private func dashStream() throws -> LiveStream {
        let folder = try LiveDASHFolder(published: 10)
        let wallClock = TestWallClock(secondsAfterStart: 6)
        var media = MediaSourceOptions(discoverSidecars: false)
        media.wallClock = { wallClock.now }
        let player = try Player(
            source: MediaFile(path: folder.manifestPath, options: media),
            options: PlayerOptions(trackPreferences: Self.preferences, clock: .manual))
        let recorder = EventRecorder()
        player.observe { recorder.record($0) }
        return LiveStream(folder: folder, player: player, recorder: recorder) { time in
            wallClock.set(secondsAfterStart: 6 + time)
        }
    }

    /// Plays `stream` at its live point to 13 s of session time (a second after the reload
    /// at 12 s found the segment ending at the edge, so the live point is a second past the
    /// one that reload stated) and rewinds; returns the session time of the rewind.
    private func playAndRewind(_ stream: LiveStream) throws -> MediaTime {
        stream.player.send(.play)
        for time in stride(from: Int64(2), through: 12, by: 2) {
            try stream.grow(time)
            stream.player.advance(by: .seconds(2))
        }
        stream.player.advance(by: .seconds(1))
        #expect(stream.player.model.element(.time).label == "Live")
        try stream.grow(14)
        stream.player.send(.rewind)
        return stream.player.sessionTime
    }

    /// The time element's labels logged from session time `start` on, with their times.
    private func timeLabels(
        _ recorder: EventRecorder, from start: MediaTime
    ) -> [(time: MediaTime, label: String)] {
        recorder.events.compactMap { logged in
            guard logged.sessionTime >= start,
                case .elementChanged(let id, let label, _) = logged.event,
                id == Control.time.identifier
            else { return nil }
            return (logged.sessionTime, label)
        }
    }

    /// The `state` lines logged after session time `start`.
    private func stateLines(_ recorder: EventRecorder, after start: MediaTime) -> [String] {
        recorder.events.filter { $0.sessionTime > start && $0.kind == .state }
            .map { SpokenLogFormat.text.line(for: $0) }
    }

    /// After a rewind of 10 s from Live, playing on: "10 seconds behind live" at once, and
    /// nothing else through the reloads of the next 4 s (one moving the edge to its last
    /// segment's end at 14 s, the others finding nothing new), with no `state` line.
    private func playingStaysTenBehind(_ stream: LiveStream) throws {
        defer { stream.player.close() }
        let rewound = try playAndRewind(stream)
        #expect(rewound == .seconds(13))
        stream.player.advance(by: .seconds(4))
        #expect(stream.player.state.playback == .playing)
        let labels = timeLabels(stream.recorder, from: rewound)
        #expect(labels.map(\.label) == ["10 seconds behind live"])
        #expect(labels.first?.time == rewound)
        #expect(stream.player.model.element(.time).label == "10 seconds behind live")
        #expect(stateLines(stream.recorder, after: rewound) == [])
    }

    /// After a rewind of 10 s from Live and a pause: 10 at once, then one second more each
    /// second as the live point moves on (N + 1 from N + ½ s, the spoken time's rounding),
    /// whatever the reloads, and no `state` line but the pause's.
    private func pausedGrowsBySeconds(_ stream: LiveStream) throws {
        defer { stream.player.close() }
        let rewound = try playAndRewind(stream)
        stream.player.send(.pause)
        stream.player.advance(by: .seconds(4))
        let labels = timeLabels(stream.recorder, from: rewound)
        #expect(labels.map(\.label) == (10...14).map { "\($0) seconds behind live" })
        #expect(
            labels.map(\.time)
                == [rewound] + (1...4).map { rewound + .milliseconds(Int64($0) * 1_000 - 500) })
        #expect(stateLines(stream.recorder, after: rewound) == [])
    }

    @Test func hlsPlayingAfterARewindStaysTenSecondsBehindLive() throws {
        try playingStaysTenBehind(hlsStream())
    }

    @Test func dashPlayingAfterARewindStaysTenSecondsBehindLive() throws {
        try playingStaysTenBehind(dashStream())
    }

    @Test func hlsPausedAfterARewindFallsBehindASecondASecond() throws {
        try pausedGrowsBySeconds(hlsStream())
    }

    @Test func dashPausedAfterARewindFallsBehindASecondASecond() throws {
        try pausedGrowsBySeconds(dashStream())
    }
}
