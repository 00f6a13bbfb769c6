import PlayerCaptions
import PlayerCore
import Testing

/// A live playlist with a target duration of 2 s, read from the lines after its header.
private func live(_ body: String) throws -> HLSMediaPlaylist {
    try mediaPlaylist("#EXTM3U\n#EXT-X-TARGETDURATION:2\n" + body, at: "/live/subs.m3u8")
}

/// `EXTINF` and URI lines of the segments `numbers` (`7.vtt`), each lasting `seconds`.
private func segments(_ numbers: ClosedRange<Int>, seconds: Int = 2) -> String {
    numbers.map { "#EXTINF:\(seconds),\n\($0).vtt\n" }.joined()
}

/// The `EXT-X-PROGRAM-DATE-TIME` line of 2020-01-01T00:00:00Z plus `seconds`.
private func dated(_ seconds: Int) -> String {
    let (minutes, second) = seconds.quotientAndRemainder(dividingBy: 60)
    let (hours, minute) = minutes.quotientAndRemainder(dividingBy: 60)
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "#EXT-X-PROGRAM-DATE-TIME:2020-01-01T\(two(hours)):\(two(minute)):\(two(second))Z\n"
}

@Suite("HLS live window: new segments, timeline, reloads (RFC 8216 §6.3.4)")
struct HLSLiveWindowTests {
    @Test("The opening playlist starts the timeline; a new segment starts at the live edge")
    func newSegments() throws {
        var window = HLSLiveWindow(opening: try live(segments(0...2)))
        #expect(window.liveEdge == .seconds(6))
        #expect(window.lastSequenceNumber == 2)
        #expect(!window.hasEnded)
        let added = window.update(with: try live(segments(0...3)))
        #expect(added.map(\.uri) == ["/live/3.vtt"])
        #expect(added.map(\.start) == [.seconds(6)])
        #expect(window.liveEdge == .seconds(8))
        #expect(window.update(with: try live(segments(0...3))).isEmpty)
        #expect(window.liveEdge == .seconds(8))
    }

    @Test("A sliding window: segments leave the front, new ones follow by sequence number")
    func slidingWindow() throws {
        var window = HLSLiveWindow(
            opening: try live("#EXT-X-MEDIA-SEQUENCE:10\n" + segments(10...12)))
        let added = window.update(
            with: try live(
                "#EXT-X-MEDIA-SEQUENCE:12\n" + segments(12...13) + segments(14...14, seconds: 1)))
        #expect(added.map(\.sequenceNumber) == [13, 14])
        #expect(added.map(\.start) == [.seconds(6), .seconds(8)])
        #expect(window.liveEdge == .seconds(9))
        #expect(window.lastSequenceNumber == 14)
    }

    @Test("Reload after a target duration when something changed, half of one when not")
    func reloadDelays() throws {
        var window = HLSLiveWindow(opening: try live(segments(0...2)))
        #expect(window.nextReloadDelay == .seconds(2))
        _ = window.update(with: try live(segments(0...2)))
        #expect(!window.lastReloadChanged)
        #expect(window.nextReloadDelay == .milliseconds(1_000))
        _ = window.update(with: try live(segments(0...3)))
        #expect(window.lastReloadChanged)
        #expect(window.nextReloadDelay == .seconds(2))
    }

    @Test("Three target durations without a new segment is a stall; a new one resets it")
    func stallRule() throws {
        var window = HLSLiveWindow(opening: try live(segments(0...2)))
        let unchanged = try live(segments(0...2))
        // The first reload waited the target duration (2 s), each one after it half (1 s).
        for waited in [2, 3, 4, 5] {
            _ = window.update(with: unchanged)
            #expect(window.timeWithoutNewSegment == .seconds(Int64(waited)))
            #expect(!window.hasStalled)
        }
        _ = window.update(with: unchanged)
        #expect(window.timeWithoutNewSegment == .seconds(6))
        #expect(window.hasStalled)
        _ = window.update(with: try live(segments(0...3)))
        #expect(window.timeWithoutNewSegment == .zero)
        #expect(!window.hasStalled)
    }

