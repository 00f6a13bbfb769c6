import CFFmpeg
import Foundation
import MediaTestSupport
import PlayerCore
import Testing

@testable import PlayerMedia

/// Media3's `tx3g/` payloads decoded as a mov_text track: a sample description (what FFmpeg
/// keeps as the stream's extradata, Media3's initialization data) and samples, against the
/// spans and line Media3's `Tx3gParserTest` asserts (quoted in `media3-text/EXPECTED.md`).
///
/// Runs come from FFmpeg's mov_text decoder (`styl` records, and the sample description's
/// default style through the header FFmpeg writes from it); the line from
/// ``PlayerCaptions/TX3GPlacement``. Media3's `line 0.85`, its stand-in for "no placement
/// stated", is our default layout. Fonts (serif) are not kept.
@Suite(.enabled(if: Corpus.isAvailable, "caption corpus not found"))
struct TX3GLayoutTests {
    private func bytes(_ name: String) throws -> [UInt8] {
        try Corpus.bytes("media3-text/tx3g/" + name)
    }

    /// The one cue of `sample` decoded with the sample description `initialization`.
    private func cue(_ sample: String, initialization: String?) throws -> Cue {
        var parameters = avcodec_parameters_alloc()
        defer { avcodec_parameters_free(&parameters) }
        let codecParameters = try #require(parameters)
        codecParameters.pointee.codec_type = AVMEDIA_TYPE_SUBTITLE
        codecParameters.pointee.codec_id = AV_CODEC_ID_MOV_TEXT
        if let initialization {
            let description = try bytes(initialization)
            let padded = try #require(
                av_mallocz(description.count + Int(AV_INPUT_BUFFER_PADDING_SIZE)))
            padded.copyMemory(from: description, byteCount: description.count)
            codecParameters.pointee.extradata = padded.assumingMemoryBound(to: UInt8.self)
            codecParameters.pointee.extradata_size = Int32(description.count)
        }
        let decoder = try #require(
            FFmpegSubtitleDecoder(
                codec: AV_CODEC_ID_MOV_TEXT, parameters: codecParameters,
                timeBase: AVRational(num: 1, den: 1_000), startOffset: 0))
        let events = decoder.decode(bytes: try bytes(sample), at: 0)
        guard case .show(let cue, _) = try #require(events.first) else {
            throw CueMissing()
        }
        return cue
    }

    private struct CueMissing: Error {}

    /// The clause of EXPECTED.md about Media3's test `name`.
    private func clause(_ name: String) throws -> Substring {
        let text = String(decoding: try Corpus.bytes("media3-text/EXPECTED.md"), as: UTF8.self)
        let start = try #require(text.range(of: "`Tx3gParserTest.\(name)`"))
        let rest = text[start.upperBound...]
        let item = rest[..<(rest.range(of: "\n- ")?.lowerBound ?? rest.endIndex)]
        return Substring(item.split(whereSeparator: \.isWhitespace).joined(separator: " "))
    }

    /// The line Media3 asserts, as our layout: `line 0.85` is the default.
    private func expectLine(_ layout: CueLayout, _ clause: Substring) throws {
        let words = clause.split(whereSeparator: { " ,;()\n".contains($0) })
        let index = try #require(words.lastIndex(of: "line"))
        let fraction = try #require(Double(words[index + 1]))
        if fraction == 0.85 {
            #expect(layout.isDefault, "\(clause)")
        } else {
            #expect(layout.line == .percent(fraction * 100), "\(clause)")
            #expect(layout.lineAnchor == .start)
        }
    }

    @Test func justTextWithoutADescription() throws {
        let cue = try cue("sample_just_text.bin", initialization: nil)
        let clause = try clause("parseJustText")
        #expect(clause.contains("text `\(cue.text ?? "")`"))
        #expect(cue.runs.allSatisfy { $0.style == [] })
        try expectLine(cue.layout, clause)
    }

    @Test func stylesWithoutADescription() throws {
        let cue = try cue("sample_with_styl.bin", initialization: nil)
        let clause = try clause("parseWithStyl")
        // "bold+italic and underline on [0,6), green on [0,6)"
        #expect(clause.contains("bold+italic and underline on [0,6), green on [0,6)"))
        let styled = try #require(cue.runs.first)
        #expect(styled.text.unicodeScalars.count == 6)
        #expect(styled.style == [.bold, .italic, .underline])
        #expect(styled.color == CueColor(red: 0, green: 0xFF, blue: 0))
        try expectLine(cue.layout, clause)
    }

    @Test func defaultBoxAndStyleFromTheDescription() throws {
        let cue = try cue("sample_with_styl.bin", initialization: "initialization.bin")
        let clause = try clause("initializationDecodeWithStyl")
        #expect(clause.contains("red on [0,7), green on [0,6)"))
        #expect(cue.runs.count == 2)
        #expect(cue.runs.map { $0.text.unicodeScalars.count } == [6, 1])
        #expect(cue.runs.allSatisfy { $0.style == [.bold, .italic, .underline] })
        #expect(
            cue.runs.map(\.color) == [
                CueColor(red: 0, green: 0xFF, blue: 0), CueColor(red: 0xFF, green: 0, blue: 0),
            ])
        try expectLine(cue.layout, clause)
    }

    @Test func aSampleTextBoxReplacesTheDefault() throws {
        let cue = try cue("sample_with_tbox.bin", initialization: "initialization.bin")
        try expectLine(cue.layout, try clause("initializationDecodeWithTbox"))
    }

    @Test func aDescriptionWithoutPlacementLeavesTheDefault() throws {
        let cue = try cue("sample_with_styl.bin", initialization: "initialization_all_defaults.bin")
        let clause = try clause("initializationAllDefaultsDecodeWithStyl")
        #expect(cue.runs.first?.style == [.bold, .italic, .underline])
        #expect(cue.runs.first?.color == CueColor(red: 0, green: 0xFF, blue: 0))
        try expectLine(cue.layout, clause)
    }
}
