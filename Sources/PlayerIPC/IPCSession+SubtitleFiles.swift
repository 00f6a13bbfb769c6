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
        if let failure = replaceSource(with: source, subtitleFiles: entry.subtitleFiles) {
            return .failed(failure)
        }
        if (arguments.text("flags") ?? "select") == "select" {
            player.send(.selectCaptions(.track(added.id)))
        }
        return .success(.null)
    }

    /// Plays `source`, the current entry with `subtitleFiles`, in place of the current one,
    /// at the same position with the same settings; nil when it plays, else why not.
    private func replaceSource(with source: any PlayerSource, subtitleFiles: [String])
        -> IPCFailure?
    {
        let position = player.position
        absorbPlayerEvents()
        do {
            try player.replaceSource(with: source)
        } catch {
            return IPCFailure(.command, reason: "\(error)")
        }
        isSeeking = false
        playlist.setSubtitleFiles(subtitleFiles)
        player.send(.seek(to: position))
        absorbPlayerEvents(reportingSeeks: false)
        return nil
    }

    /// The caption file of mpv's subtitle track `number` (the chosen track without one),
    /// with its place among the files `sub-add` added (nil for one found beside the media);
    /// nil when that track is not from a caption file.
    private func externalFile(numbered number: Int64?) -> (path: String, index: Int?)? {
        let tracks = player.state.captionTracks
        let track: TrackInfo?
        if let number {
            track = number >= 1 && number <= tracks.count ? tracks[Int(number) - 1] : nil
        } else if case .track(let id) = player.state.captions {
            track = tracks.first { $0.id == id }
        } else {
            track = nil
        }
        guard let track, track.flags.contains(.external), let path = track.sourcePath else {
            return nil
        }
        return (path, playlist.currentEntry?.subtitleFiles.firstIndex(of: path))
    }

    /// `sub-reload [<id>]`: reads a caption file's track again (the chosen track when no id
    /// is given), keeping it chosen; refused for a track inside the media, as mpv refuses
    /// one that is not external.
    func reloadSubtitleFile(_ number: Int64?) -> IPCOutcome {
        guard let opener, let entry = playlist.currentEntry,
            let file = externalFile(numbered: number)
        else {
            return .failed(IPCFailure(.command, reason: "not a track of a caption file"))
        }
        let chosen = player.state.captions
        do {
            let source = try opener(entry.path, entry.subtitleFiles)
            if let failure = replaceSource(with: source, subtitleFiles: entry.subtitleFiles) {
                return .failed(failure)
            }
        } catch {
            return .failed(IPCFailure(.command, reason: "\(file.path): \(error)"))
        }
        player.send(.selectCaptions(chosen))
        return .success(.null)
    }

    /// `sub-remove [<id>]`: removes the track of a caption file `sub-add` added (the chosen
    /// track when no id is given); refused for a track inside the media and for a file found
    /// beside it (found again whenever the media is opened).
    func removeSubtitleFile(_ number: Int64?) -> IPCOutcome {
        guard let opener, let entry = playlist.currentEntry,
            let file = externalFile(numbered: number)
        else {
            return .failed(IPCFailure(.command, reason: "not a track of a caption file"))
        }
        guard let index = file.index else {
            return .failed(
                IPCFailure(
                    .command,
                    reason: "\(file.path) was found beside the media and is found again"))
        }
        var files = entry.subtitleFiles
        files.remove(at: index)
        do {
            let source = try opener(entry.path, files)
            if let failure = replaceSource(with: source, subtitleFiles: files) {
                return .failed(failure)
            }
        } catch {
            return .failed(IPCFailure(.command, reason: "\(entry.path): \(error)"))
        }
        return .success(.null)
    }
}
