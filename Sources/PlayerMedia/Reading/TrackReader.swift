internal import PlayerCaptions
internal import PlayerCore

/// The tracks of an opened source and the reading of them, the part every kind of source
/// shares by holding one: the demuxer inputs, where each track's packets or cues come from,
/// the warnings raised, and the state of ``select(_:)``, ``seek(to:)`` and ``nextCues()``.
///
/// Track ids are stable for a given file and options: the container's streams first, numbered
/// by stream index; then tracks found inside them that FFmpeg does not list (CEA-608 channels
/// in video, HLS renditions), in the order they are found; then sidecar caption files.
///
/// Not `Sendable`: it and its FFmpeg contexts belong to the thread of the source holding it.
final class TrackReader {
    /// The path or URL the source was opened from.
    let path: String
    /// How the source was opened.
    let options: MediaSourceOptions
    /// Breaks a blocking read from any thread.
    let interrupter: MediaInterrupter
    /// The programme's length as the source's kind measured it; nil when unknown or live.
    /// Cues still open when an input ends are closed there.
    var duration: MediaTime?
    /// Every video, audio and legible track, container streams first, then sidecars.
    var tracks: [TrackInfo] = []
    /// Problems that left the source usable.
    var warnings: [MediaWarning] = []
    /// The container first (when there is one), then one input per sidecar file.
    var inputs: [DemuxerInput] = []
    /// Where each track's packets or cues come from.
    var routes: [TrackID: TrackRoute] = [:]
    /// Whether ``close()`` has been called.
    private(set) var isClosed = false
    /// The reading state of ``select(_:)``, ``seek(to:)`` and ``nextCues()``.
    var state = ReaderState()

    /// A reader of no track yet, for the source opened from `path`.
    init(path: String, options: MediaSourceOptions, interrupter: MediaInterrupter) {
        self.path = path
        self.options = options
        self.interrupter = interrupter
    }

    /// Frees every FFmpeg context; later reads throw ``MediaError/closed(path:)``. Safe to call
    /// more than once.
    func close() {
        isClosed = true
        state = ReaderState()
        for input in inputs {
            input.close()
        }
    }

    deinit {
        close()
    }
}
