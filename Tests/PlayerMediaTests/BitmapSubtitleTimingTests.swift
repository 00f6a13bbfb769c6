import Foundation
import MediaTestSupport
import PlayerCore
import Testing

@testable import PlayerMedia

/// A picture subtitle file's times are presentation times: a PGS `.sup` taken out of a
/// Matroska file with the ffmpeg CLI shows its display sets where the Matroska file does,
/// alone and beside a film; a display set nothing clears still shows; a `.sup` is a subtitle
/// file, so a `.idx` beside it is not its track; and a VobSub picture whose stop is written
/// as "never" (the 16-bit maximum) lasts until the next one.
@Suite(
    "Picture subtitle timing",
    .enabled(
        if: Corpus.isAvailable, "corpus not found: set PLAYER_MEDIA_CORPUS or add ../shared/media"))
struct BitmapSubtitleTimingTests {
    /// mkvdemux-pgs: pictures at 0.58–2.4 s and 2.54–4.76 s, its first PTS 0.58 s.
    static let matroska = Corpus.path("mkvdemux-pgs", "subtitles_pgs.mkv")

    /// The `.sup` of the Matroska file's PGS track, made by the ffmpeg CLI in `directory`.
    static func supCopy(in directory: TemporaryDirectory, named name: String = "pgs.sup") throws
        -> String
    {
        try FFmpegCLI.run(["-i", matroska, "-map", "0:s:0", "-c", "copy", name], in: directory.url)
        return directory.url.appendingPathComponent(name).path
    }

    /// The cue times of the only legible track of `source`.
    static func times(_ source: any OpenedMediaSource, track: TrackID? = nil) throws
        -> [ClosedRange<
            MediaTime
        >]
    {
        let id = track ?? source.tracks.first { $0.kind == .legible }!.id
        return try source.cues(of: id).map { $0.start...$0.end }
    }

    @Test("A .sup opened alone keeps its PTS: its pictures show where the Matroska file shows them")
    func supAloneKeepsItsTimes() throws {
        let directory = try TemporaryDirectory()
        let sup = try Self.supCopy(in: directory)
        let reference = try MediaSource.open(path: Self.matroska)
        let expected = try Self.times(reference)
        #expect(expected.first?.lowerBound == .milliseconds(580))
        let source = try MediaSource.open(path: sup)
        #expect(try Self.times(source) == expected)
        #expect(source.startTime == .zero)
    }

    @Test("A .sup given as --sub-file beside a film keeps its PTS")
    func supBesideAFilm() throws {
        let directory = try TemporaryDirectory()
        let sup = try Self.supCopy(in: directory)
        let expected = try Self.times(try MediaSource.open(path: Self.matroska))
        let film = try MediaSource.open(
            path: demoMKV,
            options: MediaSourceOptions(extraSubtitlePaths: [sup], discoverSidecars: false))
        let track = film.tracks.first { $0.sourcePath == sup }
        #expect(track?.flags.contains(.imageBased) == true)
        #expect(try Self.times(film, track: try #require(track).id) == expected)
    }

    @Test("A .sup whose last display set is never cleared still shows it, alone")
    func lastDisplaySetWithoutClear() throws {
        let directory = try TemporaryDirectory()
        let sup = try Self.supCopy(in: directory)
        // PGS segments: "PG", PTS, DTS, type, 16-bit size, data. Drop the last display set
        // (the clear at 4.76 s), so the second picture has nothing after it.
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: sup)))
        var segments: [(pts: UInt32, bytes: ArraySlice<UInt8>)] = []
        var offset = 0
        while offset + 13 <= bytes.count {
            let pts = bytes[(offset + 2)..<(offset + 6)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            let size = Int(bytes[offset + 11]) << 8 | Int(bytes[offset + 12])
            segments.append((pts, bytes[offset..<(offset + 13 + size)]))
            offset += 13 + size
        }
        let lastPTS = try #require(segments.last).pts
        let cut = try directory.write(
            "uncleared.sup", segments.filter { $0.pts != lastPTS }.flatMap(\.bytes))
        let times = try Self.times(try MediaSource.open(path: cut))
        #expect(times.count == 2)
        #expect(times.last?.lowerBound == .milliseconds(2_540))
        #expect(times.last.map { $0.upperBound > $0.lowerBound } == true)
    }

    @Test("A .sup alone ends where its last picture is taken down, as the Matroska file shows it")
    func supAloneEndsWithItsLastPicture() throws {
        let directory = try TemporaryDirectory()
        let sup = try Self.supCopy(in: directory)
        let expected = try Self.times(try MediaSource.open(path: Self.matroska))
        #expect(expected.last?.upperBound == .milliseconds(4_760))
        let source = try MediaSource.open(path: sup)
        #expect(source.duration == expected.last?.upperBound)
    }

    @Test("A .sup whose last picture nothing takes down ends when that picture's cue does")
    func supAloneEndsWithAnUnclearedPicture() throws {
        let directory = try TemporaryDirectory()
        let sup = try Self.supCopy(in: directory)
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: sup)))
        // The last display set (the clear at 4.76 s) is the segments from the last
        // presentation composition segment (type 0x16) on.
        var offset = 0
        var lastComposition = 0
        while offset + 13 <= bytes.count {
            if bytes[offset + 10] == 0x16 { lastComposition = offset }
            offset += 13 + (Int(bytes[offset + 11]) << 8 | Int(bytes[offset + 12]))
        }
        let cut = try directory.write("uncleared.sup", Array(bytes[..<lastComposition]))
        let source = try MediaSource.open(path: cut)
        let last = try #require(try Self.times(source).last)
        #expect(last.lowerBound == .milliseconds(2_540))
        #expect(source.duration == last.upperBound)
    }

    @Test("A .sup with a .idx and .sub beside it is a subtitle file: the .idx is not its track")
    func supNeighboursAreNotSidecars() throws {
        let directory = try TemporaryDirectory()
        let sup = try Self.supCopy(in: directory)
        _ = try directory.write("pgs.idx", Array("# VobSub index file, v7\n".utf8))
        _ = try directory.write("pgs.sub", [0, 0, 1, 0xBA])
        let source = try MediaSource.open(path: sup)
        #expect(source.tracks.count == 1)
        #expect(source.tracks.first?.codec == "hdmv_pgs_subtitle")
    }

    @Test("A VobSub picture whose stop delay is the 16-bit maximum lasts until the next one")
    func vobSubNeverStopping() throws {
        let directory = try TemporaryDirectory()
        let sup = try Self.supCopy(in: directory)
        // FFmpeg's DVD subtitle encoder writes a PGS picture that has no end of its own (the
        // clear comes as another display set) with the longest stop delay there is.
        try FFmpegCLI.run(["-i", sup, "-c:s", "dvdsub", "vobsub.mkv"], in: directory.url)
        let source = try MediaSource.open(
            path: directory.url.appendingPathComponent("vobsub.mkv").path)
        let cues = try source.cues(of: try #require(source.tracks.first).id)
        #expect(cues.count >= 2)
        for (cue, next) in zip(cues, cues.dropFirst()) {
            #expect(cue.end <= next.start)
        }
        #expect(cues.first.map { $0.end - $0.start < .seconds(10) } == true)
    }
}
