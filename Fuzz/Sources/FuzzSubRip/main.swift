import FuzzSupport
import PlayerCaptions

/// One SubRip file's bytes, decoded as a sidecar's are, read and written back out.
private func readSubRip(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let text = DecodedText(subtitleBytes: fuzzInput(data, size)).text
    let document = SubRipDocument(parsing: text)
    _ = CueFormat.srt.write(document.cues)
    return 0
}

runLibFuzzer(readSubRip)
