internal import PlayerCore

extension TrackInfo {
    /// Reads the ISO 639-2 local-use code DVB broadcasters give an audio track whose language
    /// no code names: `qaa`, the original version (French and other European channels' "VO",
    /// dubbed channels' original soundtrack), is titled "Original version". The tag stays as
    /// the file gives it: a private-use tag is neither named nor matched as a language, and
    /// the audit answers it cantTell naming the tag.
    mutating func readLocalUseLanguage() {
        guard kind == .audio, language == "qaa" else { return }
        title = title ?? "Original version"
    }
}
