/// Why speech could not be synthesized.
public enum SpeechError: Error, Equatable, Sendable, CustomStringConvertible {
    /// espeak-ng could not start, usually because its data (espeak-ng-data) is missing.
    case engineUnavailable(reason: String)
    /// No installed espeak-ng voice speaks the language (a BCP-47 tag).
    case voiceNotFound(language: String)
    /// espeak-ng refused to load a voice or to synthesize the text.
    case synthesisFailed(reason: String)

    /// A one-line message for the user.
    public var description: String {
        switch self {
        case .engineUnavailable(let reason):
            "speech synthesizer unavailable: \(reason)"
        case .voiceNotFound(let language):
            "no speech voice for language \"\(language)\""
        case .synthesisFailed(let reason):
            "speech synthesis failed: \(reason)"
        }
    }
}
