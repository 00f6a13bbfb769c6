import PlayerCore

/// Everything the audit found about one title under one profile: the caption findings per
/// track, the media answers, and the player-aware answers.
///
/// ```swift
/// let audit = try TitleAudit(source: MediaFile(path: "film.mkv"), profile: .netflix)
/// audit.passed                                   // false
/// audit.json.written()                           // one JSON line
/// ```
public struct TitleAudit: Sendable {
    /// The version of the rules, part of every result: a cached result of another version is
    /// stale. 2: answers follow each criterion's applicability, checks have severities.
    public static let rulesVersion = 2
    /// The frame rate the gap check assumes when no video track states one.
    public static let assumedFrameRate = 24.0

    /// The title as read.
    public var title: AuditedTitle
    /// The profile applied.
    public var profile: AuditProfile
    /// The audience its ceilings are for.
    public var audience: AuditAudience
    /// The frame rate the gap check used.
    public var frameRate: Double
    /// Each text or picture caption track's static checks, in track order.
    public var tracks: [CaptionTrackAudit]
    /// Effective-reading-speed findings measured through the engine, for each rate checked.
    public var effectiveFindings: [AuditFinding]
    /// The rates the effective reading speed was measured at.
    public var rates: [Double]
    /// The media answers (WCAG / ACT).
    public var media: [CriterionResult]
    /// The player-aware answers (seeks, forced tracks, selection).
    public var player: [CriterionResult]
    /// The checks reported and the severity that fails the file; findings and answers of
    /// other checks are left out of every property above.
    public var selection: AuditSelection
    /// The fit check of each text description track whose speech was measured.
    public var descriptionFits: [TrackID: DescriptionFitAudit] = [:]
    /// Why a text description track's speech could not be measured, by track.
    public var descriptionFitErrors: [TrackID: String] = [:]

    /// Reads `source` and runs every check; `rates` are added to slow motion's half speed and
    /// the profile's own rates; `transcripts` are the transcript files beside the media;
    /// `descriptionSpeech` measures text descriptions for the fit check (without it, the check
    /// is not made). Throws when the media cannot be opened.
    public init(
        source: any PlayerSource, profile: AuditProfile, audience: AuditAudience = .adult,
        rates: [Double] = [], selection: AuditSelection = AuditSelection(),
        transcripts: [String] = [], descriptionSpeech: DescriptionSpeech? = nil
    ) throws(MediaError) {
        try self.init(
            title: AuditedTitle(reading: source), profile: profile, audience: audience,
            rates: rates, selection: selection, transcripts: transcripts,
            descriptionSpeech: descriptionSpeech)
    }

    /// Runs every check `selection` reports on `title`, already read.
    public init(
        title: AuditedTitle, profile: AuditProfile, audience: AuditAudience = .adult,
        rates: [Double] = [], selection: AuditSelection = AuditSelection(),
        transcripts: [String] = [], descriptionSpeech: DescriptionSpeech? = nil
    ) throws(MediaError) {
        self.title = title
        self.profile = profile
        self.audience = audience
        self.selection = selection
        frameRate = title.videoFrameRate ?? Self.assumedFrameRate
        let catalog = title.catalog
        var fits: [TrackID: DescriptionFitAudit] = [:]
        var fitErrors: [TrackID: String] = [:]
        tracks = catalog.tracks.filter { $0.kind == .legible }.compactMap { track in
            guard let cues = title.cues[track.id] else { return nil }
            var audit = CaptionTrackAudit(
                track: track, cues: cues, profile: profile, audience: audience,
                frameRate: title.videoFrameRate ?? Self.assumedFrameRate,
                mediaDuration: catalog.duration,
                rawPayloads: track.sourcePath.flatMap(CaptionMarkup.rawPayloads(ofFileAt:)))
            if track.isTextDescription {
                audit.findings = audit.findings.filter(\.check.appliesToTextDescriptions)
                audit.checksApplied = audit.checksApplied.filter(\.appliesToTextDescriptions)
                if let descriptionSpeech {
                    do {
                        let fit = try Self.descriptionFit(
                            of: track, cues: cues, in: title, speech: descriptionSpeech,
                            profile: profile.name)
                        fits[track.id] = fit
                        audit.findings = (audit.findings + fit.findings).sorted(
                            by: CaptionTrackAudit.isOrderedBefore)
                        audit.checksApplied += fit.checksApplied
                        audit.extendedPause = fit.extendedPause
                    } catch {
                        fitErrors[track.id] = "\(error)"
                    }
                }
            }
            audit.findings = audit.findings.filter { selection.includes(.caption($0.check)) }
            audit.checksApplied = audit.checksApplied.filter { selection.includes(.caption($0)) }
            return audit
        }
        var rates = [0.5] + profile.playbackRates + rates
        rates = rates.enumerated().filter { !rates[..<$0.offset].contains($0.element) }.map(
            \.element)
        self.rates = rates
        descriptionFits = fits
        descriptionFitErrors = fitErrors
        media = MediaCriteria.results(
            for: catalog, transcripts: transcripts, descriptionFits: fits
        ).filter { selection.includes($0.rule) }
        let checks = PlayerChecks(title: title, profile: profile, audience: audience)
        var effective: [AuditFinding] = []
        if selection.includes(.caption(.effectiveReadingSpeed)) {
            for rate in rates {
                effective += try checks.effectiveReadingSpeedFindings(at: rate)
            }
        }
        effectiveFindings = effective
        var player: [CriterionResult] = []
        if selection.includes(.cuesAfterSeek) { player += try checks.seekResults() }
        if selection.includes(.forcedWithCaptionsOff) { player += try checks.forcedTrackResults() }
        if selection.includes(.captionSelection) { player += try checks.selectionResults() }
        self.player = player
    }

