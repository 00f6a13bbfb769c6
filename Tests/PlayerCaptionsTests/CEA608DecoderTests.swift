import PlayerCore
import Testing

@testable import PlayerCaptions

/// Our CEA-608 decoder on byte sequences: Media3's Cea608DecoderTest cases (androidx/media,
/// libraries/extractor/src/test/java/androidx/media3/extractor/text/cea/Cea608DecoderTest.java
/// at 032813b8fbabb2505d4d194e3fbdf8fea923114a, Apache-2.0: the same pairs and the texts
/// Media3 expects on screen after each sample), and the faults FFmpeg's `eia_608` decoder has,
/// each against CTA-608-E.
@Suite struct CEA608DecoderTests {
    /// One `cc_data` triplet with odd parity on both bytes, as Media3's `createPacket` makes it.
    private func packet(_ header: UInt8, _ first: UInt8, _ second: UInt8) -> [UInt8] {
        [header, withOddParity(first), withOddParity(second)]
    }

    /// Triplets of field 1 spelling `text` two characters a pair.
    private func text(_ text: String, header: UInt8 = 0xFC) -> [UInt8] {
        var bytes = Array(text.utf8)
        if bytes.count % 2 == 1 { bytes.append(0) }
        return stride(from: 0, to: bytes.count, by: 2).flatMap {
            packet(header, bytes[$0], bytes[$0 + 1])
        }
    }

    /// What the screen shows after each sample, each decoded at its own time.
    private func screens(_ channel: CaptionChannel, _ samples: [[UInt8]]) -> [String?] {
        var decoder = CEA608Decoder(channel: channel)
        return samples.enumerated().map { index, sample in
            _ = decoder.decode(triplets: sample, at: .milliseconds(Int64(index)))
            return decoder.captionOnScreen?.text
        }
    }

    @Test func media3PaintOnShowsAtOnce() {
        let screens = screens(
            .cc1,
            [
                packet(0xFC, 0x14, 0x29) + text("test subtitle, spa"),
                text("ns 2 samples"),
            ])
        #expect(screens == ["test subtitle, spa", "test subtitle, spans 2 samples"])
    }

