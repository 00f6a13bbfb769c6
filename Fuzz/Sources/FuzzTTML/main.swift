import FuzzSupport
import PlayerCaptions

/// One TTML document's bytes through the TTML reader, the cues written back out.
private func readTTML(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let document = try? TTMLDocument(parsing: fuzzInput(data, size)) else { return 0 }
    _ = CueFormat.vtt.write(document.cues)
    return 0
}

runLibFuzzer(readTTML)
