import PlayerCore
import PlayerEngine
import PlayerMedia
import PlayerSession
import PlayerTesting
import Testing

/// Script lines are placed in media time and run in order.
@Suite struct ScriptTimingTests {
    @Test(arguments: [PlayerClockMode.fast, .manual])
    func linesRunWhenPlaybackReachesTheirMediaTime(clock: PlayerClockMode) throws {
        let player = try Player(
            source: MediaFile(path: DemoSession.moviePath), options: DemoSession.options(clock))
        let recorder = EventRecorder()
        player.observe { recorder.record($0) }
        player.schedule(
            try PlayerScript(
                parsing: """
                    play
                    at 5 pause
                    at 20 play       # paused at 5 s: media time stands still, so at once
                    at 8 seek 30     # playing again from 5 s: when playback reaches 8 s
                    at 10 slowmo on  # already past 10 s after the seek: at once, at 30 s
                    """))
        if case .manual = clock {
            while player.state.playback != .ended {
                player.advance(by: .milliseconds(400))
            }
        } else {
            player.run()
        }
        let said = recorder.events.lines([.say]).filter {
            $0.contains("seconds of") || $0.contains("Slow motion")
        }
        #expect(
            said == [
                "00:00:08.000  @00:00:08.000  say      30 seconds of 1 minute",
                "00:00:08.000  @00:00:30.000  say      Slow motion on",
            ])
        let states = recorder.events.lines([.state]).filter {
            $0.contains("paused") || $0.contains("slow motion")
        }
        #expect(states.first?.hasPrefix("00:00:05.000  @00:00:05.000  state    paused") == true)
        player.close()
    }
}
