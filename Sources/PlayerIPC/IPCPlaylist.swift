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

    /// Adds a caption file to the entry playing.
    mutating func addSubtitleFile(_ path: String) {
        guard let current else { return }
        entries[current].subtitleFiles.append(path)
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
