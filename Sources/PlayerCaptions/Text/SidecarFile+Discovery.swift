import Foundation

extension SidecarFile {
    /// The subtitle files beside the media file at `mediaPath`, sorted by file name.
    ///
    /// A file in the media's folder is a sidecar when its name is the media's name without
    /// its extension, then optional dotted words, then `.srt`, `.vtt`, `.ass`, `.ssa`,
    /// `.ttml`, `.dfxp`, `.xml`, `.scc`, `.sup` or `.idx` in any letter case; an `.idx` counts only
    /// when a `.sub` of the same name is beside it. The media file itself never counts, nor a
    /// WebVTT chapter file (``chapterFiles(ofMediaAt:)``: a `chapters` word). Each sidecar's path is
    /// the folder as `mediaPath` wrote it joined with the file's name.
    ///
    /// - Throws: the file system's error when the folder cannot be listed.
    public static func sidecars(ofMediaAt mediaPath: String) throws -> [SidecarFile] {
        let beside = try filesBeside(mediaAt: mediaPath)
        let lowercasedFileNames = Set(beside.fileNames.map { $0.lowercased() })
        return beside.named.compactMap { fileName, afterStem -> SidecarFile? in
            var words = afterStem.split(separator: ".", omittingEmptySubsequences: false)
            guard let format = SidecarFormat(fileExtension: String(words.removeLast())),
                !(format == .webVTT && words.contains(where: isChaptersWord))
            else {
                return nil
            }
            if format == .vobSub,
                !lowercasedFileNames.contains((fileName.dropLast(3) + "sub").lowercased())
            {
                return nil
            }
            return SidecarFile(
                path: beside.folderPrefix + fileName, format: format,
                nameMeaning: SidecarNameMeaning(words: words))
        }
    }

    /// The files of the media file's folder, and those named as the media without its
    /// extension followed by a dot (the media file itself left out), sorted by name, each with
    /// what follows the media's name and the dot.
    static func filesBeside(mediaAt mediaPath: String) throws -> (
        folderPrefix: Substring, fileNames: [String],
        named: [(fileName: String, afterStem: Substring)]
    ) {
        let mediaFileName = Self.fileNameComponent(of: mediaPath)
        let folderPrefix = mediaPath.dropLast(mediaFileName.count)
        let fileNames = try FileManager.default.contentsOfDirectory(
            atPath: folderPrefix.isEmpty ? "." : String(folderPrefix))
        let stem = mediaFileName.lastIndex(of: ".").map { mediaFileName[..<$0] } ?? mediaFileName
        let named = fileNames.sorted().compactMap { fileName -> (String, Substring)? in
            guard fileName != mediaFileName, fileName.hasPrefix(stem + ".") else { return nil }
            return (fileName, fileName.dropFirst(stem.count + 1))
        }
        return (folderPrefix, fileNames, named)
    }
}
