/// How a script asks for a text description to be voiced: W3C DAPT's audio style attributes
/// on the description (its Script Event `div` or its Text `p`, or inside it).
public struct CueVoicing: Hashable, Sendable {
    /// The rate DAPT's `tta:speak` asks the description to be synthesized at.
    public enum SpeechRate: String, Hashable, Sendable {
        /// `tta:speak="normal"`.
        case normal
        /// `tta:speak="fast"`.
        case fast
        /// `tta:speak="slow"`.
        case slow
        /// `tta:speak="none"`: the script does not ask for synthesis (a recording voices it).
        case none

        /// How many times the usual rate it asks for: 0.8 for slow, 1.25 for fast, 1 else
        /// (SSML, which DAPT follows, leaves the factors to the synthesizer).
        public var speedFactor: Double {
            switch self {
            case .slow: 0.8
            case .fast: 1.25
            case .normal, .none: 1
            }
        }
    }

    /// The programme audio's gain while the description is voiced, an amplitude factor: a
    /// static `tta:gain` on the description, or the lowest value its `<animate tta:gain>`
    /// children ramp to. Nil when the script gives none.
    public var programmeGain: Double?
    /// The rate `tta:speak` states; nil when it states none.
    public var speechRate: SpeechRate?
    /// The audio recordings the description references or embeds (`<audio src>` as written,
    /// "embedded audio" for one carried in the document), in document order.
    public var audioRecordings: [String]

    /// A description's voicing as its script states it.
    public init(
        programmeGain: Double? = nil, speechRate: SpeechRate? = nil, audioRecordings: [String] = []
    ) {
        self.programmeGain = programmeGain
        self.speechRate = speechRate
        self.audioRecordings = audioRecordings
    }

    /// Whether the script states nothing of how the description is voiced.
    public var isEmpty: Bool {
        programmeGain == nil && speechRate == nil && audioRecordings.isEmpty
    }
}
