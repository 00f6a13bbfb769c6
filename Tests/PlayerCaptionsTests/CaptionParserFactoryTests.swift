import Foundation
import PlayerCaptions
import PlayerCore
import Testing

/// ``CaptionParserFactory`` chooses a parser by extension and, for `.stl`, by content; and
/// the chosen parser reads through the one ``CaptionParser`` shape.
@Suite struct CaptionParserFactoryTests {
    private let fixtures = ReferenceFixture("ttconv-stl")

    @Test func eachExtensionHasItsParserOrIsLeftToFFmpeg() {
        let factory = CaptionParserFactory()
        let expected: [String: SidecarFormat?] = [
            "a.srt": .subRip, "a.vtt": .webVTT, "a.ass": .ass, "a.ssa": .ssa, "a.ttml": .ttml,
            "a.dfxp": .ttml, "a.smi": .sami, "a.SAMI": .sami, "a.scc": nil, "a.idx": nil,
            "a.sup": nil, "a.txt": nil,
        ]
        for (path, format) in expected {
            #expect(factory.parser(forFileAt: path)?.format == format, "\(path)")
        }
    }

    @Test func aSTLFileIsEBUSTLOnlyWhenItsFirstBytesAreAGSIBlock() throws {
        let factory = CaptionParserFactory()
        let ebu = factory.parser(forFileAt: fixtures.path("cumulative_set.stl"))
        #expect(ebu?.format == .ebuSTL)
        #expect(ebu?.formatName == "ebu_stl")
        let spruce = FileManager.default.temporaryDirectory
            .appendingPathComponent("spruce-\(UUID().uuidString).stl")
        try Data("$FontName = Arial\n00:00:01:00 , 00:00:02:00 , Hi\n".utf8).write(to: spruce)
        defer { try? FileManager.default.removeItem(at: spruce) }
        #expect(factory.parser(forFileAt: spruce.path) == nil)
    }

    @Test func theParserReadsTracksCuesAndWarnings() throws {
        let parser = try #require(
            CaptionParserFactory().parser(forFileAt: fixtures.path("cumulative_set.stl")))
        var cues: [(Cue, Int)] = []
        let result = try parser.read(CaptionInput(path: fixtures.path("cumulative_set.stl"))) {
            cue, track, _ in cues.append((cue, track))
        }
        #expect(result.tracks == [CaptionParseResult.Track(language: LanguageTag("en"))])
        #expect(cues.count == 5 && cues.allSatisfy { $0.1 == 0 })
        #expect(result.skipped.isEmpty)
    }

    @Test func aSCCParserIsWhatTheFactoryIsGiven() {
        struct StandIn: CaptionParser {
            var format: SidecarFormat { .scc }
            func read(_ input: CaptionInput, handingCuesTo take: (Cue, Int, Int) -> Void)
                throws(MediaError) -> CaptionParseResult
            { CaptionParseResult() }
        }
        #expect(
            CaptionParserFactory(sccParser: StandIn()).parser(forFileAt: "a.scc")?.format == .scc)
    }

    @Test func aSAMIFileWithoutACaptionIsOneEmptyTrack() throws {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("empty-\(UUID().uuidString).smi")
        try Data("<SAMI><BODY><SYNC Start=0><P Class=ENCC>&nbsp;</SYNC></BODY></SAMI>".utf8)
            .write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let parser = try #require(CaptionParserFactory().parser(forFileAt: file.path))
        var count = 0
        let result = try parser.read(CaptionInput(path: file.path)) { _, _, _ in count += 1 }
        #expect(result.tracks == [CaptionParseResult.Track()])
        #expect(count == 0)
    }
}
