import PlayerAccessibility
import PlayerCore
import PlayerEngine
import PlayerTesting
import Testing

@Suite struct HarnessMovesTests {
    static let english = TrackInfo(
        id: TrackID(rawValue: 1), kind: .legible, codec: "subrip", language: "en")

    /// A 30-second titled film with one English track of two cues, captions on.
    static func harness() throws -> PlayerHarness {
        let source = SyntheticSource(
            duration: .seconds(30),
            tracks: [
                TrackInfo(id: TrackID(rawValue: 0), kind: .audio, codec: "aac", language: "en"),
                english,
            ],
            cues: [
                english.id: [
                    Cue(start: .seconds(1), end: .seconds(4), text: "[DOOR CREAKS OPEN]"),
                    Cue(start: .seconds(12), end: .seconds(14), text: "Who's there?"),
                ]
            ],
            metadata: TitleMetadata(title: "Harness Demo"))
        return try PlayerHarness(
            source: source,
            options: PlayerOptions(
                trackPreferences: TrackPreferences(
                    preferredLanguages: ["en"], captionsAlwaysOn: true)))
    }

    @Test func focusAndSwipeReachAnElementById() throws {
        let harness = try Self.harness()
        defer { harness.close() }
        #expect(harness.focus(on: .control(.volume)) == "Mute, button, Double tap to activate")
        // Back to Rewind: three swipes left, saying where each lands; the last is returned.
        let mark = harness.mark()
        #expect(
            harness.swipe(to: .control(.rewind))
                == "Rewind 10 seconds, button, Double tap to activate")
        #expect(
            harness.transcript(since: mark).speech == [
                "0 seconds of 30 seconds",
                "Playback slider, 0%, adjustable, Swipe up or down with one finger to adjust the value",
                "Forward 10 seconds, button, Double tap to activate",
                "Play, button, Double tap to activate",
                "Rewind 10 seconds, button, Double tap to activate",
            ])
        #expect(harness.swipe(to: .control(.subtitles))?.hasPrefix("Subtitles, On") == true)
        #expect(harness.focusFirst() == "Close, button, Double tap to activate")
        #expect(
            harness.focusLast() == "Player settings, collapsed, button, Double tap to activate")
        // Not on screen: no move.
        #expect(harness.focus(on: .option(.closedCaptions, index: 0)) == nil)
        #expect(harness.swipe(to: .option(.closedCaptions, index: 0)) == nil)
        #expect(harness.player.screenReader?.focus == .control(.settings))
    }

    @Test func gesturesSeeksAndCommandsReturnWhatTheyAnnounced() throws {
        let harness = try Self.harness()
        defer { harness.close() }
        harness.focus(on: .control(.playPause))
        let played = harness.gesture(.activate)
        #expect(played.utterance == "Pause")
        #expect(played.announcements.map(\.text) == ["Current program is Harness Demo"])
        #expect(
            harness.seek(to: .seconds(12)).announcements.map(\.text) == ["12 seconds of 30 seconds"]
        )
        #expect(
            harness.seek(by: .seconds(-2)).announcements.map(\.text) == ["10 seconds of 30 seconds"]
        )
        #expect(harness.send(.lock).announcements.map(\.text) == ["Screen locked"])
        let refused = harness.send(.forward)
        #expect(refused.rejection == .controlsLocked)
        #expect(refused.announcements.map(\.text) == ["Controls locked"])
        #expect(harness.magicTap().rejection == .controlsLocked)
    }

    @Test func theTranscriptSplitsByKindAndAMarkReadsOnlyWhatCameAfter() throws {
        let harness = try Self.harness()
        defer { harness.close() }
        harness.magicTap()
        harness.advance(by: .seconds(5))
        let mark = harness.mark()
        harness.focus(on: .control(.close))
        harness.seek(to: .seconds(12))
        harness.advance(by: .seconds(1))
        let everything = harness.transcript()
        #expect(everything.captions == ["[DOOR CREAKS OPEN]", "Who's there?"])
        #expect(everything.announcements.first == "Current program is Harness Demo")
        let after = harness.transcript(since: mark)
        #expect(after.speech == ["Close, button, Double tap to activate"])
        #expect(after.captions == ["Who's there?"])
        #expect(after.announcements == ["12 seconds of 30 seconds"])
        #expect(
            harness.log(since: mark, kinds: [.caption]) == [
                // The seek to 12 s was made 5 s into the session.
                "00:00:05.000  @00:00:12.000  caption  [English] Who's there?"
            ])
    }

    @Test func aGoldenLogMismatchThrowsAReadableDiff() throws {
        let harness = try Self.harness()
        defer { harness.close() }
        harness.magicTap()
        let mark = harness.mark()
        harness.advance(by: .seconds(5))
        let golden = """
            00:00:01.000  @00:00:01.000  caption  [English] [DOOR CREAKS OPEN]
            00:00:04.000  @00:00:04.000  caption-end [English] [DOOR CREAKS OPEN]

            """
        try harness.expectLog(golden, since: mark, kinds: [.caption, .captionEnd])
        do {
            try harness.expectLog(
                "00:00:01.000  @00:00:01.000  caption  [English] [DOOR OPENS]\n"
                    + "00:00:04.000  @00:00:04.000  caption-end [English] [DOOR CREAKS OPEN]",
                since: mark, kinds: [.caption, .captionEnd])
            Issue.record("a different log was accepted")
        } catch {
            #expect(
                error.description == """
                    log differs from golden (- golden, + actual):
                    - 00:00:01.000  @00:00:01.000  caption  [English] [DOOR OPENS]
                    + 00:00:01.000  @00:00:01.000  caption  [English] [DOOR CREAKS OPEN]
                      00:00:04.000  @00:00:04.000  caption-end [English] [DOOR CREAKS OPEN]
                    """)
        }
        #expect(GoldenLog.diff(expected: ["a", "b"], actual: ["a", "b"]) == nil)
        #expect(
            GoldenLog.diff(expected: ["a"], actual: ["a", "b"])
                == "log differs from golden (- golden, + actual):\n  a\n+ b")
    }
}
