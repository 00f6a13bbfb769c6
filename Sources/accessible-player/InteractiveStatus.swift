import Foundation
import PlayerCore
import PlayerEngine
import PlayerSession

/// What the interactive status line says, from the latest events: the position, playing or
/// paused, muted, slow motion, locked, the caption track and the captions on screen, and
/// what the screen reader last said on focus.
struct InteractiveStatus {
    var position = MediaTime.zero
    var duration: MediaTime?
    var report: StateReport?
    var focus: String?
    /// The captions on screen, oldest first, each on one line.
    var captions: [String] = []

    /// Takes what `event` changes.
    mutating func update(with event: LoggedEvent) {
        position = event.position
        switch event.event {
        case .stateChanged(let report): self.report = report
        case .focusMoved(_, let utterance): focus = utterance
        case .cueShown(_, _, let cue): captions.append(Self.oneLine(cue.spokenText))
        case .cueHidden(_, _, let cue):
            if let index = captions.firstIndex(of: Self.oneLine(cue.spokenText)) {
                captions.remove(at: index)
            }
        default: break
        }
    }

    /// The status line, uncut, its text from files escaped.
    var text: String {
        var parts = [position.description + (duration.map { " / \($0)" } ?? "")]
        if let state = report?.state {
            parts.append(state.playback.rawValue)
            if state.isEffectivelyMuted { parts.append("muted") }
            if state.isSlowMotion { parts.append("slow motion") }
            if state.isLocked { parts.append("locked") }
            parts.append(
                "captions " + (report?.captionTrackName.map(Self.oneLine) ?? "off")
                    + (captions.isEmpty ? "" : ": " + captions.joined(separator: " / ")))
        }
        if let focus { parts.append("focus: " + Self.oneLine(focus)) }
        return parts.joined(separator: " | ")
    }

    /// `text` escaped on one line: its lines joined with " / ", tabs as spaces.
    private static func oneLine(_ text: String) -> String {
        TerminalText.escaped(
            text.split(whereSeparator: \.isNewline).joined(separator: " / ")
                .replacingOccurrences(of: "\t", with: " "), keepingLineBreaks: false)
    }
}
