import Foundation
import MediaTestSupport
import PlayerCore
import Testing

@testable import PlayerMedia

/// DVB teletext subtitles read through FFmpeg's libzvbi decoder, one track per page, against
/// teletext-subtitleedit's EXPECTED.md (SubtitleEdit's test of the same file).
@Suite(
    "DVB teletext in the corpus",
    .enabled(
        if: Corpus.isAvailable, "corpus not found: set PLAYER_MEDIA_CORPUS or add ../shared/media"))
struct TeletextCorpusTests {
    static let folder = "teletext-subtitleedit"
    static let file = "sample_TS_with_teletext.ts"

    /// Each page's subtitles as EXPECTED.md quotes them, in order, as our cues show them:
    /// SubtitleEdit writes the cell of a colour attribute as a `<font color>` tag where we show
    /// the space the cell is on screen, and closes the tag at the row's end.
    static func expectedTexts() throws -> [String: [String]] {
        let markdown = String(decoding: try Corpus.bytes("\(folder)/EXPECTED.md"), as: UTF8.self)
        var texts: [String: [String]] = [:]
        for match in try CEA708CorpusFixture.matches(
            #"^- page (\d+), subtitle (\d+):\s+(`[^\n]*)"#, in: markdown)
        {
            let rows = match[2].components(separatedBy: " ⏎ ").map { row in
                String(row.dropFirst().dropLast())
                    .replacingOccurrences(
                        of: #"<font color="[^"]*">"#, with: " ", options: .regularExpression
                    )
                    .replacingOccurrences(of: "</font>", with: "")
            }
            #expect(Int(match[1]) == texts[match[0], default: []].count)
            texts[match[0], default: []].append(rows.joined(separator: "\n"))
        }
        let counts = try CEA708CorpusFixture.matches(
            #"page (\d+) with (\d+) subtitle"#, in: markdown)
        #expect(counts.count == 2)
        for count in counts {
            #expect(texts[count[0]]?.count == Int(count[1]), "page \(count[0])")
        }
        return texts
    }

    @Test("A PID-only stream: its subtitle pages found from their headers, each a track")
    func pagesFromHeaders() throws {
        let expected = try Self.expectedTexts()
        let source = try openSource(Corpus.path(Self.folder, Self.file))
        let pages = legibleTracks(source)
        #expect(pages.map(\.title) == expected.keys.sorted().map { "Page \($0)" })
        #expect(pages.allSatisfy { $0.codec == "dvb_teletext" && $0.language == nil })
        #expect(pages.allSatisfy { $0.flags == [] })
        for track in pages {
            let page = String(track.title!.dropFirst("Page ".count))
            let cues = try source.cues(of: track.id)
            #expect(cues.map(\.text) == expected[page]!.map(Optional.some), "page \(page)")
            for (cue, next) in zip(cues, cues.dropFirst()) {
                #expect(cue.start < cue.end && cue.end <= next.start)
            }
        }
    }

    @Test("A teletext cue starts at the packet that completes its page, and a seek finds it")
    func cueTimesAndActiveCues() throws {
        let source = try openSource(Corpus.path(Self.folder, Self.file))
        let danish = try #require(legibleTracks(source).first { $0.title == "Page 799" })
        let cues = try source.cues(of: danish.id)
        #expect(cues.count == 2)
        // The PES packets come every 40 ms: each cue starts on one.
        #expect(cues.allSatisfy { $0.start.microseconds % 40_000 == 0 })
        let between = MediaTime(
            microseconds: (cues[1].start.microseconds + cues[0].start.microseconds) / 2)
        #expect(try source.activeCues(of: danish.id, at: between).map(\.text) == [cues[0].text])
        #expect(
            try source.activeCues(of: danish.id, at: cues[1].start).map(\.text) == [cues[1].text])
    }
}
