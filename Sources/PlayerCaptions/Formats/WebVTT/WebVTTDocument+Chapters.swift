public import PlayerCore

extension WebVTTDocument {
    /// The file's cues read as chapters, for a WebVTT file of chapter titles (an HTML `<track
    /// kind="chapters">`, a `film.chapters.vtt` beside the media): each cue's text is its
    /// chapter's title and its times the chapter's span, in order of start.
    ///
    /// The WebVTT specification's "chapter title text" is plain text: a title of several lines
    /// is joined with spaces, and a cue without text makes a chapter without a title. Chapters
    /// nested inside others (which the specification allows) are kept, each in its own place
    /// by start, as a list of chapters to move through cannot nest.
    public var chapters: [MediaChapter] {
        cues.map { cue in
            let title = cue.text.caption.text.split(whereSeparator: \.isNewline)
                .joined(separator: " ")
            return MediaChapter(start: cue.start, end: cue.end, title: title.isEmpty ? nil : title)
        }.sorted { $0.start < $1.start }
    }
}
