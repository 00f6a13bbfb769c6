import PlayerCore
import PlayerEngine

extension IPCSession {
    /// `sub-add <file> [select|auto|cached]`: the current file is opened again with `file`
    /// added as `--sub-file` adds one (the log starts a new session for it), at the same
    /// position with the same settings; `select` (the default) then shows the new track.
    /// A file that adds no caption track (it cannot be read, or holds none) is refused, and
    /// the current one plays on.
    func addSubtitleFile(_ arguments: IPCArguments) -> IPCOutcome {
        guard let path = arguments.text("url") else { return .failure(.invalidParameter, nil) }
        guard let opener, var entry = playlist.currentEntry else {
            return .failed(IPCFailure(.command, reason: "no file is playing"))
        }
        entry.subtitleFiles.append(path)
        let opened: Player
        do {
            opened = try opener(entry.path, entry.subtitleFiles)
        } catch {
            return .failed(IPCFailure(.command, reason: "\(path): \(error)"))
        }
        let known = Set(player.catalog.tracks.map(\.id))
        guard
            let added = opened.catalog.tracks.last(where: {
                $0.kind == .legible && !known.contains($0.id)
            })
        else {
            opened.close()
            return .failed(IPCFailure(.command, reason: "\(path) adds no caption track"))
        }
        let position = player.position
        let carried = PlaybackCarryOver(player.state)
        absorbPlayerEvents()
        closeCurrentPlayer()
        playlist.addSubtitleFile(path)
        opened.send(.seek(to: position))
        switchTo(opened, carrying: carried)
        if (arguments.text("flags") ?? "select") == "select" {
            opened.send(.selectCaptions(.track(added.id)))
        }
        return .success(.null)
    }
}
