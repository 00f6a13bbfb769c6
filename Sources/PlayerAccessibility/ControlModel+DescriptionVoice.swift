import PlayerCore

/// The description voice panel: the speaking rate, pitch, volume and voice text descriptions
/// are said with, each an adjustable element saying its current value, then a Sample button
/// that says a sentence with them.
extension ControlModel {
    /// The speaking rate's step, in words per minute.
    static let descriptionRateStep = 25
    /// The pitch's step.
    static let descriptionPitchStep = 10
    /// The volume's step, in percent.
    static let descriptionVolumeStep = 10

    /// The panel's options for `voice`: rate, pitch, volume and voice, each adjusted by a
    /// step; then Sample.
    func descriptionVoiceOptions(_ voice: DescriptionVoice) -> [PanelOption] {
        func option(
            _ key: StringKey, _ choice: String, _ change: (inout DescriptionVoice, Bool) -> Void
        ) -> PanelOption {
            var decreased = voice
            change(&decreased, false)
            var increased = voice
            change(&increased, true)
            return PanelOption(
                label: language.string(key), choice: choice,
                adjustments: (
                    .present(.descriptionVoice(decreased)), .present(.descriptionVoice(increased))
                ))
        }
        let voices =
            [nil]
            + DescriptionVoice.voices(
                for: describedLanguage, fallback: language.rawValue
            ).map(Optional.some)
        return [
            option(
                .descriptionRate,
                language.string(.wordsPerMinuteValue, ["rate": String(voice.wordsPerMinute)])
            ) {
                $0.wordsPerMinute = Self.stepped(
                    $0.wordsPerMinute, forward: $1, by: Self.descriptionRateStep,
                    in: DescriptionVoice.wordsPerMinuteRange)
            },
            option(.descriptionPitch, String(voice.pitch)) {
                $0.pitch = Self.stepped(
                    $0.pitch, forward: $1, by: Self.descriptionPitchStep,
                    in: DescriptionVoice.pitchRange)
            },
            option(.descriptionVolume, language.percentText(voice.volume)) {
                $0.volume = Self.stepped(
                    $0.volume, forward: $1, by: Self.descriptionVolumeStep,
                    in: DescriptionVoice.volumeRange)
            },
            option(.descriptionVoiceName, voiceName(voice.voice)) { settings, forward in
                // A voice from another language's list (the track changed) steps to the first.
                let index = voices.firstIndex(of: settings.voice) ?? 0
                let next = min(max(index + (forward ? 1 : -1), 0), voices.count - 1)
                settings.voice = voices[next]
            },
            PanelOption(
                label: language.string(.descriptionSample),
                command: .present(.sampleDescriptionVoice)),
        ]
    }

    /// The language of the text description track spoken (or, with descriptions off, the
    /// first one the source has): the language whose voices the panel offers.
    private var describedLanguage: LanguageTag? {
        let descriptionTracks = state.captionTracks.filter(\.isTextDescription)
        let track =
            descriptionTracks.first { $0.id == state.descriptionTrack } ?? descriptionTracks.first
        return track?.language
    }

    /// How the panel says a voice: "Track language" for the track language's own, else the
    /// espeak-ng voice's name after its family ("en-US" of "gmw/en-US").
    private func voiceName(_ voice: String?) -> String {
        guard let voice else { return language.string(.trackLanguageVoice) }
        return String(voice.split(separator: "/").last ?? Substring(voice))
    }
}
