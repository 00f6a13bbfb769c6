import PlayerCore
import PlayerEngine

extension IPCSession {
    /// `loadfile <file> [replace|append|append-play]` as mpv runs it: replace plays the file
    /// now in place of the playlist, append adds it, append-play adds it and plays it when
    /// the session idles. The reply's data is the new entry's `playlist_entry_id`.
    func loadFile(_ arguments: IPCArguments) -> IPCOutcome {
        guard let path = arguments.text("url") else { return .failure(.invalidParameter, nil) }
        guard opener != nil else {
            return .failed(IPCFailure(.command, reason: "this session plays one file"))
        }
        let entry: IPCPlaylist.Entry
        switch arguments.text("flags") ?? "replace" {
        case "append":
            entry = playlist.append(path)
        case "append-play":
            entry = playlist.append(path)
            if isIdle, let failure = play(at: playlist.entries.count - 1) {
                return .failed(failure)
            }
        default:
            let before = playlist
            entry = playlist.replace(with: path)
            playlist.current = nil
            if let failure = play(at: 0, endingWith: "stop", after: before) {
                return .failed(failure)
            }
        }
        return .success(.object([("playlist_entry_id", .integer(entry.id))]))
    }

    /// `playlist-next` / `playlist-prev`: plays the entry `step` away from the current one;
    /// refused at either end of the playlist, as mpv refuses it.
    func movePlaylist(by step: Int) -> IPCOutcome {
        guard let index = playlist.index(movedBy: step) else {
            return .failed(IPCFailure(.command, reason: "no playlist entry there"))
        }
        if let failure = play(at: index, endingWith: "stop", after: playlist) {
            return .failed(failure)
        }
        return .success(.null)
    }

    /// Setting `playlist-pos`: plays entry `index` (from 0); nil when it plays, else why not.
    func playEntry(_ index: Int) -> IPCFailure? {
        guard playlist.entries.indices.contains(index) else {
            return IPCFailure(.propertyError, reason: "no playlist entry \(index)")
        }
        guard index != playlist.current else { return nil }
        return play(at: index, endingWith: "stop", after: playlist).map {
            IPCFailure(.propertyError, reason: $0.reason)
        }
    }

    /// At the end of a file: plays the playlist's next entry, if there is one (its `end-file`
    /// was sent with reason `eof`), on as the last one played.
    func playNextAfterEnd() {
        guard opener != nil, let next = playlist.index(movedBy: 1) else { return }
        play(at: next, endingWith: nil, playing: true)
    }

    /// `stop`: the file stops, the playlist empties, and the session idles until a
    /// `loadfile` or `quit` (`idle-active` true); the player stays open, paused, so that
    /// session time goes on with the next file.
    func stopPlaylist() -> IPCOutcome {
        idle { $0.clear() }
        return .success(.null)
    }

    /// Stops the file playing, if any, changes the playlist with `change` (which leaves no
    /// entry current), and idles, as mpv's `stop` does: the player stays open, paused.
    private func idle(changing change: (inout IPCPlaylist) -> Void) {
        guard let entry = playlist.currentEntry else {
            change(&playlist)
            return
        }
        absorbPlayerEvents()
        playsAfterIdle = player.state.playback == .playing || player.state.playback == .ended
        player.send(.pause)
        playerOutputs.removeAll()
        isSeeking = false
        change(&playlist)
        emit(endFile(reason: "stop", entry: entry.id))
        emit(.object([("event", "idle")]))
    }

    /// `playlist-move <index1> <index2>`: moves entry index1 before entry index2 (to the end
    /// when index2 is past the last); refused when index1 is not an entry, as mpv refuses it.
    func movePlaylistEntry(_ from: Int64, before: Int64) -> IPCOutcome {
        guard playlist.entries.indices.contains(Int(from)) else {
            return .failed(IPCFailure(.command, reason: "no playlist entry \(from)"))
        }
        let target =
            playlist.entries.indices.contains(Int(before)) ? Int(before) : playlist.entries.count
        playlist.move(Int(from), before: target)
        return .success(.null)
    }

    /// `playlist-remove <index|current>`: removes the entry; removing the one playing plays
    /// the entry after it, or idles when it was the last, as mpv does. Refused for an index
    /// that is not an entry.
    func removePlaylistEntry(_ given: Int64) -> IPCOutcome {
        let index = given == -1 ? playlist.current : Int(given)
        guard let index, playlist.entries.indices.contains(index) else {
            return .failed(IPCFailure(.command, reason: "no playlist entry \(given)"))
        }
        guard index == playlist.current else {
            playlist.remove(at: index)
            return .success(.null)
        }
        if index + 1 < playlist.entries.count {
            let before = playlist
            playlist.remove(at: index)
            if let failure = play(at: index, endingWith: "stop", after: before) {
                return .failed(failure)
            }
        } else {
            idle { $0.remove(at: index) }
        }
        return .success(.null)
    }

    /// `playlist-clear`: removes every entry but the one playing.
    func clearPlaylist() -> IPCOutcome {
        playlist.removeAllButCurrent()
        return .success(.null)
    }

    /// Plays entry `index` next on the player, telling clients the previous file ended with
    /// `reason` unless that was said (`before` is the playlist that file was current in); it
    /// plays when `playing`, by default as the last file did (after `stop`, as it did before
    /// it). Nil when it plays, else why not (the session then idles).
    @discardableResult
    private func play(
        at index: Int, endingWith reason: String? = "stop", after before: IPCPlaylist? = nil,
        playing: Bool? = nil
    ) -> IPCFailure? {
        guard let opener else { return IPCFailure(.command, reason: "this session plays one file") }
        let entry = playlist.entries[index]
        let wasIdle = (before ?? playlist).currentEntry == nil
        absorbPlayerEvents()
        if let ending = (before ?? playlist).currentEntry, let reason {
            emit(endFile(reason: reason, entry: ending.id))
        }
        do {
            try player.replaceSource(
                with: opener(entry.path, entry.subtitleFiles),
                playing: playing ?? (wasIdle ? playsAfterIdle : nil))
        } catch {
            if !wasIdle { playsAfterIdle = player.state.playback == .playing }
            player.send(.pause)
            playerOutputs.removeAll()
            isSeeking = false
            playlist.current = nil
            emit(endFile(reason: "error", entry: entry.id))
            emit(.object([("event", "idle")]))
            return IPCFailure(.command, reason: "\(entry.path): \(error)")
        }
        playlist.current = index
        isSeeking = false
        settings.loopsDone = 0
        emit(.object([("event", "start-file"), ("playlist_entry_id", .integer(entry.id))]))
        emit(.object([("event", "file-loaded")]))
        absorbPlayerEvents()
        return nil
    }

    /// The `playlist` property: `{filename, current, playing, id}` for each entry.
    var playlistValue: JSONValue {
        .array(
            playlist.entries.enumerated().map { index, entry in
                var members: [(String, JSONValue)] = [("filename", .string(entry.path))]
                if index == playlist.current {
                    members += [("current", .bool(true)), ("playing", .bool(true))]
                }
                members.append(("id", .integer(entry.id)))
                return .object(members)
            })
    }
}
