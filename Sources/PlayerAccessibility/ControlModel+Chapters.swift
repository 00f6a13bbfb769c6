import PlayerCore

/// A move between the source's chapters, as a script (`chapter next|previous|N`), a key or
/// the Chapters rotor asks for it.
public enum ChapterMove: Hashable, Sendable {
    /// The start of the chapter after the one playing.
    case next
    /// The start of the chapter playing, or of the one before when playback is within
    /// ``ControlModel/chapterBackThreshold`` of its start (mpv's `chapter-seek-threshold`).
    case previous
    /// The start of the chapter at this index, from 0.
    case index(Int)
}

/// The source's chapters (the container's, or a WebVTT chapters file's) as the controls use
/// them: the one playing, and the seeks that move between them.
extension ControlModel {
    /// How close to a chapter's start a move to the previous chapter goes to the one before
    /// rather than back to this one's start: mpv's `chapter-seek-threshold` default, 5 s.
    public static let chapterBackThreshold = MediaTime.seconds(5)

    /// The chapters, in order of start; empty when the source has none.
    public var chapters: [MediaChapter] { layout.chapters }

    /// The index of the chapter playing (the last to start at or before the position); nil
    /// before the first or without chapters.
    public var currentChapterIndex: Int? {
        layout.chapterIndex(at: state.position)
    }

    /// The seek `move` asks for; nil when there is no such chapter.
    public func chapterCommand(_ move: ChapterMove) -> PlayerCommand? {
        let current = currentChapterIndex
        let target: Int
        switch move {
        case .next:
            target = current.map { $0 + 1 } ?? 0
        case .previous:
            guard let current else { return nil }
            let sinceStart = state.position - chapters[current].start
            target = sinceStart < Self.chapterBackThreshold ? current - 1 : current
        case .index(let index):
            target = index
        }
        guard chapters.indices.contains(target) else { return nil }
        return .seek(to: chapters[target].start)
    }

    /// The name a chapter is spoken by: its title, or "Chapter N" when it has none.
    public func chapterName(at index: Int) -> String {
        chapters[index].title ?? language.string(.chapterNumber, ["number": String(index + 1)])
    }
}

extension ControlModel {
    /// The Chapters panel's options: each chapter by name, the one playing selected,
    /// choosing one seeks to its start.
    var chapterOptions: [PanelOption] {
        let current = currentChapterIndex
        return chapters.indices.map { index in
            PanelOption(
                label: chapterName(at: index), isSelected: index == current,
                command: .seek(to: chapters[index].start))
        }
    }

    /// Rebuilds the open Chapters or Transcript panel when playback moved into another
    /// chapter or caption line, so that the one playing stays the selected one.
    mutating func followPlaybackInPanel() {
        guard let panel = state.openPanel, !state.isLocked else { return }
        let current: Int?
        switch panel {
        case .chapters: current = currentChapterIndex
        case .transcript: current = currentTranscriptIndex
        default: return
        }
        let selected = panelElements.firstIndex { $0.traits.contains(.selected) }
        // The header comes first: option N is element N + 1.
        guard selected.map({ $0 - 1 }) != current else { return }
        rebuildPanel()
    }
}

extension SkinLayout {
    /// The index of the chapter playing at `position` (the last to start at or before it);
    /// nil before the first or without chapters.
    func chapterIndex(at position: MediaTime) -> Int? {
        chapters.lastIndex { $0.start <= position }
    }
}
