import Foundation
import MediaTestSupport
import PlayerCaptions
import PlayerCore
import PlayerMedia
import Synchronization
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

/// Reads every packet of `source`'s video while `playlist` is watched, returning how many
/// times the playlist was opened meanwhile: a reload. The first reload interrupts the source,
/// so that a reader waiting for the playlist to grow ends instead of waiting on.
private func playlistOpensWhileReading(_ source: any OpenedMediaSource, _ playlist: String) throws
    -> Int
{
    let video = try #require(source.tracks.first { $0.kind == .video })
    source.select([video.id])
    let interrupter = source.interrupter
    let watch = try FileOpenWatch(playlist) { _ in interrupter.interrupt() }
    do {
        while try source.nextCues() != nil {}
    } catch {
        Issue.record("reading \(playlist) stopped: \(error)")
    }
    return watch.stop()
}

/// A writer of a FIFO, on a thread of its own: it waits for a reader to open the FIFO, then
/// closes it at once, so that the reader reads nothing and goes on, and waits for the next,
/// until ``finish()``.
private final class FIFOWriter: Sendable {
    private let path: String
    private let released = Atomic<Bool>(false)
    private let readByOther = Atomic<Bool>(false)
    private let done = DispatchSemaphore(value: 0)

    init(_ path: String) {
        self.path = path
        Thread { [self] in
            while !released.load(ordering: .sequentiallyConsistent) {
                let descriptor = open(path, O_WRONLY)
                // Opened before ``finish()`` let it go: someone else read the FIFO.
                if !released.load(ordering: .sequentiallyConsistent) {
                    readByOther.store(true, ordering: .sequentiallyConsistent)
                }
                if descriptor >= 0 { close(descriptor) }
            }
            done.signal()
        }.start()
    }

    /// Lets the writer go and says whether someone else opened the FIFO first.
    func finish() -> Bool {
        released.store(true, ordering: .sequentiallyConsistent)
        let reader = open(path, O_RDONLY | O_NONBLOCK)
        done.wait()
        if reader >= 0 { close(reader) }
        return readByOther.load(ordering: .sequentiallyConsistent)
    }
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
            let source = try MediaSource.open(path: folder.path(name), options: besideIt)
            #expect(!source.isLive)
            #expect(source.duration == .seconds(12))
            // Reading to the end stops at the last segment instead of reloading the playlist
            // to wait for more.
            #expect(try playlistOpensWhileReading(source, folder.path("vod.m3u8")) == 0, "\(name)")
        }
    }

    @Test("A playlist without EXT-X-ENDLIST that is not VOD is still live")
    func liveStaysLive() throws {
        let folder = try SegmentFolder([
            "live.m3u8": "#EXTM3U\n#EXT-X-TARGETDURATION:7\n#EXTINF:6.0,\n0.ts\n"
        ])
        let source = try MediaSource.open(path: folder.path("live.m3u8"), options: besideIt)
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
        let source = try MediaSource.open(path: folder.path("live.m3u8"), options: besideIt)
        #expect(source.isLive)
        let track = try #require(legibleTracks(source).first)
        // FFmpeg alone reloads the playlist for as long as it does not grow: the first reload
        // stops the read, which then has nothing to give.
        let interrupter = source.interrupter
        let watch = try FileOpenWatch(folder.path("live.m3u8")) { _ in interrupter.interrupt() }
        let cues = Result { try source.cues(of: track.id) }
        #expect(watch.stop() == 0)
        #expect(try cues.get().count == 3)
    }

    @Test("A master playlist naming itself, or two naming each other, is refused at once")
    func masterLoops() throws {
        let folder = try SegmentFolder([
            "self.m3u8": "#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\nself.m3u8\n",
            "a.m3u8": "#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\nb.m3u8\n",
            "b.m3u8": "#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\na.m3u8\n",
        ])
        let selfWatch = try FileOpenWatch(folder.path("self.m3u8"))
        let selfError = openingError(folder.path("self.m3u8"), besideIt)
        #expect(
            selfError
                == .nestedMasterPlaylist(
                    path: folder.path("self.m3u8"), reference: folder.path("self.m3u8")))
        let pairWatch = try FileOpenWatch(folder.path("b.m3u8"))
        let pairError = openingError(folder.path("a.m3u8"), besideIt)
        #expect(
            pairError
                == .nestedMasterPlaylist(
                    path: folder.path("a.m3u8"), reference: folder.path("b.m3u8")))
        // At once: by our reader's check, before FFmpeg follows the loop, which it would until
        // the limit of 64 opens of one address stopped it. b.m3u8 is read once, as a's variant.
        #expect(selfWatch.stop() < 64)
        #expect(pairWatch.stop() == 1)
    }

    @Test("A loop our reader cannot read is stopped by the limit on opens")
    func loopOurReaderCannotRead() throws {
        // A STREAM-INF without attributes is malformed for our reader; FFmpeg follows it.
        let folder = try SegmentFolder([
            "odd.m3u8": "#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH\nodd.m3u8\n"
        ])
        let path = folder.path("odd.m3u8")
        let error = openingError(path, besideIt)
        #expect(
            error == .openLoop(path: path, reference: path, limit: 64)
                || error == .openLoop(path: path, reference: "odd.m3u8", limit: 64),
            "\(String(describing: error))")
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
        let source = try MediaSource.open(path: folder.path("index.m3u8"), options: besideIt)
        let german = try #require(legibleTracks(source).first)
        #expect(german.language == "de")
        // Gone after opening: only reading the track would notice.
        try FileManager.default.removeItem(atPath: folder.path("de.vtt"))
        #expect(throws: MediaError.self) { try source.cues(of: german.id) }

        let again = try MediaSource.open(path: folder.path("index.m3u8"), options: besideIt)
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
        let source = try MediaSource.open(path: index, options: besideIt)
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
        // A writer waits for readers of the FIFO: should opening read it, the writer lets each
        // go at once (it reads an empty segment) instead of leaving it waiting for ever.
        let writer = FIFOWriter(pipe)
        let error = openingError(folder.path("pipe.m3u8"), besideIt)
        #expect(error == .notRegularFile(path: pipe, kind: "a FIFO (named pipe)"))
        #expect(!writer.finish(), "opening read the FIFO")
    }
}