    @Test("EXT-X-ENDLIST ends the window, after its last segments are added")
    func endList() throws {
        var window = HLSLiveWindow(opening: try live(segments(0...1)))
        let added = window.update(with: try live(segments(0...2) + "#EXT-X-ENDLIST\n"))
        #expect(added.map(\.sequenceNumber) == [2])
        #expect(window.hasEnded)
        #expect(HLSLiveWindow(opening: try live(segments(0...1) + "#EXT-X-ENDLIST\n")).hasEnded)
        #expect(
            HLSLiveWindow(opening: try live("#EXT-X-PLAYLIST-TYPE:VOD\n" + segments(0...1)))
                .hasEnded)
    }

    @Test("Segments missed between reloads: a dated segment is placed by its date")
    func gapPlacedByDate() throws {
        let opening = try live(dated(0) + segments(0...2))
        // Segments 3 to 5, of 3 s each, came and went between two reloads.
        let reloaded = try live("#EXT-X-MEDIA-SEQUENCE:6\n" + dated(15) + segments(6...7))
        var window = HLSLiveWindow(opening: opening)
        let added = window.update(with: reloaded)
        #expect(added.map(\.sequenceNumber) == [6, 7])
        #expect(added.map(\.start) == [.seconds(15), .seconds(17)])
        #expect(window.liveEdge == .seconds(19))

        // Without dates the reader cannot know what was missed: the segments follow on.
        var undated = HLSLiveWindow(opening: try live(segments(0...2)))
        let followed = undated.update(with: try live("#EXT-X-MEDIA-SEQUENCE:6\n" + segments(6...7)))
        #expect(followed.map(\.start) == [.seconds(6), .seconds(8)])
    }

    @Test("A date that would place a segment before the live edge places it at the edge")
    func dateNeverMovesBack() throws {
        var window = HLSLiveWindow(opening: try live(dated(0) + segments(0...2)))
        let added = window.update(
            with: try live("#EXT-X-MEDIA-SEQUENCE:5\n" + dated(4) + segments(5...5)))
        #expect(added.map(\.start) == [.seconds(6)])
        #expect(window.liveEdge == .seconds(8))
    }

    @Test("A window that slid past a discontinuity keeps its times and dates")
    func slidPastADiscontinuity() throws {
        // The clock jumps an hour at the discontinuity; playback goes straight on (4 s).
        var window = HLSLiveWindow(
            opening: try live(
                dated(0) + segments(0...1) + "#EXT-X-DISCONTINUITY\n" + dated(3_600)
                    + segments(2...3)))
        #expect(window.liveEdge == .seconds(8))
        // The discontinuity has left the playlist: its sequence is stated instead.
        let slid = try live(
            "#EXT-X-MEDIA-SEQUENCE:3\n#EXT-X-DISCONTINUITY-SEQUENCE:1\n" + dated(3_602)
                + segments(3...4))
        #expect(slid.segments.map(\.discontinuitySequence) == [1, 1])
        #expect(window.update(with: slid).map(\.start) == [.seconds(8)])
        // Segments 5 and 6 were missed; 7 is 10 s after segment 2, which started at 4 s.
        let later = try live(
            "#EXT-X-MEDIA-SEQUENCE:7\n#EXT-X-DISCONTINUITY-SEQUENCE:1\n" + dated(3_610)
                + segments(7...7))
        #expect(window.update(with: later).map(\.start) == [.seconds(14)])
        #expect(window.liveEdge == .seconds(16))
    }

    @Test("Dates of another discontinuity sequence do not place a segment after a gap")
    func gapAcrossADiscontinuity() throws {
        var window = HLSLiveWindow(opening: try live(dated(0) + segments(0...2)))
        // Segments 3 and 4 were missed, and a discontinuity with them: the dates of sequence 1
        // say nothing of sequence 0's timeline, so segment 5 follows on.
        let across = try live(
            "#EXT-X-MEDIA-SEQUENCE:5\n#EXT-X-DISCONTINUITY-SEQUENCE:1\n" + dated(7_200)
                + segments(5...5))
        #expect(window.update(with: across).map(\.start) == [.seconds(6)])
        // From there on segment 5's date places the segments of sequence 1.
        let next = try live(
            "#EXT-X-MEDIA-SEQUENCE:7\n#EXT-X-DISCONTINUITY-SEQUENCE:1\n" + dated(7_204)
                + segments(7...7))
        #expect(window.update(with: next).map(\.start) == [.seconds(10)])
    }
}
