import MediaTestSupport
import PlayerCore
import PlayerMedia
import Testing

/// MP4 `wvtt` / `stpp` samples and Matroska WebVTT read through ``MediaSource/open(path:options:)``. Expected cues
/// are read off the files' samples (ffprobe `-show_packets -show_data`) and checked against
/// the projects they come from (Shaka Player's mp4 VTT / TTML parser tests, Mediabunny's
/// subtitle tests).
@Suite(.enabled(if: Corpus.isAvailable, "caption corpus not found (set PLAYER_MEDIA_CORPUS)"))
struct CaptionSampleTrackTests {
    private func onlyLegibleTrack(_ source: any OpenedMediaSource) throws -> TrackInfo {
        let tracks = legibleTracks(source)
        #expect(tracks.count == 1)
        return try #require(tracks.first)
    }

    /// Samples at 0 (vtte), 1 s for 2.5 s "Hello world!", 3.5 s (vtte), 5 s for 2 s, 7 s
    /// (vtte), 8.5 s for 1.5 s "Goodbye!".
    @Test("MP4 wvtt samples with durations give their cues, empty samples none")
    func mediabunnyWVTT() throws {
        let source = try openSource(Corpus.path("mediabunny-mp4-wvtt", "test-mp4-webvtt.mp4"))
        let track = try onlyLegibleTrack(source)
        #expect(track.codec == "wvtt" && track.language == "en")
        #expect(source.warnings.isEmpty)
        #expect(
            try source.cues(of: track.id).map(ExpectedCue.init) == [
                ExpectedCue(1000, 3500, "Hello world!"), ExpectedCue(5000, 7000, "This is a test."),
                ExpectedCue(8500, 10_000, "Goodbye!"),
            ])
    }

    /// The fragment's samples state no duration: a cue lasts until the next sample (a vtte at
    /// 115.8 s) or, for the last, the end of the media at 120 s. The settings variant carries
    /// `sttg` boxes that do not change the text.
    @Test(
        "Fragmented MP4 wvtt: cues end at the next sample",
        arguments: ["vtt.mp4", "vtt-settings.mp4"])
    func shakaWVTT(file: String) throws {
        let source = try openSource(Corpus.path("shaka-fmp4-wvtt", file))
        let track = try onlyLegibleTrack(source)
        #expect(track.codec == "wvtt")
        #expect(
            try source.cues(of: track.id).map(ExpectedCue.init) == [
                ExpectedCue(111_800, 115_800, "It has shed much innocent blood."),
                ExpectedCue(
                    118_000, 120_000,
                    "You're a fool for traveling alone,\nso completely unprepared."),
            ])
    }

    /// One sample at 0 holding a TTML document whose ten paragraphs are timed on the track's
    /// timeline, 23 s to 53.5 s.
    @Test("Fragmented MP4 stpp: the sample's TTML document times are the track's own")
    func shakaSTPP() throws {
        let source = try openSource(Corpus.path("shaka-fmp4-stpp", "ttml.mp4"))
        let track = try onlyLegibleTrack(source)
        #expect(track.codec == "stpp" && track.language == "en")
        let cues = try source.cues(of: track.id).map(ExpectedCue.init)
        #expect(cues.count == 10)
        #expect(cues.first == ExpectedCue(23_000, 24_500, "You're a jerk, Thom."))
        #expect(
            cues.dropFirst(2).first
                == ExpectedCue(
                    27_000, 30_500,
                    "...you have your robotics, and I\njust want to be awesome in space."))
        #expect(cues.last == ExpectedCue(50_000, 53_500, "Robot's memory synced and locked!"))
        #expect(
            try source.activeCues(of: track.id, at: .seconds(40)).map(ExpectedCue.init) == [
                ExpectedCue(
                    38_000, 41_000, "I'm freaked out! I have nightmares\nthat I'm being chased...")
            ])
    }

    @Test("Matroska D_WEBVTT: three cues, titled English, not default")
    func matroskaWebVTT() throws {
        let source = try openSource(Corpus.path("mediabunny-mkv-webvtt", "test-mkv-vtt.mkv"))
        let track = try onlyLegibleTrack(source)
        #expect(track.codec == "webvtt" && track.language == "en" && track.title == "English")
        #expect(!track.flags.contains(.default))
        #expect(
            try source.cues(of: track.id).map(ExpectedCue.init) == [
                ExpectedCue(1021, 3521, "Hello world!"), ExpectedCue(5021, 7021, "This is a test."),
                ExpectedCue(8521, 10_021, "Goodbye!"),
            ])
    }

    @Test("Matroska S_TEXT/WEBVTT, unknown to FFmpeg 5.1, is a webvtt track with its cue")
    func matroskaTextWebVTT() throws {
        let source = try openSource(
            Corpus.path("ax-mkv-webvtt-stext", "sample_with_vtt_subtitles.mkv"))
        let track = try onlyLegibleTrack(source)
        #expect(track.codec == "webvtt")
        #expect(source.warnings.isEmpty)
        #expect(
            try source.cues(of: track.id).map(ExpectedCue.init) == [
                ExpectedCue(0, 1234, "This is the first subtitle.")
            ])
    }
}
