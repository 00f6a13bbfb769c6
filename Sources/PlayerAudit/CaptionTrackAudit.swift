import PlayerCore

/// The static caption checks of one legible track under one profile: pure, on values.
///
/// ```swift
/// let audit = CaptionTrackAudit(
///     track: english, cues: cues, profile: .netflix, frameRate: 24,
///     mediaDuration: .seconds(30))
/// audit.findings        // reading speed, line length, timing, overlaps, SDH …
/// audit.readingSpeeds   // one point per text cue, for the report's timeline
/// ```
public struct CaptionTrackAudit: Sendable {
    /// The track checked.
    public var track: TrackInfo
    /// Its cues, sorted by start.
    public var cues: [Cue]
    /// The profile's ceiling for this track's language and audience.
    public var readingSpeedLimit: ReadingSpeedLimit
    /// Every finding, ordered by cue start, then check.
    public var findings: [AuditFinding] = []
    /// Each text cue's reading speed in the limit's unit, in cue order.
    public var readingSpeeds: [(cue: Cue, speed: Double)] = []
    /// The checks that applied to this track (the profile sets their number and the track has
    /// what they look at), in ``CaptionCheck`` order: each one without a finding passed.
    public var checksApplied: [CaptionCheck] = []
    /// For a text description track whose speech was measured, how long a player offering
    /// extended description pauses the video in all (``DescriptionFitAudit/extendedPause``).
    public var extendedPause: MediaTime?

    /// Runs every check. `rawPayloads` are the cues as their file wrote them (for the tag
    /// check), when the track came from a SubRip or WebVTT file; `frameRate` is the video's,
    /// for the gap in frames.
    public init(
        track: TrackInfo, cues: [Cue], profile: AuditProfile, audience: AuditAudience = .adult,
        frameRate: Double, mediaDuration: MediaTime?, rawPayloads: [Cue]? = nil
    ) {
        self.track = track
        self.cues = cues
        readingSpeedLimit = profile.readingSpeed(track.language, audience)
        var findings: [AuditFinding] = []
        func finding(
            _ check: CaptionCheck, _ cue: Cue?, measured: Double? = nil, limit: Double? = nil,
            unit: String? = nil
        ) -> AuditFinding {
            AuditFinding(
                check: check, track: track.id, start: cue?.start, end: cue?.end,
                measured: measured.map(CaptionMeasure.rounded),
                limit: limit.map(CaptionMeasure.rounded), unit: unit, profile: profile.name,
                text: cue.flatMap(Self.checkedText).map {
                    CaptionMeasure.lines($0).joined(separator: " / ")
                })
        }
        let lineLimit = profile.charactersPerLine(track.language)
        let gapLimit = profile.minimumGapFrames.map {
            MediaTime(secondsValue: Double($0) / frameRate)
        }
        var latestEnd: MediaTime?
        for cue in cues {
            let duration = cue.end - cue.start
            if let latestEnd {
                if cue.start < latestEnd {
                    findings.append(
                        finding(
                            .overlap, cue, measured: (latestEnd - cue.start).secondsValue,
                            limit: 0, unit: "s"))
                } else if let gapLimit, cue.start - latestEnd < gapLimit {
                    findings.append(
                        finding(
                            .minimumGap, cue, measured: (cue.start - latestEnd).secondsValue,
                            limit: gapLimit.secondsValue, unit: "s"))
                }
            }
            latestEnd = max(latestEnd ?? cue.end, cue.end)
            if let minimum = profile.minimumDuration, duration < minimum {
                findings.append(
                    finding(
                        .minimumDuration, cue, measured: duration.secondsValue,
                        limit: minimum.secondsValue, unit: "s"))
            }
            if let maximum = profile.maximumDuration, duration > maximum {
                findings.append(
                    finding(
                        .maximumDuration, cue, measured: duration.secondsValue,
                        limit: maximum.secondsValue, unit: "s"))
            }
            if let mediaDuration, cue.end > mediaDuration {
                findings.append(
                    finding(
                        .pastMediaEnd, cue, measured: cue.end.secondsValue,
                        limit: mediaDuration.secondsValue, unit: "s"))
            }
            guard let text = Self.checkedText(of: cue) else { continue }
            if text.allSatisfy(\.isWhitespace) {
                findings.append(finding(.emptyCue, cue))
                continue
            }
            if let speed = CaptionMeasure.readingSpeed(
                text, over: duration, in: readingSpeedLimit.unit)
            {
                readingSpeeds.append((cue, speed))
                if speed > readingSpeedLimit.maximum {
                    findings.append(
                        finding(
                            .readingSpeed, cue, measured: speed,
                            limit: readingSpeedLimit.maximum,
                            unit: readingSpeedLimit.unit.rawValue))
                }
            }
            let lines = CaptionMeasure.lines(text)
            if let maximum = profile.maximumLines, lines.count > maximum {
                findings.append(
                    finding(
                        .lineCount, cue, measured: Double(lines.count), limit: Double(maximum),
                        unit: "lines"))
            }
            let longest = lines.map { CaptionMeasure.characterCount(String($0)) }.max() ?? 0
            if let lineLimit, longest > lineLimit {
                findings.append(
                    finding(
                        .charactersPerLine, cue, measured: Double(longest),
                        limit: Double(lineLimit), unit: "characters"))
            }
        }
        for cue in rawPayloads ?? [] {
            let unbalanced = CaptionMarkup.unbalancedTags(in: cue.text ?? "")
            guard !unbalanced.isEmpty else { continue }
            findings.append(
                finding(
                    .unbalancedTags, cue, measured: Double(unbalanced.count), limit: 0, unit: "tags"
                ))
        }
        findings += SDHConventions.findings(for: track, cues: cues, profile: profile.name)
        self.findings = findings.sorted(by: Self.isOrderedBefore)
        let hasText = cues.contains { Self.checkedText(of: $0) != nil }
        let applies: [CaptionCheck: Bool] = [
            .readingSpeed: hasText, .charactersPerLine: hasText && lineLimit != nil,
            .lineCount: hasText && profile.maximumLines != nil,
            .minimumDuration: !cues.isEmpty && profile.minimumDuration != nil,
            .maximumDuration: !cues.isEmpty && profile.maximumDuration != nil,
            .minimumGap: cues.count > 1 && gapLimit != nil, .overlap: cues.count > 1,
            .emptyCue: hasText, .pastMediaEnd: !cues.isEmpty && mediaDuration != nil,
            .unbalancedTags: rawPayloads != nil,
            .missingSoundDescriptions: hasText && SDHConventions.isSDH(track),
            .missingSpeakerIdentification: hasText && SDHConventions.isSDH(track),
        ]
        checksApplied = CaptionCheck.allCases.filter { applies[$0] == true }
    }

