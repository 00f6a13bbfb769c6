import PlayerCore
import PlayerEngine
import PlayerMedia
import PlayerSession
import PlayerTesting
import Testing

/// The scripted session on Samples/demo.mkv, whose cues are Samples/src/demo.en.srt and
/// Samples/demo.en.forced.srt exactly.
@Suite struct DemoSessionTests {
    static let spokenKinds: Set<LogKind> = [.focus, .say, .caption, .captionEnd, .rejected, .ended]

    @Test func scriptedSessionSpeaksTheAuthoredCuesAtTheirTimes() throws {
        let lines = try DemoSession.events(.fast).lines(Self.spokenKinds)
        // Session time follows the script: the seek at 2 s lands at 6 s, 7 s is reached one
        // second later (session 3 s) and seeks to 2 s; 3 s is reached at session 4 s, slow
        // motion makes 3 s → 4 s take two (session 6 s), then 4 s → 6 s takes two more
        // (session 8 s, where lock, forward, unlock and captions off happen); from there
        // session time runs 2 s ahead of the position to the end at 60.046 s.
        #expect(
            lines == [
                // The cursor lands on the first element as the player screen appears.
                "00:00:00.000  @00:00:00.000  focus    Close, button, Double tap to activate",
                "00:00:00.000  @00:00:00.000  say      Current program is Demo Feature",
                "00:00:00.000  @00:00:00.000  say      Closed Captions, English SDH",
                "00:00:01.000  @00:00:01.000  caption  [English SDH] [DOOR CREAKS OPEN]",
                // Forward at 2 s: said where it was made, the captions change at the target.
                "00:00:02.000  @00:00:02.000  say      6 seconds of 1 minute",
                "00:00:02.000  @00:00:06.000  caption-end [English SDH] [DOOR CREAKS OPEN]",
                "00:00:02.000  @00:00:06.000  caption  [English SDH] ANNA: Is anyone here?",
                "00:00:03.000  @00:00:07.000  say      2 seconds of 1 minute",
                "00:00:03.000  @00:00:02.000  caption-end [English SDH] ANNA: Is anyone here?",
                "00:00:03.000  @00:00:02.000  caption  [English SDH] [DOOR CREAKS OPEN]",
                "00:00:04.000  @00:00:03.000  say      Slow motion on",
                "00:00:06.000  @00:00:04.000  caption-end [English SDH] [DOOR CREAKS OPEN]",
                "00:00:06.000  @00:00:04.000  say      Slow motion off",
                "00:00:07.000  @00:00:05.000  caption  [English SDH] ANNA: Is anyone here?",
                // Locking hides Close, under the cursor: it moves to Unlock screen.
                "00:00:08.000  @00:00:06.000  focus    Unlock screen, button, Double tap to activate",
                "00:00:08.000  @00:00:06.000  say      Screen locked",
                "00:00:08.000  @00:00:06.000  say      Controls locked",
                "00:00:08.000  @00:00:06.000  rejected controls locked",
                "00:00:08.000  @00:00:06.000  say      Screen unlocked",
                "00:00:08.000  @00:00:06.000  say      Closed Captions, Off",
                "00:00:08.000  @00:00:06.000  caption-end [English SDH] ANNA: Is anyone here?",
                // A screen reader runs: 15 s after the last command the controls hide and
                // Show controls takes the focus, spoken, though no gesture moved the cursor.
                "00:00:23.000  @00:00:21.000  focus    Show controls, button, Double tap to activate",
                "00:00:32.500  @00:00:30.500  caption  [English (Forced)] SIGN: \"STORM SHELTER\"",
                "00:00:33.500  @00:00:31.500  caption-end [English (Forced)] SIGN: \"STORM SHELTER\"",
                // At the end the controls come back and Show controls goes: the focus moves to
                // the first control.
                "00:01:02.046  @00:01:00.046  focus    Close, button, Double tap to activate",
                "00:01:02.046  @00:01:00.046  say      Playback ended",
                "00:01:02.046  @00:01:00.046  ended    Playback ended",
            ])
    }

    @Test(arguments: [250, 700, 3_000])
    func manualSteppingLogsExactlyWhatFastModeLogs(stepMilliseconds: Int64) throws {
        let fast = try DemoSession.events(.fast)
        let manual = try DemoSession.events(.manual) { player in
            var steps = 0
            while player.state.playback != .ended && steps < 10_000 {
                player.advance(by: .milliseconds(stepMilliseconds))
                steps += 1
            }
        }
        #expect(manual.lines(Set(LogKind.allCases)) == fast.lines(Set(LogKind.allCases)))
    }

    @Test(arguments: [PlayerClockMode.fast, .realTime(ManualClock(start: .seconds(100)))])
    func seekIntoACueShowsItAtOnce(clock: PlayerClockMode) throws {
        let player = try Player(
            source: MediaFile(path: DemoSession.moviePath), options: DemoSession.options(clock))
        let recorder = EventRecorder()
        player.send(.selectCaptions(.track(TrackID(rawValue: 2))))
        player.observe { recorder.record($0) }
        // BEN's two-line cue runs from 15 s to 19 s; 17.5 s is inside it.
        player.send(.seek(to: MediaTime(seconds: 17, milliseconds: 500)))
        #expect(
            player.activeCues.map(\.text) == ["BEN: Over here, by the window.\nWatch your step."])
        #expect(
            recorder.events.lines([.caption]).last
                == "00:00:00.000  @00:00:17.500  caption  [English SDH] BEN: Over here, by the window. / Watch your step."
        )
        player.close()
    }

    @Test func changingTheCaptionTrackMidCueShowsTheNewTracksCueAtOnce() throws {
        let player = try Player(
            source: MediaFile(path: DemoSession.moviePath), options: DemoSession.options(.manual))
        player.send(.selectCaptions(.track(TrackID(rawValue: 2))))
        player.send(.play)
        player.advance(by: .seconds(16))
        player.send(.selectCaptions(.track(TrackID(rawValue: 3))))
        #expect(
            player.activeCues.map(\.text) == ["Aquí, junto a la ventana.\nCuidado con el escalón."])
        player.send(.seek(to: .seconds(6)))
        player.send(.selectCaptions(.track(TrackID(rawValue: 2))))
        #expect(player.activeCues.map(\.text) == ["ANNA: Is anyone here?"])
        player.close()
    }
}
