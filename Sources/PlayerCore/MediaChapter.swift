/// A named span of the program, as the container's chapter list states it (Matroska
/// `Chapters`, MP4 chapter tracks): "Intro" from 0:05 to 0:30, say.
public struct MediaChapter: Hashable, Sendable {
    /// Where the chapter starts, on the source's timeline (its start time subtracted).
    public var start: MediaTime
    /// Where it ends; never before ``start``.
    public var end: MediaTime
    /// Its title ("Intro", "Credits"), if the container gives one.
    public var title: String?

    /// A chapter over `start..<end`, titled `title`.
    public init(start: MediaTime, end: MediaTime, title: String? = nil) {
        self.start = start
        self.end = max(start, end)
        self.title = title
    }

    /// The media times it covers.
    public var span: Range<MediaTime> { start..<end }
}
