import PlayerCore
import Testing

@testable import PlayerCaptions

@Suite("HLS WebVTT segment timing and merging")
struct HLSSubtitleTimingTests {
    private func segment(startingAt start: MediaTime) -> HLSSegment {
        HLSSegment(uri: "/s/x.vtt", duration: .seconds(6), start: start)
    }

    @Test("MPEGTS / 90000 − LOCAL − the stream's first timestamp")
    func mapOffset() {
        // Stream starts at 10 s (PTS 900000). MPEGTS 1,440,000 is 16 s; LOCAL 4 s.
        var timing = HLSSubtitleTiming(streamStart: .seconds(10))
        let map = WebVTTTimestampMap(mpegTimestamp: 1_440_000, local: .seconds(4))
        #expect(timing.offset(of: segment(startingAt: .seconds(6)), map: map) == .seconds(2))
    }

    @Test("Without a map, cue time 0 is MPEG-TS 0 (RFC 8216 §3.5), met through the stream's start")
    func noMap() {
        var timing = HLSSubtitleTiming(streamStart: .milliseconds(1_459))
        #expect(
            timing.offset(of: segment(startingAt: .seconds(12)), map: nil)
                == .milliseconds(-1_459))
    }

    @Test("A WebVTT playlist opened by itself has no timestamps to meet: its cue times stand")
    func noMapAlone() {
        var timing = HLSSubtitleTiming()
        #expect(timing.offset(of: segment(startingAt: .seconds(12)), map: nil) == .zero)
    }

    @Test("A segment whose MPEGTS wrapped past 2^33 still lands after the ones before it")
    func rollover() {
        // First PTS 95,443 s = 8,589,870,000 ticks, 64,592 ticks before 2^33 = 8,589,934,592.
        var timing = HLSSubtitleTiming(streamStart: .seconds(95_443))
        let beforeWrap = WebVTTTimestampMap(mpegTimestamp: 8_589_870_000, local: .zero)
        // 10 s later: 8,590,770,000 ticks, written wrapped as 8,590,770,000 − 2^33 = 835,408.
        let afterWrap = WebVTTTimestampMap(mpegTimestamp: 835_408, local: .zero)
        #expect(timing.offset(of: segment(startingAt: .zero), map: beforeWrap) == .zero)
        #expect(
            timing.offset(of: segment(startingAt: .seconds(10)), map: afterWrap) == .seconds(10))
    }

    @Test("A stream that starts just after the wrap keeps a map written just before it")
    func streamStartsAfterWrap() {
        // First PTS 1 s (90,000 ticks); the map says cue time 0 is 2^33 − 90,000 (1 s before
        // the wrap), so cue time 0 plays 2 s before the stream starts.
        var timing = HLSSubtitleTiming(streamStart: .seconds(1))
        let map = WebVTTTimestampMap(mpegTimestamp: 8_589_934_592 - 90_000, local: .zero)
        #expect(timing.offset(of: segment(startingAt: .zero), map: map) == .seconds(-2))
    }

    private func cue(_ start: Int64, _ end: Int64, _ text: String) -> Cue {
        Cue(
            start: .milliseconds(start), end: .milliseconds(end), text: text,
            runs: [StyledRun(text)])
    }

    @Test("A cue repeated across a segment boundary becomes one, also over three segments")
    func mergesRepeats() {
        var merger = HLSCueMerger()
        merger.append(segment: [cue(1_000, 2_000, "one"), cue(5_000, 6_000, "spans")])
        merger.append(segment: [cue(6_000, 12_000, "spans"), cue(8_000, 9_000, "two")])
        merger.append(segment: [cue(12_000, 13_000, "spans")])
        #expect(
            merger.cues == [
                cue(1_000, 2_000, "one"), cue(5_000, 13_000, "spans"), cue(8_000, 9_000, "two"),
            ])
    }

    @Test("Same words with a gap, or twice within one segment, stay separate cues")
    func keepsDistinctCues() {
        var merger = HLSCueMerger()
        merger.append(segment: [cue(1_000, 2_000, "[music]"), cue(2_000, 3_000, "[music]")])
        merger.append(segment: [cue(3_500, 4_000, "[music]")])
        #expect(merger.cues.count == 3)
    }
}
