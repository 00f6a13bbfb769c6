import PlayerCore

/// One check applied once — to a title, a track, or a cue — with its outcome. JUnit makes a
/// test case of each, SARIF a result, and the JSON's `summary` counts them.
///
/// A caption finding is a failed instance of its check; a caption check that ran on a track
/// and found nothing is one passed instance; each media and player answer is one instance; an
/// unreadable track is a failed ``AuditRule/trackReadable`` instance.
public struct CheckInstance: Sendable, Hashable {
    /// The check.
    public var rule: AuditRule
    /// Its answer here.
    public var outcome: AuditOutcome
    /// The track it is about, if any.
    public var track: TrackID?
    /// What was found, in words (a finding's measure and limit, an answer's detail).
    public var detail: String
    /// The caption finding, for a failed caption check.
    public var finding: AuditFinding?

    /// An instance with the given parts.
    public init(
        rule: AuditRule, outcome: AuditOutcome, track: TrackID? = nil, detail: String,
        finding: AuditFinding? = nil
    ) {
        self.rule = rule
        self.outcome = outcome
        self.track = track
        self.detail = detail
        self.finding = finding
    }

    /// The failed instance of `finding`.
    public init(_ finding: AuditFinding) {
        self.init(
            rule: .caption(finding.check), outcome: .failed, track: finding.track,
            detail: finding.measurement.isEmpty
                ? "fails \"\(AuditRule.caption(finding.check).summary)\"" : finding.measurement,
            finding: finding)
    }

    /// The instance of a media or player answer.
    public init(_ answer: CriterionResult) {
        self.init(
            rule: answer.rule, outcome: answer.outcome, track: answer.track,
            detail: answer.detail)
    }

    /// A name that tells instances of one file apart: the check, the track, the cue's start
    /// and the playback rate where there are any ("readingSpeed, track 4, 00:00:04.000").
    public var name: String {
        var parts = [rule.id]
        if let track { parts.append("track \(track.rawValue)") }
        if let start = finding?.start { parts.append(start.description) }
        if let rate = finding?.rate { parts.append("at \(CaptionMeasure.formatted(rate))x") }
        return parts.joined(separator: ", ")
    }
}

/// Which checks a run reports and which failures fail a file: `--only`, `--skip` and
/// `--fail-on`.
public struct AuditSelection: Sendable, Hashable {
    /// The only checks reported, or nil for every check.
    public var only: Set<String>?
    /// Checks not reported.
    public var skip: Set<String>
    /// The least severity whose failure fails the file.
    public var failOn: AuditSeverity

    /// A selection; by default every check, a failed error or warning failing the file.
    public init(only: Set<String>? = nil, skip: Set<String> = [], failOn: AuditSeverity = .warning)
    {
        self.only = only
        self.skip = skip
        self.failOn = failOn
    }

    /// Whether `rule` is reported.
    public func includes(_ rule: AuditRule) -> Bool {
        (only?.contains(rule.id) ?? true) && !skip.contains(rule.id)
    }

    /// Whether `instance` fails the file: failed, at or above ``failOn``.
    public func gates(_ instance: CheckInstance) -> Bool {
        instance.outcome == .failed && instance.rule.severity.isAtLeast(failOn)
    }
}
