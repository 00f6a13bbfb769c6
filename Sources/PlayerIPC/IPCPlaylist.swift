/// The files an IPC session plays, in order, as mpv's playlist: each entry keeps the id it
/// was given when added (mpv's `playlist_entry_id`), and one of them is current unless the
/// session idles.
struct IPCPlaylist {
    /// One file of the playlist.
    struct Entry {
        /// Its id, from 1, never reused.
        let id: Int64
        /// The path or URL as given.
        let path: String
        /// Caption files `sub-add` added to it, in order.
        var subtitleFiles: [String] = []
    }

    /// The files, in order.
    private(set) var entries: [Entry] = []
    /// The index of the entry playing; nil while idle.
    var current: Int?
    /// The id the next entry gets.
    private var nextID: Int64 = 1

    /// A playlist of `paths`, the first current (idle when empty).
    init(_ paths: [String]) {
        for path in paths { append(path) }
        current = entries.isEmpty ? nil : 0
    }

    /// Adds `path` at the end and returns its entry.
    @discardableResult
    mutating func append(_ path: String) -> Entry {
        let entry = Entry(id: nextID, path: path)
        nextID += 1
        entries.append(entry)
        return entry
    }

    /// Replaces every entry with `path` alone, current, and returns it.
    mutating func replace(with path: String) -> Entry {
        entries.removeAll()
        let entry = append(path)
        current = 0
        return entry
    }

    /// Empties the playlist (`stop`): nothing is current.
    mutating func clear() {
        entries.removeAll()
        current = nil
    }

    /// Moves entry `from` to stand before entry `before` (at the end when `before` is past
    /// it), the current entry staying current.
    mutating func move(_ from: Int, before: Int) {
        let playing = current.map { entries[$0].id }
        let entry = entries.remove(at: from)
        let target = before > from ? before - 1 : before
        entries.insert(entry, at: min(max(target, 0), entries.count))
        current = playing.flatMap { id in entries.firstIndex { $0.id == id } }
    }

    /// Removes entry `index`; the current one, if another, stays current; removing the
    /// current one leaves none current.
    mutating func remove(at index: Int) {
        let playing = current.map { entries[$0].id }
        entries.remove(at: index)
        current = playing.flatMap { id in entries.firstIndex { $0.id == id } }
    }

    /// Removes every entry but the current one (all of them when none is current).
    mutating func removeAllButCurrent() {
        guard let entry = currentEntry else {
            clear()
            return
        }
        entries = [entry]
        current = 0
    }

    /// Sets the caption files `sub-add` added to the entry playing.
    mutating func setSubtitleFiles(_ paths: [String]) {
        guard let current else { return }
        entries[current].subtitleFiles = paths
    }

    /// The entry playing, if any.
    var currentEntry: Entry? { current.map { entries[$0] } }

    /// The index `step` entries from the current one, if there is an entry there.
    func index(movedBy step: Int) -> Int? {
        guard let current else { return nil }
        let moved = current + step
        return entries.indices.contains(moved) ? moved : nil
    }
}
