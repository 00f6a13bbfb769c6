internal import PlayerCaptions
internal import PlayerCore

extension SCCDocument {
    /// The captions the file shows, decoded by our ``CEA608Decoder`` (CC1, field 1).
    ///
    /// Each line's pairs are sent one a frame from the line's time code, at 30000/1001 frames a
    /// second, so a caption shows from the frame of the pair that puts it on screen (a pop-on
    /// caption from its End Of Caption, not from the line that loads it) and ends at the pair
    /// that takes it off. The caption still on screen after the last line lasts
    /// ``CueAssembler/unendedCueLength`` past that line or its own start, the later. A file whose time codes go back is put
    /// in order of start.
    var cues: [Cue] {
        var decoder = CEA608Decoder(channel: .cc1)
        var cues: [Cue] = []
        for line in lines {
            cues += decoder.decode(pairs: line.pairs, at: line.time, frameRate: (30_000, 1_001))
        }
        if var last = decoder.captionOnScreen {
            last.end = max(last.start, lines.last?.time ?? .zero) + CueAssembler.unendedCueLength
            cues.append(last)
        }
        if !zip(cues, cues.dropFirst()).allSatisfy({ $0.start <= $1.start }) {
            // Stable: cues that start together stay in the order they came.
            cues.sort { $0.start < $1.start }
        }
        return cues
    }
}
