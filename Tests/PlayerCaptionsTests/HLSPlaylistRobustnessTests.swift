import PlayerCore
import Testing

@testable import PlayerCaptions

/// Playlist text that once trapped the reader: digits tested as characters, and sums that
/// overflowed. Each is now read, or refused with the line and a reason.
@Suite struct HLSPlaylistRobustnessTests {
    private func media(_ lines: [String]) throws(HLSPlaylistError) -> HLSMediaPlaylist? {
        let text = (["#EXTM3U", "#EXT-X-TARGETDURATION:6"] + lines).joined(separator: "\n")
        guard case .media(let media) = try HLSPlaylist(parsing: text, location: "/hls/x.m3u8")
        else { return nil }
        return media
    }

    private func error(_ lines: [String]) -> HLSPlaylistError? {
        do {
            _ = try media(lines)
            return nil
        } catch {
            return error
        }
    }

    @Test func aCombiningMarkAfterADigitIsMalformedNotATrap() {
        let line = "#EXTINF:6.0\u{301}00000,"
        #expect(error([line, "0.ts"]) == .malformedTag(line: 3, text: line))
        #expect(
            error(["#EXTINF:6\u{301},", "0.ts"])
                == .malformedTag(line: 3, text: "#EXTINF:6\u{301},"))
    }

    @Test func durationsStillReadAsBefore() throws {
        let playlist = try #require(
            try media(["#EXTINF:6,", "0.ts", "#EXTINF:2.4589996,", "1.ts", "#EXTINF:3.,", "2.ts"]))
        #expect(
            playlist.segments.map(\.duration.microseconds) == [6_000_000, 2_459_000, 3_000_000])
    }

    @Test func aDurationTooLargeIsOutOfRange() {
        #expect(
            error(["#EXTINF:99999999999999,", "0.ts"])
                == .outOfRange(line: 3, quantity: "the duration", text: "#EXTINF:99999999999999,"))
    }

    @Test func durationsThatAddUpPastTheTimelineAreOutOfRange() {
        // Each fits; their sum does not.
        let huge = "#EXTINF:9000000000000,"
        #expect(
            error([huge, "0.ts", huge, "1.ts"])
                == .outOfRange(line: 6, quantity: "the playlist's length", text: "1.ts"))
    }

    @Test func aMediaSequenceAtInt64MaxLeavesRoomForOneSegment() throws {
        let top = "#EXT-X-MEDIA-SEQUENCE:9223372036854775807"
        #expect(try media([top, "#EXTINF:6,", "0.ts"])?.segments.map(\.sequenceNumber) == [.max])
        #expect(
            error([top, "#EXTINF:6,", "0.ts", "#EXTINF:6,", "1.ts"])
                == .outOfRange(line: 7, quantity: "the media sequence number", text: "1.ts"))
        let beyond = "#EXT-X-MEDIA-SEQUENCE:9223372036854775808"
        #expect(
            error([beyond])
                == .outOfRange(line: 3, quantity: "the sequence number", text: beyond))
    }

    @Test func aDiscontinuityPastInt64MaxIsOutOfRange() {
        #expect(
            error([
                "#EXT-X-DISCONTINUITY-SEQUENCE:9223372036854775807", "#EXTINF:6,", "0.ts",
                "#EXT-X-DISCONTINUITY", "#EXTINF:6,", "1.ts",
            ]) == .outOfRange(line: 8, quantity: "the discontinuity sequence number", text: "1.ts"))
    }

    @Test func aByteRangeEndingPastInt64MaxIsOutOfRange() {
        #expect(
            error([
                "#EXTINF:6,", "#EXT-X-BYTERANGE:9223372036854775807@9223372036854775807", "a.vtt",
            ]) == .outOfRange(line: 5, quantity: "the end of the byte range", text: "a.vtt"))
        #expect(
            error(["#EXTINF:6,", "#EXT-X-BYTERANGE:1@99999999999999999999", "a.vtt"])
                == .outOfRange(
                    line: 4, quantity: "the byte range",
                    text: "#EXT-X-BYTERANGE:1@99999999999999999999"))
        #expect(
            error(["#EXTINF:6,", "#EXT-X-BYTERANGE:-1@0", "a.vtt"])
                == .malformedTag(line: 4, text: "#EXT-X-BYTERANGE:-1@0"))
    }

    @Test func byteRangesWithoutAnOffsetStillFollowThePreviousOne() throws {
        let playlist = try #require(
            try media([
                "#EXTINF:6,", "#EXT-X-BYTERANGE:100@50", "a.ts", "#EXTINF:6,",
                "#EXT-X-BYTERANGE:30", "a.ts",
            ]))
        #expect(
            playlist.segments.map(\.byteRange) == [
                HLSByteRange(length: 100, offset: 50), HLSByteRange(length: 30, offset: 150),
            ])
    }

    @Test func messagesQuoteTheLineEscapedAndCutShort() {
        let line = "#EXTINF:x\u{1B}]0;PWNED\u{07}" + String(repeating: "y", count: 1_000_000)
        let description = HLSPlaylistError.malformedTag(line: 3, text: line).description
        #expect(
            description.hasPrefix("malformed HLS tag on line 3: #EXTINF:x\\u{1B}]0;PWNED\\u{07}yyy")
        )
        #expect(description.hasSuffix("…"))
        #expect(description.count < 200)
    }

    @Test func attributeNamesAreASCII() throws {
        // "É" is no attribute-name character, so the list is malformed.
        let line = #"#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="s",NAME="x",URI="s.m3u8",É=1"#
        #expect(throws: HLSPlaylistError.malformedTag(line: 2, text: line)) {
            try HLSPlaylist(parsing: "#EXTM3U\n\(line)\n", location: "/hls/x.m3u8")
        }
    }
}
