import Foundation
import MediaTestSupport
import PlayerCaptions
import PlayerCore
import Testing

/// Layout written out: WebVTT cue settings that FFmpeg's WebVTT demuxer reads back, and the
/// JSON form.
@Suite struct CueLayoutWriterTests {
    /// A cue at the top left, a quarter of the width (SSA `\an7` at 10%, 5%), a TTML-like cue in
    /// a region's middle, and a vertical one.
    static let cues: [Cue] = {
        var topLeft = CueLayout()
        topLeft.line = .percent(5)
        topLeft.position = 10
        topLeft.positionAnchor = .start
        topLeft.size = 25
        topLeft.textAlignment = .left
        var middle = CueLayout()
        middle.line = .percent(47.5)
        middle.lineAnchor = .center
        middle.position = 20
        middle.positionAnchor = .start
        middle.size = 60
        middle.region = CueRegion(
            identifier: "r1", x: 20, y: 30, width: 60, height: 35, displayAlign: .center)
        var vertical = CueLayout()
        vertical.direction = .verticalRightToLeft
        vertical.line = .number(2)
        vertical.textAlignment = .end
        return [
            Cue(start: .seconds(1), end: .seconds(2), text: "top left", layout: topLeft),
            Cue(start: .seconds(3), end: .seconds(4), text: "middle", layout: middle),
            Cue(start: .seconds(5), end: .seconds(6), text: "vertical", layout: vertical),
            Cue(start: .seconds(7), end: .seconds(8), text: "default"),
        ]
    }()

    @Test func webVTTCueSettingsStateTheLayout() {
        let timingLines = CueFormat.vtt.write(Self.cues).split(separator: "\n")
            .filter { $0.contains("-->") }
        #expect(
            timingLines == [
                "00:00:01.000 --> 00:00:02.000 line:5% position:10%,line-left size:25% align:left",
                "00:00:03.000 --> 00:00:04.000 line:47.5%,center position:20%,line-left size:60%",
                "00:00:05.000 --> 00:00:06.000 vertical:rl line:2 align:end",
                "00:00:07.000 --> 00:00:08.000",
            ])
    }

    /// FFmpeg's WebVTT demuxer keeps each cue's settings as packet side data and its WebVTT
    /// muxer writes them back: what comes out is what we wrote, so FFmpeg read every cue and
    /// its settings.
    @Test func ffmpegReadsTheSettingsBack() throws {
        try expectFFmpegReadsBack(Self.cues)
    }

    private func expectFFmpegReadsBack(_ cues: [Cue]) throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("layout-vtt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let written = CueFormat.vtt.write(cues)
        try Data(written.utf8).write(to: directory.appendingPathComponent("ours.vtt"))
        try FFmpegCLI.run(
            ["-i", "ours.vtt", "-c", "copy", "-f", "webvtt", "back.vtt"], in: directory)
        let back = try String(
            contentsOf: directory.appendingPathComponent("back.vtt"), encoding: .utf8)
        // FFmpeg writes times without hours, so the settings after the times are compared; it
        // also puts the cues in time order.
        func settings(_ text: String) -> [String] {
            text.split(separator: "\n").filter { $0.contains("-->") }.map {
                $0.split(separator: " ").dropFirst(3).joined(separator: " ")
            }
        }
        #expect(settings(back).sorted() == settings(written).sorted())
        #expect(settings(back).count == cues.count)
    }

    /// The placed cues of Media3's SSA, SubRip and TTML files, written as WebVTT, read back the
    /// same by FFmpeg.
    @Test(.enabled(if: Corpus.isAvailable, "caption corpus not found"))
    func ffmpegReadsPlacedCorpusCuesBack() throws {
        let cues =
            SSADocument(parsing: try Corpus.bytes("media3-text/ssa/positioning.ass")).cues
            + SubRipDocument(
                parsing: String(
                    decoding: try Corpus.bytes("media3-text/subrip/typical_with_tags.srt"),
                    as: UTF8.self)
            ).cues
            + (try TTMLDocument(
                parsing: try Corpus.bytes(
                    "media3-text/ttml/inherit_region_attributes_from_style.ttml")
            ).cues)
        #expect(cues.filter { !$0.layout.isDefault }.count > 20)
        try expectFFmpegReadsBack(cues)
    }

    @Test func jsonStatesOnlyWhatIsNotDefault() {
        let lines = CueFormat.json.write(Self.cues).split(separator: "\n")
        #expect(
            lines[1].contains(
                #""layout": {"line": {"percent": 5}, "position": 10, "positionAnchor": "start", "size": 25, "align": "left", "placement": "top"}"#
            ))
        #expect(
            lines[2].contains(
                #""region": {"id": "r1", "x": 20, "y": 30, "width": 60, "height": 35, "displayAlign": "center"}, "placement": "middle"}"#
            ))
        #expect(!lines[4].contains("layout"))
    }
}
