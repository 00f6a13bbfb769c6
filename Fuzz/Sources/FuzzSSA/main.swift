import FuzzSupport
import PlayerCaptions

/// One `.ass` or `.ssa` file's bytes through the SubStation Alpha reader, the cues written back
/// out.
private func readSSA(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let document = SSADocument(parsing: fuzzInput(data, size))
    _ = CueFormat.srt.write(document.cues)
    return 0
}

runLibFuzzer(readSSA)
