import Foundation
import MediaTestSupport
import PlayerCore
import PlayerMedia
import Testing

/// Opens `path`, failing the test with the error's message when it cannot.
func openSource(_ path: String, _ options: MediaSourceOptions = .init()) throws
    -> any OpenedMediaSource
{
    do {
        return try MediaSource.open(path: path, options: options)
    } catch {
        Issue.record("\(error.description)")
        throw error
    }
}

func legibleTracks(_ source: any OpenedMediaSource) -> [TrackInfo] {
    source.tracks.filter { $0.kind == .legible }
}

@Suite(
    "Real-world corpus",
    .enabled(
        if: Corpus.isAvailable,
        "corpus not found: set PLAYER_MEDIA_CORPUS or add ../shared/media"))
struct CorpusTests {
    @Test("Matroska SubRip: two tracks, eng default and fre, italics and accents")
    func matroskaSubRip() throws {
        let source = try openSource(Corpus.path("mkvdemux-subtitles", "subtitles.mkv"))
        #expect(source.formatName == "matroska,webm")
        #expect(source.duration == .seconds(6))
        #expect(source.metadata.title == "Big Buck Bunny")
        #expect(source.tracks.map(\.kind) == [.video, .legible, .legible])
        let english = source.tracks[1]
        let french = source.tracks[2]
        #expect(english.codec == "subrip" && english.language == "en" && english.flags == .default)
        #expect(french.codec == "subrip" && french.language == "fr" && french.flags == [])
        let englishCues = try source.cues(of: english.id)
        #expect(
            englishCues.map(ExpectedCue.init) == [
                ExpectedCue(580, 2400, "Big Buck Bunny"),
                ExpectedCue(
                    2540, 4760, "An animated comedy short film\nmade by the Blender Institute."),
            ])
        #expect(englishCues.first?.runs == [StyledRun("Big Buck Bunny", style: .italic)])
        let frenchCues = try source.cues(of: french.id)
        #expect(
            frenchCues.last?.text
                == "Un court métrage d'annimation\ncréer par le Blender Institute.")
    }

    @Test("Matroska with SubRip and ASS tracks titled, plus H.264 video and AAC audio")
    func matroskaMultipleTracks() throws {
        let source = try openSource(Corpus.path("mediabunny-mkv-multi", "test-mkv-multi.mkv"))
        #expect(source.tracks.map(\.kind) == [.video, .audio, .legible, .legible])
        #expect(source.tracks[0].codec == "h264" && source.tracks[0].width != nil)
        #expect(source.tracks[1].codec == "aac" && source.tracks[1].sampleRate != nil)
        let (srt, ass) = (source.tracks[2], source.tracks[3])
        #expect(srt.codec == "subrip" && srt.language == "en" && srt.title == "English SRT")
        #expect(srt.flags == .default)
        #expect(ass.codec == "ass" && ass.language == "es" && ass.title == "Spanish ASS")
        #expect(ass.flags == [])
        let expected = [
            ExpectedCue(1021, 3521, "Hello world!"), ExpectedCue(5021, 7021, "This is a test."),
            ExpectedCue(8521, 10021, "Goodbye!"),
        ]
        #expect(try source.cues(of: srt.id).map(ExpectedCue.init) == expected)
        #expect(try source.cues(of: ass.id).map(ExpectedCue.init) == expected)
    }

    @Test("WebVTT in Matroska, titled English and not default")
    func matroskaWebVTT() throws {
        let source = try openSource(Corpus.path("mediabunny-mkv-webvtt", "test-mkv-vtt.mkv"))
        let track = try #require(legibleTracks(source).first)
        #expect(track.codec == "webvtt" && track.language == "en" && track.title == "English")
        #expect(track.flags == [])
        #expect(
            try source.cues(of: track.id).map(ExpectedCue.init).map(\.text) == [
                "Hello world!", "This is a test.", "Goodbye!",
            ])
    }

    @Test(
        "QuickTime text and MP4 tx3g decode as mov_text",
        arguments: [
            ("mediabunny-mov-text", "test-mov-tx3g.mov"),
            ("mediabunny-mp4-tx3g", "test-mp4-tx3g.mp4"),
        ])
    func movText(folder: String, file: String) throws {
        let source = try openSource(Corpus.path(folder, file))
        let track = try #require(legibleTracks(source).first)
        #expect(track.codec == "mov_text" && track.language == "en")
        #expect(
            try source.cues(of: track.id).map(ExpectedCue.init) == [
                ExpectedCue(1000, 3500, "Hello world!"), ExpectedCue(5000, 7000, "This is a test."),
                ExpectedCue(8500, 10000, "Goodbye!"),
            ])
    }

    /// Packets at 0.100 (0.230 long), 0.150 (0.400) and 0.200 (0.250) in a file whose video
    /// starts at 0.067: cues come out sorted by start, times measured from the container start.
    @Test(
        "Overlapping out-of-order cues stay sorted by start",
        arguments: [
            "sample_with_overlapping_srt.mkv", "sample_with_overlapping_ssa_subtitles.mkv",
        ])
    func overlappingCues(file: String) throws {
        let source = try openSource(Corpus.path("ax-mkv-overlap", file))
        #expect(source.startTime == .milliseconds(67))
        let track = try #require(legibleTracks(source).first)
        #expect(track.language == nil)
        #expect(
            try source.cues(of: track.id).map(ExpectedCue.init) == [
                ExpectedCue(33, 263, "First subtitle - end overlaps second"),
                ExpectedCue(83, 483, "Third subtitle - fully encompasses second"),
                ExpectedCue(133, 383, "Second subtitle - beginning overlaps first"),
            ])
        source.select([track.id])
        let active = try source.activeCues(of: track.id, at: .milliseconds(200))
        #expect(
            active.map(\.text) == [
                "First subtitle - end overlaps second", "Third subtitle - fully encompasses second",
                "Second subtitle - beginning overlaps first",
            ])
    }

    @Test("A NUL ends a SubRip packet's text; the junk after it is ignored")
    func nulTerminatedText() throws {
        let source = try openSource(
            Corpus.path("ax-mkv-nullterm", "sample_with_null_terminated_srt.mkv"))
        let track = try #require(legibleTracks(source).first)
        #expect(track.title == "Subs Label" && track.language == "en")
        #expect(
            try source.cues(of: track.id).map(ExpectedCue.init) == [
                ExpectedCue(0, 1234, "This is the first")
            ])
    }

    @Test("PGS: a show display set at 0 and a clear at 1.24 s make one picture cue")
    func pgsBitmaps() throws {
        let source = try openSource(Corpus.path("ax-mkv-pgs", "sample_with_pgs_subtitles.mkv"))
        let track = try #require(legibleTracks(source).first)
        #expect(track.codec == "hdmv_pgs_subtitle" && track.flags.contains(.imageBased))
        let cues = try source.cues(of: track.id)
        #expect(cues.map(ExpectedCue.init) == [ExpectedCue(0, 1240, nil)])
        let image = try #require(cues.first?.image)
        #expect(image.width > 0 && image.height > 0 && image.x + image.width <= 1280)
        #expect(image.y + image.height <= 720)
    }

    @Test("VobSub in Matroska: eng default and fre, pictures at 0.58 s and 2.54 s")
    func vobSubMatroska() throws {
        let source = try openSource(Corpus.path("mkvdemux-vobsub", "subtitles_vobsub.mkv"))
        let tracks = legibleTracks(source)
        #expect(tracks.map(\.codec) == ["dvd_subtitle", "dvd_subtitle"])
        #expect(tracks.map(\.language) == ["en", "fr"])
        #expect(tracks.map(\.flags) == [[.default, .imageBased], .imageBased])
        let cues = try source.cues(of: tracks[0].id)
        #expect(cues.map(\.start) == [.milliseconds(580), .milliseconds(2540)])
        #expect(cues.allSatisfy { $0.text == nil && $0.image != nil && $0.end > $0.start })
    }

    @Test("VobSub in MP4 gives one picture cue")
    func vobSubMP4() throws {
        let source = try openSource(Corpus.path("ax-mp4-vobsub", "sample_with_vobsub.mp4"))
        let track = try #require(legibleTracks(source).first)
        #expect(track.codec == "dvd_subtitle" && track.language == "en")
        let cues = try source.cues(of: track.id)
        #expect(cues.count == 1 && cues.first?.image != nil && cues.first?.start == .zero)
    }

    @Test(
        "Subtitle files open alone, whatever their encoding or line ends",
        arguments: [
            "subrip_typical_with_byte_order_mark.srt", "subrip_typical_utf16le.srt",
        ])
    func subRipFiles(file: String) throws {
        let source = try openSource(Corpus.path("ax-sidecars", file))
        let track = try #require(source.tracks.first)
        #expect(source.tracks.count == 1 && track.kind == .legible && track.codec == "subrip")
        #expect(
            try source.cues(of: track.id).map(ExpectedCue.init) == [
                ExpectedCue(0, 1234, "This is the first subtitle."),
                ExpectedCue(
                    2345, 3456, "This is the second subtitle.\nSecond subtitle with second line."),
                ExpectedCue(7_204_567, 7_208_901, "This is the third subtitle."),
            ])
    }

    /// The file's Format line leaves out the margins and effect, which FFmpeg 5.1 does not
    /// honour, so only the cue times are checked here.
    @Test("An SSA file opens alone as one ass track")
    func ssaFile() throws {
        let source = try openSource(Corpus.path("ax-sidecars", "ssa_typical.ass"))
        let track = try #require(source.tracks.first)
        #expect(source.tracks.count == 1 && track.codec == "ass")
        let cues = try source.cues(of: track.id).map(ExpectedCue.init)
        #expect(cues.prefix(2).map { [$0.start, $0.end] } == [[0, 1230], [2340, 3450]])
    }

    @Test("WebVTT with a BOM, and WebVTT with CR-only line ends, open alone")
    func webVTTFiles() throws {
        let bom = try openSource(Corpus.path("ax-sidecars", "webvtt_with_bom.vtt"))
        #expect(
            try bom.cues(of: bom.tracks[0].id).map(ExpectedCue.init) == [
                ExpectedCue(0, 1234, "This is the first subtitle."),
                ExpectedCue(2345, 3456, "This is the second subtitle."),
            ])
        let carriageReturns = try openSource(
            Corpus.path("ax-sidecars", "webvtt_with_wide_unicode_chars_and_cr_endings.vtt"))
        #expect(
            try carriageReturns.cues(of: carriageReturns.tracks[0].id).map(ExpectedCue.init) == [
                ExpectedCue(0, 1234, "\u{1F61B}\n\u{1F61B}")
            ])
    }

    @Test(
        "Captions a later issue decodes still open and list their tracks",
        arguments: [
            ("mediabunny-mp4-wvtt", "test-mp4-webvtt.mp4"), ("shaka-fmp4-wvtt", "vtt.mp4"),
            ("shaka-fmp4-stpp", "ttml.mp4"), ("ax-fmp4-cea608-sei", "fragmented_captions.mp4"),
            ("shaka-cea608-ts", "captions-test.ts"), ("shaka-cea608-hevc-sei", "cea-h265.mp4"),
            ("ax-mkv-webvtt-stext", "sample_with_vtt_subtitles.mkv"),
        ])
    func laterIssueFolders(folder: String, file: String) throws {
        let source = try openSource(Corpus.path(folder, file))
        #expect(!source.tracks.isEmpty)
    }

    @Test(
        "Local HLS playlists open with the files in their folder; strict options refuse them",
        arguments: [
            ("ax-hls-cea608-ts", "manifest.m3u8"), ("shaka-hls-text-de", "index.m3u8"),
        ])
    func localPlaylists(folder: String, file: String) throws {
        let path = Corpus.path(folder, file)
        let source = try openSource(path)
        #expect(source.formatName == "hls")
        #expect(source.tracks.contains { $0.kind == .video })
        #expect(throws: MediaError.self) {
            try MediaSource.open(
                path: path, options: MediaSourceOptions(allowsPlaylistEntriesBesideIt: false))
        }
    }

    @Test("An MP4 c608 track is a legible eia_608 track flagged as captions")
    func cea608Track() throws {
        let source = try openSource(Corpus.path("shaka-cea608-c608track", "cea608-track.mp4"))
        let track = try #require(legibleTracks(source).first)
        #expect(track.codec == "eia_608" && track.flags.contains(.captions))
        let cues = try source.cues(of: track.id)
        #expect(!cues.isEmpty && cues.allSatisfy { $0.text != nil && $0.end > $0.start })
    }
}
