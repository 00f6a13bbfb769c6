import Foundation
import MediaTestSupport
import PlayerCaptions
import PlayerCore
import PlayerMedia
import Testing

/// A temporary folder of hand-written playlists beside copies of the corpus' two MPEG-TS
/// segments, removed when the test ends.
private final class SegmentFolder {
    let url: URL

    init(_ files: [String: String]) throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("hls-robust-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for segment in ["0.ts", "1.ts"] {
            try FileManager.default.copyItem(
                atPath: Corpus.path("shaka-hls-text-de", segment),
                toPath: url.appendingPathComponent(segment).path)
        }
        for (name, text) in files {
            try text.write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    deinit { try? FileManager.default.removeItem(at: url) }
}

/// Two six-second segments, declared VOD, with or without `EXT-X-ENDLIST`.
private func vodPlaylist(endList: Bool) -> String {
    "#EXTM3U\n#EXT-X-TARGETDURATION:7\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXTINF:6.0,\n0.ts\n#EXTINF:6.0,\n1.ts\n"
        + (endList ? "#EXT-X-ENDLIST\n" : "")
}

private let besideIt = MediaSourceOptions(discoverSidecars: false)

/// How long `body` takes.
private func timed<T>(_ body: () throws -> T) rethrows -> (T, Duration) {
    let clock = ContinuousClock()
    let start = clock.now
    let result = try body()
    return (result, clock.now - start)
}

@Suite(
    "HLS sources that made the demuxer run away",
    .enabled(
        if: Corpus.isAvailable,
        "corpus not found: set PLAYER_MEDIA_CORPUS or add ../shared/media"))
struct HLSOpeningRobustnessTests {
    @Test("A VOD playlist without EXT-X-ENDLIST is finished for FFmpeg as for our reader")
    func vodWithoutEndList() throws {
        let folder = try SegmentFolder([
            "vod.m3u8": vodPlaylist(endList: false),
            "master.m3u8": "#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\nvod.m3u8\n",
        ])
        for name in ["vod.m3u8", "master.m3u8"] {
            let (source, openTime) = try timed {
                try MediaSource(path: folder.path(name), options: besideIt)
            }
            #expect(!source.isLive)
            #expect(source.duration == .seconds(12))
            // Reading to the end stops at the last segment instead of waiting for more.
            let video = try #require(source.tracks.first { $0.kind == .video })
            source.select([video.id])
            let (_, readTime) = try timed { while try source.nextCues() != nil {} }
            #expect(openTime + readTime < .seconds(5), "\(name): \(openTime) + \(readTime)")
        }
    }

    @Test("A playlist without EXT-X-ENDLIST that is not VOD is still live")
    func liveStaysLive() throws {
        let folder = try SegmentFolder([
            "live.m3u8": "#EXTM3U\n#EXT-X-TARGETDURATION:7\n#EXTINF:6.0,\n0.ts\n"
        ])
        let source = try MediaSource(path: folder.path("live.m3u8"), options: besideIt)
        #expect(source.isLive && source.duration == nil)
    }

    @Test("A live playlist on disk is read up to its live edge, not waited on")
    func liveOnDiskIsReadToItsEdge() throws {
        let folder = try SegmentFolder([
            "live.m3u8": "#EXTM3U\n#EXT-X-TARGETDURATION:12\n#EXTINF:12.000,\nsubtitle.vtt\n"
        ])
        try FileManager.default.copyItem(
            atPath: Corpus.path("shaka-hls-text-de", "subtitle.vtt"),
            toPath: folder.path("subtitle.vtt"))
        let ((source, cues), time) = try timed { () throws -> (MediaSource, [Cue]) in
            let source = try MediaSource(path: folder.path("live.m3u8"), options: besideIt)
            let track = try #require(legibleTracks(source).first)
            return (source, try source.cues(of: track.id))
        }
        #expect(source.isLive)
        #expect(cues.count == 3)
        // FFmpeg alone reloads the playlist for as long as it does not grow.
        #expect(time < .seconds(8), "\(time)")
    }

