import CFFmpeg
import Foundation
import MediaTestSupport
import PlayerCore
import Testing

@testable import PlayerCaptions
@testable import PlayerMedia

/// The mux.js broadcast captures of `cea708-muxjs-ccdata` read by our CEA-708 decoder, against
/// the captions mux.js's own tests assert (quoted in EXPECTED.md, which these tests parse).
///
/// mux.js interprets a DTVCC packet only when the next packet starts, so the last packet of a
/// capture never reaches its decoder; ours reads a packet as soon as it is complete. Where that
/// matters (the Korean capture), the comparison stops before that last packet.
@Suite(.enabled(if: Corpus.isAvailable, "caption corpus not found"))
struct CEA708CorpusTests {
    typealias Fixture = CEA708CorpusFixture

    @Test func pbsServiceGivesMuxJSCaptionsWithTheirTimes() throws {
        let section = try Fixture.section("cc708-pink-underscore", of: Fixture.expectations())
        let total = try #require(
            Fixture.matches(#"(\d+) captions in total"#, in: section).first.flatMap { Int($0[0]) })
        let rows = try Fixture.matches(
            #"^\| (\d+) \| (\d+) \| (\d+) \| `([^`]*)`"#, in: section)
        #expect(total == 235)
        #expect(rows.count == 6)
        let (captions, decoder) = Fixture.decodedCues(try Fixture.rows("cc708-pink-underscore"))
        #expect(captions.count == total)
        #expect(captions.allSatisfy { $0.serviceNumber == 1 })
        for row in rows {
            let index = try #require(Int(row[0]))
            guard index < captions.count else {
                Issue.record("caption \(index) missing")
                continue
            }
            let cue = captions[index].cue
            #expect(cue.text == Fixture.unquoted(row[3]), "caption \(index)")
            #expect(cue.start == Fixture.time(try #require(Int64(row[1]))), "caption \(index)")
            #expect(cue.end == Fixture.time(try #require(Int64(row[2]))), "caption \(index)")
        }
        // The last packet shows the next caption (DSW); mux.js never reads that packet.
        #expect(decoder.captionsOnScreen.map(\.cue.text) == ["Maybe_a_little_more."])
    }

    @Test(
        "The Korean service's P16 characters read as EUC-KR, or as Unicode as mux.js falls back",
        arguments: [
            (CEA708TextEncoding.eucKR, "declared as `euc-kr`"),
            (.automatic, "declared as `euc-kr`"),
            (.unicode, "no encoding given"),
        ])
    func koreanService(encoding: CEA708TextEncoding, expectation: String) throws {
        let section = try Fixture.section("cc708-korean", of: Fixture.expectations())
        let flush = try #require(
            Fixture.matches(#"flushDisplayed\((\d+), service (\d+)\)"#, in: section).first)
        let flushTime = try #require(Int64(flush[0]))
        let service = try #require(Int(flush[1]))
        let count = try #require(
            Fixture.matches(#"exactly (\d+) caption"#, in: section).first.flatMap { Int($0[0]) })
        let expected = try #require(
            Fixture.matches(
                NSRegularExpression.escapedPattern(for: expectation) + #"[^\n]*text `'([^']*)'`"#,
                in: section
            ).first?[0])
        // mux.js reports the screen as the packets before the flush time left it.
        let rows = try Fixture.rows("cc708-korean").filter { $0.pts < flushTime }
        let (ended, decoder) = Fixture.decodedCues(rows, encodings: [service: encoding])
        let captions = ended + decoder.captionsOnScreen
        #expect(captions.count == count)
        #expect(captions.map(\.serviceNumber) == [service])
        #expect(captions.map(\.cue.text) == [Fixture.trimmedLines(expected)])
    }

    @Test func koreanServiceGoesOnToItsThirdSyllable() throws {
        // The capture's last packet, which mux.js never reads, adds EUC-KR B3BB (내) and a space.
        let (_, decoder) = Fixture.decodedCues(try Fixture.rows("cc708-korean"))
        #expect(decoder.captionsOnScreen.map(\.cue.text) == ["니가 내"])
    }

    @Test func mixedStreamGives708CuesAndLeaves608Alone() throws {
        let section = try Fixture.section("mixed-608-708-captions", of: Fixture.expectations())
        let counts = try #require(
            Fixture.matches(#"(\d+) cues on CC1 and (\d+) cues from 708"#, in: section).first)
        let rows = try Fixture.rows("mixed-608-708-captions")
        let dtvccRows = rows.filter { $0.type >= 2 }

        let (captions, _) = Fixture.decodedCues(rows)
        #expect(captions.count == Int(counts[1]))
        #expect(captions.allSatisfy { $0.serviceNumber == 1 && $0.cue.end > $0.cue.start })
        #expect(Fixture.decodedCues(dtvccRows).cues == captions)

        // The CEA-608 path reads the same CC1 captions with the DTVCC pairs as without them.
        // (FFmpeg's eia_608 decoder forms CC1's roll-up captions differently from mux.js, so
        // their count is not compared.)
        let cc1 = try cc1Cues(rows)
        #expect(!cc1.isEmpty)
        #expect(try cc1Cues(rows.filter { $0.type < 2 }) == cc1)
    }

    /// The CC1 cues that FFmpeg's `eia_608` decoder reads from the CEA-608 pairs of `rows`.
    private func cc1Cues(_ rows: [Fixture.Row]) throws -> [Cue] {
        let decoder = try #require(
            FFmpegSubtitleDecoder(
                codec: AV_CODEC_ID_EIA_608, parameters: nil,
                timeBase: AVRational(num: 1, den: 1_000_000), startOffset: 0,
                options: ["data_field": "0"]))
        var demultiplexer = CaptionChannelDemultiplexer()
        var assembler = CueAssembler()
        for picture in Fixture.pictures(rows) {
            guard let pairs = demultiplexer.split(picture.triplets)[.cc1] else { continue }
            assembler.apply(decoder.decode(bytes: pairs, at: picture.time.microseconds))
        }
        assembler.apply(decoder.finish())
        assembler.closeAll(at: Fixture.time(rows.last!.pts))
        return assembler.takeFinished()
    }
}
