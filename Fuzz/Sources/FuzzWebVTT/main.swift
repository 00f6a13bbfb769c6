import FuzzSupport
import PlayerCaptions

/// One `.vtt` file's bytes, decoded as a sidecar's are, read the way a sidecar is (strict
/// rules, then lenient ones, then as SubRip) through the WebVTT reader's public entry point,
/// and written back out.
private func readWebVTT(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let text = DecodedText(subtitleBytes: fuzzInput(data, size)).text
    guard let (cues, _) = readTextCaptions(text, format: .webVTT) else {
        fatalError("the WebVTT reader declined a .vtt file")
    }
    _ = CueFormat.vtt.write(cues)
    return 0
}

runLibFuzzer(readWebVTT)
