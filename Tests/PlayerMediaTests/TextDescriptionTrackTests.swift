import Foundation
import MediaTestSupport
import PlayerCaptions
import PlayerCore
import Testing

@testable import PlayerMedia

/// Sources flag their text description tracks ``TrackFlags/descriptions``, whatever carries
/// them: a Matroska `FlagTextDescriptions` (0x55AD, which our own walk of the track entries
/// reads, as it reads `LanguageBCP47`), a W3C DAPT script, a WebVTT file whose header says
/// `Kind: descriptions`.
@Suite("Text description tracks")
struct TextDescriptionTrackTests {
    private func legibleFlags(of path: String) throws -> [TrackFlags] {
        let source = try MediaSource.open(path: path, options: .init(discoverSidecars: false))
        defer { source.close() }
        return source.tracks.filter { $0.kind == .legible }.map(\.flags)
    }

    @Test func matroskaFlagTextDescriptionsIsRead() throws {
        let directory = try TemporaryDirectory()
        _ = try directory.write(
            "cue.srt", Array("1\n00:00:01,000 --> 00:00:03,000\nA boat.\n".utf8))
        let run = try ToolRun(
            "mkvmerge",
            [
                "--quiet", "-o", "described.mkv", "--text-descriptions-flag", "0:1", "cue.srt",
                "cue.srt",
            ], in: directory.url)
        try #require(run.status == 0, "mkvmerge failed: \(run.standardError)")
        let path = directory.url.appendingPathComponent("described.mkv").path
        let reader = try #require(ForwardFileReader(path: path))
        let head = try MatroskaSegmentHead(reading: reader)
        #expect(head.tracks.map(\.hasTextDescriptions) == [true, false])
        #expect(try legibleFlags(of: path).map { $0.contains(.descriptions) } == [true, false])
    }

    /// MP4 states the role in a `kind` box (`urn:mpeg:dash:role:2011`, "description"), which
    /// ffmpeg writes for the descriptions disposition and FFmpeg 5.1 reads back.
    @Test func anMP4KindBoxOfDescriptionIsADescriptionTrack() throws {
        let directory = try TemporaryDirectory()
        _ = try directory.write(
            "cue.vtt", Array("WEBVTT\n\n00:01.000 --> 00:03.000\nA boat.\n".utf8))
        let run = try ToolRun(
            "ffmpeg",
            [
                "-v", "error", "-y", "-f", "lavfi", "-i", "color=c=black:s=64x36:d=4", "-i",
                "cue.vtt", "-map", "0", "-map", "1", "-c:v", "libx264", "-c:s", "mov_text",
                "-disposition:s:0", "descriptions", "described.mp4",
            ], in: directory.url)
        try #require(run.status == 0, "ffmpeg failed: \(run.standardError)")
        let path = directory.url.appendingPathComponent("described.mp4").path
        #expect(try legibleFlags(of: path).map { $0.contains(.descriptions) } == [true])
    }

    @Test func aDAPTDescriptionScriptIsADescriptionTrack() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(
                "PlayerCaptionsTests/Fixtures/w3c-dapt")
        let script = fixtures.appendingPathComponent("intro-times-and-text.xml").path
        #expect(try legibleFlags(of: script) == [.descriptions])
        let dubbing = fixtures.appendingPathComponent("intro-original-language.xml").path
        #expect(try legibleFlags(of: dubbing) == [[]])
        let source = try MediaSource.open(path: dubbing, options: .init(discoverSidecars: false))
        defer { source.close() }
        #expect(source.tracks.first?.roles == ["audio.dialogue"])
    }

    @Test func aWebVTTFileWhoseHeaderSaysDescriptionsIsADescriptionTrack() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write(
            "notes.vtt",
            Array("WEBVTT\nKind: descriptions\n\n00:01.000 --> 00:03.000\nA boat.\n".utf8))
        #expect(try legibleFlags(of: path) == [.descriptions])
    }

    @Test func aSidecarNamedAsDescriptionsIsADescriptionTrack() throws {
        let directory = try TemporaryDirectory()
        let sidecar = try directory.write(
            "film.en.descriptions.vtt",
            Array("WEBVTT\n\n00:01.000 --> 00:03.000\nA boat.\n".utf8))
        let source = try MediaSource.open(
            path: demoMKV,
            options: .init(extraSubtitlePaths: [sidecar], discoverSidecars: false))
        defer { source.close() }
        let added = try #require(source.tracks.last)
        #expect(added.sourcePath == sidecar)
        #expect(added.flags.contains(.descriptions))
        #expect(added.title == nil)
        #expect(added.language == "en")
    }
}
