import Foundation
import MediaTestSupport
import PlayerCore
import PlayerMedia
import Testing

/// A directory of its own for one test's files, removed when the test ends.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("player-media-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Writes `bytes` to `name` inside the directory and returns its path.
    func write(_ name: String, _ bytes: [UInt8]) throws -> String {
        let file = url.appendingPathComponent(name)
        try Data(bytes).write(to: file)
        return file.path
    }

    /// A stream copy of the MP4 at `path` with its index first (`-movflags +faststart`), made
    /// by the ffmpeg CLI as `name` inside the directory; returns its path.
    func faststartCopy(of path: String, named name: String = "fast.mp4") throws -> String {
        try FFmpegCLI.run(
            ["-i", path, "-map", "0", "-c", "copy", "-movflags", "+faststart", name], in: url)
        return url.appendingPathComponent(name).path
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}

/// The error `MediaSource.open(path:)` throws for `path`, or nil when it opens.
func openingError(_ path: String, _ options: MediaSourceOptions = .init()) -> MediaError? {
    do {
        _ = try MediaSource.open(path: path, options: options)
        return nil
    } catch {
        return error
    }
}

/// Deterministic pseudo-random bytes, so a failure can be reproduced.
func seededRandomBytes(count: Int, seed: UInt64) -> [UInt8] {
    var generator = SplitMix64(seed: seed)
    return (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
}

@Suite("Bad input gives a clear error and no crash")
struct BadInputTests {
    @Test func missingFile() throws {
        let directory = try TemporaryDirectory()
        let path = directory.url.appendingPathComponent("absent.mkv").path
        #expect(openingError(path)?.description == "\(path): no such file")
    }

    @Test func directory() throws {
        let directory = try TemporaryDirectory()
        #expect(
            openingError(directory.url.path)?.description
                == "\(directory.url.path): is a directory, not a media file")
    }

    @Test func emptyFile() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("empty.mkv", [])
        #expect(openingError(path)?.description == "\(path): the file is empty")
    }

    @Test func randomBytes() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("noise.mkv", seededRandomBytes(count: 1 << 20, seed: 2024))
        #expect(
            openingError(path)?.description
                == "\(path): not a media file (Invalid data found when processing input)")
    }

    @Test func bytesThatFFmpegWouldDrawAsTextArt() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("noise.ans", seededRandomBytes(count: 1 << 16, seed: 7))
        #expect(
            openingError(path)?.description
                == "\(path): not a media file (FFmpeg would only draw its bytes as text-mode art)")
    }

    @Test func textFileNamedAsMatroska() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("notes.mkv", Array("Shopping list:\n- milk\n- tea\n".utf8))
        #expect(
            openingError(path)?.description
                == "\(path): not a media file (Invalid data found when processing input)")
    }

    /// The part that is there opens (a download in progress still plays); reading to the cut
    /// gives the cues before it and reports the cut (see PartialReadTests for the cues).
    @Test("A Matroska file cut short", arguments: [10, 50, 90])
    func truncatedMatroska(percent: Int) throws {
        let whole = try [UInt8](Data(contentsOf: URL(fileURLWithPath: demoMKV)))
        let directory = try TemporaryDirectory()
        let path = try directory.write("cut.mkv", Array(whole.prefix(whole.count * percent / 100)))
        let source = try MediaSource.open(path: path)
        let english = try #require(source.tracks.first { $0.kind == .legible })
        let reading = try source.readCues(of: english.id)
        let incomplete = try #require(reading.incomplete)
        #expect(incomplete.path == path)
        #expect(incomplete.cause == .endsEarly)
        #expect(incomplete.cuesRead == reading.cues.count)
        #expect(throws: incomplete.error) { try source.cues(of: english.id) }
    }

    @Test("A subtitle file that is not UTF-8 opens, read as Windows-1252")
    func invalidUTF8Subtitle() throws {
        let directory = try TemporaryDirectory()
        let bytes = Array("1\n00:00:01,000 --> 00:00:02,000\nCaf".utf8) + [0xE9] + Array("\n".utf8)
        let path = try directory.write("latin.srt", bytes)
        let source = try MediaSource.open(path: path)
        #expect(
            source.warnings.map(\.message) == ["\(path): not valid UTF-8; read as Windows-1252"])
        #expect(try source.cues(of: source.tracks[0].id).map(\.text) == ["Café"])
    }

    @Test("A playlist on disk that points at another local file is refused")
    func playlistPointingAtPasswd() throws {
        let directory = try TemporaryDirectory()
        let playlist =
            "#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10,\n/etc/passwd\n#EXT-X-ENDLIST\n"
        let path = try directory.write("list.m3u8", Array(playlist.utf8))
        #expect(
            openingError(path)?.description
                == "\(path): refused to open \"/etc/passwd\" that the file refers to;"
                + " a file on disk may only refer to files in its own folder")
        #expect(
            openingError(path, MediaSourceOptions(allowsPlaylistEntriesBesideIt: false))
                == .refusedReference(path: path, reference: "/etc/passwd"))
    }

    @Test("A link in the playlist's folder that leads outside it is refused")
    func playlistEntryLinkingOutside() throws {
        let directory = try TemporaryDirectory()
        let playlist = "#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10,\nleak.ts\n#EXT-X-ENDLIST\n"
        let path = try directory.write("list.m3u8", Array(playlist.utf8))
        let link = URL(fileURLWithPath: path).deletingLastPathComponent()
            .appendingPathComponent("leak.ts").path
        try FileManager.default.createSymbolicLink(
            atPath: link, withDestinationPath: "/etc/passwd")
        #expect(openingError(path) == .refusedReference(path: path, reference: link))
    }

    @Test("A playlist on disk that points at a URL is refused")
    func playlistPointingAtURL() throws {
        let directory = try TemporaryDirectory()
        let playlist =
            "#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10,\nhttp://example.com/a.ts\n#EXT-X-ENDLIST\n"
        let path = try directory.write("remote.m3u8", Array(playlist.utf8))
        #expect(
            openingError(path)
                == .refusedReference(path: path, reference: "http://example.com/a.ts"))
    }
}
