import FuzzSupport
import PlayerCaptions

/// One Scenarist SCC file's bytes, decoded as a sidecar's are, through the SCC reader; every
/// line it keeps must be at a time on the timeline.
private func readSCC(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let text = DecodedText(subtitleBytes: fuzzInput(data, size)).text
    let document = SCCDocument(text: text)
    for line in document.lines where line.time < .zero {
        fatalError("an SCC line at \(line.time.microseconds) µs, before the start")
    }
    return 0
}

runLibFuzzer(readSCC)