    @Test func media3RollUpShowsAtOnceAndScrolls() {
        let screens = screens(
            .cc1,
            [
                packet(0xFC, 0x14, 0x25) + text("test subtitle, spa"),
                text("ns 3 samples") + packet(0xFC, 0x14, 0x2D) + text("with n"),
                text("ewlines"),
            ])
        #expect(
            screens == [
                "test subtitle, spa", "test subtitle, spans 3 samples\nwith n",
                "test subtitle, spans 3 samples\nwith newlines",
            ])
    }

    @Test func media3OnlyTheSelectedFieldIsUsed() {
        let screens = screens(
            .cc1,
            [
                packet(0xFC, 0x14, 0x29) + packet(0xFD, 0x15, 0x29) + packet(0xFC, 0x74, 0x65)
                    + packet(0xFD, 0x77, 0x72) + packet(0xFC, 0x73, 0x74)
                    + packet(0xFD, 0x6F, 0x6E) + packet(0xFC, 0x20, 0x73)
                    + packet(0xFD, 0x67, 0x20) + packet(0xFC, 0x75, 0x62)
                    + packet(0xFD, 0x66, 0x69),
                packet(0xFC, 0x74, 0x69) + packet(0xFD, 0x65, 0x6C) + packet(0xFC, 0x74, 0x6C)
                    + packet(0xFD, 0x64, 0x21) + packet(0xFC, 0x65, 0) + packet(0xFD, 0, 0),
            ])
        #expect(screens == ["test sub", "test subtitle"])
    }

    @Test func media3OnlyTheSelectedChannelIsUsed() {
        let channel1: UInt8 = 0x14
        let channel2: UInt8 = 0x14 | 0x08
        let screens = screens(
            .cc2,
            [
                packet(0xFC, channel1, 0x29) + packet(0xFD, 0x15, 0x29) + text("wr")
                    + text("wr", header: 0xFD) + text("on") + text("on", header: 0xFD)
                    + packet(0xFC, channel2, 0x29) + text("g ", header: 0xFD) + text("te")
                    + text("fi", header: 0xFD),
                text("st") + text("el", header: 0xFD) + packet(0xFC, channel1, 0)
                    + text("d!", header: 0xFD) + text("g ") + packet(0xFD, 0, 0) + text("ch")
                    + packet(0xFD, 0, 0) + packet(0xFC, channel2, 0) + packet(0xFD, 0, 0),
                text(" s") + packet(0xFD, 0, 0) + text("ub") + packet(0xFD, 0, 0)
                    + packet(0xFC, channel1, 0) + packet(0xFD, 0, 0) + text("an")
                    + packet(0xFD, 0, 0) + text("ne") + packet(0xFD, 0, 0),
                packet(0xFC, channel2, 0) + packet(0xFD, 0, 0) + text("ti") + packet(0xFD, 0, 0)
                    + text("tl") + packet(0xFD, 0, 0) + packet(0xFC, channel1, 0)
                    + packet(0xFD, 0, 0) + text("l") + packet(0xFD, 0, 0),
                packet(0xFC, 0, 0) + packet(0xFD, 0, 0) + packet(0xFC, channel2, 0)
                    + packet(0xFD, 0, 0) + text("e") + packet(0xFD, 0, 0),
            ])
        #expect(screens == ["te", "test", "test sub", "test subtitl", "test subtitle"])
    }

    @Test func media3TextServiceOnField1IsNotCaptions() {
        let screens = screens(
            .cc1,
            [
                packet(0xFC, 0x14, 0x29) + packet(0xFD, 0x15, 0x29) + text("te")
                    + text("wr", header: 0xFD) + text("st") + text("on", header: 0xFD)
                    + packet(0xFC, 0x14, 0x2A) + text("g!", header: 0xFD) + text("XX")
                    + packet(0xFD, 0, 0)
            ])
        #expect(screens == ["test"])
    }

    @Test func media3TextServiceOnField2IsNotCaptions() {
        let screens = screens(
            .cc3,
            [
                packet(0xFC, 0x14, 0x29) + packet(0xFD, 0x15, 0x29) + text("wr")
                    + text("te", header: 0xFD) + text("on") + text("st", header: 0xFD)
                    + text("g!") + packet(0xFD, 0x15, 0x2A) + packet(0xFC, 0, 0)
                    + text("XX", header: 0xFD)
            ])
        #expect(screens == ["test"])
    }

    /// SCC's frame rate, 30000/1001 frames a second.
    private let ntsc: (frames: Int64, seconds: Int64) = (30_000, 1_001)

    /// A CC1 decoder that has read `pairs` as one SCC line at time zero.
    private func decoder(after pairs: [UInt16]) -> CEA608Decoder {
        var decoder = CEA608Decoder(channel: .cc1)
        _ = decoder.decode(pairs: pairs, at: .zero, frameRate: ntsc)
        return decoder
    }

    @Test func popOnShowsFromTheFrameOfItsEndOfCaption() {
        // RCL RCL ENM ENM PAC PAC "Hi" EOC EOC: EOC is the eighth pair, seven frames in.
        var decoder = CEA608Decoder(channel: .cc1)
        let start = MediaTime.seconds(9)
        _ = decoder.decode(
            pairs: [0x9420, 0x9420, 0x94AE, 0x94AE, 0x9470, 0x9470, 0xC8E9, 0x942F, 0x942F],
            at: start, frameRate: ntsc)
        let shown = decoder.captionOnScreen
        #expect(shown?.text == "Hi")
        #expect(shown?.start == MediaTime(microseconds: start.microseconds + 7 * 1_001_000 / 30))
        // EDM two seconds later ends it there.
        let ended = decoder.decode(pairs: [0x942C], at: .seconds(11), frameRate: ntsc)
        #expect(ended.map(\.end) == [.seconds(11)])
        #expect(decoder.captionOnScreen == nil)
    }

    @Test func aPACToARowInUseKeepsItsText() {
        // Row 15 column 0 "HELLO", then PAC row 15 indent 8 (14 74) "WORLD": columns 5–7 stay
        // empty and "HELLO" stays.
        let decoder = decoder(after: [
            0x9420, 0x9470, 0xC845, 0x4C4C, 0x4F80, 0x94F4, 0x57CF, 0x524C, 0xC480, 0x942F,
        ])
        #expect(decoder.captionOnScreen?.text == "HELLO   WORLD")
    }

    @Test func eraseDisplayedMemoryInPaintOnClearsTheScreen() {
        // RDC, PAC row 15, "I think"; next line EDM then "Hello".
        var decoder = decoder(after: [0x9429, 0x9470, 0x4920, 0xF468, 0xE9EE, 0x6B80])
        let ended = decoder.decode(
            pairs: [0x942C, 0x9470, 0xC8E5, 0xECEC, 0xEF80], at: .seconds(2), frameRate: ntsc)
        #expect(ended.map(\.text) == ["I think"])
        #expect(ended.map(\.end) == [.seconds(2)])
        #expect(decoder.captionOnScreen?.text == "Hello")
    }

    @Test func aDoubledControlCodeDoesNotEatTheNextCharacter() {
        // The italics mid-row code (91 AE) sent twice takes one cell as a space; "CD" follows.
        var decoder = decoder(after: [
            0x9420, 0x9420, 0x9470, 0x9470, 0xC1C2, 0x91AE, 0x91AE, 0x43C4, 0x942F, 0x942F,
        ])
        #expect(decoder.captionOnScreen?.text == "AB CD")
        #expect(decoder.captionOnScreen?.runs.last == StyledRun(" CD", style: .italic))
        // A code sent a third time is a new code: two EOCs in a row swap once, a third swaps
        // back.
        _ = decoder.decode(pairs: [0x942F], at: .seconds(1), frameRate: ntsc)
        #expect(decoder.captionOnScreen == nil)
    }

    @Test func anExtendedCharacterReplacesTheOneBeforeIt() {
        // "E" then 12 21 (É, parity 92 A1), sent for decoders without the extended set.
        let decoder = decoder(after: [0x9429, 0x9470, 0xC580, 0x92A1, 0x92A1, 0x5480])
        #expect(decoder.captionOnScreen?.text == "ÉT")
    }
}
