import PlayerCore

/// The Transcript panel: every line of the displayed captions with its time, as W3C's media
/// accessibility guide and Able Player offer an interactive transcript; the line playing is
/// selected (and followed as playback moves on), and choosing a line seeks to its start.
extension ControlModel {
    /// The cues of the displayed caption track that have text, in order; empty when captions
    /// are off or none has text.
    var transcriptCues: [Cue] {
        guard let index = displayedTimelineIndex else { return [] }
        return captionTimelines[index].timeline.cues.filter { $0.text?.isEmpty == false }
    }

    /// The index in ``transcriptCues`` of the line playing: the last to start at or before
    /// the position; nil before the first.
    public var currentTranscriptIndex: Int? {
        transcriptCues.lastIndex { $0.start <= state.position }
    }

    /// The Transcript panel's options: each line, its lines joined by spaces, its start
    /// spoken as its value ("5 seconds").
    var transcriptOptions: [PanelOption] {
        let cues = transcriptCues
        let current = currentTranscriptIndex
        return cues.indices.map { index in
            let cue = cues[index]
            return PanelOption(
                label: (cue.text ?? "").split(whereSeparator: \.isNewline).joined(separator: " "),
                choice: timeTexts.table.spokenDuration(seconds: cue.start.wholeSeconds),
                isSelected: index == current, command: .seek(to: cue.start))
        }
    }
}
