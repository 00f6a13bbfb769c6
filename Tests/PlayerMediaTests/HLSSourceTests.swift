import Foundation
import MediaTestSupport
import PlayerCore
import PlayerMedia
import Testing

/// A temporary folder holding hand-written playlists beside a copy of the corpus' MPEG-TS
/// segment (a copy: a link leading out of the folder is refused), removed when the test ends.
private struct PlaylistFolder: ~Copyable {
    let url: URL

    init(_ files: [String: String]) throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("hls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: Corpus.path("shaka-hls-text-de", "0.ts"),
            toPath: url.appendingPathComponent("0.ts").path)
        for (name, text) in files {
            try text.write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    deinit { try? FileManager.default.removeItem(at: url) }
}

/// A media playlist of one 6-second segment, finished.
private let videoPlaylist = """
    #EXTM3U
    #EXT-X-TARGETDURATION:6
    #EXTINF:6.0,
    0.ts
    #EXT-X-ENDLIST
    """

/// Options that let a local playlist open the files in its own folder.
private let besideIt = MediaSourceOptions(
    discoverSidecars: false, allowsPlaylistEntriesBesideIt: true)

/// A master playlist of the video above and the given `EXT-X-MEDIA` lines.
private func masterPlaylist(_ renditions: [String]) -> String {
    (["#EXTM3U"] + renditions + [
        #"#EXT-X-STREAM-INF:BANDWIDTH=1000000,SUBTITLES="subs",CLOSED-CAPTIONS="cc""#,
        "video.m3u8",
    ]).joined(separator: "\n")
}

@Suite(
    "HLS sources: renditions as tracks",
    .enabled(
        if: Corpus.isAvailable,
        "corpus not found: set PLAYER_MEDIA_CORPUS or add ../shared/media"))
struct HLSSourceTests {
    @Test("shaka-hls-text-de: the German WebVTT rendition is a track with the file's cues")
    func shakaGermanSubtitles() throws {
        let source = try openSource(Corpus.path("shaka-hls-text-de", "index.m3u8"), besideIt)
        #expect(source.formatName == "hls")
        #expect(!source.isLive)
        #expect(source.tracks.map(\.kind) == [.video, .audio, .legible])
        let german = try #require(legibleTracks(source).first)
        // NAME="de", LANGUAGE="de", DEFAULT=NO, FORCED="NO" (quoted, read leniently).
        #expect(german.codec == "webvtt" && german.title == "de" && german.language == "de")
        #expect(german.flags == [])
        #expect(german.sourcePath == Corpus.path("shaka-hls-text-de", "text.m3u8"))
        // subtitle.vtt has no X-TIMESTAMP-MAP: RFC 8216 §3.5 reads its cue times as MPEG-TS
        // times, placed through the video's first timestamp. Shaka Player's integration test of
        // this package ("supports text without discontinuity") expects each cue within 0.5 s
        // of (0, 1.48), (1.48, 4.96), (4.96, 9.28), the first one clipped at the start.
        let cues = try source.cues(of: german.id)
        #expect(
            cues.map(\.text) == [
                "Heute haben wir einen wesentlichen Meilenstein",
                "auf dem Weg zur Science\nCity Hamburg Bahrenfeld erreicht.",
                "Die Science City ist ein 125 Hektar\ngroßes Areal in Bahrenfeld,",
            ])
        let shakaTimes: [(start: Double, end: Double)] = [(0, 1.48), (1.48, 4.96), (4.96, 9.28)]
        for (cue, expected) in zip(cues, shakaTimes) {
            let start = Double(max(cue.start, .zero).microseconds) / 1_000_000
            let end = Double(cue.end.microseconds) / 1_000_000
            #expect(abs(start - expected.start) < 0.5 && abs(end - expected.end) < 0.5)
        }
        #expect(
            try source.activeCues(of: german.id, at: .seconds(3)).map(\.text) == [cues[1].text])
    }

    @Test(
        "ax-hls-cea608-ts: CLOSED-CAPTIONS CC1 is the video's caption channel, named by the playlist"
    )
    func closedCaptionDeclaration() throws {
        let source = try openSource(Corpus.path("ax-hls-cea608-ts", "manifest.m3u8"), besideIt)
        #expect(!source.isLive)
        let captions = try #require(legibleTracks(source).first)
        #expect(legibleTracks(source).count == 1)
        #expect(captions.codec == "eia_608" && captions.title == "English")
        #expect(captions.language == "en-US")
        #expect(captions.flags == [.captions, .default])
        // The same two captions FFmpeg's video-decoding path gives for the segment (see
        // ClosedCaptionCorpusTests), times within a frame at 24 fps.
        let cues = try source.cues(of: captions.id)
        #expect(cues.map(\.text) == ["First subtitle", "Second subtitle"])
        #expect(abs(cues[1].start.microseconds - 1_167_000) < 41_667)
    }

    @Test("Rendition attributes become titles, languages and flags")
    func attributes() throws {
        let folder = try PlaylistFolder([
            "video.m3u8": videoPlaylist,
            "en.m3u8": "#EXTM3U\n#EXTINF:6,\nen.vtt\n#EXT-X-ENDLIST\n",
            "en.vtt": "WEBVTT\n\n00:01.000 --> 00:02.000\nHello\n",
            "index.m3u8": masterPlaylist([
                #"#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",LANGUAGE="en",DEFAULT=YES,AUTOSELECT=YES,URI="en.m3u8""#,
                #"#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English (SDH)",LANGUAGE="eng",AUTOSELECT=YES,CHARACTERISTICS="public.accessibility.transcribes-spoken-dialog,public.accessibility.describes-music-and-sound",URI="en.m3u8""#,
                #"#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="Signs",LANGUAGE="en",FORCED=YES,URI="en.m3u8""#,
                #"#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="Transcript",LANGUAGE="en",CHARACTERISTICS="public.accessibility.transcribes-spoken-dialog",URI="en.m3u8""#,
                #"#EXT-X-MEDIA:TYPE=CLOSED-CAPTIONS,GROUP-ID="cc",NAME="Español CC",LANGUAGE="es",INSTREAM-ID="CC3""#,
                #"#EXT-X-MEDIA:TYPE=CLOSED-CAPTIONS,GROUP-ID="cc",NAME="CC1",INSTREAM-ID="CC1""#,
            ]),
        ])
        let source = try openSource(folder.path("index.m3u8"), besideIt)
        let legible = legibleTracks(source)
        #expect(
            legible.map(\.title) == [
                "English", "English (SDH)", "Signs", "Transcript", "CC1", "Español CC",
            ])
        #expect(legible.map(\.language) == ["en", "en", "en", "en", nil, "es"])
        // The video (shaka-hls-text-de's 0.ts) carries no CEA-608 data: the declared channels
        // are listed, flagged absent.
        #expect(
            legible.map(\.flags) == [
                .default, .hearingImpaired, .forced, [], [.captions, .absent],
                [.captions, .absent],
            ])
        #expect(
            legible.map(\.codec) == ["webvtt", "webvtt", "webvtt", "webvtt", "eia_608", "eia_608"])
        #expect(Set(legible.map(\.id)).count == 6)
        // No X-TIMESTAMP-MAP: cue time 1 s is MPEG-TS time 1 s (RFC 8216 §3.5), placed
        // through the video's first timestamp (1.458667 s, 131,280 ticks).
        #expect(source.startTime == MediaTime(microseconds: 1_458_667))
        let hello = try source.cues(of: legible[2].id)
        #expect(hello.map(\.text) == ["Hello"])
        #expect(hello.map(\.start) == [.seconds(1) - source.startTime])
        #expect(hello.map(\.end) == [.seconds(2) - source.startTime])
    }

    @Test("X-TIMESTAMP-MAP places each segment; a cue repeated across segments is one cue")
    func timestampMapAndRepeats() throws {
        // The video's first timestamp is 131,280 ticks (1.458667 s), so MPEGTS:131280 puts
        // cue time 0 at media time 0, and MPEGTS:671280 (6 s later) at 6 s.
        let folder = try PlaylistFolder([
            "video.m3u8": videoPlaylist,
            "de.m3u8": "#EXTM3U\n#EXTINF:6,\n1.vtt\n#EXTINF:6,\n2.vtt\n#EXT-X-ENDLIST\n",
            "1.vtt": """
            WEBVTT
            X-TIMESTAMP-MAP=MPEGTS:131280,LOCAL:00:00:00.000

            00:01.000 --> 00:02.000
            eins

            00:05.000 --> 00:06.000
            über die Grenze
            """,
            "2.vtt": """
            WEBVTT
            X-TIMESTAMP-MAP=LOCAL:00:00:00.000,MPEGTS:671280

            00:00.000 --> 00:01.500
            über die Grenze

            00:02.000 --> 00:03.000
            zwei
            """,
            "index.m3u8": masterPlaylist([
                #"#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="Deutsch",LANGUAGE="de",URI="de.m3u8""#
            ]),
        ])
        let source = try openSource(folder.path("index.m3u8"), besideIt)
        #expect(source.startTime == MediaTime(microseconds: 1_458_667))
        let german = try #require(legibleTracks(source).first)
        #expect(
            try source.cues(of: german.id).map(ExpectedCue.init) == [
                ExpectedCue(1_000, 2_000, "eins"), ExpectedCue(5_000, 7_500, "über die Grenze"),
                ExpectedCue(8_000, 9_000, "zwei"),
            ])
    }

    @Test("After EXT-X-DISCONTINUITY, cues are placed by that sequence's own timestamps")
    func discontinuities() throws {
        // Sequence 0 follows the video (first timestamp 131,280); sequence 1, an inserted
        // break from 6 s, restarts its timestamps at 0 and maps each segment to its own;
        // sequence 2, from 10 s, runs just before the 33-bit wrap and crosses it.
        let folder = try PlaylistFolder([
            "video.m3u8": videoPlaylist,
            "de.m3u8": """
            #EXTM3U
            #EXT-X-TARGETDURATION:6
            #EXTINF:6,
            1.vtt
            #EXT-X-DISCONTINUITY
            #EXTINF:2,
            2.vtt
            #EXTINF:2,
            3.vtt
            #EXT-X-DISCONTINUITY
            #EXTINF:4,
            4.vtt
            #EXTINF:4,
            5.vtt
            #EXT-X-ENDLIST
            """,
            "1.vtt": "WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:131280,LOCAL:00:00:00.000\n\n"
                + "00:01.000 --> 00:02.000\neins\n",
            "2.vtt": "WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:0,LOCAL:00:00:00.000\n\n"
                + "00:00.500 --> 00:01.500\nWerbung\n",
            "3.vtt": "WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:180000,LOCAL:00:00:00.000\n\n"
                + "00:00.250 --> 00:01.000\nnoch Werbung\n",
            "4.vtt": "WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:8589844592,LOCAL:00:10:00.000\n\n"
                + "10:00.500 --> 10:02.000\nzwei\n",
            "5.vtt": "WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:270000,LOCAL:00:10:04.000\n\n"
                + "10:04.000 --> 10:05.000\ndrei\n",
            "index.m3u8": masterPlaylist([
                #"#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="Deutsch",LANGUAGE="de",URI="de.m3u8""#
            ]),
        ])
        let source = try openSource(folder.path("index.m3u8"), besideIt)
        let german = try #require(legibleTracks(source).first)
        // 8,589,844,592 is 1 s before 2^33; 270,000 is 3 s past it: 4 s later, as 5.vtt's
        // LOCAL says.
        #expect(
            try source.cues(of: german.id).map(ExpectedCue.init) == [
                ExpectedCue(1_000, 2_000, "eins"), ExpectedCue(6_500, 7_500, "Werbung"),
                ExpectedCue(8_250, 9_000, "noch Werbung"), ExpectedCue(10_500, 12_000, "zwei"),
                ExpectedCue(14_000, 15_000, "drei"),
            ])
    }

    @Test("A media playlist without EXT-X-ENDLIST is live, directly or as a master's variant")
    func live() throws {
        let livePlaylist = "#EXTM3U\n#EXT-X-TARGETDURATION:6\n#EXTINF:6.0,\n0.ts\n"
        let folder = try PlaylistFolder([
            "live.m3u8": livePlaylist, "video.m3u8": livePlaylist,
            "index.m3u8": masterPlaylist([]),
        ])
        let media = try openSource(folder.path("live.m3u8"), besideIt)
        #expect(media.isLive && media.duration == nil)
        let master = try openSource(folder.path("index.m3u8"), besideIt)
        #expect(master.isLive && master.duration == nil)
    }

    @Test("Renditions pointing outside the playlist's folder are refused; the rest opens")
    func refusedReferences() throws {
        let folder = try PlaylistFolder([
            "video.m3u8": videoPlaylist,
            "ok.m3u8": "#EXTM3U\n#EXTINF:6,\nok.vtt\n#EXT-X-ENDLIST\n",
            "ok.vtt": "WEBVTT\n\n00:01.000 --> 00:02.000\nfine\n",
            "escape.m3u8": "#EXTM3U\n#EXTINF:6,\n../../../../etc/passwd\n#EXT-X-ENDLIST\n",
            "index.m3u8": masterPlaylist([
                #"#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="passwd",URI="/etc/passwd""#,
                #"#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="remote",URI="http://example.com/subs.m3u8""#,
                #"#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="escape",URI="escape.m3u8""#,
                #"#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="ok",URI="ok.m3u8""#,
            ]),
        ])
        let source = try openSource(folder.path("index.m3u8"), besideIt)
        #expect(source.tracks.map(\.kind) == [.video, .audio, .legible])
        #expect(legibleTracks(source).map(\.title) == ["ok"])
        let refusals = source.warnings.map(\.message).filter { $0.contains("refused to open") }
        #expect(refusals.count == 3)
        #expect(
            refusals.contains {
                $0.hasPrefix("subtitle rendition \"passwd\"") && $0.contains("\"/etc/passwd\"")
            })
        #expect(refusals.contains { $0.contains("\"http://example.com/subs.m3u8\"") })
        #expect(
            refusals.contains {
                $0.hasPrefix("subtitle rendition \"escape\"") && $0.contains("\"/etc/passwd\"")
            })
    }
}
