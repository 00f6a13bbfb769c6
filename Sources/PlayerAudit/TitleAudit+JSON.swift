import PlayerCore

extension TitleAudit {
    /// The audit as one JSON object, keys in this order: `file`, `status` ("passed" or
    /// "failed"), `rulesVersion`, `profile`, `audience`, `title`, `duration`, `frameRate`,
    /// `tracks` (one summary per caption track, with `source`, the sidecar file it was read from,
    /// `textDescriptions` and `extendedPause`, the seconds a text description track's
    /// extended description would pause the video, null when not measured), `findings`, `media`, `player`, `readErrors`,
    /// `failOn`, `summary` (the check instances by outcome, and how many fail the file).
    public var json: JSONValue {
        let catalog = title.catalog
        let trackSummaries: [JSONValue] = tracks.map { audit in
            .object([
                ("id", .integer(Int64(audit.track.id.rawValue))),
                ("language", .string(audit.track.language?.description)),
                ("title", .string(audit.track.title)), ("codec", .string(audit.track.codec)),
                (
                    "source",
                    .string(audit.track.sourcePath.flatMap { $0 == catalog.path ? nil : $0 })
                ),
                ("sdh", .bool(SDHConventions.isSDH(audit.track))),
                ("forced", .bool(audit.track.flags.contains(.forced))),
                ("cues", .integer(Int64(audit.cues.count))),
                ("readingSpeedLimit", .number(audit.readingSpeedLimit.maximum)),
                ("unit", .string(audit.readingSpeedLimit.unit.rawValue)),
                (
                    "maxReadingSpeed",
                    audit.maximumReadingSpeed.map { .number(CaptionMeasure.rounded($0)) } ?? .null
                ),
                ("textDescriptions", .bool(audit.track.isTextDescription)),
                ("extendedPause", audit.extendedPause.map { .seconds($0) } ?? .null),
                ("findings", .integer(Int64(findings.filter { $0.track == audit.track.id }.count))),
            ])
        }
        return .object([
            ("file", .string(catalog.path)), ("status", .string(passed ? "passed" : "failed")),
            ("rulesVersion", .integer(Int64(Self.rulesVersion))),
            ("profile", .string(profile.name)), ("audience", .string(audience.rawValue)),
            ("title", .string(catalog.metadata.title)),
            ("duration", catalog.duration.map { .seconds($0) } ?? .null),
            ("frameRate", .number(frameRate)),
            ("frameRateAssumed", .bool(title.videoFrameRate == nil)),
            ("rates", .array(rates.map { .number($0) })),
            ("tracks", .array(trackSummaries)),
            ("findings", .array(findings.map(\.json))),
            ("media", .array(media.map(\.json))),
            ("player", .array(player.map(\.json))),
            (
                "readErrors",
                .array(
                    title.readErrors.sorted { $0.key < $1.key }.map {
                        .object([
                            ("track", .integer(Int64($0.key.rawValue))),
                            ("error", .string($0.value)),
                        ])
                    })
            ),
            ("failOn", .string(selection.failOn.rawValue)),
            ("summary", summaryJSON),
        ])
    }

    /// `{checks, passed, failed, cantTell, inapplicable, gated}`: the instances by outcome, and
    /// the failed ones that fail the file.
    public var summaryJSON: JSONValue {
        let instances = instances
        func count(_ outcome: AuditOutcome) -> JSONValue {
            .integer(Int64(instances.filter { $0.outcome == outcome }.count))
        }
        return .object([
            ("checks", .integer(Int64(instances.count))), ("passed", count(.passed)),
            ("failed", count(.failed)), ("cantTell", count(.cantTell)),
            ("inapplicable", count(.inapplicable)),
            ("gated", .integer(Int64(instances.filter(selection.gates).count))),
        ])
    }

    /// The JSON line of a file that could not be opened: `file`, `status` "error", `error`.
    public static func errorJSON(path: String, error: String) -> JSONValue {
        .object([
            ("file", .string(path)), ("status", "error"),
            ("rulesVersion", .integer(Int64(rulesVersion))), ("error", .string(error)),
        ])
    }
}

extension AuditFinding {
    /// `{check, track, start, end, measured, limit, unit, profile, rate, text, severity}`;
    /// times in seconds, unknown values null.
    public var json: JSONValue {
        .object([
            ("check", .string(check.rawValue)), ("track", .integer(Int64(track.rawValue))),
            ("start", start.map { .seconds($0) } ?? .null),
            ("end", end.map { .seconds($0) } ?? .null),
            ("measured", measured.map { .number($0) } ?? .null),
            ("limit", limit.map { .number($0) } ?? .null), ("unit", .string(unit)),
            ("profile", .string(profile)), ("rate", rate.map { .number($0) } ?? .null),
            ("text", .string(text)),
            ("severity", .string(AuditRule.caption(check).severity.rawValue)),
        ])
    }
}

extension CriterionResult {
    /// `{check, criterion, act, outcome, track, detail, severity}`.
    public var json: JSONValue {
        .object([
            ("check", .string(check)), ("criterion", .string(criterion)),
            ("act", .string(actRule)), ("outcome", .string(outcome.rawValue)),
            ("track", track.map { .integer(Int64($0.rawValue)) } ?? .null),
            ("detail", .string(detail)), ("severity", .string(rule.severity.rawValue)),
        ])
    }
}
