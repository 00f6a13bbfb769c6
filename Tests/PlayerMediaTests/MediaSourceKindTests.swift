import Foundation
import MediaTestSupport
import PlayerCore
import Testing

@testable import PlayerMedia

/// `MediaSource.open` gives each path the kind of source it is, each with its own timeline
/// and live form: a caption file by its extension, an MPD, a WebVTT media playlist, and any
/// other media through FFmpeg.
@Suite struct MediaSourceKindTests {
    @Test func eachPathOpensAsItsKind() throws {
        let directory = try TemporaryDirectory()
        let files = [
            "alone.srt": "1\n00:00:01,000 --> 00:00:02,000\nHello\n",
            "seg.vtt": "WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nHello\n",
            "subs.m3u8": """
            #EXTM3U
            #EXT-X-TARGETDURATION:4
            #EXTINF:4.0,
            seg.vtt
            #EXT-X-ENDLIST
            """,
            "show.mpd": """
            <?xml version="1.0"?>
            <MPD xmlns="urn:mpeg:dash:schema:mpd:2011" type="static" mediaPresentationDuration="PT4S" profiles="urn:mpeg:dash:profile:isoff-on-demand:2011">
              <Period><AdaptationSet contentType="text" mimeType="text/vtt">
                <Representation id="t" bandwidth="100"><BaseURL>seg.vtt</BaseURL></Representation>
              </AdaptationSet></Period>
            </MPD>
            """,
        ]
        for (name, text) in files {
            _ = try directory.write(name, Array(text.utf8))
        }
        let expected: [(String, MediaSource.Kind, String)] = [
            (directory.url.appendingPathComponent("alone.srt").path, .captionDocument, "srt"),
            (directory.url.appendingPathComponent("subs.m3u8").path, .hlsWebVTTPlaylist, "hls"),
            (directory.url.appendingPathComponent("show.mpd").path, .dashPresentation, "dash"),
            (demoMKV, .demuxedMedia, "matroska,webm"),
        ]
        for (path, kind, format) in expected {
            let source = try MediaSource.open(path: path, options: .init(discoverSidecars: false))
            defer { source.close() }
            #expect(source.kind == kind, "\(path)")
            #expect(source.formatName == format, "\(path)")
            #expect(
                source.isCaptionFile == (kind == .captionDocument || kind == .hlsWebVTTPlaylist))
            let legible = try #require(source.tracks.first { $0.kind == .legible }, "\(path)")
            #expect(try !source.cues(of: legible.id).isEmpty, "\(path)")
            // None of these is live: reloading is refused, whatever the kind.
            #expect(source.liveEdge == nil)
            #expect(throws: MediaError.self) { try source.reload() }
        }
    }
}
