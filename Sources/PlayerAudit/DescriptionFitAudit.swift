import PlayerCore

/// The fit check of one text description track: whether each description can be spoken in
/// its cue, and whether it is spoken over the dialogue; pure, on values and the speech
/// lengths a ``DescriptionSpeech`` measured.
///
/// A description is spoken from its cue's start. Speech longer than the cue overruns it by
/// the difference: a player offering extended description (WCAG 1.2.7) pauses the video at
/// the cue's end for that long, and ``extendedPause`` is the sum of those pauses. Speech
/// shorter than the cue ends with it. While the video plays, the speech runs from the cue's
/// start to the earlier of its own end and the cue's; a caption cue (the dialogue) on screen
/// in that span is dialogue spoken over.
///
/// ```swift
/// let fit = DescriptionFitAudit(
///     track: descriptions, cues: cues, spoken: [.seconds(4), .seconds(1)],
///     dialogue: englishCaptions, profile: "netflix")
/// fit.findings        // descriptionFit: 4 s (limit 3 s) at 00:00:10.000 …
/// fit.extendedPause   // 1 s
/// ```
public struct DescriptionFitAudit: Sendable {
    /// Every finding, by cue start, then check.
    public var findings: [AuditFinding] = []
    /// How long a player offering extended description pauses the video in all.
    public var extendedPause = MediaTime.zero
    /// How many descriptions overrun their cue.
    public var overrunCount = 0
    /// The checks that applied (the track has a description with text; the dialogue check
    /// needs caption cues).
    public var checksApplied: [CaptionCheck] = []

    /// Checks `cues` (sorted by start) of `track`, whose text lasts `spoken[i]` when said
    /// (nil for a cue without text), against `dialogue`, the caption cues of the programme.
    public init(
        track: TrackInfo, cues: [Cue], spoken: [MediaTime?], dialogue: [Cue], profile: String
    ) {
        let dialogue = dialogue.sorted { $0.start < $1.start }
        var findings: [AuditFinding] = []
        func finding(_ check: CaptionCheck, _ cue: Cue, measured: MediaTime, limit: MediaTime)
            -> AuditFinding
        {
            AuditFinding(
                check: check, track: track.id, start: cue.start, end: cue.end,
                measured: CaptionMeasure.rounded(measured.secondsValue),
                limit: CaptionMeasure.rounded(limit.secondsValue), unit: "s", profile: profile,
                text: cue.text.map { CaptionMeasure.lines($0).joined(separator: " / ") })
        }
        var measuredAny = false
        for (cue, length) in zip(cues, spoken) {
            guard let length else { continue }
            measuredAny = true
            let available = cue.end - cue.start
            if length > available {
                findings.append(finding(.descriptionFit, cue, measured: length, limit: available))
                extendedPause = extendedPause + (length - available)
                overrunCount += 1
            }
            let speechEnd = min(cue.start + length, cue.end)
            let overlap = dialogue.reduce(MediaTime.zero) { total, line in
                guard line.start < speechEnd, line.end > cue.start else { return total }
                return total + (min(line.end, speechEnd) - max(line.start, cue.start))
            }
            if overlap > .zero {
                findings.append(
                    finding(.descriptionOverDialogue, cue, measured: overlap, limit: .zero))
            }
        }
        self.findings = findings
        checksApplied = measuredAny ? [.descriptionFit] : []
        if measuredAny && !dialogue.isEmpty {
            checksApplied.append(.descriptionOverDialogue)
        }
    }
}

/// How long a text description takes to say: the audit's one view of a speech synthesizer,
/// so that its checks stay pure. The command line measures with espeak-ng rendering to
/// memory.
public struct DescriptionSpeech: Sendable {
    /// The speaking rate, in words per minute.
    public var wordsPerMinute: Int
    /// The length of a text spoken in a language's voice (the track's; nil when unknown) at
    /// ``wordsPerMinute``.
    public var length: @Sendable (_ text: String, _ language: LanguageTag?) throws -> MediaTime

    /// A measure speaking at `wordsPerMinute` through `length`.
    public init(
        wordsPerMinute: Int,
        length: @escaping @Sendable (_ text: String, _ language: LanguageTag?) throws -> MediaTime
    ) {
        self.wordsPerMinute = wordsPerMinute
        self.length = length
    }
}
