import Foundation

extension PlayOptions {
    /// The files a `--playlist` file lists: one path or URL a line, blank lines and `#`
    /// lines (M3U's tags) skipped, relative paths read from the playlist's folder; none
    /// without `--playlist`. An unreadable playlist is a usage error naming it.
    static func playlistEntries(_ path: String?) throws(UsageError) -> [String] {
        guard let path else { return [] }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw UsageError("cannot read the playlist \(path)")
        }
        let folder = (path as NSString).deletingLastPathComponent
        let entries = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
            .map { entry in
                entry.hasPrefix("/") || entry.contains("://") || folder.isEmpty
                    ? entry : (folder as NSString).appendingPathComponent(entry)
            }
        guard !entries.isEmpty else { throw UsageError("the playlist \(path) lists no file") }
        return entries
    }
}
