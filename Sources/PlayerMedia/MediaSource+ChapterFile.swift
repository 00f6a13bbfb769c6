public import PlayerCaptions
public import PlayerCore

extension MediaSource {
    /// Gives `catalog` the chapters of a WebVTT chapter file beside the media
    /// (``SidecarFile/chapterFiles(ofMediaAt:)``: `film.chapters.vtt`, `film.en.chapters.vtt`)
    /// when the container has none, and says in its warnings what could not be used.
    ///
    /// The container's own chapters win over a chapter file: they were made with the media and
    /// follow its timeline, where a file beside it may belong to another cut; a file left
    /// unread for that reason is named in a warning. Of several chapter files, the one whose
    /// name gives no language is read, else the first by name. A chapter file is held to the
    /// rule every sidecar found beside the media is held to: a link leading out of the media's
    /// folder is not followed. A timing line the file gets wrong loses that chapter only, and
    /// the warning names its line.
    public func addChapterFile(to catalog: inout MediaCatalog) {
        guard options.discoverSidecars, !path.contains("://"), !isCaptionFile else { return }
        let files: [SidecarFile]
        do {
            files = try SidecarFile.chapterFiles(ofMediaAt: path)
        } catch {
            catalog.warnings.append(
                MediaWarning(message: "\(path): could not look for chapter files beside it"))
            return
        }
        guard let file = files.first(where: { $0.language == nil }) ?? files.first else { return }
        guard catalog.chapters.isEmpty else {
            catalog.warnings.append(
                MediaWarning(
                    message: "\(file.path): not read: \(path) has chapters of its own, which win"
                ))
            return
        }
        let folder = LocalFile.canonicalPath(LocalFile.absoluteDirectory(of: path))
        guard folder.map({ LocalFile.isInside(file.path, directory: $0) }) ?? false else {
            let refusal = MediaError.refusedSidecar(path: path, sidecar: file.path)
            catalog.warnings.append(MediaWarning(message: refusal.description))
            return
        }
        let document: WebVTTDocument
        do {
            document = WebVTTDocument(
                parsingFileBytes: try LocalFile.bytes(at: file.path, kind: .caption))
        } catch {
            catalog.warnings.append(MediaWarning(message: error.description))
            return
        }
        guard document.isValid else {
            catalog.warnings.append(
                MediaWarning(
                    message: "\(file.path): no chapters read: a WebVTT file starts with WEBVTT"))
            return
        }
        catalog.warnings += document.malformedTimingLines.map { skipped in
            MediaWarning(message: "\(file.path): \(skipped), so that chapter is left out")
        }
        catalog.chapters = document.chapters
    }
}
