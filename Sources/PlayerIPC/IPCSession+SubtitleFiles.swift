import PlayerCore
import PlayerEngine

extension IPCSession {
    /// `sub-add <file> [select|auto|cached]`: the current file is played again on the same
    /// session with `file` added as `--sub-file` adds one (the log starts the file's
    /// `session` line again), at the same position with the same settings; `select` (the
    /// default) then shows the new track. The caption file belongs to its playlist entry. A
    /// file that adds no caption track (it cannot be read, or holds none) is refused, and the
    /// current one plays on.
    func addSubtitleFile(_ arguments: IPCArguments) -> IPCOutcome {
        guard let path = arguments.text("url") else { return .failure(.invalidParameter, nil) }
        guard let opener, var entry = playlist.currentEntry else {
            return .failed(IPCFailure(.command, reason: "no file is playing"))
        }
        entry.subtitleFiles.append(path)
        let source: any PlayerSource
        let added: TrackInfo
        do {
            source = try opener(entry.path, entry.subtitleFiles)
            let reader = try source.openReader()
            defer { reader.close() }
            let known = Set(player.catalog.tracks.map(\.id))
            guard
                let track = reader.catalog.tracks.last(where: {
                    $0.kind == .legible && !known.contains($0.id)
                })
            else {
                return .failed(IPCFailure(.command, reason: "\(path) adds no caption track"))
            }
            added = track
        } catch {
            return .failed(IPCFailure(.command, reason: "\(path): \(error)"))
        }
        let position = player.position
        absorbPlayerEvents()
        do {
            try player.replaceSource(with: source)
        } catch {
            return .failed(IPCFailure(.command, reason: "\(path): \(error)"))
        }
        isSeeking = false
        playlist.addSubtitleFile(path)
        player.send(.seek(to: position))
        absorbPlayerEvents(reportingSeeks: false)
        if (arguments.text("flags") ?? "select") == "select" {
            player.send(.selectCaptions(.track(added.id)))
        }
        return .success(.null)
    }
}
