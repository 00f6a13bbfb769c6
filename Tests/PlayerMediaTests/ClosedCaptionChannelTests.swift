import PlayerCaptions
import PlayerCore
import Testing

@testable import PlayerMedia

/// Splitting both fields' byte pairs into CC1–CC4, with the parity bits of CEA-608 worked out
/// by hand: 14 20 (RCL) is 94 20, 1C 20 is 1C 20, 15 2C (EDM, field 2) is 15 2C, "Hi" is C8 E9,
/// "AB" is C1 C2, XDS start 01 03 is 01 83 and XDS end 0F 1D is 8F 9D.
@Suite struct ClosedCaptionChannelTests {
    @Test func controlCodesAssignCharactersToChannels() {
        var demultiplexer = CaptionChannelDemultiplexer()
        let channels = demultiplexer.split([
            0xFC, 0x94, 0x20,  // CC1 RCL
            0xFC, 0xC8, 0xE9,  // "Hi" → CC1
            0xFC, 0x1C, 0x20,  // CC2 RCL
            0xFC, 0xC1, 0xC2,  // "AB" → CC2
            0xFD, 0x15, 0x2C,  // CC3 EDM
            0xFD, 0xC1, 0xC2,  // "AB" → CC3
        ])
        #expect(channels[.cc1] == [0xFC, 0x94, 0x20, 0xFC, 0xC8, 0xE9])
        // CC2's control code loses its channel bit (1C → 14, parity 94) for FFmpeg's decoder.
        #expect(channels[.cc2] == [0xFC, 0x94, 0x20, 0xFC, 0xC1, 0xC2])
        #expect(channels[.cc3] == [0xFC, 0x15, 0x2C, 0xFC, 0xC1, 0xC2])
        #expect(channels[.cc4] == nil)
    }

    @Test func theChannelCarriesOverBetweenCalls() {
        var demultiplexer = CaptionChannelDemultiplexer()
        _ = demultiplexer.split([0xFC, 0x1C, 0x20])
        #expect(demultiplexer.split([0xFC, 0xC1, 0xC2])[.cc2] == [0xFC, 0xC1, 0xC2])
        demultiplexer.reset()
        #expect(demultiplexer.split([0xFC, 0xC1, 0xC2]).isEmpty)
    }

    @Test func invalidPaddingDTVCCAndBadParityAreDropped() {
        var demultiplexer = CaptionChannelDemultiplexer()
        let channels = demultiplexer.split([
            0xFC, 0x94, 0x20,  // CC1 RCL
            0xF8, 0xC8, 0xE9,  // cc_valid clear
            0xFE, 0xC8, 0xE9,  // DTVCC packet data
            0xFC, 0x80, 0x80,  // padding
            0xFC, 0xC8, 0x69,  // second byte with even parity
        ])
        #expect(channels[.cc1] == [0xFC, 0x94, 0x20])
    }

    @Test func extendedDataServiceIsNotCaptionText() {
        var demultiplexer = CaptionChannelDemultiplexer()
        let channels = demultiplexer.split([
            0xFD, 0x15, 0x2C,  // CC3 EDM
            0xFD, 0x01, 0x83,  // XDS start
            0xFD, 0xC1, 0xC2,  // XDS data, not CC3
            0xFD, 0x8F, 0x9D,  // XDS end: CC3 resumes
            0xFD, 0xC8, 0xE9,  // "Hi" → CC3
        ])
        #expect(channels[.cc3] == [0xFC, 0x15, 0x2C, 0xFC, 0xC8, 0xE9])
    }

    @Test func textServiceIsNotCaptionText() {
        var demultiplexer = CaptionChannelDemultiplexer()
        // 14 2B is Resume Text Display (parity 94 AB): what follows is the text service.
        let channels = demultiplexer.split([0xFC, 0x94, 0xAB, 0xFC, 0xC1, 0xC2])
        #expect(channels.isEmpty)
    }

    @Test func secondChannelPopOnDecodesOnItsOwnChannel() {
        // CC2 pop-on, per CEA-608: RCL (1C 20), PAC row 15 (1C 70), "HI" (C8 49) at 1 s, EOC
        // (1C 2F) at 2 s shows it, EDM (1C 2C) at 4 s erases it. CC1 text in between ("AB"
        // after a CC1 RCL) must not leak in.
        var decoder = CEA608Decoder(channel: .cc2)
        let packets: [(Int64, [UInt8])] = [
            (1, [0xFC, 0x1C, 0x20, 0xFC, 0x1C, 0x70, 0xFC, 0xC8, 0x49]),
            (1, [0xFC, 0x94, 0x20, 0xFC, 0xC1, 0xC2]),
            (2, [0xFC, 0x1C, 0x2F]),
            (4, [0xFC, 0x1C, 0x2C]),
        ]
        var cues: [Cue] = []
        for (seconds, triplets) in packets {
            cues += decoder.decode(triplets: triplets, at: .seconds(seconds))
        }
        #expect(cues.map(\.text) == ["HI"])
        #expect(cues.map(\.start) == [.seconds(2)])
        #expect(cues.map(\.end) == [.seconds(4)])
    }
}
