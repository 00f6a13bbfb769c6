import Foundation
import MediaTestSupport
import PlayerCore
import Testing

@testable import PlayerMedia

/// CEA-608 captions carried in the SEI of segmented video — DASH `SegmentTemplate` packages
/// and HLS packages of MPEG-TS or fragmented MP4 segments, made here with FFmpeg's `dash` and
/// `hls` muxers from the corpus's 608-in-SEI files — are read from the initialization segment
/// and the media segments in order, and give the cues the unsegmented file gives, at the same
/// presentation times (each package's timeline starts at its first video frame, as the
/// unsegmented file's does).
@Suite("CEA-608 from segmented video", .enabled(if: Corpus.isAvailable))
struct SegmentedClosedCaptionTests {
    /// A corpus file with 608 captions in its video's SEI, and what its H.264 needs to be
    /// muxed into MP4 segments.
    struct Source: CustomTestStringConvertible, Sendable {
        var folder: String
        var file: String
        var mp4Arguments: [String]
        var testDescription: String { folder }

        var path: String { Corpus.path(folder, file) }
    }

    static let sources = [
        Source(folder: "ax-fmp4-cea608-sei", file: "fragmented_captions.mp4", mp4Arguments: []),
        // Its H.264 is Annex B in MPEG-TS: the MP4 muxers want the `avc1` tag named.
        Source(
            folder: "shaka-cea608-ts", file: "captions-test.ts", mp4Arguments: ["-tag:v", "avc1"]),
    ]

    /// Options that let a local manifest open the files in its own folder.
    private let besideIt = MediaSourceOptions(
        discoverSidecars: false, allowsPlaylistEntriesBesideIt: true)

    /// The cues of the CC1 track of the source at `path`, and the source's length; the track
    /// must be present and not flagged absent.
    private func cc1Cues(
        _ path: String, options: MediaSourceOptions
    ) throws -> (cues: [Cue], duration: MediaTime?) {
        let source = try MediaSource.open(path: path, options: options)
        defer { source.close() }
        let track = try #require(
            source.tracks.first { $0.codec == "eia_608" && !$0.flags.contains(.absent) },
            "no CC1 in \(path): \(source.tracks) \(source.warnings)")
        return (try source.cues(of: track.id), source.duration)
    }

    /// `segmented` has `whole`'s cues, the same texts at the same times (within the 1 ms the
    /// packages' time scales may round a frame time by); a caption never erased lasts to the
    /// end of its programme, which is each package's own length (an MPD states it to a tenth
    /// of a second).
    private func expectSameCues(
        _ segmented: (cues: [Cue], duration: MediaTime?),
        as whole: (cues: [Cue], duration: MediaTime?), _ package: String
    ) {
        #expect(segmented.cues.map(\.text) == whole.cues.map(\.text), "\(package)")
        for (cue, expected) in zip(segmented.cues, whole.cues) {
            let end =
                expected.end == whole.duration ? segmented.duration ?? expected.end : expected.end
            #expect(
                abs((cue.start - expected.start).microseconds) <= 1_000
                    && abs((cue.end - end).microseconds) <= 1_000,
                "\(package): \(cue.start)–\(cue.end), expected \(expected.start)–\(end)")
        }
    }

    /// Makes a DASH package of `source`'s video with FFmpeg's `dash` muxer (templated
    /// segments of two seconds) and adds the `Accessibility` descriptor a packager writes for
    /// CC1 (SCTE 214-1); returns the MPD's path.
    private func dashPackage(of source: Source, in directory: URL) throws -> String {
        try FFmpegCLI.run(
            ["-i", source.path, "-map", "0:v:0", "-c", "copy"] + source.mp4Arguments
                + ["-f", "dash", "-seg_duration", "2", "show.mpd"],
            in: directory)
        let mpd = directory.appendingPathComponent("show.mpd")
        let written = try String(contentsOf: mpd, encoding: .utf8)
        let opening = try #require(
            written.range(of: "<AdaptationSet[^>]*>", options: .regularExpression))
        let declared =
            written[..<opening.upperBound]
            + "\n<Accessibility schemeIdUri=\"urn:scte:dash:cc:cea-608:2015\" value=\"CC1=eng\"/>"
            + written[opening.upperBound...]
        try declared.write(to: mpd, atomically: true, encoding: .utf8)
        #expect(declared.contains("<SegmentTemplate"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path)
                .filter { $0.hasSuffix(".m4s") }.count >= 2)
        return mpd.path
    }

    @Test(
        "A DASH package's templated segments give the unsegmented file's cues", arguments: sources)
    func dashSegments(_ source: Source) throws {
        let whole = try cc1Cues(source.path, options: .init(discoverSidecars: false))
        #expect(!whole.cues.isEmpty)
        let directory = try TemporaryDirectory()
        let mpd = try dashPackage(of: source, in: directory.url)
        expectSameCues(try cc1Cues(mpd, options: besideIt), as: whole, "DASH")
    }

    @Test(
        "A DASH package served over HTTP without byte ranges gives the same cues",
        arguments: sources)
    func dashSegmentsOverHTTP(_ source: Source) throws {
        let whole = try cc1Cues(source.path, options: .init(discoverSidecars: false))
        let directory = try TemporaryDirectory()
        _ = try dashPackage(of: source, in: directory.url)
        let server = try LoopbackHTTPServer(serving: directory.url)
        expectSameCues(
            try cc1Cues(server.url("show.mpd"), options: .init()), as: whole, "DASH over HTTP")
    }

    @Test(
        "An HLS package's segments give the unsegmented file's cues", arguments: sources,
        ["mpegts", "fmp4"])
    func hlsSegments(_ source: Source, segmentType: String) throws {
        let whole = try cc1Cues(source.path, options: .init(discoverSidecars: false))
        let directory = try TemporaryDirectory()
        try FFmpegCLI.run(
            ["-i", source.path, "-map", "0:v:0", "-c", "copy"]
                + (segmentType == "fmp4" ? source.mp4Arguments : [])
                + [
                    "-f", "hls", "-hls_time", "1", "-hls_segment_type", segmentType,
                    "-hls_playlist_type", "vod", "show.m3u8",
                ],
            in: directory.url)
        let playlist = directory.url.appendingPathComponent("show.m3u8").path
        expectSameCues(try cc1Cues(playlist, options: besideIt), as: whole, "HLS \(segmentType)")
    }

    @Test("A DASH video segment that is missing is named, with the span of captions it costs")
    func missingVideoSegment() throws {
        let source = Self.sources[1]
        let directory = try TemporaryDirectory()
        let mpd = try dashPackage(of: source, in: directory.url)
        let segments = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
            .filter { $0.hasPrefix("chunk-") }.sorted()
        let lost = try #require(segments.last)
        try FileManager.default.removeItem(at: directory.url.appendingPathComponent(lost))
        let opened = try MediaSource.open(path: mpd, options: besideIt)
        defer { opened.close() }
        #expect(
            opened.warnings.contains {
                $0.message.contains(lost) && $0.message.contains("no such file")
                    && $0.message.contains("captions in its video from")
            }, "\(opened.warnings)")
        // The captions of the segments still there are read.
        let track = try #require(opened.tracks.first { $0.codec == "eia_608" })
        #expect(!(try opened.cues(of: track.id)).isEmpty)
    }
}
