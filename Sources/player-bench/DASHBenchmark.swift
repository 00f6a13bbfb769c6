import Foundation
import PlayerCore

/// `tracks` and `captions` on a one-hour DASH presentation against ffprobe and ffmpeg on the
/// same MPD: time (medians) and the bytes each one's read calls return (`rchar`).
///
/// The presentation is made once by the ffmpeg CLI's `-f dash` muxer (160×90 H.264 and mono
/// AAC in 4 s segments, a SegmentTimeline per Representation) and cached under
/// `.build/bench-dash`; a text AdaptationSet is added to its Period naming a WebVTT file of
/// 750 cues (the `dash` muxer does not carry WebVTT), which FFmpeg's `dashdec` reads once
/// `-allowed_extensions ALL` lets it open a `.vtt`. Every cue `captions` writes must be the
/// file's, at the MPD's time (`Period@start` + the cue's); FFmpeg's must have the same texts,
/// which it places after the presentation's earliest sample (AAC's priming, 23 ms), so its
/// times are compared after that one shift.
struct DASHBenchmark {
    /// The programme's length.
    static let durationSeconds = 3_600
    /// Cues of the WebVTT track (one every 4.8 s, for 3 s: ``BenchmarkFixture/subRip(label:count:)``).
    static let cueCount = 750
    /// An absolute path: FFmpeg's `dashdec` does not find the segments of a relative
    /// `.build/…` MPD.
    var directory = FileManager.default.currentDirectoryPath + "/.build/bench-dash"
    var runs: Int
    /// The `accessible-player` binary built beside this benchmark.
    var playerPath: String

    var manifestPath: String { directory + "/presentation.mpd" }

    func run() throws -> [BenchmarkResult] {
        try prepare()
        let peerOptions = ["-allowed_extensions", "ALL"]
        let tracks = try race(
            ours: [playerPath, "tracks", manifestPath],
            theirs: ["ffprobe", "-v", "error"] + peerOptions + [
                "-show_streams", "-show_format", manifestPath,
            ])
        let ourCues = directory + "/ours.srt"
        let theirCues = directory + "/theirs.srt"
        let captions = try race(
            ours: [playerPath, "captions", manifestPath, "--track", "en", "--format", "srt"],
            theirs: ["ffmpeg", "-v", "error"] + peerOptions + [
                "-i", manifestPath, "-map", "0:s:0", "-f", "srt", "-",
            ], outputs: (ourCues, theirCues))
        try Self.checkCues(ours: ourCues, theirs: theirCues)
        let ffprobe = "ffprobe -show_streams -show_format"
        let ffmpeg = "ffmpeg -map 0:s:0 -f srt"
        return [
            BenchmarkResult(
                name: "1 h DASH: tracks", ours: tracks.ours.seconds * 1_000,
                peer: tracks.theirs.seconds * 1_000, peerName: ffprobe, unit: "ms",
                goal: "ratio ≤ 0.3", met: tracks.ours.seconds <= 0.3 * tracks.theirs.seconds),
            BenchmarkResult(
                name: "1 h DASH: tracks, read calls (rchar)",
                ours: Double(tracks.ours.readBytes) / 1e6,
                peer: Double(tracks.theirs.readBytes) / 1e6, peerName: ffprobe, unit: "MB",
                goal: "reported", met: true),
            BenchmarkResult(
                name: "1 h DASH: captions", ours: captions.ours.seconds * 1_000,
                peer: captions.theirs.seconds * 1_000, peerName: ffmpeg, unit: "ms",
                goal: "ratio ≤ 0.3",
                met: captions.ours.seconds <= 0.3 * captions.theirs.seconds),
            BenchmarkResult(
                name: "1 h DASH: captions, read calls (rchar)",
                ours: Double(captions.ours.readBytes) / 1e6,
                peer: Double(captions.theirs.readBytes) / 1e6, peerName: ffmpeg, unit: "MB",
                goal: "reported", met: true),
        ]
    }

