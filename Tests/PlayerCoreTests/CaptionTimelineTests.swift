import PlayerCore
import Testing

@Suite struct CaptionTimelineTests {
    private func cue(_ start: Int64, _ end: Int64, _ text: String) -> Cue {
        Cue(start: .seconds(start), end: .seconds(end), text: text)
    }

    private func texts(_ timeline: CaptionTimeline) -> [String] {
        timeline.activeCues.compactMap(\.text)
    }

    @Test func anEmptyTimelineHasNothingActiveAndNoBoundary() {
        var timeline = CaptionTimeline(cues: [])
        #expect(timeline.advance(to: .seconds(5)) == false)
        #expect(timeline.activeCues.isEmpty)
        #expect(timeline.nextBoundary == nil)
    }

    @Test func steppingForwardShowsAndRemovesCuesAtTheirEdges() {
        var timeline = CaptionTimeline(cues: [cue(1, 3, "a"), cue(4, 6, "b")])
        #expect(timeline.advance(to: .zero) == false)
        #expect(timeline.advance(to: .seconds(1)) == true)
        #expect(texts(timeline) == ["a"])
        #expect(timeline.advance(to: .milliseconds(2_999)) == false)
        // The end is exclusive.
        #expect(timeline.advance(to: .seconds(3)) == true)
        #expect(texts(timeline).isEmpty)
        #expect(timeline.advance(to: .seconds(5)) == true)
        #expect(texts(timeline) == ["b"])
        #expect(timeline.advance(to: .seconds(6)) == true)
        #expect(texts(timeline).isEmpty)
    }

    @Test func overlappingCuesAreAllActiveInStartOrder() {
        var timeline = CaptionTimeline(cues: [
            cue(0, 10, "long"), cue(2, 4, "short"), cue(3, 5, "mid"),
        ])
        timeline.advance(to: .seconds(3))
        #expect(texts(timeline) == ["long", "short", "mid"])
        timeline.advance(to: .seconds(4))
        #expect(texts(timeline) == ["long", "mid"])
    }

    @Test func cuesGivenOutOfOrderAreSortedByStartKeepingTiesInInputOrder() {
        let timeline = CaptionTimeline(cues: [
            cue(5, 6, "c"), cue(1, 2, "a"), cue(5, 7, "d"), cue(3, 4, "b"),
        ])
        #expect(timeline.cues.compactMap(\.text) == ["a", "b", "c", "d"])
    }

    @Test func jumpingBackwardFindsCuesThatStartedLongBefore() {
        var timeline = CaptionTimeline(cues: [
            cue(0, 100, "whole"), cue(50, 52, "x"), cue(90, 95, "y"),
        ])
        timeline.advance(to: .seconds(93))
        #expect(texts(timeline) == ["whole", "y"])
        #expect(timeline.advance(to: .seconds(51)) == true)
        #expect(texts(timeline) == ["whole", "x"])
    }

    @Test func jumpingFarForwardSkipsPastCues() {
        let many = (0..<100).map { cue(Int64($0) * 2, Int64($0) * 2 + 1, "\($0)") }
        var timeline = CaptionTimeline(cues: many)
        timeline.advance(to: .zero)
        #expect(texts(timeline) == ["0"])
        #expect(timeline.advance(to: .seconds(150)) == true)
        #expect(texts(timeline) == ["75"])
        #expect(timeline.advance(to: .milliseconds(151_500)) == true)
        #expect(texts(timeline).isEmpty)
    }

    @Test func nextBoundaryIsTheEarlierOfTheNextStartAndTheFirstActiveEnd() {
        var timeline = CaptionTimeline(cues: [cue(1, 9, "a"), cue(2, 4, "b"), cue(6, 7, "c")])
        #expect(timeline.nextBoundary == .seconds(1))
        timeline.advance(to: .seconds(3))
        #expect(timeline.nextBoundary == .seconds(4))
        timeline.advance(to: .seconds(5))
        #expect(timeline.nextBoundary == .seconds(6))
        timeline.advance(to: .seconds(8))
        #expect(timeline.nextBoundary == .seconds(9))
        timeline.advance(to: .seconds(9))
        #expect(timeline.nextBoundary == nil)
    }

    @Test func randomMovesAgreeWithCheckingEveryCue() {
        var random = SplitMix64(seed: 42)
        for _ in 0..<200 {
            let cues = (0..<Int.random(in: 0...40, using: &random)).map { index -> Cue in
                let start = Int64.random(in: 0...60_000, using: &random)
                let length = Int64.random(in: 1...8_000, using: &random)
                return Cue(
                    start: .milliseconds(start), end: .milliseconds(start + length),
                    text: "\(index)")
            }
            var timeline = CaptionTimeline(cues: cues)
            var previous: [Cue] = []
            for _ in 0..<60 {
                let time = MediaTime.milliseconds(
                    Bool.random(using: &random)
                        ? Int64.random(in: -1_000...70_000, using: &random)
                        : (timeline.nextBoundary ?? .zero).microseconds / 1_000)
                let changed = timeline.advance(to: time)
                let expected = timeline.cues.filter { $0.isActive(at: time) }
                #expect(timeline.activeCues == expected)
                #expect(changed == (expected != previous))
                let boundary =
                    ([timeline.cues.map(\.start).filter { $0 > time }.min()]
                    + expected.map(\.end)).compactMap { $0 }.min()
                #expect(timeline.nextBoundary == boundary)
                previous = expected
            }
        }
    }
}
