import PlayerCaptions

/// What `captions --format` writes: a caption format (``CueFormat``), or an accessible HTML
/// transcript of the track (``TranscriptPage``).
enum CaptionsOutput: String, CaseIterable, Sendable {
    /// SubRip.
    case srt
    /// WebVTT.
    case vtt
    /// A JSON array of cues.
    case json
    /// One line a cue.
    case text
    /// An HTML transcript: a heading per chapter, each cue a link to its time in FILE.
    case transcriptHTML = "transcript-html"

    /// The caption format written; nil for the transcript.
    var cueFormat: CueFormat? {
        switch self {
        case .srt: .srt
        case .vtt: .vtt
        case .json: .json
        case .text: .text
        case .transcriptHTML: nil
        }
    }
}
