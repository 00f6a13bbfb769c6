import Foundation
import MediaTestSupport
import PlayerCaptions
import PlayerCore
import Testing

/// The converter's writer: cues handed over one at a time, in any order, come out as the
/// document of the same cues sorted by start.
@Suite struct CueDocumentWriterTests {
    private func written(_ writer: CueDocumentWriter) -> String {
        var document = ""
        writer.write(to: &document)
        return document
    }

    /// SubRip numbers cues from 1 in the order they are shown, whatever order a file lists them
    /// in (the format's numbering is the display sequence).
    @Test func subRipNumbersCuesInStartOrder() {
        var writer = CueDocumentWriter(format: .srt)
        writer.add(Cue(start: .seconds(5), end: .seconds(6), text: "third"))
        writer.add(Cue(start: .seconds(1), end: .seconds(2), text: "first"))
        writer.add(Cue(start: .seconds(3), end: .milliseconds(4_250), text: "second"))
        #expect(
            written(writer) == """
                1
                00:00:01,000 --> 00:00:02,000
                first

                2
                00:00:03,000 --> 00:00:04,250
                second

                3
                00:00:05,000 --> 00:00:06,000
                third


                """)
    }

    /// Past 99 hours a SubRip or WebVTT time has as many digits of hours as it needs
    /// (1,000,000 s is 277 h 46 min 40 s).
    @Test func timesPastNinetyNineHoursKeepEveryDigit() {
        let cue = Cue(
            start: .seconds(1_000_000), end: .milliseconds(1_000_001_250), text: "late")
        #expect(CueFormat.srt.write([cue]).contains("277:46:40,000 --> 277:46:41,250\n"))
        #expect(CueFormat.vtt.write([cue]).contains("277:46:40.000 --> 277:46:41.250\n"))
        let early = Cue(start: .milliseconds(3_599_999), end: .seconds(3_600), text: "early")
        #expect(CueFormat.srt.write([early]).contains("00:59:59,999 --> 01:00:00,000\n"))
    }

    /// `<font color>` values in `#RGB` and `#RRGGBB`, any letter case, colour the text; a value
    /// of another length colours nothing.
    @Test func fontColoursInHexadecimal() {
        let cases: [(String, CueColor?)] = [
            ("#FFF", CueColor(red: 255, green: 255, blue: 255)),
            ("#ffff00", CueColor(red: 255, green: 255, blue: 0)),
            ("#00Ff00", CueColor(red: 0, green: 255, blue: 0)),
            ("#12345", nil),
            ("#12 34 56", nil),
        ]
        for (value, color) in cases {
            let caption = CaptionText(subRipText: "<font color=\"\(value)\">x</font>")
            #expect(caption.runs.first?.color == color, "\(value)")
        }
    }

    /// Cues of equal start keep the order they were read in, after a lower rank (SSA's layer).
    @Test func equalStartsGoByRankThenReadingOrder() {
        var writer = CueDocumentWriter(format: .text)
        writer.add(Cue(start: .seconds(1), end: .seconds(2), text: "layer 1, read first"), rank: 1)
        writer.add(Cue(start: .seconds(1), end: .seconds(2), text: "layer 0, read second"))
        writer.add(Cue(start: .seconds(1), end: .seconds(2), text: "layer 0, read third"))
        let lines = written(writer).split(separator: "\n").map { $0.split(separator: "  ")[1] }
        #expect(lines == ["layer 0, read second", "layer 0, read third", "layer 1, read first"])
    }

    /// An empty document is what each format writes for no cues: nothing for SubRip and text,
    /// the signature alone for WebVTT, an empty JSON array.
    @Test func noCuesIsAnEmptyDocument() {
        for format in CueFormat.allCases {
            #expect(written(CueDocumentWriter(format: format)) == format.write([]))
        }
        #expect(written(CueDocumentWriter(format: .vtt)) == "WEBVTT\n")
        #expect(written(CueDocumentWriter(format: .json)) == "[]\n")
    }

    /// A WebVTT region's block comes before the cues, once, in order of the first cue (by
    /// start) that refers to it, even when a later cue was read first.
    @Test func webVTTRegionsAreDeclaredInOrderOfFirstUse() throws {
        func placed(in identifier: String, at seconds: Int64) -> Cue {
            var layout = CueLayout()
            layout.region = CueRegion(identifier: identifier, x: 10, y: 80, width: 40, height: nil)
            return Cue(
                start: .seconds(seconds), end: .seconds(seconds + 1), text: identifier,
                layout: layout)
        }
        var writer = CueDocumentWriter(format: .vtt)
        writer.add(placed(in: "late", at: 9))
        writer.add(placed(in: "early", at: 2))
        writer.add(placed(in: "late", at: 4))
        let document = written(writer)
        let early = try #require(document.range(of: "id:early"))
        let late = try #require(document.range(of: "id:late"))
        #expect(early.lowerBound < late.lowerBound)
        #expect(document.components(separatedBy: "REGION\n").count - 1 == 2)
    }

    /// Every corpus caption file, its cues handed to the writer in file order (with SSA's
    /// layers as ranks), writes what the document writer writes for the parser's sorted cues,
    /// in every format.
    @Test(
        .enabled(if: Corpus.isAvailable),
        arguments: [
            "ax-sidecars/ssa_overlapping_cues_different_layers.ass",
            "ax-sidecars/ssa_typical.ass", "ax-sidecars/ssa_positioning.ass",
            "ax-sidecars/subrip_typical_with_tags.srt", "astisub-sidecars/example-in-styled.srt",
            "ax-sidecars/webvtt_with_overlapping_timestamps.vtt",
            "ax-sidecars/webvtt_with_positioning.vtt", "astisub-sidecars/example-in.vtt",
        ])
    func corpusFileWritesAsItsSortedCues(file: String) throws {
        let text = DecodedText(subtitleBytes: try Corpus.bytes(file)).text
        for format in CueFormat.allCases {
            var writer = CueDocumentWriter(format: format)
            let sorted: [Cue]
            if file.hasSuffix(".ass") {
                SSADocument.read(text) { writer.add($0, rank: $1) }
                sorted = SSADocument(text: text).cues
            } else {
                let sidecar: SidecarFormat = file.hasSuffix(".srt") ? .subRip : .webVTT
                _ = try readTextCaptions(text, format: sidecar) { writer.add($0) }
                sorted =
                    CaptionTimeline(
                        cues: try #require(try parseTextCaptions(text, format: sidecar))
                    ).cues
            }
            #expect(writer.count == sorted.count)
            #expect(written(writer) == format.write(sorted), "\(file) as \(format)")
        }
    }
}
