import Foundation
import MediaTestSupport

/// The corpus's HLS stream with German WebVTT subtitles (`shaka-hls-text-de`) made live: its
/// segments copied into a temporary folder beside media playlists without `EXT-X-ENDLIST` or
/// a playlist type, which RFC 8216 makes a live stream that the player reloads.
struct LiveCorpusPlaylist {
    let directory: URL
    var masterPath: String { directory.appendingPathComponent("index.m3u8").path }

    init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("live-corpus-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for name in ["index.m3u8", "av.m3u8", "text.m3u8", "0.ts", "1.ts", "subtitle.vtt"] {
            let source = Corpus.root.appendingPathComponent("shaka-hls-text-de/\(name)")
            let target = directory.appendingPathComponent(name)
            guard name.hasSuffix(".m3u8"), name != "index.m3u8" else {
                try FileManager.default.copyItem(at: source, to: target)
                continue
            }
            let lines = try String(contentsOf: source, encoding: .utf8).split(separator: "\n")
            let live = lines.filter {
                !$0.hasPrefix("#EXT-X-ENDLIST") && !$0.hasPrefix("#EXT-X-PLAYLIST-TYPE")
            }
            try (live.joined(separator: "\n") + "\n").write(
                to: target, atomically: true, encoding: .utf8)
        }
    }

    func remove() {
        try? FileManager.default.removeItem(at: directory)
    }
}
