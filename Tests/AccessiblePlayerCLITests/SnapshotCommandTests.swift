import Foundation
import MediaTestSupport
import Testing

@Suite("accessible-player snapshot")
struct SnapshotCommandTests {
    /// A fresh folder for one test's pictures.
    private func folder() throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("snapshot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// Runs `snapshot` with `arguments`, writing `name` in `directory`; returns the run and
    /// the picture's path.
    private func snapshot(_ arguments: [String], _ name: String, in directory: URL) throws
        -> (run: CLIRun, path: String)
    {
        let path = directory.appendingPathComponent(name).path
        let run = try CLIRunner.run(["snapshot"] + arguments + ["--output", path])
        return (run, path)
    }

    /// The boxes `--verbose` printed: "  box: ID x,y WxH" by id, and the "shade:" and
    /// "focus:" rectangles.
    private func boxes(_ standardError: String) -> (
        controls: [String: Rect], shades: [Rect], focus: Rect?
    ) {
        var controls: [String: Rect] = [:]
        var shades: [Rect] = []
        var focus: Rect?
        for line in standardError.split(separator: "\n") {
            let words = line.split(separator: " ")
            guard let kind = words.first else { continue }
            switch kind {
            case "box:" where words.count == 4:
                controls[String(words[1])] = Rect(words[2], words[3])
            case "shade:" where words.count == 3:
                shades.append(Rect(words[1], words[2]))
            case "focus:" where words.count == 3:
                focus = Rect(words[1], words[2])
            default: continue
            }
        }
        return (controls, shades, focus)
    }

    /// A WebVTT file holding `body` after its header, in `directory`.
    private func webVTT(_ body: String, in directory: URL) throws -> String {
        let path = directory.appendingPathComponent("cues.vtt").path
        try ("WEBVTT\n\n" + body).write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The presentation time of the demo's first video frame at or after 5 s, as ffprobe
    /// reads it: an instant where the frame on screen and `ffmpeg -ss`'s first frame agree
    /// (between two frames the player shows the earlier, ffmpeg's seek the later).
    private func frameInstant() throws -> String {
        let probe = try ToolRun(
            "ffprobe",
            [
                "-v", "error", "-select_streams", "v", "-read_intervals", "5%6",
                "-show_entries", "frame=pts_time", "-of", "csv=p=0", demoMKV,
            ], in: URL(fileURLWithPath: "/"))
        let times = probe.standardOutput.split(whereSeparator: \.isNewline)
            .compactMap { Double($0.trimmingCharacters(in: CharacterSet(charactersIn: ", "))) }
        let instant = try #require(times.first { $0 >= 5 })
        return String(format: "%.3f", instant)
    }

    /// The demo's snapshot at ``frameInstant()`` at 640×360 with `options`, and `ffmpeg -ss`'s
    /// frame of the same instant at that size; the snapshot's standard error too.
    private func frameAndReference(_ options: [String]) throws -> (
        picture: PNGPixels, reference: PNGPixels, standardError: String
    ) {
        let directory = try folder()
        let instant = try frameInstant()
        let ours = try snapshot(
            ["Samples/demo.mkv", "--at", instant, "--size", "640x360"] + options, "ours.png",
            in: directory)
        #expect(ours.run.status == 0, "\(ours.run.standardError)")
        try FFmpegCLI.run(
            ["-ss", instant, "-i", demoMKV, "-frames:v", "1", "-s", "640x360", "ffmpeg.png"],
            in: directory)
        let reference = try PNGPixels(
            directory.appendingPathComponent("ffmpeg.png").path, width: 640, height: 360)
        return (
            try PNGPixels(ours.path, width: 640, height: 360), reference, ours.run.standardError
        )
    }

    @Test func theFrameIsTheOneFFmpegShowsAtThatInstant() throws {
        let shot = try frameAndReference(["--no-controls", "--captions", "off"])
        #expect(shot.picture.psnr(against: shot.reference) >= 35)
    }

    @Test func outsideTheControlsAndCaptionsTheFrameIsFFmpegs() throws {
        let shot = try frameAndReference(["--verbose"])
        let drawn = boxes(shot.standardError)
        #expect(!drawn.controls.isEmpty && !drawn.shades.isEmpty)
        let covered = drawn.shades + Array(drawn.controls.values)
        // Captions sit in the bottom fifth by default (WebVTT's last line); the rest is the film.
        let psnr = shot.picture.psnr(against: shot.reference) { x, y in
            y < 288 && !covered.contains { $0.contains(x, y) }
        }
        #expect(psnr >= 35)
        // And the controls did draw: inside the bars the picture is not the film's.
        #expect(shot.picture.psnr(against: shot.reference) < psnr)
    }

    @Test func aBottomCueAndATopCueChangePixelsOnlyInTheirBoxes() throws {
        let directory = try folder()
        let vtt = try webVTT(
            """
            00:00.000 --> 00:02.000
            Bottom of the picture

            00:03.000 --> 00:05.000 line:0% position:10% size:30% align:left
            At the top left

            00:06.000 --> 00:07.000
            x
            """, in: directory)
        let blank = try snapshot(
            [vtt, "--at", "5.5", "--size", "640x360", "--no-controls", "--captions", "0"],
            "blank.png", in: directory)
        let bottom = try snapshot(
            [vtt, "--at", "1", "--size", "640x360", "--no-controls", "--captions", "0"],
            "bottom.png", in: directory)
        let top = try snapshot(
            [vtt, "--at", "4", "--size", "640x360", "--no-controls", "--captions", "0"], "top.png",
            in: directory)
        for run in [blank.run, bottom.run, top.run] {
            #expect(run.status == 0, "\(run.standardError)")
        }
        let empty = try PNGPixels(blank.path, width: 640, height: 360)
        // A file without video is drawn on black.
        #expect(empty.rgb.allSatisfy { $0 == 0 })
        // WebVTT's default cue box: the full width, its last line at the bottom, text
        // centred; one line is 5.33% of the height, so the text is within the bottom fifth.
        let bottomBox = try #require(
            try PNGPixels(bottom.path, width: 640, height: 360).changedBox(against: empty))
        #expect(bottomBox.1 >= 288)
        #expect(abs((bottomBox.0 + bottomBox.2) / 2 - 320) <= 8)
        // line:0% puts the box's top at the top; position:10% size:30% align:left puts its
        // left edge at 10% of the width and its right at 40%.
        let topBox = try #require(
            try PNGPixels(top.path, width: 640, height: 360).changedBox(against: empty))
        #expect(topBox.1 >= 0 && topBox.3 <= 48)
        #expect(topBox.0 >= 64 && topBox.2 <= 256)
    }

