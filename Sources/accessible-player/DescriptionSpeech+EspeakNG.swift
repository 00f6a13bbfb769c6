import PlayerAudit
import PlayerSpeech

extension DescriptionSpeech {
    /// Text descriptions measured by espeak-ng, rendering to memory, in the track's language
    /// (English when it has none) at `wordsPerMinute`: the audit's fit check and extended
    /// description during playback measure alike.
    static func espeakNG(wordsPerMinute rate: Int) -> DescriptionSpeech {
        DescriptionSpeech(wordsPerMinute: rate) { text, language in
            try SpeechSynthesizer.shared.synthesize(
                text, language: language?.description ?? "en", wordsPerMinute: rate
            ).audio.spokenDuration
        }
    }
}
