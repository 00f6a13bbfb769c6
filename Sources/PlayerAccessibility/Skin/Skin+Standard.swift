extension Skin {
    /// The modelled app's player skin: the controls in its reading order, drawn as icons
    /// except slow motion ("Slow mo"), the lock ("Lock Controls") and the subtitles button
    /// ("Subtitles: Off"). Samples/skins/default.json says the same in JSON.
    ///
    /// Its lock draws words its accessible label lacks ("Lock Controls", named "Lock
    /// screen"), and "Slow mo" is not the words of "Slow motion": a Voice Control user who
    /// says what they see reaches neither (WCAG 2.5.3 Label in Name).
    public static let standard = Skin(
        name: "Default",
        controls: [
            SkinControl(.close), SkinControl(.title), SkinControl(.rewind),
            SkinControl(.playPause), SkinControl(.forward), SkinControl(.slider),
            SkinControl(.time), SkinControl(.volume), SkinControl(.volumeLevel),
            SkinControl(
                .slowMotion,
                visibleText: LocalizedText([
                    .english: "Slow mo", .spanish: "Cámara lenta", .french: "Ralenti",
                    .german: "Zeitlupe",
                ])),
            SkinControl(
                .lock,
                visibleText: LocalizedText([
                    .english: "Lock Controls", .spanish: "Bloquear controles",
                    .french: "Verrouiller les commandes", .german: "Steuerung sperren",
                ]),
                visibleTextOn: LocalizedText([
                    .english: "Unlock Controls", .spanish: "Desbloquear controles",
                    .french: "Déverrouiller les commandes", .german: "Steuerung entsperren",
                ])),
            SkinControl(
                .subtitles,
                visibleText: LocalizedText([
                    .english: "Subtitles: {value}", .spanish: "Subtítulos: {value}",
                    .french: "Sous-titres : {value}", .german: "Untertitel: {value}",
                ])),
            SkinControl(.settings), SkinControl(.live), SkinControl(.showControls),
        ])
}
