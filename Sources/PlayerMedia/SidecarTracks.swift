internal import PlayerCaptions
internal import PlayerCore

/// The caption files added to a source as tracks: those found beside the media and those the
/// options name.
enum SidecarTracks {
    /// Adds to `reading` the sidecars found beside its media and the files its options name as
    /// tracks; one
    /// that cannot be read becomes a warning.
    ///
    /// A sidecar found beside the media is held to the rule a playlist on disk is held to
    /// (``LocalFile/isInside(_:directory:)``): a link that leads out of the media's folder is
    /// not followed. A file the options name is read wherever it is.
    static func add(to reading: TrackReader) {
        var files: [SidecarFile] = []
        if reading.options.discoverSidecars && !reading.path.contains("://") {
            do {
                files = try SidecarFile.sidecars(ofMediaAt: reading.path)
            } catch {
                reading.warnings.append(
                    MediaWarning(
                        message: "\(reading.path): could not look for caption files beside it"))
            }
        }
        let folder = LocalFile.canonicalPath(LocalFile.absoluteDirectory(of: reading.path))
        let discovered = files.count
        files += reading.options.extraSubtitlePaths.map(SidecarFile.init(explicitPath:))
        // A file beside the media that a track already reads (an MPD's WebVTT) is that track.
        let alreadyRead = Set(
            reading.tracks.compactMap { $0.sourcePath.flatMap(LocalFile.canonicalPath) })
        for (index, file) in files.enumerated() {
            if index < discovered,
                LocalFile.canonicalPath(file.path).map(alreadyRead.contains) ?? false
            {
                continue
            }
            if index < discovered,
                !(folder.map { LocalFile.isInside(file.path, directory: $0) } ?? false)
            {
                let refusal = MediaError.refusedSidecar(path: reading.path, sidecar: file.path)
                reading.warnings.append(MediaWarning(message: refusal.description))
                continue
            }
            do {
                switch try CaptionFileInput.open(
                    file.path, format: file.format, options: reading.options,
                    interrupter: reading.interrupter)
                {
                case .parsed(let parsed):
                    reading.addParsedTrack(parsed, sourcePath: file.path, sidecar: file)
                case .demuxer(let input, let opened):
                    reading.addTracks(of: input, sourcePath: file.path, sidecar: file)
                    reading.warnings += opened
                }
            } catch {
                reading.warnings.append(MediaWarning(message: error.description))
            }
        }
    }
}
