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
