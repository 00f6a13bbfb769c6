import PlayerCore
import PlayerEngine
import PlayerSession
import PlayerTesting
import Testing

/// The outputs a player performed, kept for the test.
private final class OutputRecorder {
    var outputs: [SessionOutput] = []
}

@Suite("A seek is asked only of a runtime that performs one")
struct SeekRequestTests {
    private static let english = TrackInfo(
        id: TrackID(rawValue: 1), kind: .legible, codec: "subrip", language: "en")
    private let source = SyntheticSource(
        duration: .seconds(60), tracks: [Self.english],
        cues: [
            Self.english.id: [
                Cue(start: .seconds(3), end: .seconds(14), text: "Across the seek"),
                Cue(start: .seconds(20), end: .seconds(22), text: "Later"),
            ]
        ])
    private let script = "play\ncaptions en\nat 2 forward\nat 21 rewind\nat 15 forward"

    /// Plays the script on `clock`, returning what the player performed and the text log.
    private func play(on clock: PlayerClockMode) throws -> (outputs: [SessionOutput], log: [String])
    {
        let player = try Player(source: source, options: PlayerOptions(clock: clock))
        defer { player.close() }
        let recorder = EventRecorder()
        let performed = OutputRecorder()
        player.observe { recorder.record($0) }
        player.observeOutputs { performed.outputs.append($0) }
        player.run(try PlayerScript(parsing: script), until: .seconds(30))
        return (performed.outputs, recorder.events.map { SpokenLogFormat.text.line(for: $0) })
    }

    @Test func aFastPlayerAsksNoSeekYetLogsWhatARoundTripLogs() throws {
        let fast = try play(on: .fast)
        let manual = try play(on: .manual)

        // The manual player's runtime is asked for each seek and answers it; the fast one's
        // is asked for none, and each seek still completes, where it was aimed.
        let asked = manual.outputs.compactMap { output -> MediaTime? in
            guard case .seekSource(let target) = output else { return nil }
            return target
        }
        #expect(asked == [.seconds(12), .seconds(11), .seconds(25)])
        #expect(!fast.outputs.contains { if case .seekSource = $0 { true } else { false } })
        let completed = fast.outputs.compactMap { output -> MediaTime? in
            guard case .seeked(let target) = output else { return nil }
            return target
        }
        #expect(completed == asked)
        #expect(fast.log == manual.log)
    }
}
