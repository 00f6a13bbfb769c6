import PlayerCore
import PlayerSpeech
import Testing

@Suite("Rendering a spoken log onto the media timeline")
struct SpokenTimelineRendererTests {
    let renderer = SpokenTimelineRenderer()

    /// Three short announcements, each well under two seconds long, at 0 s, 2 s and 5 s.
    let log: [(time: MediaTime, text: String)] = [
        (time: .zero, text: "Playing"),
        (time: .seconds(2), text: "Paused"),
        (time: .seconds(5), text: "Subtitles off"),
    ]

    @Test("Utterances at 0, 2 and 5 seconds are heard there, with silence in the gaps")
    func speechAtItsTimes() throws {
        let audio = try renderer.render(log, language: "en").audio()
        #expect(audio.sampleRate == 22050)
        for start in [0.0, 2.0, 5.0] {
            #expect(PCMMeasurements.rms(audio, from: start, seconds: 0.4) > speechLevel)
        }
        #expect(PCMMeasurements.rms(audio, from: 1.5, seconds: 0.5) < silenceLevel)
        #expect(PCMMeasurements.rms(audio, from: 4.0, seconds: 1.0) < silenceLevel)
    }

    @Test("Each utterance's samples are its speech, starting on its exact sample")
    func utterancesStartOnTheirSample() throws {
        let timeline = try renderer.render(log, language: "en")
        let mixed = timeline.audio().samples
        #expect(timeline.utterances.map(\.startSample) == [0, 44100, 110250])
        for utterance in timeline.utterances {
            let speech = utterance.audio.samples
            let copied = mixed[utterance.startSample..<utterance.endSample].elementsEqual(speech)
            #expect(copied, "\(utterance.text)")
            #expect(PCMMeasurements.rms(speech, in: speech.indices) > speechLevel)
            #expect(mixed[..<utterance.startSample].suffix(100).allSatisfy { $0 == 0 })
        }
    }

    @Test("The timeline ends where the last utterance ends, or at a later end time")
    func timelineLength() throws {
        let timeline = try renderer.render(log, language: "en")
        let last = try #require(timeline.utterances.last)
        #expect(timeline.sampleCount == last.endSample)
        #expect(timeline.duration == last.end)

        let toTen = try renderer.render(log, language: "en", until: .seconds(10))
        #expect(toTen.sampleCount == 220_500)
        #expect(toTen.duration == .seconds(10))
        #expect(PCMMeasurements.rms(toTen.audio(), from: 8, seconds: 2) == 0)

        let earlyEnd = try renderer.render(log, language: "en", until: .seconds(1))
        #expect(earlyEnd.sampleCount == earlyEnd.utterances.last?.endSample)
    }

    @Test("An utterance that would overlap the previous one starts right after it")
    func overlapIsPushedLater() throws {
        let timeline = try renderer.render(
            [
                (time: .zero, text: "Subtitles off, selected for closed captions"),
                (time: .milliseconds(500), text: "Paused"),
                (time: .milliseconds(600), text: "Muted"),
            ], language: "en")
        let placed = timeline.utterances
        #expect(
            placed.map(\.text) == [
                "Subtitles off, selected for closed captions", "Paused", "Muted",
            ])
        #expect(placed[0].startSample == 0)
        #expect(placed[0].endSample > 11025)  // the first still speaks at 0.5 s
        #expect(placed[1].startSample == placed[0].endSample)
        #expect(placed[2].startSample == placed[1].endSample)
        #expect(placed.map(\.requestedTime) == [.zero, .milliseconds(500), .milliseconds(600)])
        #expect(timeline.sampleCount == placed[2].endSample)
    }

    @Test("Utterances given out of order are placed in time order; equal times keep their order")
    func ordering() throws {
        let timeline = try renderer.render(
            [
                (time: .seconds(3), text: "Paused"),
                (time: .seconds(1), text: "Playing"),
                (time: .seconds(1), text: "Muted"),
            ], language: "en")
        #expect(timeline.utterances.map(\.text) == ["Playing", "Muted", "Paused"])
        #expect(timeline.utterances[0].startSample == 22050)
        #expect(timeline.utterances[1].startSample == timeline.utterances[0].endSample)
        #expect(timeline.utterances[2].startSample == 66150)
    }

    @Test("A new focus cuts off the utterance still speaking and drops what waits")
    func focusInterrupts() throws {
        let timeline = try renderer.render(
            [
                TimedUtterance(
                    time: .zero, text: "Close, button, Double tap to activate", interrupts: true),
                TimedUtterance(time: .zero, text: "Closed Captions, English", interrupts: false),
                TimedUtterance(time: .milliseconds(500), text: "Pause", interrupts: true),
                TimedUtterance(time: .milliseconds(600), text: "Muted", interrupts: false),
            ], language: "en")
        let placed = timeline.utterances
        // The announcement queued behind the first focus would start after 0.5 s: dropped.
        #expect(placed.map(\.text) == ["Close, button, Double tap to activate", "Pause", "Muted"])
        #expect(placed[0].wasInterrupted)
        #expect(placed[0].endSample == 11025)
        #expect(placed[1].startSample == 11025)
        #expect(!placed[1].wasInterrupted)
        #expect(placed[2].startSample == placed[1].endSample)
        let mixed = timeline.audio().samples
        #expect(mixed[11025..<placed[1].endSample].elementsEqual(placed[1].audio.samples))
    }

    @Test("An empty log renders silence up to the end time, or nothing")
    func emptyLog() throws {
        #expect(try renderer.render([TimedUtterance](), language: "en").sampleCount == 0)
        let second = try renderer.render([TimedUtterance](), language: "en", until: .seconds(1))
            .audio()
        #expect(second.samples == [Int16](repeating: 0, count: 22050))
    }
}
