import FuzzSupport
import PlayerCaptions

/// One video packet (after a byte choosing its codec and framing): its `cc_data` found and
/// split into the four CEA-608 channels. What comes out must be whole triplets, and each
/// channel's must be decoder triplets with odd parity.
private func readCEA608(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let input = UnsafeRawBufferPointer(start: data, count: size)
    guard let selector = input.first else { return 0 }
    let codecs: [CaptionDataExtractor.Codec] = [.h264, .hevc, .mpeg2]
    let framings: [NALUnitFraming] = [
        .annexB, .lengthPrefixed(size: 1), .lengthPrefixed(size: 2), .lengthPrefixed(size: 4),
    ]
    let extractor = CaptionDataExtractor(
        codec: codecs[Int(selector) % 3], framing: framings[Int(selector) / 3 % 4])
    let triplets = extractor.captionData(in: UnsafeRawBufferPointer(rebasing: input.dropFirst()))
    precondition(triplets.count % 3 == 0, "cc_data that is not whole triplets")
    var demultiplexer = CaptionChannelDemultiplexer()
    for (_, channelTriplets) in demultiplexer.split(triplets) {
        precondition(channelTriplets.count % 3 == 0, "a channel's pairs are not triplets")
        for index in stride(from: 0, to: channelTriplets.count, by: 3) {
            precondition(channelTriplets[index] == 0xFC, "not a field 1 decoder triplet")
            precondition(
                channelTriplets[index + 1].nonzeroBitCount % 2 == 1
                    && channelTriplets[index + 2].nonzeroBitCount % 2 == 1,
                "a decoder pair without odd parity")
        }
    }
    return 0
}

runLibFuzzer(readCEA608)
