import PlayerAccessibility
import PlayerCore

/// Moving between chapters, and telling when playback enters one: a `chapter` log line and
/// the chapter's name announced politely, as a screen reader reads a chapter marker without
/// cutting off what it is saying.
extension PlayerSession {
    /// Seeks as `move` asks (a script's `chapter next|previous|N`, a key, the Chapters
    /// rotor) and returns what came of it; refused, with the reason logged, when there is no
    /// such chapter.
    mutating func moveToChapter(_ move: ChapterMove) -> ScreenReaderResponse {
        guard let command = model.chapterCommand(move) else {
            reject(Self.missingChapterReason(move, count: model.chapters.count))
            return ScreenReaderResponse()
        }
        return send(command)
    }

    /// Logs the chapter playback went into, and announces its name (nothing before the
    /// first chapter).
    mutating func reportChapterEntered() {
        guard let current = model.currentChapterIndex else { return }
        let name = model.chapterName(at: current)
        batch.append(.chapterEntered(index: current, title: name))
        batch.append(.announcement(text: name, priority: .polite))
    }

    /// Why `move` found no chapter: "no next chapter", "no chapter 7 (3 chapters)".
    static func missingChapterReason(_ move: ChapterMove, count: Int) -> String {
        switch move {
        case .next: "no next chapter"
        case .previous: "no previous chapter"
        case .index(let index): "no chapter \(index + 1) (\(count) chapters)"
        }
    }
}
