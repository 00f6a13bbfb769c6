/// The viewer's standing wishes for captions and audio, read by ``TrackSelectionPolicy``.
public struct TrackPreferences: Hashable, Sendable {
    /// BCP-47 language tags, most wanted first ("en-US", "fr").
    public var preferredLanguages: [LanguageTag]
    /// The "Closed Captions + SDH" setting: show captions without being asked.
    public var captionsAlwaysOn: Bool
    /// Rank captions for deaf and hard-of-hearing viewers (SDH, CC) above plain subtitles.
    public var prefersSDH: Bool
    /// Choose an audio-description track when one matches.
    public var prefersAudioDescription: Bool

    /// Preferences with the given parts; by default no languages and nothing turned on.
    public init(
        preferredLanguages: [LanguageTag] = [], captionsAlwaysOn: Bool = false,
        prefersSDH: Bool = false, prefersAudioDescription: Bool = false
    ) {
        self.preferredLanguages = preferredLanguages
        self.captionsAlwaysOn = captionsAlwaysOn
        self.prefersSDH = prefersSDH
        self.prefersAudioDescription = prefersAudioDescription
    }
}
