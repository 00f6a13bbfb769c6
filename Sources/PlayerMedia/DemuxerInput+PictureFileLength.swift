internal import PlayerCaptions
internal import PlayerCore

extension DemuxerInput {
    /// Where a PGS (`.sup`) file opened alone ends, read from its segment headers without
    /// decoding a picture (``PGSDisplaySets``): where its last display set takes the picture
    /// down, or ``CueAssembler/unendedCueLength`` after a last display set that leaves one up
    /// (the end its last cue is given). Nil for any other input, or when the file cannot be
    /// read whole as a caption file.
    var pictureFileEnd: MediaTime? {
        guard formatName == "sup", readsLocalFile,
            let bytes = try? LocalFile.bytes(at: path, kind: .caption),
            let sets = PGSDisplaySets(bytes: bytes)
        else { return nil }
        return sets.endsCleared ? sets.lastTime : sets.lastTime + CueAssembler.unendedCueLength
    }
}
