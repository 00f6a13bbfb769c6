/// An installed espeak-ng voice and the languages it speaks.
public struct SpeechVoice: Hashable, Sendable {
    /// One language a voice speaks, with espeak-ng's preference for it (lower is preferred).
    public struct Language: Hashable, Sendable {
        /// The language in espeak-ng's spelling: lowercase, hyphenated ("en-us", "es-419").
        public var tag: String
        /// 1 for the voice's main language, larger for languages it covers less well.
        public var priority: Int

        /// A language entry of a voice.
        public init(tag: String, priority: Int) {
            self.tag = tag
            self.priority = priority
        }
    }

    /// The voice file's path under espeak-ng-data/voices ("roa/es"); unique per voice.
    public var identifier: String
    /// The voice's display name ("Spanish (Spain)").
    public var name: String
    /// The languages it speaks, its main language first.
    public var languages: [Language]

    /// A voice description.
    public init(identifier: String, name: String, languages: [Language]) {
        self.identifier = identifier
        self.name = name
        self.languages = languages
    }

    /// The voice's main language tag (espeak-ng's spelling), empty when it lists none.
    public var primaryLanguage: String {
        languages.first?.tag ?? ""
    }
}
