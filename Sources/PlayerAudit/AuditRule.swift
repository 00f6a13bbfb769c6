/// One check the audit can make: its stable id (what `--only`, `--skip`, the JSON's `check`
/// and SARIF's `ruleId` say), its severity, the success criterion or guide it informs, and a
/// one-line description. ``all`` lists every rule; ``named(_:)`` finds one by id.
///
/// ```swift
/// AuditRule.named("captionsForAudioLanguage")?.severity   // .error
/// AuditRule.caption(.readingSpeed).criterion              // "Caption style guide: reading speed"
/// ```
public struct AuditRule: Sendable, Hashable, Identifiable {
    /// The check's id ("captionsForAudioLanguage", "readingSpeed").
    public var id: String
    /// How much a failure matters.
    public var severity: AuditSeverity
    /// The WCAG 2.2 success criterion ("1.2.2 Captions (Prerecorded)") or the guide it checks.
    public var criterion: String
    /// The ACT rule id, when one exists ("eac66b").
    public var actRule: String?
    /// What passing means, in one line.
    public var summary: String
    /// Where the criterion is explained (W3C's Understanding WCAG 2.2 page), when it is one.
    public var helpURL: String?

    init(
        _ id: String, _ severity: AuditSeverity, _ criterion: String, act: String? = nil,
        _ summary: String
    ) {
        self.id = id
        self.severity = severity
        self.criterion = criterion
        actRule = act
        self.summary = summary
        helpURL = Self.understandingPages.first { criterion.hasPrefix($0.key) }.map {
            "https://www.w3.org/WAI/WCAG22/Understanding/\($0.value).html"
        }
    }

    /// Every rule: the caption checks in ``CaptionCheck`` order, then the media, player and
    /// reading checks.
    public static let all: [AuditRule] =
        CaptionCheck.allCases.map(caption) + [
            audioPresent, durationOver3Seconds, captionsForAudioLanguage,
            audioDescriptionOrAlternative, audioDescription, audioOrVideoOnlyAlternative,
            liveCaptions, signLanguage, extendedDescription, mediaAlternative,
            liveAudioOnlyAlternative, languageTag, defaultAndForcedFlags, programTitle,
            cuesAfterSeek, forcedWithCaptionsOff, captionSelection, trackReadable,
        ]

    /// The rule with `id`, or nil.
    public static func named(_ id: String) -> AuditRule? {
        all.first { $0.id == id }
    }

    /// The rule of a caption check.
    public static func caption(_ check: CaptionCheck) -> AuditRule {
        let guide = "Caption style guide"
        let captions = "1.2.2 Captions (Prerecorded)"
        return switch check {
        case .readingSpeed:
            AuditRule(
                check.rawValue, .warning, "\(guide): reading speed",
                "every cue within the profile's characters or words per second")
        case .effectiveReadingSpeed:
            AuditRule(
                check.rawValue, .warning, "\(guide): reading speed at a playback rate",
                "every cue within the ceiling at each playback rate measured through the player")
        case .charactersPerLine:
            AuditRule(
                check.rawValue, .warning, "\(guide): characters per line",
                "no line longer than the profile allows")
        case .lineCount:
            AuditRule(
                check.rawValue, .warning, "\(guide): lines", "no more lines than the profile allows"
            )
        case .minimumDuration:
            AuditRule(
                check.rawValue, .warning, "\(guide): minimum duration",
                "every cue on screen at least the profile's minimum")
        case .maximumDuration:
            AuditRule(
                check.rawValue, .notice, "\(guide): maximum duration",
                "no cue on screen longer than the profile's maximum")
        case .minimumGap:
            AuditRule(
                check.rawValue, .notice, "\(guide): minimum gap",
                "at least the profile's frames between one cue and the next")
        case .overlap:
            AuditRule(
                check.rawValue, .warning, "\(guide): overlapping cues",
                "no cue starts before the previous one ends")
        case .emptyCue:
            AuditRule(check.rawValue, .warning, "\(guide): empty cues", "no cue without text")
        case .pastMediaEnd:
            AuditRule(
                check.rawValue, .error, captions,
                "no cue ends after the media does (its end is never shown)")
        case .unbalancedTags:
            AuditRule(
                check.rawValue, .warning, "\(guide): markup",
                "every style tag opened is closed, none closed that was not opened")
        case .missingSoundDescriptions:
            AuditRule(
                check.rawValue, .error, captions,
                "an SDH track describes sounds ([…] or (…))")
        case .missingSpeakerIdentification:
            AuditRule(
                check.rawValue, .warning, captions, "an SDH track names its speakers")
        case .descriptionFit:
            AuditRule(
                check.rawValue, .warning, "1.2.5 Audio Description (Prerecorded)",
                "every text description can be spoken within its cue at the configured voice"
                    + " and rate (one that cannot needs extended description, 1.2.7)")
        case .descriptionOverDialogue:
            AuditRule(
                check.rawValue, .warning, "1.2.5 Audio Description (Prerecorded)",
                "no text description is spoken over a caption cue (the dialogue)")
        }
    }

