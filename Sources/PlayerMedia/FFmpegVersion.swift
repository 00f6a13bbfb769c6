internal import CFFmpeg

/// The FFmpeg library versions this build links, e.g. "libavformat 59.27.100".
public var linkedFFmpegVersion: String {
    let version = avformat_version()
    return "libavformat \(version >> 16).\(version >> 8 & 0xff).\(version & 0xff)"
}
