import PlayerCore
import PlayerEngine
import Testing

@Suite struct SpokenLogFormatTests {
    static let caption = LoggedEvent(
        time: MediaTime(seconds: 1, milliseconds: 23),
        event: .cueShown(
            track: TrackID(rawValue: 2), trackName: "English SDH", text: "Hello,\n\"world\"."))

    @Test func textLinesAlignTheKindAndJoinCaptionLines() {
        #expect(
            SpokenLogFormat.text.line(for: Self.caption)
                == "00:00:01.023  caption  [English SDH] Hello, / \"world\".")
        let focus = LoggedEvent(
            time: .seconds(12),
            event: .focusMoved(element: "forward", utterance: "Forward 10 seconds, button"))
        #expect(
            SpokenLogFormat.text.line(for: focus)
                == "00:00:12.000  focus    Forward 10 seconds, button")
    }

    @Test func jsonLinesCarryTimeKindAndFields() {
        #expect(
            SpokenLogFormat.jsonLines.line(for: Self.caption)
                == #"{"t":1.023,"kind":"caption","track":"English SDH","text":"Hello,\n\"world\"."}"#
        )
        let say = LoggedEvent(
            time: .seconds(12), event: .announcement(text: "Screen locked", priority: .assertive))
        #expect(
            SpokenLogFormat.jsonLines.line(for: say)
                == #"{"t":12,"kind":"say","text":"Screen locked","priority":"assertive"}"#)
        let element = LoggedEvent(
            time: .milliseconds(500),
            event: .elementChanged(id: "playPause", label: "Pause", value: ""))
        #expect(
            SpokenLogFormat.jsonLines.line(for: element)
                == #"{"t":0.5,"kind":"element","id":"playPause","label":"Pause","value":""}"#)
        let rejected = LoggedEvent(time: .zero, event: .commandRejected(reason: "controls locked"))
        #expect(
            SpokenLogFormat.jsonLines.line(for: rejected)
                == #"{"t":0,"kind":"rejected","reason":"controls locked"}"#)
    }
}
