import PlayerCore

extension TrackInfo {
    /// Reads the ISO 639-2 local-use code DVB broadcasters give an audio track whose language
    /// no code names: `qaa`, the original version (French and other European channels' "VO",
    /// dubbed channels' original soundtrack), becomes an untagged track titled "Original
    /// version", so that it is neither named nor matched as a language of its own.
    mutating func readLocalUseLanguage() {
        guard kind == .audio, language == "qaa" else { return }
        language = nil
        title = title ?? "Original version"
    }
}
