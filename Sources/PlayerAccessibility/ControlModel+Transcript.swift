import PlayerCore

/// The Transcript panel: every line of the displayed captions and of the spoken text
/// descriptions with its time, as W3C's media accessibility guide and Able Player offer an
/// interactive transcript; the line playing is selected (and followed as playback moves on), and
/// choosing a line seeks to its start.
extension ControlModel {
    /// One line of the transcript: a cue with text, and whether it is a text description's.
    struct TranscriptLine {
        /// The cue.
        var cue: Cue
        /// Whether it comes from the text description track rather than the captions.
        var isDescription: Bool
    }

    /// The lines of the transcript in order of start: the cues with text of the displayed
    /// caption track and of the text description track spoken (descriptions on), whichever are
    /// chosen; a description first when both start together, as the picture it describes is
    /// there before the words said over it. Empty when neither is chosen or has text.
    var transcriptLines: [TranscriptLine] {
        let descriptionIndex = state.descriptionTrack.flatMap { track in
            captionTimelines.firstIndex { $0.track == track }
        }
        let sources = [(descriptionIndex, true), (displayedTimelineIndex, false)]
        var lines: [TranscriptLine] = []
        for (index, isDescription) in sources {
            guard let index, isDescription || index != descriptionIndex else { continue }
            lines += captionTimelines[index].timeline.cues.lazy.filter { $0.text?.isEmpty == false }
                .map { TranscriptLine(cue: $0, isDescription: isDescription) }
        }
        // A stable sort keeps a description before a caption of the same start.
        return lines.enumerated().sorted {
            ($0.element.cue.start, $0.offset) < ($1.element.cue.start, $1.offset)
        }.map(\.element)
    }

    /// The index in ``transcriptLines`` of the line playing: the last to start at or before
    /// the position; nil before the first.
    public var currentTranscriptIndex: Int? {
        currentLine(among: transcriptLines)
    }

    /// The index of the line playing among `lines`.
    private func currentLine(among lines: [TranscriptLine]) -> Int? {
        lines.lastIndex { $0.cue.start <= state.position }
    }

    /// The Transcript panel's options: each line, its lines joined by spaces (a description's
    /// marked as one: "Description: …"), its start spoken as its value ("5 seconds").
    var transcriptOptions: [PanelOption] {
        let lines = transcriptLines
        let current = currentLine(among: lines)
        return lines.indices.map { index in
            let cue = lines[index].cue
            let text = (cue.text ?? "").split(whereSeparator: \.isNewline).joined(separator: " ")
            return PanelOption(
                label: lines[index].isDescription
                    ? language.string(.transcriptDescription, ["text": text]) : text,
                choice: timeTexts.table.spokenDuration(seconds: cue.start.wholeSeconds),
                isSelected: index == current, command: .seek(to: cue.start))
        }
    }
}
