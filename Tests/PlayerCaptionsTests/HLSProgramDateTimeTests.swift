import PlayerCaptions
import PlayerCore
import Testing

/// The instant of an ISO 8601 text, or a recorded failure and the epoch.
private func date(_ text: Substring) -> HLSDateTime {
    guard let date = HLSDateTime(iso8601: text) else {
        Issue.record("not read: \(text)")
        return HLSDateTime(microsecondsSince1970: 0)
    }
    return date
}

@Suite("EXT-X-PROGRAM-DATE-TIME: ISO 8601 dates and the dates of segments")
struct HLSProgramDateTimeTests {
    @Test("Zones: Z, ±hh:mm, ±hhmm, ±hh and none (read as UTC) give the same instant")
    func zones() {
        let utc = date("2016-06-22T13:20:16.166Z")
        #expect(utc.microsecondsSince1970 == 1_466_601_616_166_000)
        #expect(date("2016-06-22T09:20:16.166-04:00") == utc)
        #expect(date("2016-06-22T18:50:16.166+0530") == utc)
        #expect(date("2016-06-22T15:20:16.166+02") == utc)
        #expect(date("2016-06-22T13:20:16.166") == utc)
        #expect(date("2016-06-22t13:20:16.166z") == utc)
        #expect(date("2016-06-23T00:20:16.166+11:00") == utc)
    }

    @Test("Fractions: none, a comma, and digits past the microsecond rounded")
    func fractions() {
        #expect(date("1970-01-01T00:00:00Z").microsecondsSince1970 == 0)
        #expect(date("1970-01-01T00:00:01,5Z").microsecondsSince1970 == 1_500_000)
        #expect(date("1970-01-01T00:00:00.1234565Z").microsecondsSince1970 == 123_457)
        #expect(date("1970-01-01T00:00:00.123456789Z").microsecondsSince1970 == 123_457)
        #expect(date("1969-12-31T23:59:59.5Z").microsecondsSince1970 == -500_000)
    }

    @Test("Calendar: leap days, a leap second, and days or times that do not exist")
    func calendar() {
        #expect(date("2000-02-29T00:00:00Z") - date("2000-02-28T00:00:00Z") == .seconds(86_400))
        #expect(date("2024-03-01T00:00:00Z").microsecondsSince1970 == 1_709_251_200_000_000)
        #expect(date("2016-12-31T23:59:60Z") == date("2017-01-01T00:00:00Z"))
        for invalid in [
            "1900-02-29T00:00:00Z", "2019-02-30T00:00:00Z", "2019-13-01T00:00:00Z",
            "2019-04-31T00:00:00Z", "2019-01-01T24:00:00Z", "2019-01-01T00:60:00Z",
            "2019-01-01T00:00:00+24:00", "2019-01-01T00:00:00.Z", "2019-01-01 00:00:00Z",
            "19-01-01T00:00:00Z", "2019-01-01T00:00Z", "2019-01-01T00:00:00Zjunk", "",
            "2019-01-01T00:00:0٣Z",
        ] {
            #expect(HLSDateTime(iso8601: invalid[...]) == nil, "\(invalid)")
        }
    }

    @Test("Arithmetic with media time, order, and the UTC description")
    func arithmetic() {
        let start = date("2019-02-14T02:13:36.106Z")
        let later = start + .milliseconds(4_000_080)
        #expect(later - start == .milliseconds(4_000_080))
        #expect(start - later == .milliseconds(-4_000_080))
        #expect(start < later)
        #expect(later.description == "2019-02-14T03:20:16.186000Z")
        #expect(HLSDateTime(microsecondsSince1970: -1).description == "1969-12-31T23:59:59.999999Z")
    }

    @Test("A tag dates the segment after it; the next ones are dated by the durations")
    func segmentsAreDatedForward() throws {
        let media = try mediaPlaylist(
            """
            #EXTM3U
            #EXT-X-TARGETDURATION:4
            #EXTINF:4,
            undated.vtt
            #EXT-X-PROGRAM-DATE-TIME:2019-02-14T02:13:36.106Z
            #EXTINF:4.00008,
            a.vtt
            #EXTINF:2.5,
            b.vtt
            #EXT-X-PROGRAM-DATE-TIME:2019-02-14T02:14:00Z
            #EXTINF:4,
            c.vtt
            #EXTINF:4,
            d.vtt
            """, at: "/live/subs.m3u8")
        let first = date("2019-02-14T02:13:36.106Z")
        let stated = date("2019-02-14T02:14:00Z")
        #expect(
            media.segments.map(\.programDateTime) == [
                nil, first, first + MediaTime(microseconds: 4_000_080), stated,
                stated + .seconds(4),
            ])
    }

    @Test("A discontinuity or a malformed tag stops the dating until a tag dates a segment")
    func datingStopsAtADiscontinuity() throws {
        let media = try mediaPlaylist(
            """
            #EXTM3U
            #EXT-X-PROGRAM-DATE-TIME:2020-01-01T00:00:00Z
            #EXTINF:4,
            a.vtt
            #EXT-X-DISCONTINUITY
            #EXTINF:4,
            ad.vtt
            #EXT-X-DISCONTINUITY
            #EXT-X-PROGRAM-DATE-TIME:2020-01-01T00:10:00Z
            #EXTINF:4,
            b.vtt
            #EXT-X-PROGRAM-DATE-TIME:yesterday
            #EXTINF:4,
            c.vtt
            #EXTINF:4,
            d.vtt
            """, at: "/live/subs.m3u8")
        #expect(
            media.segments.map(\.programDateTime) == [
                date("2020-01-01T00:00:00Z"), nil, date("2020-01-01T00:10:00Z"), nil, nil,
            ])
    }

    @Test("EXT-X-SKIP: the segments of a delta update keep their media sequence numbers")
    func skippedSegments() throws {
        let media = try mediaPlaylist(
            """
            #EXTM3U
            #EXT-X-TARGETDURATION:4
            #EXT-X-MEDIA-SEQUENCE:266
            #EXT-X-SKIP:SKIPPED-SEGMENTS=3
            #EXTINF:4,
            269.vtt
            #EXTINF:4,
            270.vtt
            """, at: "/live/subs.m3u8")
        #expect(media.skippedSegments == 3)
        #expect(media.segments.map(\.sequenceNumber) == [269, 270])
        #expect(media.segments.map(\.start) == [.zero, .seconds(4)])
        #expect(throws: HLSPlaylistError.malformedTag(line: 2, text: "#EXT-X-SKIP:SKIPPED=3")) {
            try HLSPlaylist(parsing: "#EXTM3U\n#EXT-X-SKIP:SKIPPED=3\n", location: "/a.m3u8")
        }
    }
}