    @Test("A master playlist naming itself, or two naming each other, is refused at once")
    func masterLoops() throws {
        let folder = try SegmentFolder([
            "self.m3u8": "#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\nself.m3u8\n",
            "a.m3u8": "#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\nb.m3u8\n",
            "b.m3u8": "#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\na.m3u8\n",
        ])
        let (selfError, selfTime) = timed { openingError(folder.path("self.m3u8"), besideIt) }
        #expect(
            selfError
                == .nestedMasterPlaylist(
                    path: folder.path("self.m3u8"), reference: folder.path("self.m3u8")))
        let (pairError, pairTime) = timed { openingError(folder.path("a.m3u8"), besideIt) }
        #expect(
            pairError
                == .nestedMasterPlaylist(
                    path: folder.path("a.m3u8"), reference: folder.path("b.m3u8")))
        #expect(selfTime + pairTime < .seconds(2))
    }

    @Test("A loop our reader cannot read is stopped by the limit on opens")
    func loopOurReaderCannotRead() throws {
        // A STREAM-INF without attributes is malformed for our reader; FFmpeg follows it.
        let folder = try SegmentFolder([
            "odd.m3u8": "#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH\nodd.m3u8\n"
        ])
        let path = folder.path("odd.m3u8")
        let (error, time) = timed { openingError(path, besideIt) }
        #expect(
            error == .openLoop(path: path, reference: path, limit: 64)
                || error == .openLoop(path: path, reference: "odd.m3u8", limit: 64),
            "\(String(describing: error))")
        #expect(time < .seconds(2))
    }

    @Test("Opening stops when it takes longer than its time limit")
    func openTimeLimit() throws {
        var options = besideIt
        options.openTimeLimit = .zero
        #expect(openingError(demoMKV, options) == .openTimedOut(path: demoMKV, seconds: 0))
    }

    @Test("A rendition's segments are fetched when its track is read, not when the source opens")
    func renditionSegmentsAreFetchedLazily() throws {
        let folder = try SegmentFolder([
            "video.m3u8": vodPlaylist(endList: true),
            "de.m3u8": "#EXTM3U\n#EXTINF:6,\nde.vtt\n#EXT-X-ENDLIST\n",
            "de.vtt": "WEBVTT\n\n00:01.000 --> 00:02.000\nHallo\n",
            "index.m3u8": """
            #EXTM3U
            #EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="s",NAME="Deutsch",LANGUAGE="de",URI="de.m3u8"
            #EXT-X-STREAM-INF:BANDWIDTH=1,SUBTITLES="s"
            video.m3u8
            """,
        ])
        let source = try MediaSource(path: folder.path("index.m3u8"), options: besideIt)
        let german = try #require(legibleTracks(source).first)
        #expect(german.language == "de")
        // Gone after opening: only reading the track would notice.
        try FileManager.default.removeItem(atPath: folder.path("de.vtt"))
        #expect(throws: MediaError.self) { try source.cues(of: german.id) }

        let again = try MediaSource(path: folder.path("index.m3u8"), options: besideIt)
        try "WEBVTT\n\n00:01.000 --> 00:02.000\nHallo\n".write(
            toFile: folder.path("de.vtt"), atomically: true, encoding: .utf8)
        #expect(try again.cues(of: legibleTracks(again)[0].id).map(\.text) == ["Hallo"])
    }

    @Test("A rendition left out is named with its playlist")
    func leftOutRenditionNamesThePlaylist() throws {
        let folder = try SegmentFolder([
            "video.m3u8": vodPlaylist(endList: true),
            "bad.m3u8":
                "#EXTM3U\n#EXTINF:6,\n#EXT-X-BYTERANGE:9223372036854775807@9223372036854775807\nx.vtt\n#EXTINF:6,\n#EXT-X-BYTERANGE:10\nx.vtt\n",
            "index.m3u8": """
            #EXTM3U
            #EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="s",NAME="bad",URI="bad.m3u8"
            #EXT-X-STREAM-INF:BANDWIDTH=1,SUBTITLES="s"
            video.m3u8
            """,
        ])
        let index = folder.path("index.m3u8")
        let source = try MediaSource(path: index, options: besideIt)
        #expect(legibleTracks(source).isEmpty)
        let warning = try #require(source.warnings.first?.message)
        #expect(warning.hasPrefix("subtitle rendition \"bad\" of \(index) left out: "))
        #expect(warning.contains(folder.path("bad.m3u8")) && warning.contains("out of range"))
    }

    @Test("A FIFO among a playlist's segments is refused, not waited on")
    func fifoSegment() throws {
        let folder = try SegmentFolder([
            "pipe.m3u8": "#EXTM3U\n#EXT-X-TARGETDURATION:6\n#EXTINF:6,\npipe.ts\n#EXT-X-ENDLIST\n"
        ])
        let pipe = folder.path("pipe.ts")
        #expect(mkfifo(pipe, 0o600) == 0)
        let (error, time) = timed { openingError(folder.path("pipe.m3u8"), besideIt) }
        #expect(error == .notRegularFile(path: pipe, kind: "a FIFO (named pipe)"))
        #expect(time < .seconds(2))
    }
}
