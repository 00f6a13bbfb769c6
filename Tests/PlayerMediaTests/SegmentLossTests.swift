import Foundation
import MediaTestSupport
import PlayerCore
import Testing

@testable import PlayerMedia

/// Packages made the ordinary way (FFmpeg's `hls` muxer, a plain web server) that lose a
/// segment keep the cues of every other segment and say which segment was lost and what span
/// it costs; the expected cues are those of the whole package, read before the loss.
@Suite("Segments lost, cues kept")
struct SegmentLossTests {
    /// Options that let a local playlist open the files in its own folder.
    private let besideIt = MediaSourceOptions(
        discoverSidecars: false, allowsPlaylistEntriesBesideIt: true)

    /// The subtitle rendition's reading of the package's master playlist at `path`.
    private func subtitleReading(_ path: String, options: MediaSourceOptions) throws -> CueReading {
        let source = try MediaSource.open(path: path, options: options)
        defer { source.close() }
        let subtitles = try #require(source.tracks.first { $0.codec == "webvtt" })
        return try source.readCues(of: subtitles.id)
    }

    /// `whole` less the cues whose text the lost segment's file held.
    private func kept(_ whole: [Cue], losing segment: String) -> [Cue] {
        whole.filter { !segment.contains($0.text ?? "") }
    }

    @Test("A missing WebVTT segment costs only its own span, and is named")
    func missingLocalSegment() throws {
        let directory = try TemporaryDirectory()
        let package = try HLSPackage(in: directory.url)
        let whole = try subtitleReading(package.path("master.m3u8"), options: besideIt)
        #expect(whole.lostSegments.isEmpty)
        #expect(whole.cues.compactMap(\.text) == HLSPackage.cues.map(\.text))
        let segments = try package.subtitleSegments()
        let lostText = try String(contentsOfFile: package.path(segments[1]), encoding: .utf8)
        try FileManager.default.removeItem(atPath: package.path(segments[1]))

        let reading = try subtitleReading(package.path("master.m3u8"), options: besideIt)
        let loss = try #require(reading.lostSegments.first)
        #expect(reading.lostSegments.count == 1)
        #expect(loss.uri.hasSuffix(segments[1]))
        #expect(loss.error == .noSuchFile(path: loss.uri))
        // The second segment of the playlist spans 4–8 s of its timeline.
        #expect(loss.start == .seconds(Int64(HLSPackage.segmentSeconds)))
        #expect(loss.end == .seconds(Int64(2 * HLSPackage.segmentSeconds)))
        #expect(reading.cues == kept(whole.cues, losing: lostText))
        #expect(reading.cues.count == HLSPackage.cues.count - 1)
        #expect(reading.shortfalls.contains { $0.contains(segments[1]) && $0.contains("lost") })
        #expect(throws: MediaError.noSuchFile(path: loss.uri)) {
            try reading.wholeCues()
        }
    }

    @Test("Over HTTP from a server without byte ranges, a 404 segment costs only its span")
    func segmentAnswering404() throws {
        let directory = try TemporaryDirectory()
        let package = try HLSPackage(in: directory.url)
        let server = try LoopbackHTTPServer(serving: directory.url)
        let whole = try subtitleReading(server.url("master.m3u8"), options: .init())
        #expect(whole.lostSegments.isEmpty)
        #expect(whole.cues.compactMap(\.text) == HLSPackage.cues.map(\.text))
        let segments = try package.subtitleSegments()
        let lostText = try String(contentsOfFile: package.path(segments[2]), encoding: .utf8)
        try FileManager.default.removeItem(atPath: package.path(segments[2]))

        let reading = try subtitleReading(server.url("master.m3u8"), options: .init())
        let loss = try #require(reading.lostSegments.first)
        #expect(reading.lostSegments.count == 1)
        #expect(loss.uri == server.url(segments[2]))
        #expect(loss.error.description.contains("404"))
        #expect(reading.cues == kept(whole.cues, losing: lostText))
        #expect(reading.cues.count == HLSPackage.cues.count - 1)
    }

    @Test("A server that ignores Range is read from the start, as FFmpeg's CLI reads it")
    func serverWithoutByteRanges() throws {
        let directory = try TemporaryDirectory()
        try FFmpegCLI.run(
            [
                "-f", "lavfi", "-i", "testsrc=size=160x90:rate=12:duration=6",
                "-f", "lavfi", "-i", "sine=duration=6", "-i", "cues.srt", "-map", "0", "-map", "1",
                "-map", "2", "-c:v", "libx264", "-c:a", "aac", "-c:s", "mov_text",
                "-movflags", "+faststart", "film.mp4",
            ], in: try Self.writingCues(in: directory))
        let local = try MediaSource.open(
            path: directory.url.appendingPathComponent("film.mp4").path)
        let text = try #require(local.tracks.first { $0.kind == .legible })
        let expected = try local.cues(of: text.id)
        #expect(expected.count == 2)

        let server = try LoopbackHTTPServer(serving: directory.url)
        let remote = try MediaSource.open(path: server.url("film.mp4"))
        defer { remote.close() }
        let reading = try remote.readCues(of: text.id)
        #expect(reading.shortfalls.isEmpty)
        #expect(reading.cues.map(\.text) == expected.map(\.text))
        #expect(reading.cues.map(\.start) == expected.map(\.start))
        // Its video could not be looked through twice: said, not silently skipped.
        #expect(remote.warnings.contains { $0.message.contains("ignores byte ranges") })
    }

    /// Writes two cues as `cues.srt` in `directory`; returns the folder.
    private static func writingCues(in directory: TemporaryDirectory) throws -> URL {
        let subRip =
            "1\n00:00:01,000 --> 00:00:02,000\nOne\n\n2\n00:00:03,000 --> 00:00:04,000\nTwo\n"
        _ = try directory.write("cues.srt", Array(subRip.utf8))
        return directory.url
    }
}
