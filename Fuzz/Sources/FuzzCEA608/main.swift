import FuzzSupport
import PlayerCaptions
import PlayerCore

/// One video packet (after a byte choosing its codec and framing): its `cc_data` found and
/// split into the four CEA-608 channels, then decoded by ``CEA608Decoder`` for each channel,
/// and the whole input read again as one SCC line's pairs. What comes out must be whole
/// triplets, each channel's decoder triplets with odd parity, and every cue must end no
/// earlier than it starts and fit the 608 screen: at most 15 rows of at most 32 characters.
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
    // The raw input as cc_data too, so that every byte reaches the decoder.
    let raw = Array(input)
    for channel in [CaptionChannel.cc1, .cc2, .cc3, .cc4] {
        var decoder = CEA608Decoder(channel: channel)
        for (index, packet) in [triplets, raw].enumerated() {
            decoder.decode(triplets: packet, at: .seconds(Int64(index))).forEach(check)
        }
        decoder.captionOnScreen.map(check)
    }
    let pairs = stride(from: 0, to: raw.count - 1, by: 2).map {
        UInt16(raw[$0]) << 8 | UInt16(raw[$0 + 1])
    }
    var decoder = CEA608Decoder(channel: .cc1)
    decoder.decode(pairs: pairs, at: .zero, frameRate: (30_000, 1_001)).forEach(check)
    decoder.captionOnScreen.map(check)
    return 0
}

/// Fails on a cue that ends before it starts or does not fit 15 rows of 32 columns.
private func check(_ cue: Cue) {
    precondition(cue.start <= cue.end, "a cue that ends before it starts")
    let rows = (cue.text ?? "").split(separator: "\n", omittingEmptySubsequences: false)
    precondition(rows.count <= 15, "a cue of more than 15 rows")
    precondition(rows.allSatisfy { $0.count <= 32 }, "a row of more than 32 characters")
    precondition(cue.runs.map(\.text).joined() == cue.text, "runs that are not the text")
}

runLibFuzzer(readCEA608)
