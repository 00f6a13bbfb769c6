import PlayerCore

/// Joins the cues of consecutive HLS subtitle segments into one list, merging a cue that a
/// segmenter repeated because it spans a segment boundary.
///
/// A cue of the new segment is the same cue as one of the previous segment when it says the
/// same thing (text, styled runs, speaker) and its interval touches or overlaps that cue's;
/// the two become one cue from the earlier start to the later end. Cues within one segment are
/// never merged: a file may repeat a line on purpose.
public struct HLSCueMerger {
    /// Every cue so far, in arrival order.
    public private(set) var cues: [Cue] = []
    /// The indices in ``cues`` of the previous segment's cues, including earlier cues it
    /// repeated (so a cue spanning three segments stays one).
    private var previousSegment: [Int] = []

    /// A merger that has seen no segment.
    public init() {}

    /// Adds the cues of the next segment, already on the source's timeline.
    public mutating func append(segment segmentCues: [Cue]) {
        var thisSegment: [Int] = []
        for cue in segmentCues {
            if let index = previousSegment.first(where: {
                !thisSegment.contains($0) && Self.isRepeat(cue, of: cues[$0])
            }) {
                cues[index].start = min(cues[index].start, cue.start)
                cues[index].end = max(cues[index].end, cue.end)
                thisSegment.append(index)
            } else {
                thisSegment.append(cues.count)
                cues.append(cue)
            }
        }
        previousSegment = thisSegment
    }

    /// Whether `cue` continues `earlier`: the same words and style, with no gap between them.
    private static func isRepeat(_ cue: Cue, of earlier: Cue) -> Bool {
        cue.text == earlier.text && cue.runs == earlier.runs && cue.speaker == earlier.speaker
            && cue.start <= earlier.end && earlier.start <= cue.end
    }
}