    /// Whether the title has audio, which the audio criteria need to apply.
    public static let audioPresent = AuditRule(
        "audioPresent", .notice, "1.2.2 Captions (Prerecorded)", act: "eac66b",
        "a video with audio needs captions (inapplicable without audio)")
    /// 1.4.2: audio playing over 3 s needs a pause or stop (the player has both).
    public static let durationOver3Seconds = AuditRule(
        "durationOver3Seconds", .notice, "1.4.2 Audio Control", act: "80f0bf",
        "audio over 3 s can be paused or muted (inapplicable at 3 s or less, or without audio)")
    /// 1.2.2 per audio language.
    public static let captionsForAudioLanguage = AuditRule(
        "captionsForAudioLanguage", .error, "1.2.2 Captions (Prerecorded)", act: "eac66b",
        "each audio language has a caption track that is not forced-only")
    /// 1.2.3: audio description or a text alternative.
    public static let audioDescriptionOrAlternative = AuditRule(
        "audioDescriptionOrAlternative", .error,
        "1.2.3 Audio Description or Media Alternative (Prerecorded)", act: "1ea59c",
        "a video with audio has an audio-description or text-descriptions track")
    /// 1.2.5: audio description.
    public static let audioDescription = AuditRule(
        "audioDescription", .warning, "1.2.5 Audio Description (Prerecorded)", act: "1ec09b",
        "a video with audio has an audio-description track")
    /// 1.2.1: audio-only media has a transcript, video-only media a description or transcript.
    public static let audioOrVideoOnlyAlternative = AuditRule(
        "audioOrVideoOnlyAlternative", .error, "1.2.1 Audio-only and Video-only (Prerecorded)",
        "audio-only media has a transcript (a transcript file or a DAPT script); video-only"
            + " media a text description track or a transcript")
    /// 1.2.4: a live source with audio carries captions.
    public static let liveCaptions = AuditRule(
        "liveCaptions", .error, "1.2.4 Captions (Live)",
        "a live source with audio carries a caption track (inapplicable unless live)")
    /// 1.2.6: a sign-language interpretation track.
    public static let signLanguage = AuditRule(
        "signLanguage", .notice, "1.2.6 Sign Language (Prerecorded)",
        "a video with audio has a video track marked as sign language (DASH Role \"sign\");"
            + " cantTell without one, as the interpreter may be in the picture")
    /// 1.2.7: extended audio description where the pauses do not suffice.
    public static let extendedDescription = AuditRule(
        "extendedDescription", .notice, "1.2.7 Extended Audio Description (Prerecorded)",
        "every text description fits its pause; one that does not needs the player to pause"
            + " the video (extended description)")
    /// 1.2.8: a full text alternative (a transcript).
    public static let mediaAlternative = AuditRule(
        "mediaAlternative", .notice, "1.2.8 Media Alternative (Prerecorded)",
        "a video has a transcript beside it (a transcript file or a DAPT transcript script)")
    /// 1.2.9: live audio-only media carries a text alternative.
    public static let liveAudioOnlyAlternative = AuditRule(
        "liveAudioOnlyAlternative", .notice, "1.2.9 Audio-only (Live)",
        "a live audio-only source carries a text track (inapplicable unless live audio-only)")
    /// 3.1.2: a language tag per audio and caption track.
    public static let languageTag = AuditRule(
        "languageTag", .warning, "3.1.2 Language of Parts",
        "each audio and caption track has a BCP-47 tag (cantTell for private use qaa–qtz)")
    /// One default per kind, forced tracks with a language.
    public static let defaultAndForcedFlags = AuditRule(
        "defaultAndForcedFlags", .warning, "1.2.2 Captions (Prerecorded)",
        "at most one default per kind; forced tracks are captions with a language")
    /// A title for "Current program is …".
    public static let programTitle = AuditRule(
        "programTitle", .notice, "2.4.2 Page Titled",
        "there is a title for \"Current program is …\"")
    /// After every 10 s seek the right cues are on screen.
    public static let cuesAfterSeek = AuditRule(
        "cuesAfterSeek", .error, "1.2.2 Captions (Prerecorded)",
        "after every 10 s seek, the cues on screen are those the track has there")
    /// With captions off, the forced track of the audio's language is shown.
    public static let forcedWithCaptionsOff = AuditRule(
        "forcedWithCaptionsOff", .error, "1.2.2 Captions (Prerecorded)",
        "with captions off, the forced track of the audio's language is shown")
    /// With captions on, each locale gets a track in its or the audio's language.
    public static let captionSelection = AuditRule(
        "captionSelection", .warning, "1.2.2 Captions (Prerecorded)",
        "with captions on, each locale gets a track in its language or the audio's")
    /// Every caption track can be read.
    public static let trackReadable = AuditRule(
        "trackReadable", .error, "1.2.2 Captions (Prerecorded)",
        "every caption track can be read to its end")

    /// W3C's Understanding WCAG 2.2 page of each criterion the rules name.
    private static let understandingPages: [String: String] = [
        "1.2.1": "audio-only-and-video-only-prerecorded", "1.2.2": "captions-prerecorded",
        "1.2.4": "captions-live", "1.2.6": "sign-language-prerecorded",
        "1.2.7": "extended-audio-description-prerecorded",
        "1.2.8": "media-alternative-prerecorded", "1.2.9": "audio-only-live",
        "1.2.3": "audio-description-or-media-alternative-prerecorded",
        "1.2.5": "audio-description-prerecorded", "1.4.2": "audio-control",
        "2.4.2": "page-titled", "3.1.2": "language-of-parts",
    ]
}
