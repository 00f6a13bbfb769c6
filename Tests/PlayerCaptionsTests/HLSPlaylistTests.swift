import PlayerCaptions
import PlayerCore
import Testing

/// The master playlist of a test, parsed, or a recorded failure.
private func master(_ text: String, at location: String) throws -> HLSMasterPlaylist {
    guard case .master(let master) = try HLSPlaylist(parsing: text, location: location) else {
        Issue.record("read as a media playlist")
        throw HLSPlaylistError.missingHeader
    }
    return master
}

/// The media playlist of a test, parsed, or a recorded failure.
private func media(_ text: String, at location: String) throws -> HLSMediaPlaylist {
    guard case .media(let media) = try HLSPlaylist(parsing: text, location: location) else {
        Issue.record("read as a master playlist")
        throw HLSPlaylistError.missingHeader
    }
    return media
}

@Suite("HLS playlist reading (RFC 8216)")
struct HLSPlaylistTests {
    @Test("EXT-X-MEDIA attributes: quoted strings with commas, enumerated YES/NO, characteristics")
    func renditionAttributes() throws {
        let playlist = try master(
            """
            #EXTM3U
            #EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English, SDH",LANGUAGE="en",\
            ASSOC-LANGUAGE="en-GB",DEFAULT=YES,AUTOSELECT=YES,FORCED=NO,\
            CHARACTERISTICS="public.accessibility.transcribes-spoken-dialog,\
            public.accessibility.describes-music-and-sound",URI="subs/en.m3u8"
            #EXT-X-MEDIA:TYPE=CLOSED-CAPTIONS,GROUP-ID="cc",NAME="CC",INSTREAM-ID="CC3"
            #EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aac",NAME="Main",URI="audio.m3u8"
            #EXT-X-STREAM-INF:BANDWIDTH=1280000,CODECS="avc1.4d401f,mp4a.40.2",\
            RESOLUTION=1280x720,AUDIO="aac",SUBTITLES="subs",CLOSED-CAPTIONS="cc"
            hi/video.m3u8
            """, at: "/films/show/index.m3u8")
        #expect(
            playlist.renditions[0]
                == HLSRendition(
                    type: .subtitles, groupID: "subs", name: "English, SDH", language: "en",
                    associatedLanguage: "en-GB", isDefault: true, autoselect: true,
                    isForced: false,
                    characteristics: [
                        HLSRendition.transcribesSpokenDialog, HLSRendition.describesMusicAndSound,
                    ],
                    uri: "/films/show/subs/en.m3u8"))
        #expect(
            playlist.renditions[1]
                == HLSRendition(
                    type: .closedCaptions, groupID: "cc", name: "CC", instreamID: "CC3"))
        #expect(playlist.renditions[2].type == .audio)
        #expect(playlist.legibleRenditions.map(\.name) == ["English, SDH", "CC"])
        #expect(
            playlist.variants == [
                HLSVariantStream(
                    uri: "/films/show/hi/video.m3u8", bandwidth: 1_280_000,
                    codecs: ["avc1.4d401f", "mp4a.40.2"], resolution: "1280x720",
                    audioGroup: "aac", subtitlesGroup: "subs", closedCaptionsGroup: "cc")
            ])
    }

    @Test("Quoted enumerated values, CR LF line ends and a byte order mark are accepted")
    func lenientSpelling() throws {
        let playlist = try master(
            "\u{FEFF}#EXTM3U\r\n#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID=\"s\",NAME=\"de\","
                + "DEFAULT=NO,FORCED=\"YES\",URI=\"t.m3u8\"\r\n"
                + "#EXT-X-STREAM-INF:BANDWIDTH=1,CLOSED-CAPTIONS=NONE\r\nav.m3u8\r\n",
            at: "/a/index.m3u8")
        #expect(playlist.renditions.map(\.isForced) == [true])
        #expect(playlist.renditions.map(\.isDefault) == [false])
        #expect(playlist.variants.map(\.uri) == ["/a/av.m3u8"])
        #expect(playlist.variants.map(\.closedCaptionsGroup) == [nil])
    }

    @Test("A rendition shared by two variants' group is listed once among the legible ones")
    func sharedRenditionListedOnce() throws {
        let rendition = #"#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="s",NAME="fr",URI="fr.m3u8""#
        let playlist = try master(
            "#EXTM3U\n\(rendition)\n\(rendition)\n#EXT-X-STREAM-INF:BANDWIDTH=1\nv.m3u8\n",
            at: "/a/m.m3u8")
        #expect(playlist.legibleRenditions.count == 1)
    }

    @Test("Media playlist: durations, starts, sequence numbers, end list and type")
    func mediaSegments() throws {
        let playlist = try media(
            """
            #EXTM3U
            #EXT-X-VERSION:3
            #EXT-X-TARGETDURATION:7
            #EXT-X-MEDIA-SEQUENCE:40
            #EXT-X-PLAYLIST-TYPE:VOD
            #EXTINF:6.006,first
            a.ts
            #EXTINF:2,
            b.ts
            #EXT-X-ENDLIST
            """, at: "https://cdn.example/live/x/media.m3u8?token=1")
        #expect(playlist.targetDuration == 7)
        #expect(playlist.mediaSequence == 40)
        #expect(playlist.playlistType == .vod)
        #expect(playlist.hasEndList && !playlist.isLive)
        #expect(playlist.duration == .milliseconds(8_006))
        #expect(
            playlist.segments == [
                HLSSegment(
                    uri: "https://cdn.example/live/x/a.ts", duration: .milliseconds(6_006),
                    start: .zero, title: "first", sequenceNumber: 40),
                HLSSegment(
                    uri: "https://cdn.example/live/x/b.ts", duration: .seconds(2),
                    start: .milliseconds(6_006), sequenceNumber: 41),
            ])
    }

    @Test("Without EXT-X-ENDLIST a playlist is live, unless it is declared VOD")
    func liveness() throws {
        let live = try media("#EXTM3U\n#EXTINF:4,\ns1.ts\n", at: "/a/l.m3u8")
        let event = try media(
            "#EXTM3U\n#EXT-X-PLAYLIST-TYPE:EVENT\n#EXTINF:4,\ns1.ts\n", at: "/a/l.m3u8")
        let finishedEvent = try media(
            "#EXTM3U\n#EXT-X-PLAYLIST-TYPE:EVENT\n#EXTINF:4,\ns1.ts\n#EXT-X-ENDLIST\n",
            at: "/a/l.m3u8")
        let vod = try media(
            "#EXTM3U\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXTINF:4,\ns1.ts\n", at: "/a/l.m3u8")
        #expect(live.isLive && event.isLive)
        #expect(!finishedEvent.isLive && !vod.isLive)
    }

    @Test("Byte ranges: a range without an offset follows the previous one of the same file")
    func byteRanges() throws {
        let playlist = try media(
            """
            #EXTM3U
            #EXT-X-MAP:URI="init.mp4",BYTERANGE="720@0"
            #EXTINF:2.458,
            #EXT-X-BYTERANGE:284820@720
            all.mp4
            #EXTINF:2,
            #EXT-X-BYTERANGE:1000
            all.mp4
            #EXT-X-ENDLIST
            """, at: "/m/sd.m3u8")
        #expect(
            playlist.segments.map(\.byteRange) == [
                HLSByteRange(length: 284_820, offset: 720),
                HLSByteRange(length: 1_000, offset: 285_540),
            ])
        #expect(playlist.segments.map(\.mapURI) == ["/m/init.mp4", "/m/init.mp4"])
        #expect(playlist.segments[0].mapByteRange == HLSByteRange(length: 720, offset: 0))
    }

    @Test("A range without an offset and no earlier range of that file is malformed")
    func byteRangeWithoutStart() {
        #expect(throws: HLSPlaylistError.self) {
            try HLSPlaylist(
                parsing: "#EXTM3U\n#EXTINF:2,\n#EXT-X-BYTERANGE:10\na.ts\n", location: "/a/p.m3u8")
        }
    }

    @Test("Discontinuities raise the discontinuity sequence from the stated start")
    func discontinuities() throws {
        let playlist = try media(
            """
            #EXTM3U
            #EXT-X-DISCONTINUITY-SEQUENCE:3
            #EXTINF:4,
            a.ts
            #EXT-X-DISCONTINUITY
            #EXTINF:4,
            ad.ts
            #EXT-X-DISCONTINUITY
            #EXTINF:4,
            b.ts
            """, at: "/a/p.m3u8")
        #expect(playlist.segments.map(\.isDiscontinuity) == [false, true, true])
        #expect(playlist.segments.map(\.discontinuitySequence) == [3, 4, 5])
        #expect(playlist.segments.map(\.start) == [.zero, .seconds(4), .seconds(8)])
    }

    @Test("Relative URIs resolve against the playlist's URL or folder")
    func uriResolution() throws {
        let remote = try media(
            """
            #EXTM3U
            #EXTINF:1,
            ../b/1.vtt
            #EXTINF:1,
            /root/2.vtt
            #EXTINF:1,
            //other.example/3.vtt
            #EXTINF:1,
            https://third.example/4.vtt
            """, at: "https://host.example/show/a/list.m3u8")
        #expect(
            remote.segments.map(\.uri) == [
                "https://host.example/show/b/1.vtt", "https://host.example/root/2.vtt",
                "https://other.example/3.vtt", "https://third.example/4.vtt",
            ])
        let local = try media(
            "#EXTM3U\n#EXTINF:1,\n./x/../1.vtt\n#EXTINF:1,\n../../../etc/passwd\n",
            at: "/films/show/list.m3u8")
        #expect(local.segments.map(\.uri) == ["/films/show/1.vtt", "/etc/passwd"])
    }

    @Test("Malformed input: no header, a bad EXTINF, a rendition without TYPE, mixed kinds")
    func malformed() {
        #expect(throws: HLSPlaylistError.missingHeader) {
            try HLSPlaylist(parsing: "WEBVTT\n", location: "/a/p.m3u8")
        }
        #expect(throws: HLSPlaylistError.malformedTag(line: 2, text: "#EXTINF:six,")) {
            try HLSPlaylist(parsing: "#EXTM3U\n#EXTINF:six,\na.ts\n", location: "/a/p.m3u8")
        }
        #expect(throws: HLSPlaylistError.self) {
            try HLSPlaylist(
                parsing: "#EXTM3U\n#EXT-X-MEDIA:GROUP-ID=\"s\",NAME=\"x\"\n", location: "/a/p.m3u8")
        }
        #expect(throws: HLSPlaylistError.mixesMasterAndMediaTags(line: 4)) {
            try HLSPlaylist(
                parsing: "#EXTM3U\n#EXTINF:1,\na.ts\n#EXT-X-STREAM-INF:BANDWIDTH=1\nv.m3u8\n",
                location: "/a/p.m3u8")
        }
    }
}