    /// The text the checks read of `cue`: its text, nil for a picture without text. (Text
    /// recognised in a bitmap cue belongs here too, so every check reads it alike.)
    public static func checkedText(of cue: Cue) -> String? {
        cue.text
    }

    /// The highest reading speed of any cue, in the limit's unit.
    public var maximumReadingSpeed: Double? {
        readingSpeeds.map(\.speed).max()
    }

    /// Findings about cues first by start, track-wide findings last; then by check.
    static func isOrderedBefore(_ lhs: AuditFinding, _ rhs: AuditFinding) -> Bool {
        let order = CaptionCheck.allCases
        let left = (lhs.start ?? .init(microseconds: .max), order.firstIndex(of: lhs.check)!)
        let right = (rhs.start ?? .init(microseconds: .max), order.firstIndex(of: rhs.check)!)
        return left < right
    }
}

/// What SDH (captions for the deaf and hard of hearing) must carry beyond the dialogue.
public enum SDHConventions {
    /// Whether `track` is for deaf and hard-of-hearing viewers.
    public static func isSDH(_ track: TrackInfo) -> Bool {
        !track.flags.isDisjoint(with: [.hearingImpaired, .captions])
    }

    /// Whether `text` holds a sound description: text in square brackets or parentheses.
    public static func hasSoundDescription(_ text: String) -> Bool {
        hasEnclosed(text, "[", "]") || hasEnclosed(text, "(", ")")
    }

    /// Whether `cue` names its speaker: a voice the format names, a line starting with a
    /// name and a colon before a space ("ANNA: Hi", "- Dr. Chen: Hi", not "At 10:30"), or the
    /// ">>" speaker-change mark.
    public static func hasSpeakerIdentification(_ cue: Cue) -> Bool {
        if cue.speaker != nil { return true }
        return CaptionMeasure.lines(CaptionTrackAudit.checkedText(of: cue) ?? "").contains { line in
            var line = line.drop { $0 == " " }
            if line.hasPrefix(">>") { return true }
            if line.hasPrefix("-") { line = line.dropFirst().drop { $0 == " " } }
            guard let colon = line.firstIndex(of: ":"), line.first?.isLetter == true else {
                return false
            }
            let name = line[..<colon]
            let after = line[line.index(after: colon)...].first
            return (after == nil || after!.isWhitespace) && name.count <= 32
                && name.allSatisfy { $0.isLetter || $0.isNumber || " .'-#".contains($0) }
        }
    }

    /// The track-wide SDH findings for `track`: none unless it is SDH with text cues.
    static func findings(for track: TrackInfo, cues: [Cue], profile: String) -> [AuditFinding] {
        let texts = cues.compactMap(CaptionTrackAudit.checkedText)
        guard isSDH(track), !texts.isEmpty else { return [] }
        var findings: [AuditFinding] = []
        if !texts.contains(where: hasSoundDescription) {
            findings.append(
                AuditFinding(
                    check: .missingSoundDescriptions, track: track.id, measured: 0, limit: 1,
                    unit: "cues", profile: profile))
        }
        if !cues.contains(where: hasSpeakerIdentification) {
            findings.append(
                AuditFinding(
                    check: .missingSpeakerIdentification, track: track.id, measured: 0,
                    limit: 1, unit: "cues", profile: profile))
        }
        return findings
    }

    private static func hasEnclosed(_ text: String, _ open: Character, _ close: Character) -> Bool {
        guard let start = text.firstIndex(of: open),
            let end = text[start...].firstIndex(of: close)
        else { return false }
        return text.distance(from: start, to: end) > 1
    }
}
