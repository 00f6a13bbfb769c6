import MediaTestSupport
import PlayerCore
import PlayerMedia
import Testing

/// Closed captions whose words say where they are drawn: shaka-player's captions-test.ts
/// shows "(top left)", "(middle)" and "(bottom left)" on CC1 (CEA-608) and on DTVCC service 1
/// (CEA-708), and each caption's layout must put it there.
@Suite(.enabled(if: Corpus.isAvailable, "caption corpus not found"))
struct CaptionPlacementMediaTests {
    /// The placement a caption's last line names: "(top left)" → top, and so on.
    private func statedPlacement(_ text: String?) -> CueVerticalPlacement? {
        let words = text?.split(separator: "\n").last.map(String.init) ?? ""
        return [CueVerticalPlacement.top, .middle, .bottom].first {
            words.hasPrefix("(" + $0.rawValue)
        }
    }

    @Test(arguments: ["CC1", "Service 1"])
    func captionsAreWhereTheySayTheyAre(title: String) throws {
        let source = try MediaSource.open(path: Corpus.path("shaka-cea608-ts", "captions-test.ts"))
        let track = try #require(source.tracks.first { $0.title == title })
        let cues = try source.cues(of: track.id)
        #expect(cues.count == 3)
        for cue in cues {
            let stated = try #require(statedPlacement(cue.text), "\(cue.text ?? "")")
            #expect(cue.layout.verticalPlacement == stated, "\(cue.text ?? "")")
            if cue.text?.hasSuffix("left)") == true {
                // At the left: the box's left edge in the left tenth of the picture (608's
                // column 0 is the edge of the safe title area, 10% across).
                #expect(cue.layout.positionAnchor == .start)
                #expect((cue.layout.position ?? 100) <= 10)
            }
        }
    }
}

/// Bitmap captions carry their picture's rectangle on the display as a region in percent.
@Suite(.enabled(if: Corpus.isAvailable, "caption corpus not found"))
struct BitmapCueLayoutTests {
    @Test(arguments: [
        ("mkvdemux-pgs", "subtitles_pgs.mkv"),
        ("dvbsub-subtitleedit", "sample_TS_with_graphics.ts"),
    ])
    func theRegionIsThePictureOnItsDisplay(folder: String, file: String) throws {
        let source = try MediaSource.open(path: Corpus.path(folder, file))
        let track = try #require(source.tracks.first { $0.kind == .legible })
        let cues = try source.cues(of: track.id)
        #expect(!cues.isEmpty)
        for cue in cues {
            let image = try #require(cue.image)
            let width = Double(try #require(image.displayWidth))
            let height = Double(try #require(image.displayHeight))
            let region = try #require(cue.layout.region)
            #expect(abs(region.x - Double(image.x) / width * 100) < 1e-9)
            #expect(abs(region.y - Double(image.y) / height * 100) < 1e-9)
            #expect(abs(region.width - Double(image.width) / width * 100) < 1e-9)
            #expect(abs((region.height ?? -1) - Double(image.height) / height * 100) < 1e-9)
            #expect(cue.layout.line == .percent(region.y))
            #expect(cue.layout.position == region.x)
        }
    }
}
