import FuzzSupport
import PlayerCaptions
import PlayerCore

/// A run of pictures' `cc_data`, each a byte (its low five bits the triplet count, as
/// `cc_count`; its top bit a seek before it) and that many triplets, one picture every
/// 1001/30000 s, through the CEA-708 decoder. Every cue must end at or after its start.
private func readCEA708(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let input = fuzzInput(data, size)
    var decoder = CEA708Decoder()
    var captions: [CEA708Decoder.Caption] = []
    var index = 0
    var picture: Int64 = 0
    while index < input.count {
        let header = input[index]
        let end = min(index + 1 + 3 * Int(header & 0x1F), input.count)
        if header & 0x80 != 0 {
            decoder.reset()
        }
        let time = MediaTime(microseconds: picture * 1_001_000 / 30_000)
        captions += decoder.decode(Array(input[(index + 1)..<end]), at: time)
        _ = decoder.captionsOnScreen
        index = end
        picture += 1
    }
    captions += decoder.finish()
    _ = decoder.servicesWithText
    for caption in captions where caption.cue.end < caption.cue.start {
        fatalError("a CEA-708 cue that ends before it starts")
    }
    return 0
}

runLibFuzzer(readCEA708)
