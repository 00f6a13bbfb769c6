import PlayerCore

/// What a caption finding is about.
public enum CaptionCheck: String, Sendable, Hashable, CaseIterable {
    /// Characters (or words) per second of screen time above the profile's ceiling.
    case readingSpeed
    /// The same, measured through the engine at a playback rate other than normal.
    case effectiveReadingSpeed
    /// A line longer than the profile allows.
    case charactersPerLine
    /// More lines than the profile allows.
    case lineCount
    /// On screen for less than the profile's minimum.
    case minimumDuration
    /// On screen for more than the profile's maximum.
    case maximumDuration
    /// Less time between one cue's end and the next one's start than the profile's frames.
    case minimumGap
    /// A cue starting before the previous one ends.
    case overlap
    /// A cue with no text, or only white space.
    case emptyCue
    /// A cue ending after the media does.
    case pastMediaEnd
    /// A style tag opened and not closed, or closed and not opened.
    case unbalancedTags
    /// An SDH track without any sound description in brackets or parentheses.
    case missingSoundDescriptions
    /// An SDH track without any speaker identification.
    case missingSpeakerIdentification
    /// A text description whose speech, at the configured voice and rate, lasts longer than
    /// its cue: it needs an extended-description pause, or it runs into what follows.
    case descriptionFit
    /// A text description spoken while a caption cue (the dialogue) is on.
    case descriptionOverDialogue

    /// Whether the check applies to a text description track, whose cues are spoken, not
    /// read: the timing and markup checks do, the reading checks and SDH's do not.
    public var appliesToTextDescriptions: Bool {
        switch self {
        case .overlap, .emptyCue, .pastMediaEnd, .unbalancedTags, .descriptionFit,
            .descriptionOverDialogue:
            true
        case .readingSpeed, .effectiveReadingSpeed, .charactersPerLine, .lineCount,
            .minimumDuration, .maximumDuration, .minimumGap, .missingSoundDescriptions,
            .missingSpeakerIdentification:
            false
        }
    }
}

/// One caption problem: where it is, what was measured, the limit it broke, under which
/// profile.
public struct AuditFinding: Sendable, Hashable {
    /// The rule broken.
    public var check: CaptionCheck
    /// The legible track.
    public var track: TrackID
    /// The cue's start, or nil for a finding about the whole track.
    public var start: MediaTime?
    /// The cue's end, or nil for a finding about the whole track.
    public var end: MediaTime?
    /// What was measured (cps, characters, lines, seconds), nil when nothing is counted.
    public var measured: Double?
    /// The limit, in the same unit.
    public var limit: Double?
    /// The unit of `measured` and `limit` ("cps", "wpm", "characters", "lines", "s").
    public var unit: String?
    /// The profile whose number it is.
    public var profile: String
    /// The playback rate, for ``CaptionCheck/effectiveReadingSpeed``.
    public var rate: Double?
    /// The cue's text (lines joined by " / "), when there is one.
    public var text: String?

    /// A finding with the given parts.
    public init(
        check: CaptionCheck, track: TrackID, start: MediaTime? = nil, end: MediaTime? = nil,
        measured: Double? = nil, limit: Double? = nil, unit: String? = nil, profile: String,
        rate: Double? = nil, text: String? = nil
    ) {
        self.check = check
        self.track = track
        self.start = start
        self.end = end
        self.measured = measured
        self.limit = limit
        self.unit = unit
        self.profile = profile
        self.rate = rate
        self.text = text
    }
}

/// An ACT rule outcome: what an automated oracle answers for one question.
public enum AuditOutcome: String, Sendable, Hashable {
    /// The media meets the expectation.
    case passed
    /// It does not.
    case failed
    /// The file alone cannot tell (a person has to look or listen).
    case cantTell
    /// The question does not apply (no audio, no video).
    case inapplicable
}

/// The answer to one media or player question, with the rule it applies.
public struct CriterionResult: Sendable, Hashable {
    /// The rule applied (its id is the JSON's `check`).
    public var rule: AuditRule
    /// The answer.
    public var outcome: AuditOutcome
    /// The track the answer is about, if any.
    public var track: TrackID?
    /// What was found, in words.
    public var detail: String

    /// An answer of `rule`.
    public init(_ rule: AuditRule, outcome: AuditOutcome, track: TrackID? = nil, detail: String) {
        self.rule = rule
        self.outcome = outcome
        self.track = track
        self.detail = detail
    }

    /// The question, as a stable name ("captionsForAudioLanguage").
    public var check: String { rule.id }
    /// The WCAG 2.2 success criterion ("1.2.2 Captions (Prerecorded)").
    public var criterion: String { rule.criterion }
    /// The ACT rule id, when one exists ("eac66b").
    public var actRule: String? { rule.actRule }
}
