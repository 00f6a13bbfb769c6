import FuzzSupport
import PlayerCaptions

/// One `.smi` file's bytes through the SAMI reader, each class's cues written back out.
private func readSAMI(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let document = SAMIDocument(text: DecodedText(subtitleBytes: fuzzInput(data, size)).text)
    for track in document.tracks {
        _ = CueFormat.srt.write(track.cues)
    }
    return 0
}

runLibFuzzer(readSAMI)
