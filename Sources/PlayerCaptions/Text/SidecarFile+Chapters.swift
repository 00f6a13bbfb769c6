extension SidecarFile {
    /// The WebVTT chapter files beside the media file at `mediaPath`, sorted by file name:
    /// files in its folder named as the media without its extension, then dotted words of which
    /// one is `chapters` in any letter case, then `.vtt` (`film.chapters.vtt`,
    /// `film.en.chapters.vtt`). Each carries the language its other words give. These files
    /// are chapter titles, not captions: ``sidecars(ofMediaAt:)`` leaves them out.
    ///
    /// - Throws: the file system's error when the folder cannot be listed.
    public static func chapterFiles(ofMediaAt mediaPath: String) throws -> [SidecarFile] {
        let beside = try filesBeside(mediaAt: mediaPath)
        return beside.named.compactMap { fileName, afterStem -> SidecarFile? in
            var words = afterStem.split(separator: ".", omittingEmptySubsequences: false)
            guard SidecarFormat(fileExtension: String(words.removeLast())) == .webVTT,
                let chaptersWord = words.firstIndex(where: isChaptersWord)
            else { return nil }
            words.remove(at: chaptersWord)
            return SidecarFile(
                path: beside.folderPrefix + fileName, format: .webVTT,
                nameMeaning: SidecarNameMeaning(words: words))
        }
    }

    /// Whether a dotted word of a file name marks a chapter file (`chapters`, any case).
    static func isChaptersWord(_ word: Substring) -> Bool {
        word.lowercased() == "chapters"
    }
}
