import PlayerCaptions
import PlayerCore
import PlayerEngine
import PlayerTesting
import Testing

/// What the log says of where a caption is: a SubRip `{\an8}` caption is at the top, a
/// caption with no placement at the default bottom says nothing more than before.
@Suite struct CaptionPlacementLogTests {
    private func log(_ subRip: String) throws -> (text: [String], json: [String]) {
        let english = TrackInfo(
            id: TrackID(rawValue: 1), kind: .legible, codec: "subrip", language: "en")
        let source = SyntheticSource(
            duration: .seconds(10), tracks: [english],
            cues: [english.id: SubRipDocument(parsing: subRip).cues])
        let harness = try PlayerHarness(
            source: source,
            options: PlayerOptions(
                trackPreferences: TrackPreferences(
                    preferredLanguages: ["en"], captionsAlwaysOn: true)))
        defer { harness.close() }
        harness.magicTap()
        harness.advance(by: .seconds(5))
        return (harness.log(), harness.log(.jsonLines))
    }

    @Test func aCaptionAtTheTopSaysTopAndItsBox() throws {
        let (text, json) = try log(
            """
            1
            00:00:01,000 --> 00:00:02,000
            {\\an8}Sign reads EXIT

            2
            00:00:03,000 --> 00:00:04,000
            Plain line
            """)
        let captions = text.filter { $0.contains("caption ") }
        #expect(captions.count == 2)
        #expect(captions[0].hasSuffix("caption  [English] (top) Sign reads EXIT"))
        #expect(captions[1].hasSuffix("caption  [English] Plain line"))
        let shown = json.filter { $0.contains(#""kind":"caption""#) }
        #expect(shown.count == 2)
        // {\an8}: the box's top edge 8% down, centred across (Media3's SubRip convention).
        #expect(
            shown[0].contains(
                #""layout":{"line":{"percent":8},"position":50,"positionAnchor":"center","placement":"top"}"#
            ))
        #expect(!shown[1].contains("layout"))
    }
}
