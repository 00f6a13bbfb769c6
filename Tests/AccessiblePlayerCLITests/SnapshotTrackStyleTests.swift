import Foundation
import MediaTestSupport
import Testing

/// SSA and ASS tracks drawn with their own styles, against the same script drawn by FFmpeg's
/// `subtitles` filter (libass too) at the same instant.
@Suite("snapshot: SSA/ASS tracks in their own styles", .enabled(if: Corpus.isAvailable))
struct SnapshotTrackStyleTests {
    private let directory: URL = {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("snapshot-styles-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    /// Our snapshot of `file` at `time` (captions only) as pixels, with standard error.
    private func ours(_ file: String, at time: String, captions: String, size: String) throws
        -> (pixels: PNGPixels, standardError: String)
    {
        let path = directory.appendingPathComponent("ours-\(time).png").path
        let run = try CLIRunner.run([
            "snapshot", file, "--at", time, "--size", size, "--no-controls", "--captions",
            captions, "-o", path,
        ])
        #expect(run.status == 0, "\(run.standardError)")
        let parts = size.split(separator: "x").compactMap { Int($0) }
        return (try PNGPixels(path, width: parts[0], height: parts[1]), run.standardError)
    }

    /// FFmpeg's picture: `arguments` then the output, read back at `width`×`height`.
    private func ffmpeg(_ arguments: [String], _ name: String, width: Int, height: Int) throws
        -> PNGPixels
    {
        try FFmpegCLI.run(arguments + ["-frames:v", "1", name], in: directory)
        return try PNGPixels(
            directory.appendingPathComponent(name).path, width: width, height: height)
    }

    /// The box of pixels brighter than `threshold` in any channel.
    private func litBox(_ picture: PNGPixels, threshold: UInt8 = 40) -> (Int, Int, Int, Int)? {
        var box: (Int, Int, Int, Int)?
        for y in 0..<picture.height {
            for x in 0..<picture.width {
                let (red, green, blue) = picture.pixel(x, y)
                guard max(red, green, blue) > threshold else { continue }
                box =
                    box.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) }
                    ?? (x, y, x, y)
            }
        }
        return box
    }

    /// Whether two boxes agree to `slack` pixels on every edge.
    private func agree(_ a: (Int, Int, Int, Int)?, _ b: (Int, Int, Int, Int)?, slack: Int = 3)
        -> Bool
    {
        guard let a, let b else { return false }
        return abs(a.0 - b.0) <= slack && abs(a.1 - b.1) <= slack && abs(a.2 - b.2) <= slack
            && abs(a.3 - b.3) <= slack
    }

    @Test func aStylesColourAndPlaceInAnASSFileAreTheOnesLibassGivesItInFFmpeg() throws {
        let file = Corpus.path("ax-sidecars", "ssa_style_primary_color.ass")
        // 1.5 s: "First line in RED", style PrimaryColourStyleHexRed (&H000000FF).
        let shot = try ours(file, at: "1.5", captions: "0", size: "1280x720")
        let reference = try ffmpeg(
            [
                "-f", "lavfi", "-i", "color=c=black:s=1280x720:r=1:d=1", "-vf",
                "setpts=PTS+1.5/TB,subtitles=\(file)",
            ], "ffmpeg-red.png", width: 1280, height: 720)
        let box = try #require(litBox(shot.pixels))
        #expect(
            agree(box, litBox(reference)),
            "ours \(box), ffmpeg \(String(describing: litBox(reference)))")
        // The style's colour: the brightest pixels are red, as in FFmpeg's picture.
        var strongest = (0, 0, 0)
        for y in box.1...box.3 {
            for x in box.0...box.2 {
                let (red, green, blue) = shot.pixels.pixel(x, y)
                if Int(red) + Int(green) + Int(blue) > strongest.0 + strongest.1 + strongest.2 {
                    strongest = (Int(red), Int(green), Int(blue))
                }
            }
        }
        #expect(strongest.0 > 200 && strongest.1 < 60 && strongest.2 < 60, "\(strongest)")
        #expect(shot.pixels.psnr(against: reference) >= 30)
    }

    @Test func aMatroskaASSTrackIsDrawnWithTheStylesOfItsCodecPrivateData() throws {
        let file = Corpus.path("mediabunny-mkv-multi", "test-mkv-multi.mkv")
        // A frame's own instant inside "Hello world!" (1.02–3.52 s), so that the frame on
        // screen and FFmpeg's first frame after the seek are the same.
        let probe = try ToolRun(
            "ffprobe",
            [
                "-v", "error", "-select_streams", "v", "-read_intervals", "2%3", "-show_entries",
                "frame=pts_time", "-of", "csv=p=0", file,
            ], in: directory)
        let instant = try #require(
            probe.standardOutput.split(whereSeparator: \.isNewline)
                .compactMap { Double($0.trimmingCharacters(in: CharacterSet(charactersIn: ", "))) }
                .first { $0 >= 2 })
        let time = String(format: "%.3f", instant)
        // Track 3 is the ASS one ("Spanish ASS"), the second subtitle stream.
        let shot = try ours(file, at: time, captions: "3", size: "1280x720")
        let plain = try ffmpeg(
            ["-copyts", "-ss", time, "-i", file], "ffmpeg-plain.png", width: 1280, height: 720)
        let reference = try ffmpeg(
            ["-copyts", "-ss", time, "-i", file, "-vf", "subtitles=\(file):si=1"],
            "ffmpeg-ass.png", width: 1280, height: 720)
        let theirs = try #require(reference.changedBox(against: plain))
        let mine = try #require(shot.pixels.changedBox(against: plain))
        // Arial 20 with a 2-pixel outline, 10 pixels above the bottom, centred: where the
        // track's Default style puts it, not where a converted cue would go.
        #expect(agree(mine, theirs), "ours \(mine), ffmpeg \(theirs)")
        let inBox = { (x: Int, y: Int) in
            (theirs.0...theirs.2).contains(x) && (theirs.1...theirs.3).contains(y)
        }
        #expect(shot.pixels.psnr(against: reference, where: inBox) >= 25)
        // The style's font, Arial, is not installed here: fontconfig's substitute drew it.
        #expect(shot.standardError.contains("font 'Arial' is not installed"))
    }

    @Test func aMissingFontIsWarnedOfOnceForAllThePicturesOfEvery() throws {
        let script = directory.appendingPathComponent("signs.ass")
        try SignScript.text(font: "Nonexistent Sans Zyx", end: "0:01:30.00")
            .write(to: script, atomically: true, encoding: .utf8)
        let pictures = directory.appendingPathComponent("every").path
        // Beside the demo (a minute long), alone: its sidecar track is number 5.
        let run = try CLIRunner.run([
            "snapshot", "Samples/demo.mkv", "--no-sidecars", "--sub-file", script.path, "--at",
            "55", "--every", "2", "--size", "640x360", "--no-controls", "--captions", "5", "-o",
            pictures,
        ])
        #expect(run.status == 0, "\(run.standardError)")
        let warnings = run.standardError.split(separator: "\n").filter {
            $0.contains("font 'Nonexistent Sans Zyx' is not installed")
        }
        #expect(warnings.count == 1, "\(run.standardError)")
        #expect(warnings.first?.contains("\(script.path): track 5") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: pictures).count >= 2)
    }
}
