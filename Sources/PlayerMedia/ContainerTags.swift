internal import CFFmpeg
public import Foundation
public import PlayerCore

/// The metadata tags a local media file's container states (`title`, `DATE`, `ENCODER` …),
/// as FFmpeg's demuxer reads them, for mpv's `metadata` property.
public enum ContainerTags {
    /// Every container-level tag of the file at `path`, in the order the demuxer lists them,
    /// keys as the file spells them; empty for a file FFmpeg cannot open or a URL (which is
    /// not opened again for its tags). Only the file itself is read: FFmpeg may open no other
    /// file or protocol for it (a playlist's segments).
    public static func read(path: String) -> [(key: String, value: String)] {
        guard FileManager.default.fileExists(atPath: path),
            (try? FFmpegLibraries.require(for: path)) != nil
        else { return [] }
        var context: UnsafeMutablePointer<AVFormatContext>?
        // The file alone: a playlist's demuxer is not let out to the network or other files.
        var options: OpaquePointer?
        av_dict_set(&options, "protocol_whitelist", "file", 0)
        defer { av_dict_free(&options) }
        guard avformat_open_input(&context, path, nil, &options) >= 0, let opened = context else {
            return []
        }
        defer { avformat_close_input(&context) }
        var tags: [(key: String, value: String)] = []
        var entry: UnsafeMutablePointer<AVDictionaryEntry>?
        while let next = av_dict_get(opened.pointee.metadata, "", entry, AV_DICT_IGNORE_SUFFIX) {
            entry = next
            guard let key = next.pointee.key, let value = next.pointee.value else { continue }
            tags.append((String(cString: key), String(cString: value)))
        }
        return tags
    }
}
