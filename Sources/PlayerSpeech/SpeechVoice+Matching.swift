extension SpeechVoice {
    /// The voice that best speaks `language` (a BCP-47 tag such as "en", "es-419", "pt_BR"), or
    /// nil when none speaks it.
    ///
    /// A voice listing the whole tag beats one listing only its primary language, which beats
    /// one listing another region of it ("en" asked, "en-us" listed); ties go to the lower
    /// espeak-ng priority, then to the earlier voice. MBROLA voices ("mb/…") are skipped: they
    /// need the separate mbrola program and voice data.
    public static func best(for language: String, among voices: [SpeechVoice]) -> SpeechVoice? {
        let wanted = language.lowercased().replacingOccurrences(of: "_", with: "-")
        let wantedPrimary = primarySubtag(of: wanted)
        guard !wantedPrimary.isEmpty else { return nil }
        var best: (voice: SpeechVoice, rank: Int, priority: Int)?
        for voice in voices where !voice.identifier.hasPrefix("mb/") {
            for entry in voice.languages {
                let rank: Int
                if entry.tag == wanted {
                    rank = 0
                } else if entry.tag == wantedPrimary {
                    rank = 1
                } else if primarySubtag(of: entry.tag) == wantedPrimary {
                    rank = 2
                } else {
                    continue
                }
                if let current = best, (current.rank, current.priority) <= (rank, entry.priority) {
                    continue
                }
                best = (voice, rank, entry.priority)
            }
        }
        return best?.voice
    }

    private static func primarySubtag(of tag: String) -> Substring {
        tag.prefix { $0 != "-" }
    }
}
