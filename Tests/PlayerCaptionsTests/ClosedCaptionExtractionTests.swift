import Testing

@testable import PlayerCaptions

/// NAL unit splitting, SEI / user data parsing and presentation reordering, on byte strings
/// built by hand from H.264 / HEVC (Annex B, 7.3.2.3 and D.1), MPEG-2 user data and ATSC A/53.
@Suite struct ClosedCaptionExtractionTests {
    /// `cc_data` of A/53: process flag and a count of 2, em_data, two triplets (CC1 "Resume
    /// Caption Loading" 14 20 and "Hi" with parity bits), then the marker byte.
    static let ccData: [UInt8] = [0x42, 0xFF, 0xFC, 0x94, 0x20, 0xFC, 0xC8, 0xE9, 0xFF]
    /// The two triplets of ``ccData``.
    static let triplets: [UInt8] = [0xFC, 0x94, 0x20, 0xFC, 0xC8, 0xE9]
    /// A T.35 SEI payload: country B5, provider 0031, `GA94`, user data type 3, cc_data.
    static let t35Payload: [UInt8] = [0xB5, 0x00, 0x31, 0x47, 0x41, 0x39, 0x34, 0x03] + ccData

    private func units(_ bytes: [UInt8], _ framing: NALUnitFraming) -> [[UInt8]] {
        bytes.withUnsafeBytes { framing.units(in: $0).map(Array.init) }
    }

    private func captionData(_ bytes: [UInt8], _ extractor: CaptionDataExtractor) -> [UInt8] {
        bytes.withUnsafeBytes { extractor.captionData(in: $0) }
    }

    @Test func annexBSplitsOnThreeAndFourByteStartCodes() {
        let bytes: [UInt8] = [0, 0, 0, 1, 0x06, 0xAA, 0xBB, 0, 0, 1, 0x41, 0xCC, 0, 0, 0, 1, 0x09]
        #expect(units(bytes, .annexB) == [[0x06, 0xAA, 0xBB], [0x41, 0xCC], [0x09]])
    }

    @Test func lengthPrefixedUnitsFollowTheirLengths() {
        let bytes: [UInt8] = [0, 0, 0, 2, 0x06, 0xAA, 0, 0, 0, 1, 0x41]
        #expect(units(bytes, .lengthPrefixed(size: 4)) == [[0x06, 0xAA], [0x41]])
        #expect(units([0, 2, 0x06, 0xAA, 0, 9, 0x41], .lengthPrefixed(size: 2)) == [[0x06, 0xAA]])
    }

    @Test func extradataNamesTheFraming() {
        // avcC: lengthSizeMinusOne in the low bits of byte 4; hvcC: of byte 21.
        #expect(
            NALUnitFraming(extradata: [1, 0x64, 0, 0x1F, 0xFF, 0xE1], isHEVC: false)
                == .lengthPrefixed(size: 4))
        let hvcC: [UInt8] = [1] + Array(repeating: 0, count: 20) + [0x0D, 0]
        #expect(NALUnitFraming(extradata: hvcC, isHEVC: true) == .lengthPrefixed(size: 2))
        #expect(NALUnitFraming(extradata: [0, 0, 0, 1, 0x67], isHEVC: false) == .annexB)
        #expect(NALUnitFraming(extradata: [], isHEVC: false) == .annexB)
    }

    @Test func emulationPreventionBytesAreRemoved() {
        let escaped: [UInt8] = [0, 0, 3, 1, 0, 0, 3, 3, 0, 3]
        let raw = escaped.withUnsafeBytes { removingEmulationPrevention($0) }
        #expect(raw == [0, 0, 1, 0, 0, 3, 0, 3])
    }

    @Test func h264SEIYieldsTheCaptionTriplets() {
        // An SEI NAL (type 6) with a user_data_unregistered message (type 5) holding 00 00 01,
        // escaped, before the T.35 message (type 4); then the RBSP stop bit.
        let unregistered: [UInt8] = Array(repeating: 0x11, count: 16) + [0, 0, 3, 1]
        let sei: [UInt8] =
            [0x06, 0x05, 19] + unregistered + [0x04, UInt8(Self.t35Payload.count)]
            + Self.t35Payload + [0x80]
        let packet = [0, 0, 0, UInt8(sei.count)] + sei + [0, 0, 0, 2, 0x41, 0x9A]
        let extractor = CaptionDataExtractor(codec: .h264, framing: .lengthPrefixed(size: 4))
        #expect(captionData(packet, extractor) == Self.triplets)
    }

    @Test func hevcPrefixSEIYieldsTheCaptionTriplets() {
        let sei: [UInt8] =
            [0x4E, 0x01, 0x04, UInt8(Self.t35Payload.count)] + Self.t35Payload + [0x80]
        let packet: [UInt8] = [0, 0, 0, 1] + sei + [0, 0, 1, 0x26, 0x01, 0xAF]
        let extractor = CaptionDataExtractor(codec: .hevc, framing: .annexB)
        #expect(captionData(packet, extractor) == Self.triplets)
    }

    @Test func otherUserDataIsIgnored() {
        // A T.35 message from another provider (0x002F) and one with user_data_type 4.
        var otherProvider = Self.t35Payload
        otherProvider[2] = 0x2F
        var otherType = Self.t35Payload
        otherType[7] = 0x04
        for payload in [otherProvider, otherType] {
            let sei: [UInt8] = [0x06, 0x04, UInt8(payload.count)] + payload + [0x80]
            let extractor = CaptionDataExtractor(codec: .h264, framing: .annexB)
            #expect(captionData([0, 0, 1] + sei, extractor).isEmpty)
        }
    }

    @Test func mpeg2UserDataYieldsTheCaptionTriplets() {
        let picture: [UInt8] = [0, 0, 1, 0x00, 0x12, 0x34, 0x56, 0x78]
        let userData: [UInt8] = [0, 0, 1, 0xB2, 0x47, 0x41, 0x39, 0x34, 0x03] + Self.ccData
        let extractor = CaptionDataExtractor(codec: .mpeg2, framing: .annexB)
        #expect(
            captionData(picture + userData + [0, 0, 1, 0x01, 0xFF], extractor) == Self.triplets)
    }

    @Test func reorderingUsesDecodeTimes() {
        // Decode order I P B B: presentation 10, 40, 20, 30 at decode times 0, 10, 20, 30.
        var queue = PresentationOrderQueue()
        #expect(queue.add(time: 10, decodeTime: 0, triplets: [1]).isEmpty)
        #expect(queue.add(time: 40, decodeTime: 10, triplets: [4]).map(\.time) == [10])
        #expect(queue.add(time: 20, decodeTime: 20, triplets: [2]).map(\.time) == [20])
        #expect(queue.add(time: 30, decodeTime: 30, triplets: [3]).map(\.triplets) == [[3]])
        #expect(queue.drain().map(\.time) == [40])
    }

    @Test func reorderingWithoutDecodeTimesHoldsADepth() {
        var queue = PresentationOrderQueue(depth: 2)
        #expect(queue.add(time: 10, decodeTime: nil, triplets: []).isEmpty)
        #expect(queue.add(time: 40, decodeTime: nil, triplets: []).isEmpty)
        #expect(queue.add(time: 20, decodeTime: nil, triplets: []).map(\.time) == [10])
        #expect(queue.add(time: 30, decodeTime: nil, triplets: []).map(\.time) == [20])
        #expect(queue.drain().map(\.time) == [30, 40])
    }
}
