import FuzzSupport
import PlayerCaptions

/// One `.stl` file's bytes through the EBU STL reader, its cues written back out; a file whose
/// GSI block is damaged is refused, which is an answer too.
private func readEBUSTL(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let document = try? EBUSTLDocument(bytes: fuzzInput(data, size)) else { return 0 }
    _ = CueFormat.srt.write(document.cues)
    return 0
}

runLibFuzzer(readEBUSTL)
