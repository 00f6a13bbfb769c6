/// Packets of a caption track that its decoder could not read: they were skipped, and the
/// cues of the packets around them were read, as a player goes on playing past them.
///
/// ``description`` is the sentence to show: "film.mkv: 2 damaged packets skipped, the first
/// at 00:00:04.310 (Invalid data found when processing input); 9 cues read", or for one
/// packet "film.mkv: 1 damaged packet skipped at 00:00:04.310 (…); 9 cues read".
public struct SkippedPackets: Hashable, Sendable, CustomStringConvertible {
    /// The file concerned.
    public var path: String
    /// How many packets were skipped.
    public var count: Int
    /// The media time of the first one; nil when it had no time.
    public var firstAt: MediaTime?
    /// FFmpeg's or the reader's word for what was wrong with the first one.
    public var detail: String
    /// How many cues were read from the other packets.
    public var cuesRead: Int

    /// `count` packets of `path` skipped, the first at `firstAt` for `detail`, with
    /// `cuesRead` cues read.
    public init(path: String, count: Int, firstAt: MediaTime?, detail: String, cuesRead: Int) {
        self.path = path
        self.count = count
        self.firstAt = firstAt
        self.detail = detail
        self.cuesRead = cuesRead
    }

    /// The sentence shown to the user: the file, how many packets, where the first was and
    /// why, the cues read.
    public var description: String {
        let packets = count == 1 ? "1 damaged packet skipped" : "\(count) damaged packets skipped"
        let place = firstAt.map { count == 1 ? " at \($0)" : ", the first at \($0)" } ?? ""
        let cues = cuesRead == 1 ? "1 cue read" : "\(cuesRead) cues read"
        return "\(path): \(packets)\(place) (\(detail)); \(cues)"
    }

    /// The error a caller that wants every cue or none reports.
    public var error: MediaError {
        .truncatedOrCorrupt(path: path, detail: String(description.dropFirst(path.count + 2)))
    }
}
