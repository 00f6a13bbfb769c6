import PlayerCore
import Testing

@testable import PlayerMedia

/// Sample layouts of ISO/IEC 14496-30 built by hand: boxes are a 4-byte big-endian size, a
/// 4-byte type, then the body.
struct MP4WebVTTSampleTests {
    private func box(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let size = UInt32(8 + body.count)
        return [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: size >> $0) } + Array(type.utf8)
            + body
    }

    private func box(_ type: String, text: String) -> [UInt8] {
        box(type, Array(text.utf8))
    }

    @Test("Several vttc boxes in one sample are simultaneous cues, with ids and tags read")
    func simultaneousCues() {
        let sample =
            box("vttc", box("iden", text: "intro") + box("payl", text: "<v Anna>Hello</v>\n"))
            + box("vttc", box("sttg", text: "line:0") + box("payl", text: "&amp; welcome"))
        let cues = MP4WebVTTSampleDecoder.cues(
            inSample: sample[...], start: .seconds(4), end: .seconds(6))
        #expect(cues.map(\.text) == ["Hello", "& welcome"])
        #expect(cues.map(\.identifier) == ["intro", nil])
        #expect(cues.first?.speaker == "Anna")
        #expect(cues.allSatisfy { $0.start == .seconds(4) && $0.end == .seconds(6) })
    }

    @Test("An empty-cue sample, and a box that overruns the sample, give no cue")
    func emptyAndDamagedSamples() {
        #expect(
            MP4WebVTTSampleDecoder.cues(inSample: box("vtte", [])[...], start: .zero, end: .zero)
                .isEmpty)
        let overrun = Array(box("vttc", box("payl", text: "cut")).dropLast(2))
        #expect(
            MP4WebVTTSampleDecoder.cues(inSample: overrun[...], start: .zero, end: .seconds(1))
                .isEmpty)
    }
}
