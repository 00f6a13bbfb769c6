internal import PlayerCaptions
internal import PlayerCore

extension InputPolicy {
    /// What the main input of a source may open: a local source the files in its folder (when
    /// the options allow playlist entries beside it), a URL anything its protocols reach.
    static func mainInput(
        path: String, options: MediaSourceOptions, interrupter: MediaInterrupter
    ) -> InputPolicy {
        let isURL = path.contains("://")
        return InputPolicy(
            mainURL: path,
            permittedDirectory: !isURL && options.allowsPlaylistEntriesBesideIt
                ? LocalFile.canonicalPath(LocalFile.absoluteDirectory(of: path)) : nil,
            permitsAnyReference: isURL,
            protocolWhitelist: (isURL ? options.allowedURLProtocols : options.allowedProtocols)
                .joined(separator: ","),
            interrupter: interrupter, openTimeLimit: options.openTimeLimit)
    }

    /// How long a read of a live playlist on disk waits for segments it does not have before
    /// what is there counts as all there is (FFmpeg would reload it until a writer appends).
    static let liveEdgeWait = Duration.seconds(1)
}
