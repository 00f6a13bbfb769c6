import Foundation
import MediaTestSupport
import PlayerCore
import Testing

@testable import PlayerCaptions
@testable import PlayerMedia

/// CEA-708 services found in real media beside their CEA-608 channels, listed as tracks and
/// read through ``MediaSource/open(path:options:)``.
@Suite(.enabled(if: Corpus.isAvailable, "caption corpus not found"))
struct CEA708MediaTests {
    /// The texts of captions-test.ts's service 1, as the corpus's EXPECTED.md describes them
    /// ("three positioned captions reading "These are 708 captions" + "(top left)", "(middle)",
    /// "(bottom left)""): the first quoted line, then each of the others below it.
    private func shakaServiceTexts() throws -> [String] {
        let section = try CEA708CorpusFixture.section(
            "Also in this corpus", of: CEA708CorpusFixture.expectations())
        let quoted = try CEA708CorpusFixture.matches(#""([^"]*)""#, in: section).map { $0[0] }
        #expect(section.contains("three positioned captions") && quoted.count == 4)
        let (first, lines) = (try #require(quoted.first), quoted.dropFirst())
        return lines.map { "\(first)\n\($0)" }
    }

    @Test func mpegTSListsService1BesideCC1() throws {
        let source = try MediaSource.open(path: Corpus.path("shaka-cea608-ts", "captions-test.ts"))
        let captions = source.tracks.filter { $0.kind == .legible }
        #expect(captions.map(\.title) == ["CC1", "Service 1"])
        #expect(captions.map(\.codec) == ["eia_608", "eia_708"])
        #expect(captions.allSatisfy { $0.flags == .captions && $0.language == nil })
    }

    @Test func mpegTSService1CuesComeAtTheirWindowCommands() throws {
        let source = try MediaSource.open(path: Corpus.path("shaka-cea608-ts", "captions-test.ts"))
        let service = try #require(source.tracks.first { $0.title == "Service 1" })
        let cues = try source.cues(of: service.id)
        #expect(cues.map(\.text) == (try shakaServiceTexts()))
        // The 90 kHz times of the pictures whose commands show (TGW) and delete (DLW) each
        // window, the first picture being at 132006: 144018–570444, 600474–1201074,
        // 1231104–1861734.
        let expected: [(Int64, Int64)] = [
            (144_018, 570_444), (600_474, 1_201_074), (1_231_104, 1_861_734),
        ]
        #expect(cues.count == expected.count)
        for (cue, (start, end)) in zip(cues, expected) {
            #expect(abs(cue.start.microseconds - (start - 132_006) * 100 / 9) <= 1)
            #expect(abs(cue.end.microseconds - (end - 132_006) * 100 / 9) <= 1)
        }
    }

    @Test func mpegTSService1AfterASeekAndAtATime() throws {
        let source = try MediaSource.open(path: Corpus.path("shaka-cea608-ts", "captions-test.ts"))
        let service = try #require(source.tracks.first { $0.title == "Service 1" })
        let texts = try shakaServiceTexts()
        #expect(try source.activeCues(of: service.id, at: .seconds(8)).map(\.text) == [texts[1]])
        #expect(try source.activeCues(of: service.id, at: .milliseconds(5_100)).isEmpty)
        source.select([service.id])
        try source.seek(to: .seconds(12))
        var seen: [String?] = []
        while let batch = try source.nextCues() {
            seen += batch.map(\.cue.text)
        }
        #expect(seen == [texts[2]])
    }

    @Test func hevcSEICarriesService1WithThe608Words() throws {
        let source = try MediaSource.open(
            path: Corpus.path("shaka-cea608-hevc-sei", "cea-h265.mp4"))
        let service = try #require(source.tracks.first { $0.codec == "eia_708" })
        #expect(service.title == "Service 1" && service.flags.contains(.captions))
        // The 608 channel's caption (shaka's expectation) is typed into a roll-up window.
        let first = try #require(try source.cues(of: service.id).first?.text)
        #expect(first.hasPrefix("WE WILL BREAK DOWN WHAT THIS"))
    }

    @Test func videoWhoseCaptionDataHoldsNo708TextGetsNoServiceTrack() throws {
        for (folder, file) in [
            ("ax-fmp4-cea608-sei", "fragmented_captions.mp4"),
            ("ax-hls-cea608-ts", "sd-hls0000000000.ts"),
        ] {
            let source = try MediaSource.open(path: Corpus.path(folder, file))
            #expect(!source.tracks.contains { $0.codec == "eia_708" }, "\(file)")
        }
    }
}