    @Test(.enabled(if: Corpus.isAvailable))
    func media3RegionsHoldTheirCues() throws {
        let directory = try folder()
        let file = Corpus.path("media3-text", "ttml/multiple_regions.ttml")
        let expected = try String(
            contentsOfFile: Corpus.path("media3-text", "EXPECTED.md"), encoding: .utf8)
        // Event 0 of Media3's multipleRegions test: two cues, each at its region's origin.
        let line = try #require(
            expected.split(separator: "\n").first { $0.contains("event 0 (two cues)") })
        let numbers = line.matches(of: /position ([0-9.]+), line ([0-9.]+), size ([0-9.]+)/)
            .map { (Double($0.1)!, Double($0.2)!, Double($0.3)!) }
        #expect(numbers.count == 2)
        let blank = try snapshot(
            [file, "--at", "4.5", "--size", "640x360", "--no-controls", "--captions", "0"],
            "blank.png", in: directory)
        let shown = try snapshot(
            [file, "--at", "2", "--size", "640x360", "--no-controls", "--captions", "0"],
            "shown.png", in: directory)
        #expect(shown.run.status == 0, "\(shown.run.standardError)")
        let empty = try PNGPixels(blank.path, width: 640, height: 360)
        let picture = try PNGPixels(shown.path, width: 640, height: 360)
        var inside = Array(repeating: 0, count: numbers.count)
        for y in 0..<360 {
            for x in 0..<640 where picture.differs(empty, x, y) {
                let region = numbers.firstIndex { position, line, size in
                    Double(x) >= position * 640 - 1 && Double(x) <= (position + size) * 640 + 1
                        && Double(y) >= line * 360 - 1
                }
                guard let region else {
                    Issue.record("a pixel at \(x),\(y) changed outside the cues' regions")
                    return
                }
                inside[region] += 1
            }
        }
        #expect(inside.allSatisfy { $0 > 0 })
    }

    @Test(.enabled(if: Corpus.isAvailable))
    func media3VerticalCuesRunDownThePicture() throws {
        let directory = try folder()
        let file = Corpus.path("media3-text", "webvtt/with_vertical.vtt")
        let expected = try String(
            contentsOfFile: Corpus.path("media3-text", "EXPECTED.md"), encoding: .utf8)
        // Media3's parseWithVertical: the first cue is right-to-left vertical, the third
        // horizontal.
        #expect(expected.contains("`Vertical right-to-left (e.g. Japanese)` verticalType RL"))
        let arguments = ["--size", "640x360", "--no-controls", "--captions", "0"]
        let blank = try snapshot([file, "--at", "1.5"] + arguments, "blank.png", in: directory)
        let vertical = try snapshot([file, "--at", "0.5"] + arguments, "rl.png", in: directory)
        let horizontal = try snapshot([file, "--at", "4.5"] + arguments, "h.png", in: directory)
        #expect(vertical.run.status == 0, "\(vertical.run.standardError)")
        let empty = try PNGPixels(blank.path, width: 640, height: 360)
        let down = try #require(
            try PNGPixels(vertical.path, width: 640, height: 360).changedBox(against: empty))
        let across = try #require(
            try PNGPixels(horizontal.path, width: 640, height: 360).changedBox(against: empty))
        // Its text runs top to bottom, its line at the right (lines stack leftward).
        #expect(down.3 - down.1 > down.2 - down.0)
        #expect(down.0 > 320)
        #expect(across.2 - across.0 > across.3 - across.1)
    }

    @Test func talkBacksFocusFrameEnclosesTheFocusedControl() throws {
        let directory = try folder()
        let focused = try snapshot(
            [
                "Samples/demo.mkv", "--at", "5", "--size", "640x360", "--screen-reader", "talkback",
                "--script", "Samples/snapshots/focus.script", "--captions", "off", "--verbose",
            ], "focused.png", in: directory)
        #expect(focused.run.status == 0, "\(focused.run.standardError)")
        let bare = try snapshot(
            [
                "Samples/demo.mkv", "--at", "5", "--size", "640x360", "--no-controls", "--captions",
                "off",
            ],
            "bare.png", in: directory)
        let picture = try PNGPixels(focused.path, width: 640, height: 360)
        let film = try PNGPixels(bare.path, width: 640, height: 360)
        let control = try #require(boxes(focused.run.standardError).controls["playPause"])
        // The control drew inside its box.
        #expect(
            (control.y..<control.y + control.height).contains { y in
                (control.x..<control.x + control.width).contains { picture.differs(film, $0, y) }
            })
        // TalkBack's green frame, found by its colour, lies around that box.
        var green: Rect?
        for y in 0..<360 {
            for x in 0..<640 where picture.pixel(x, y) == (0x4C, 0xAF, 0x50) {
                green = green?.including(x, y) ?? Rect(x: x, y: y, width: 1, height: 1)
            }
        }
        let frame = try #require(green)
        #expect(frame.encloses(control))
        #expect(frame.width <= control.width + 20 && frame.height <= control.height + 20)
    }

    @Test func theSpanishSkinDrawsSpanishWords() throws {
        let directory = try folder()
        var words: [String: String] = [:]
        for locale in ["en", "es"] {
            let shot = try snapshot(
                ["Samples/demo.mkv", "--at", "5", "--locale", locale, "--captions", "off"],
                "\(locale).png", in: directory)
            #expect(shot.run.status == 0, "\(shot.run.standardError)")
            // The bottom bar, enlarged for Tesseract.
            try FFmpegCLI.run(
                [
                    "-i", shot.path, "-vf", "crop=iw:ih/6:0:ih*5/6,scale=iw*2:-1",
                    "\(locale)-bar.png",
                ],
                in: directory)
            let read = try ToolRun(
                "tesseract", ["\(locale)-bar.png", "-", "-l", locale == "es" ? "spa" : "eng"],
                in: directory)
            words[locale] = read.standardOutput
        }
        // The standard skin's lock reads "Bloquear controles" in Spanish, and the subtitles
        // button "Subtitles: Off" in English.
        #expect(words["es"]?.contains("Bloquear") == true, "\(words["es"] ?? "")")
        #expect(words["es"]?.contains("Subtitles") == false)
        #expect(words["en"]?.contains("Subtitles") == true, "\(words["en"] ?? "")")
        #expect(words["en"]?.contains("Bloquear") == false)
    }

    @Test func voiceControlsNumbersAreDrawnOnTheControlsTheyName() throws {
        let directory = try folder()
        let script = directory.appendingPathComponent("numbers.script").path
        try "at 4 show numbers\n".write(toFile: script, atomically: true, encoding: .utf8)
        let shot = try snapshot(
            [
                "Samples/demo.mkv", "--at", "5", "--size", "640x360", "--captions", "off",
                "--script", script, "--verbose",
            ], "numbers.png", in: directory)
        #expect(shot.run.status == 0, "\(shot.run.standardError)")
        let picture = try PNGPixels(shot.path, width: 640, height: 360)
        let playPause = try #require(boxes(shot.run.standardError).controls["playPause"])
        // A badge in Voice Control's blue touches the top-left corner of each named control.
        let corner = (playPause.x - 8...playPause.x + 8).contains { x in
            (playPause.y - 8...playPause.y + 8).contains { y in
                x >= 0 && y >= 0 && picture.pixel(x, y) == (0x00, 0x7A, 0xFF)
            }
        }
        #expect(corner)
    }

    @Test func aSkinMovesAControlToAnotherBar() throws {
        let directory = try folder()
        let skin = directory.appendingPathComponent("skin.json").path
        try #"{"controls": ["close", "playPause", {"id": "lock", "area": "top"}, "slider"]}"#
            .write(toFile: skin, atomically: true, encoding: .utf8)
        let shot = try snapshot(
            ["Samples/demo.mkv", "--at", "5", "--size", "640x360", "--skin", skin, "--verbose"],
            "skin.png", in: directory)
        #expect(shot.run.status == 0, "\(shot.run.standardError)")
        let drawn = boxes(shot.run.standardError).controls
        let lock = try #require(drawn["lock"])
        let close = try #require(drawn["close"])
        // In the top bar beside Close, not in the bottom row.
        #expect(lock.y == close.y && lock.x > close.x)
        let bad = directory.appendingPathComponent("bad.json").path
        try #"{"controls": [{"id": "lock", "area": "middle"}]}"#
            .write(toFile: bad, atomically: true, encoding: .utf8)
        let refused = try snapshot(
            ["Samples/demo.mkv", "--at", "5", "--skin", bad], "bad.png", in: directory)
        #expect(refused.run.status == 2)
        #expect(refused.run.standardError.contains("controls[0].area"))
    }

    @Test func aTimePastTheEndIsAUsageError() throws {
        let directory = try folder()
        let shot = try snapshot(["Samples/demo.mkv", "--at", "10:00"], "late.png", in: directory)
        #expect(shot.run.status == 2)
        #expect(shot.run.standardError.contains("past the end"))
        #expect(!FileManager.default.fileExists(atPath: shot.path))
    }

    @Test func everyDurationWritesOnePictureEach() throws {
        let directory = try folder()
        let run = try CLIRunner.run(
            [
                "snapshot", "Samples/demo.mkv", "--every", "20", "--size", "320x180", "--output",
                directory.path,
            ])
        #expect(run.status == 0, "\(run.standardError)")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        // The demo lasts 60 s: 0, 20, 40 and 60.
        #expect(
            names == [
                "00-00-00.000.png", "00-00-20.000.png", "00-00-40.000.png", "00-01-00.000.png",
            ])
        let size = try PNGPixels.size(of: directory.appendingPathComponent(names[1]).path)
        #expect(size == (320, 180))
    }

    @Test func theREADMEPicturesAreCurrent() throws {
        let directory = try folder()
        let script = CLIRunner.packageRoot.appendingPathComponent("Samples/make-snapshots.sh")
        let run = try CLIRunner.run(
            executable: script, [CLIRunner.binary.path, directory.path])
        #expect(run.status == 0, "\(run.standardError)")
        for name in ["demo-voiceover-focus.png", "demo-captions-panel.png"] {
            let committed = CLIRunner.packageRoot.appendingPathComponent("docs/images/\(name)").path
            let fresh = try PNGPixels(
                directory.appendingPathComponent(name).path, width: 1280, height: 720)
            let stored = try PNGPixels(committed, width: 1280, height: 720)
            #expect(fresh.rgb == stored.rgb, "docs/images/\(name) is stale: run make snapshots")
        }
    }
}

/// A rectangle as the snapshot's `--verbose` prints it ("x,y WxH").
struct Rect: Equatable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    init(_ origin: Substring, _ size: Substring) {
        let corner = origin.split(separator: ",").compactMap { Int($0) }
        let extent = size.split(separator: "x").compactMap { Int($0) }
        self.init(
            x: corner.first ?? 0, y: corner.last ?? 0, width: extent.first ?? 0,
            height: extent.last ?? 0)
    }

    func contains(_ px: Int, _ py: Int) -> Bool {
        px >= x && py >= y && px < x + width && py < y + height
    }

    func encloses(_ other: Rect) -> Bool {
        other.x >= x && other.y >= y && other.x + other.width <= x + width
            && other.y + other.height <= y + height
    }

    func including(_ px: Int, _ py: Int) -> Rect {
        let left = min(x, px)
        let top = min(y, py)
        return Rect(
            x: left, y: top, width: max(x + width, px + 1) - left,
            height: max(y + height, py + 1) - top)
    }
}
