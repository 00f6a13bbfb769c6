internal import CFFmpeg
internal import PlayerCaptions

/// FFmpeg's own words for an error code, from `av_strerror` ("Invalid data found when
/// processing input").
func ffmpegErrorText(_ code: Int32) -> String {
    let size = Int(cffmpeg_error_max_string_size())
    var buffer = [CChar](repeating: 0, count: size)
    if av_strerror(code, &buffer, size) < 0 {
        return "error \(code)"
    }
    return String(nulTerminated: buffer)
}

/// Keeps FFmpeg quiet on stderr while remembering its last error-level line on each thread.
enum FFmpegLog {
    /// Installs the capturing log callback once per process.
    static let installed: Void = {
        cffmpeg_capture_logging()
    }()

    /// Forgets the previous message, before an operation whose messages matter.
    static func reset() {
        _ = installed
        cffmpeg_reset_last_error()
    }

    /// The last error-level message logged on this thread since ``reset()``, if any.
    static var lastError: String? {
        let message = String(cString: cffmpeg_last_error())
        return message.isEmpty ? nil : message
    }
}
