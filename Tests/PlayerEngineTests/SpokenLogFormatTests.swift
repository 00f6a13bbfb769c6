import PlayerCore
import PlayerEngine
import PlayerSession
import Testing

@Suite struct SpokenLogFormatTests {
    /// A caption shown 3.023 s into the session, at 1.023 s of media (after a rewind).
    static let caption = LoggedEvent(
        sessionTime: MediaTime(seconds: 3, milliseconds: 23),
        position: MediaTime(seconds: 1, milliseconds: 23),
        event: .cueShown(
            track: TrackID(rawValue: 2), trackName: "English SDH",
            cue: Cue(start: .seconds(1), end: .seconds(3), text: "Hello,\n\"world\".")))

    @Test func textLinesGiveSessionTimeThenPositionAlignTheKindAndJoinCaptionLines() {
        #expect(
            SpokenLogFormat.text.line(for: Self.caption)
                == "00:00:03.023  @00:00:01.023  caption  [English SDH] Hello, / \"world\".")
        let focus = LoggedEvent(
            sessionTime: .seconds(12), position: .seconds(12),
            event: .focusMoved(element: "forward", utterance: "Forward 10 seconds, button"))
        #expect(
            SpokenLogFormat.text.line(for: focus)
                == "00:00:12.000  @00:00:12.000  focus    Forward 10 seconds, button")
    }

    @Test func jsonLinesCarryBothTimesKindAndFields() {
        #expect(
            SpokenLogFormat.jsonLines.line(for: Self.caption)
                == #"{"t":3.023,"pos":1.023,"kind":"caption","track":"English SDH","trackId":2,"text":"Hello,\n\"world\"."}"#
        )
        let say = LoggedEvent(
            sessionTime: .seconds(12), position: .seconds(20),
            event: .announcement(text: "Screen locked", priority: .assertive))
        #expect(
            SpokenLogFormat.jsonLines.line(for: say)
                == #"{"t":12,"pos":20,"kind":"say","text":"Screen locked","priority":"assertive"}"#)
        let element = LoggedEvent(
            sessionTime: .milliseconds(500), position: .milliseconds(500),
            event: .elementChanged(id: "playPause", label: "Pause", value: ""))
        #expect(
            SpokenLogFormat.jsonLines.line(for: element)
                == #"{"t":0.5,"pos":0.5,"kind":"element","id":"playPause","label":"Pause","value":""}"#
        )
        let rejected = LoggedEvent(
            sessionTime: .zero, position: .zero, event: .commandRejected(reason: "controls locked"))
        #expect(
            SpokenLogFormat.jsonLines.line(for: rejected)
                == #"{"t":0,"pos":0,"kind":"rejected","reason":"controls locked"}"#)
    }

    @Test func stateLinesCarryTheStateAsAnObject() throws {
        let audio = TrackInfo(id: TrackID(rawValue: 1), kind: .audio, codec: "aac", language: "en")
        let captions = TrackInfo(
            id: TrackID(rawValue: 2), kind: .legible, codec: "subrip", language: "en")
        var state = PlayerState()
        _ = state.apply(
            .sourceOpened(SourceDescription(duration: .seconds(60), tracks: [audio, captions])),
            at: .zero)
        _ = state.apply(.play, at: .zero)
        _ = state.apply(.setVolume(0.5), at: .zero)
        _ = state.apply(.mute, at: .zero)
        _ = state.apply(.selectCaptions(.track(captions.id)), at: .zero)
        _ = state.apply(.selectAudio(audio.id), at: .zero)
        let report = StateReport(
            state: state, captionTrackName: "English SDH", audioTrackName: "English",
            focus: "playPause")
        let line = SpokenLogFormat.jsonLines.line(
            for: LoggedEvent(
                sessionTime: .seconds(1), position: .seconds(1), event: .stateChanged(report)))
        #expect(
            line
                == #"{"t":1,"pos":1,"kind":"state","text":"playing, muted, volume 50%, captions 2, audio 1","state":{"playback":"playing","muted":true,"volume":0.5,"rate":1.0,"locked":false,"controlsShown":true,"panel":null,"captions":{"id":2,"name":"English SDH"},"captionsForced":false,"audio":{"id":1,"name":"English"},"focus":"playPause"}}"#
        )
    }

    @Test func theSessionLineNamesFileLocaleScreenReaderAndVersion() {
        let session = LoggedEvent(
            sessionTime: .zero, position: .zero,
            event: .sessionStarted(
                SessionReport(file: "demo.mkv", locale: "es", screenReader: true, version: "1.2.3"))
        )
        #expect(
            SpokenLogFormat.text.line(for: session)
                == "00:00:00.000  @00:00:00.000  session  demo.mkv, locale es, screen reader on, accessible-player 1.2.3"
        )
        #expect(
            SpokenLogFormat.jsonLines.line(for: session)
                == #"{"t":0,"pos":0,"kind":"session","file":"demo.mkv","locale":"es","screenReader":true,"version":"1.2.3"}"#
        )
    }
}
