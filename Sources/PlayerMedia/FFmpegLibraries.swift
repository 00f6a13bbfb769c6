internal import CFFmpegLoader
internal import PlayerCore

/// FFmpeg's libraries, opened with `dlopen` the first time media is read rather than linked.
enum FFmpegLibraries {
    /// Opens them (once per process, later calls only ask how that went), with FFmpeg's log
    /// going to our capture, never to the user's terminal; throws, naming `path`, when they
    /// cannot be opened.
    static func require(for path: String) throws(MediaError) {
        if let failure = cffmpeg_load_error() {
            throw .librariesUnavailable(path: path, detail: String(cString: failure))
        }
        _ = FFmpegLog.installed
    }
}
