import FuzzSupport
import PlayerCaptions
import PlayerCore

/// One `.vtt` file's bytes, decoded as a sidecar's are, read the way a sidecar is through the
/// WebVTT reader's public entry point, and written back out. A file without the signature is
/// refused with an error, as the specification says; any other file gives cues.
private func readWebVTT(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let text = DecodedText(subtitleBytes: fuzzInput(data, size)).text
    let read: (cues: [Cue], skipped: [SkippedLine])?
    do {
        read = try readTextCaptions(text, format: .webVTT)
    } catch {
        return 0
    }
    guard let (cues, _) = read else {
        fatalError("the WebVTT reader declined a .vtt file")
    }
    _ = CueFormat.vtt.write(cues)
    return 0
}

runLibFuzzer(readWebVTT)
