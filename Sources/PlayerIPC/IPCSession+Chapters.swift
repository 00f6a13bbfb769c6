import PlayerCore
import PlayerEngine

extension IPCSession {
    /// mpv's `chapter-list` from the catalog's chapters (those Skip intro uses): `{title,
    /// time}` each, in order, a chapter without a title having only its time.
    var chapterList: JSONValue {
        .array(
            player.catalog.chapters.map { chapter in
                var members: [(String, JSONValue)] = []
                if let title = chapter.title { members.append(("title", .string(title))) }
                members.append(("time", Self.seconds(chapter.start)))
                return .object(members)
            })
    }
}

extension IPCSession {
    /// mpv's `chapter`: the index of the last chapter starting at or before the position, -1
    /// before the first; nil (unavailable) without chapters.
    var currentChapter: Int? {
        let chapters = player.catalog.chapters
        guard !chapters.isEmpty else { return nil }
        let position = currentPosition
        return (chapters.lastIndex { $0.start <= position }) ?? -1
    }

    /// Setting `chapter`: seeks to chapter `index`'s start (-1: the file's start), as mpv
    /// does; unavailable without chapters, refused for a chapter that does not exist.
    func seekToChapter(_ index: Int) -> IPCFailure? {
        let chapters = player.catalog.chapters
        guard !chapters.isEmpty else { return IPCFailure(.propertyUnavailable) }
        guard index < chapters.count else {
            return IPCFailure(.propertyFormat, reason: "no chapter \(index)")
        }
        noteSeekStart()
        let start = index < 0 ? MediaTime.zero : chapters[index].start
        return send(.seek(to: start))
    }
}
