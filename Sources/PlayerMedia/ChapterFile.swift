internal import PlayerCaptions
internal import PlayerCore

/// The chapters a WebVTT chapter file beside a media file gives it.
enum ChapterFile {
    /// The chapters of the media at `path`: `containerChapters` when there are any, else those
    /// of a WebVTT chapter file beside it (``SidecarFile/chapterFiles(ofMediaAt:)``:
    /// `film.chapters.vtt`, `film.en.chapters.vtt`), with warnings saying what could not be
    /// used. Read once, as the source opens.
    ///
    /// The container's own chapters win over a chapter file: they were made with the media and
    /// follow its timeline, where a file beside it may belong to another cut; a file left
    /// unread for that reason is named in a warning. Of several chapter files, the one whose
    /// name gives no language is read, else the first by name. A chapter file is held to the
    /// rule every sidecar found beside the media is held to: a link leading out of the media's
    /// folder is not followed. A timing line the file gets wrong loses that chapter only, and
    /// the warning names its line.
    static func chapters(
        ofMediaAt path: String, containerChapters: [MediaChapter], options: MediaSourceOptions
    ) -> (chapters: [MediaChapter], warnings: [MediaWarning]) {
        guard options.discoverSidecars, !path.contains("://") else {
            return (containerChapters, [])
        }
        let files: [SidecarFile]
        do {
            files = try SidecarFile.chapterFiles(ofMediaAt: path)
        } catch {
            return (
                containerChapters,
                [MediaWarning(message: "\(path): could not look for chapter files beside it")]
            )
        }
        guard let file = files.first(where: { $0.language == nil }) ?? files.first else {
            return (containerChapters, [])
        }
        guard containerChapters.isEmpty else {
            let unread = "\(file.path): not read: \(path) has chapters of its own, which win"
            return (containerChapters, [MediaWarning(message: unread)])
        }
        let folder = LocalFile.canonicalPath(LocalFile.absoluteDirectory(of: path))
        guard folder.map({ LocalFile.isInside(file.path, directory: $0) }) ?? false else {
            let refusal = MediaError.refusedSidecar(path: path, sidecar: file.path)
            return ([], [MediaWarning(message: refusal.description)])
        }
        let document: WebVTTDocument
        do {
            document = WebVTTDocument(
                parsingFileBytes: try LocalFile.bytes(at: file.path, kind: .caption))
        } catch {
            return ([], [MediaWarning(message: error.description)])
        }
        guard document.isValid else {
            let invalid = "\(file.path): no chapters read: a WebVTT file starts with WEBVTT"
            return ([], [MediaWarning(message: invalid)])
        }
        let skipped = document.malformedTimingLines.map { skipped in
            MediaWarning(message: "\(file.path): \(skipped), so that chapter is left out")
        }
        return (document.chapters, skipped)
    }
}
