import PlayerCore
import PlayerEngine
import PlayerSession
import PlayerTesting
import Testing

/// `advance(by:count:)`, which holds the session through runs of quiet ticks, against the
/// same ticks handed over one call at a time: the same log, line for line, and the same
/// place at the end.
@Suite struct BatchedTickTests {
    private let english = TrackInfo(
        id: TrackID(rawValue: 1), kind: .legible, codec: "subrip", language: "en")

    private func player() throws -> (Player, EventRecorder) {
        let source = SyntheticSource(
            duration: .seconds(20), tracks: [english],
            cues: [
                english.id: [
                    Cue(start: .seconds(1), end: .seconds(4), text: "Hello"),
                    Cue(start: .milliseconds(4_500), end: .seconds(9), text: "Again"),
                ]
            ])
        let player = try Player(
            source: source,
            options: .englishCaptionsOnManualClock)
        let recorder = EventRecorder()
        player.observe { recorder.record($0) }
        player.send(.play)
        return (player, recorder)
    }

    @Test func aBatchLogsWhatItsTicksOneByOneLog() throws {
        let step = MediaTime(microseconds: 16_667)
        let (single, singleLog) = try player()
        defer { single.close() }
        for _ in 0..<1_500 {
            single.advance(by: step)
        }
        let (batched, batchedLog) = try player()
        defer { batched.close() }
        // Batches of uneven sizes, so that some end in the middle of a caption.
        for count in [7, 500, 1, 992] {
            batched.advance(by: step, count: count)
        }
        #expect(batchedLog.events == singleLog.events)
        #expect(batched.now == single.now)
        #expect(batched.position == single.position)
        #expect(singleLog.events.contains { $0.kind == .caption })
        #expect(singleLog.events.contains { $0.kind == .ended })
    }
}
