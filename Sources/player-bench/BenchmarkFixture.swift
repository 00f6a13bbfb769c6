import Foundation
import PlayerCore

/// The 2-hour benchmark feature: made once with the ffmpeg CLI and cached outside the repo.
///
/// 160×90 H.264 at 24 fps, mono AAC, and two SubRip tracks (English, default; Spanish) of
/// 1,500 cues each: cue `i` starts at `i × 4.8 s` and lasts 3 s.
struct BenchmarkFixture {
    /// The program's length.
    static let durationSeconds = 7_200
    /// Cues per caption track.
    static let cuesPerTrack = 1_500
    /// Time between cue starts, in milliseconds.
    static let cueSpacingMilliseconds: Int64 = 4_800
    /// How long each cue stays on screen, in milliseconds.
    static let cueLengthMilliseconds: Int64 = 3_000
    /// The label of the English (default) track's lines: "English line 1" …
    static let englishLabel = "English line"
    /// The label of the Spanish track's lines.
    static let spanishLabel = "Línea en español"

    /// The cached feature file.
    let mediaPath: String

    /// The fixture in `cacheDirectory`, generating it first when it is missing.
    static func prepare(in cacheDirectory: String) throws -> BenchmarkFixture {
        let fixture = BenchmarkFixture(mediaPath: cacheDirectory + "/feature-2h.mkv")
        if FileManager.default.fileExists(atPath: fixture.mediaPath) {
            return fixture
        }
        try FileManager.default.createDirectory(
            atPath: cacheDirectory, withIntermediateDirectories: true)
        let english = cacheDirectory + "/feature-2h.en.srt.in"
        let spanish = cacheDirectory + "/feature-2h.es.srt.in"
        try subRip(label: englishLabel, count: cuesPerTrack).write(
            toFile: english, atomically: true, encoding: .utf8)
        try subRip(label: spanishLabel, count: cuesPerTrack).write(
            toFile: spanish, atomically: true, encoding: .utf8)
        StandardError.write("generating the 2-hour benchmark feature in \(cacheDirectory) …")
        // Picture and sound first: the AAC encoder's priming shifts every stream muxed with it,
        // so the captions go in with a stream-copy pass and keep their authored times.
        let pictureAndSound = cacheDirectory + "/feature-2h.av.mkv"
        try runFFmpeg([
            "-f", "lavfi", "-i", "testsrc2=size=160x90:rate=24:duration=\(durationSeconds)",
            "-f", "lavfi", "-i", "sine=frequency=440:sample_rate=22050:duration=\(durationSeconds)",
            "-map", "0:v", "-map", "1:a",
            "-c:v", "libx264", "-preset", "ultrafast", "-crf", "35", "-g", "240",
            "-c:a", "aac", "-b:a", "32k", "-ac", "1", pictureAndSound,
        ])
        let partial = fixture.mediaPath + ".partial.mkv"
        try runFFmpeg([
            "-i", pictureAndSound, "-i", english, "-i", spanish,
            "-map", "0:v", "-map", "0:a", "-map", "1:s", "-map", "2:s",
            "-c:v", "copy", "-c:a", "copy", "-c:s", "srt",
            "-metadata", "title=Benchmark Feature",
            "-metadata:s:s:0", "language=eng", "-metadata:s:s:1", "language=spa",
            "-disposition:s:0", "default", "-disposition:s:1", "0",
            partial,
        ])
        try FileManager.default.removeItem(atPath: pictureAndSound)
        try FileManager.default.moveItem(atPath: partial, toPath: fixture.mediaPath)
        return fixture
    }

    static func runFFmpeg(_ arguments: [String]) throws {
        _ = try ChildProcess.runChecked(["ffmpeg", "-y", "-v", "error"] + arguments)
    }

    /// Start, end and text of cue `index` on a track labelled `label`, as its SubRip states.
    static func cue(label: String, index: Int) -> (start: MediaTime, end: MediaTime, text: String) {
        let start = MediaTime.milliseconds(Int64(index) * cueSpacingMilliseconds)
        return (
            start, start + .milliseconds(cueLengthMilliseconds), cueText(label: label, index: index)
        )
    }

    /// The text of cue `index` on a track labelled `label`.
    static func cueText(label: String, index: Int) -> String {
        "\(label) \(index + 1)"
    }

    /// A SubRip file of `count` cues labelled `label`, cue `index` as ``cue(label:index:)``
    /// says.
    static func subRip(label: String, count: Int) -> String {
        (0..<count).map { index in
            let start = Int64(index) * cueSpacingMilliseconds
            return
                "\(index + 1)\n\(timestamp(start)) --> \(timestamp(start + cueLengthMilliseconds))\n"
                + cueText(label: label, index: index) + "\n"
        }.joined(separator: "\n")
    }

    private static func timestamp(_ milliseconds: Int64) -> String {
        String(
            format: "%02lld:%02lld:%02lld,%03lld", milliseconds / 3_600_000,
            milliseconds / 60_000 % 60, milliseconds / 1_000 % 60, milliseconds % 1_000)
    }
}
