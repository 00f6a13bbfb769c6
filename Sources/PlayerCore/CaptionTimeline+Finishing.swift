extension CaptionTimeline {
    /// Puts finished cues in the place of the unfinished ones they stand for (the same start,
    /// end and image: a picture caption whose text was recognised later), keeping the order
    /// and what is on screen; `finished` sorted by start. Returns whether any cue was
    /// replaced.
    @discardableResult
    public mutating func finish(_ finished: [Cue]) -> Bool {
        var replaced = false
        for cue in finished {
            var index = cues.partitioningIndex { $0.start >= cue.start }
            while index < cues.count, cues[index].start == cue.start {
                let known = cues[index]
                if known.end == cue.end, known.image == cue.image, known != cue {
                    cues[index] = cue
                    replaced = true
                    break
                }
                index += 1
            }
        }
        return replaced
    }
}
