extension SidecarFile {
    /// The transcripts beside the media file at `mediaPath`, sorted by file name: files in its
    /// folder named as the media without its extension, then dotted words of which one is
    /// `transcript` in any letter case, then any extension (`film.transcript.txt`,
    /// `film.en.transcript.html`). A transcript is the text alternative WCAG 1.2.1 and 1.2.8
    /// ask of audio-only media and of video.
    ///
    /// - Throws: the file system's error when the folder cannot be listed.
    public static func transcripts(ofMediaAt mediaPath: String) throws -> [String] {
        let beside = try filesBeside(mediaAt: mediaPath)
        return beside.named.filter { _, afterStem in
            afterStem.split(separator: ".").dropLast().contains { $0.lowercased() == "transcript" }
        }.map { String(beside.folderPrefix + $0.fileName) }
    }
}
