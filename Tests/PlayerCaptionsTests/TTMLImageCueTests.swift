import Foundation
import MediaTestSupport
import PlayerCaptions
import PlayerCore
import Testing

/// SMPTE-TT image captions carry their picture's place (``Cue/image``), checked against the
/// fractions Media3's parser tests assert (`EXPECTED.md` of `media3-text/`), and Media3's
/// `multiple_regions.ttml`, which binds a prefix to the XML namespace, is read with a warning
/// as Media3 reads it.
@Suite(.enabled(if: Corpus.isAvailable, "caption corpus not found (set PLAYER_MEDIA_CORPUS)"))
struct TTMLImageCueTests {
    let expected: Media3Expectations

    init() throws {
        expected = try Media3Expectations()
    }

    @Test(
        "An image cue's picture is its region on the display, as Media3 places the bitmap",
        arguments: [
            ("bitmap_percentage_region.ttml", "bitmapPercentageRegion"),
            ("bitmap_pixel_region.ttml", "bitmapPixelRegion"),
        ])
    func imageCues(file: String, test: String) throws {
        let cues = try TTMLDocument(parsing: try Corpus.bytes("media3-text/ttml/" + file)).cues
        let events = expected.item("`TtmlParserTest.\(test)`", in: expected.section("bitmap_"))
            .split(separator: ";")
        #expect(cues.count == events.count)
        for (cue, event) in zip(cues, events) {
            let image = try #require(cue.image, "\(event)")
            let width = Double(try #require(image.displayWidth))
            let height = Double(try #require(image.displayHeight))
            // Within a pixel of Media3's fractions of the display.
            func fraction(_ name: String) throws -> Double {
                try #require(Media3Expectations.number(name, in: event), "\(name) in \(event)")
            }
            #expect(abs(Double(image.x) - (try fraction("position")) * width) <= 1, "\(event)")
            #expect(abs(Double(image.y) - (try fraction("line")) * height) <= 1, "\(event)")
            #expect(abs(Double(image.width) - (try fraction("size")) * width) <= 1, "\(event)")
            #expect(
                abs(Double(image.height) - (try fraction("bitmapHeight")) * height) <= 1, "\(event)"
            )
        }
    }

    @Test("A picture cue in units Media3 cannot place still has its picture's size")
    func imageInUnresolvableUnits() throws {
        let cues = try TTMLDocument(
            parsing: try Corpus.bytes("media3-text/ttml/bitmap_unsupported_region.ttml")
        ).cues
        #expect(cues.count == 2)
        #expect(cues.allSatisfy { $0.image.map { $0.width > 0 && $0.height > 0 } == true })
    }

    @Test("multiple_regions.ttml opens as it is, reading as with the declaration removed")
    func forbiddenXMLNamespaceBindingIsRecovered() throws {
        let bytes = try Corpus.bytes("media3-text/ttml/multiple_regions.ttml")
        let declaration = #"xmlns:id="http://www.w3.org/XML/1998/namespace""#
        let stripped = String(decoding: bytes, as: UTF8.self)
            .replacingOccurrences(of: declaration, with: "")
        let document = try TTMLDocument(parsing: bytes)
        #expect(document.cues == (try TTMLDocument(parsing: Array(stripped.utf8))).cues)
        #expect(document.cues.count == 7)
        #expect(document.skipped.map(\.line) == [2])
        #expect(document.skipped.first?.reason.contains("xmlns:id") == true)
    }
}