    /// Throws unless the SubRip file `ours` holds the WebVTT file's cues, and `theirs`
    /// (ffmpeg's) the same cues shifted by one constant.
    private static func checkCues(ours: String, theirs: String) throws {
        let ourCues = try ExtractionRace.cues(inSubRipFile: ours)
        let peerCues = try ExtractionRace.cues(inSubRipFile: theirs)
        guard ourCues.count == cueCount, peerCues.count == cueCount else {
            throw BenchmarkError(
                "\(ourCues.count) cues written, ffmpeg wrote \(peerCues.count), the file has \(cueCount)"
            )
        }
        let shift = peerCues[0].start - ourCues[0].start
        print("  ffmpeg places the WebVTT cues \(shift) after the MPD's times")
        for (index, (cue, peer)) in zip(ourCues, peerCues).enumerated() {
            let expected = BenchmarkFixture.cue(label: BenchmarkFixture.englishLabel, index: index)
            guard cue.start == expected.start, cue.end == expected.end, cue.text == expected.text
            else {
                throw BenchmarkError("cue \(index + 1) written as \(cue), expected \(expected)")
            }
            guard peer.start - shift == cue.start, peer.end - shift == cue.end,
                peer.text == cue.text
            else {
                throw BenchmarkError("cue \(index + 1) written as \(cue), ffmpeg wrote \(peer)")
            }
        }
    }

    /// The median time and read bytes of `ours` and `theirs`, run in turn `runs` times.
    private func race(
        ours: [String], theirs: [String], outputs: (String?, String?) = (nil, nil)
    ) throws -> (ours: ChildProcessCost, theirs: ChildProcessCost) {
        var ourRuns: [ChildProcessCost] = []
        var theirRuns: [ChildProcessCost] = []
        for _ in 0..<runs {
            ourRuns.append(try ChildProcess.runChecked(ours, output: outputs.0))
            theirRuns.append(try ChildProcess.runChecked(theirs, output: outputs.1))
        }
        return (Self.median(ourRuns), Self.median(theirRuns))
    }

    /// The run of median time (its read bytes with it).
    private static func median(_ runs: [ChildProcessCost]) -> ChildProcessCost {
        runs.sorted { $0.seconds < $1.seconds }[runs.count / 2]
    }

    /// Makes the presentation when it is missing: segments and MPD by `ffmpeg -f dash`, then
    /// the WebVTT file and its AdaptationSet.
    private func prepare() throws {
        guard !FileManager.default.fileExists(atPath: manifestPath) else { return }
        let partial = directory + ".partial"
        try? FileManager.default.removeItem(atPath: partial)
        try FileManager.default.createDirectory(
            atPath: partial, withIntermediateDirectories: true)
        print("  making the 1-hour DASH presentation with ffmpeg -f dash (once)")
        let subRip = partial + "/subtitles.srt"
        try BenchmarkFixture.subRip(label: BenchmarkFixture.englishLabel, count: Self.cueCount)
            .write(toFile: subRip, atomically: true, encoding: .utf8)
        try BenchmarkFixture.runFFmpeg(["-i", subRip, partial + "/subtitles.vtt"])
        try FileManager.default.removeItem(atPath: subRip)
        try BenchmarkFixture.runFFmpeg([
            "-f", "lavfi", "-i", "testsrc2=size=160x90:rate=24:duration=\(Self.durationSeconds)",
            "-f", "lavfi", "-i", "sine=frequency=440:duration=\(Self.durationSeconds)",
            "-map", "0", "-map", "1", "-c:v", "libx264", "-preset", "ultrafast", "-g", "96",
            "-c:a", "aac", "-ac", "1", "-b:a", "32k", "-seg_duration", "4", "-f", "dash",
            partial + "/presentation.mpd",
        ])
        let mpd = partial + "/presentation.mpd"
        let manifest = try String(contentsOfFile: mpd, encoding: .utf8)
        let text = """
                    <AdaptationSet id="2" contentType="text" mimeType="text/vtt" lang="en">
                        <Role schemeIdUri="urn:mpeg:dash:role:2011" value="subtitle"/>
                        <Representation id="2" bandwidth="256">
                            <BaseURL>subtitles.vtt</BaseURL>
                        </Representation>
                    </AdaptationSet>
                </Period>
            """
        guard let end = manifest.range(of: "</Period>") else {
            throw BenchmarkError("\(mpd): ffmpeg wrote no Period")
        }
        try manifest.replacingCharacters(in: end, with: text)
            .write(toFile: mpd, atomically: true, encoding: .utf8)
        try? FileManager.default.removeItem(atPath: directory)
        try FileManager.default.moveItem(atPath: partial, toPath: directory)
    }
}
