internal import PlayerCaptions
internal import PlayerCore

/// A DASH MPD opened as a source: the manifest read by ``DASHManifest`` (FFmpeg's `dashdec` is
/// never used), and the reader every segment goes through, under the same ``InputPolicy`` as
/// an HLS playlist's entries (a local MPD reads local files in its folder only).
struct DASHPresentation {
    /// The MPD, read.
    let manifest: DASHManifest
    /// Reads segments under the source's policy.
    let reader: HLSResourceReader

    /// Whether `path` names an MPD (`.mpd`, before any URL query).
    static func isManifest(_ path: String) -> Bool {
        let name = path.split(separator: "?", maxSplits: 1).first ?? ""
        return name.lowercased().hasSuffix(".mpd")
    }

    /// Reads the MPD at `path`.
    ///
    /// - Throws: ``MediaError/notMediaFile(path:detail:)`` when it is not an MPD, or what
    ///   reading it threw.
    init(path: String, policy: InputPolicy) throws(MediaError) {
        reader = HLSResourceReader(sourcePath: path, policy: policy)
        let bytes = try reader.bytes(of: path, kind: .dashManifest)
        do {
            manifest = try DASHManifest(parsing: bytes, location: path)
        } catch {
            throw .notMediaFile(path: path, detail: error.description)
        }
    }
}
