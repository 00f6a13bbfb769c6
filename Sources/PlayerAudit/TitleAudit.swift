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
    /// stale.
    public static let rulesVersion = 1
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

    /// Reads `source` and runs every check; `rates` are added to slow motion's half speed and
    /// the profile's own rates. Throws when the media cannot be opened.
    public init(
        source: any PlayerSource, profile: AuditProfile, audience: AuditAudience = .adult,
        rates: [Double] = []
    ) throws(MediaError) {
        try self.init(
            title: AuditedTitle(reading: source), profile: profile, audience: audience,
            rates: rates)
    }

    /// Runs every check on `title`, already read.
    public init(
        title: AuditedTitle, profile: AuditProfile, audience: AuditAudience = .adult,
        rates: [Double] = []
    ) throws(MediaError) {
        self.title = title
        self.profile = profile
        self.audience = audience
        frameRate = title.videoFrameRate ?? Self.assumedFrameRate
        let catalog = title.catalog
        tracks = catalog.tracks.filter { $0.kind == .legible }.compactMap { track in
            guard let cues = title.cues[track.id] else { return nil }
            return CaptionTrackAudit(
                track: track, cues: cues, profile: profile, audience: audience,
                frameRate: title.videoFrameRate ?? Self.assumedFrameRate,
                mediaDuration: catalog.duration,
                rawPayloads: track.sourcePath.flatMap(CaptionMarkup.rawPayloads(ofFileAt:)))
        }
        var rates = [0.5] + profile.playbackRates + rates
        rates = rates.enumerated().filter { !rates[..<$0.offset].contains($0.element) }.map(
            \.element)
        self.rates = rates
        media = MediaCriteria.results(for: catalog)
        let checks = PlayerChecks(title: title, profile: profile, audience: audience)
        var effective: [AuditFinding] = []
        for rate in rates {
            effective += try checks.effectiveReadingSpeedFindings(at: rate)
        }
        effectiveFindings = effective
        player =
            try checks.seekResults() + checks.forcedTrackResults() + checks.selectionResults()
    }

    /// Every caption finding: each track's static ones, then the engine-measured ones.
    public var findings: [AuditFinding] {
        tracks.flatMap(\.findings) + effectiveFindings
    }

    /// Whether nothing failed: no finding, no failed media or player answer, no unreadable
    /// track.
    public var passed: Bool {
        findings.isEmpty && !(media + player).contains { $0.outcome == .failed }
            && title.readErrors.isEmpty
    }
}