    /// The fit check of text description track `track`: each cue's text spoken through
    /// `speech` in the track's language, against the cues of the caption track in the same
    /// language (else the first caption track), which stand for the dialogue.
    static func descriptionFit(
        of track: TrackInfo, cues: [Cue], in title: AuditedTitle, speech: DescriptionSpeech,
        profile: String
    ) throws -> DescriptionFitAudit {
        let spoken = try cues.map { cue -> MediaTime? in
            guard let text = CaptionTrackAudit.checkedText(of: cue),
                !text.allSatisfy(\.isWhitespace)
            else { return nil }
            return try speech.length(text, track.language)
        }
        let captions = title.catalog.tracks.filter {
            $0.kind == .legible && !$0.isTextDescription && !$0.flags.contains(.forced)
                && title.cues[$0.id] != nil
        }
        let dialogue =
            captions.first { caption in
                track.language.map { caption.language?.isSameLanguage(as: $0) == true } ?? false
            } ?? captions.first
        return DescriptionFitAudit(
            track: track, cues: cues, spoken: spoken,
            dialogue: dialogue.flatMap { title.cues[$0.id] } ?? [], profile: profile)
    }

    /// Every caption finding: each track's static ones, then the engine-measured ones.
    public var findings: [AuditFinding] {
        tracks.flatMap(\.findings) + effectiveFindings
    }

    /// Every check instance, track by track (each caption check's findings, or its pass), then
    /// the unreadable tracks, the media answers and the player answers.
    public var instances: [CheckInstance] {
        var instances: [CheckInstance] = []
        let effectiveRule = AuditRule.caption(.effectiveReadingSpeed)
        let measuredAtRates = Set(PlayerChecks.textTracks(of: title).map(\.id))
        for track in tracks {
            let id = track.track.id
            for check in track.checksApplied {
                let found = track.findings.filter { $0.check == check }
                instances +=
                    found.isEmpty
                    ? [
                        CheckInstance(
                            rule: .caption(check), outcome: .passed, track: id,
                            detail: "\(track.cues.count) cue(s) checked, none failed")
                    ] : found.map(CheckInstance.init)
            }
            guard measuredAtRates.contains(id), selection.includes(effectiveRule) else { continue }
            for rate in rates {
                let found = effectiveFindings.filter { $0.track == id && $0.rate == rate }
                instances +=
                    found.isEmpty
                    ? [
                        CheckInstance(
                            rule: effectiveRule, outcome: .passed, track: id,
                            detail: "every cue readable at \(CaptionMeasure.formatted(rate))x")
                    ] : found.map(CheckInstance.init)
            }
        }
        if selection.includes(.caption(.descriptionFit)) {
            for (track, error) in descriptionFitErrors.sorted(by: { $0.key < $1.key }) {
                instances.append(
                    CheckInstance(
                        rule: .caption(.descriptionFit), outcome: .cantTell, track: track,
                        detail: "the descriptions could not be spoken to measure them: \(error)"))
            }
        }
        if selection.includes(.trackReadable) {
            for (track, error) in title.readErrors.sorted(by: { $0.key < $1.key }) {
                let what = title.cues[track] == nil ? "cannot be read" : "read in part"
                instances.append(
                    CheckInstance(
                        rule: .trackReadable, outcome: .failed, track: track,
                        detail: "\(what): \(error)"))
            }
        }
        return instances + (media + player).map(CheckInstance.init)
    }

    /// Whether no instance fails the file under ``selection``'s `failOn`.
    public var passed: Bool {
        !instances.contains(where: selection.gates)
    }
}
