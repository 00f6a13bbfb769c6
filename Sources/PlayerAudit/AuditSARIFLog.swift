import Foundation
import PlayerCore

/// The audit as a SARIF 2.1.0 log (OASIS), the form code-scanning tools read: one run whose
/// driver lists every ``AuditRule`` (level from its severity, the criterion, the ACT rule and
/// W3C's Understanding page), and one result per ``CheckInstance``.
///
/// A result's `kind` is the ACT outcome (`pass`, `fail`, `review` for cantTell,
/// `notApplicable`); a failure's `level` is its severity (`error`, `warning`, `note`), every
/// other result's `none`. Its location is the file (or, for a caption track read from a file
/// beside it, that file); the message and the properties carry the track, the cue's times and
/// what was measured. A file that cannot be opened is a tool notification, not a result, so
/// the results equal the JSON's `summary` `checks`.
public enum AuditSARIFLog {
    /// The log for `entries`, written by `toolVersion` of the CLI.
    public static func json(for entries: [AuditReportEntry], toolVersion: String) -> JSONValue {
        let rules = AuditRule.all
        var artifacts: [String] = []
        func artifactIndex(_ path: String) -> Int {
            if let index = artifacts.firstIndex(of: path) { return index }
            artifacts.append(path)
            return artifacts.count - 1
        }
        var results: [JSONValue] = []
        var notifications: [JSONValue] = []
        for entry in entries {
            guard case .audited(let audit) = entry else {
                if case .unopened(let path, let error) = entry {
                    let index = artifactIndex(path)
                    notifications.append(
                        .object([
                            ("level", "error"), ("message", .object([("text", .string(error))])),
                            ("locations", .array([location(path, index: index)])),
                        ]))
                }
                continue
            }
            for instance in audit.instances {
                let path =
                    instance.track.flatMap { id in
                        audit.title.catalog.tracks.first { $0.id == id }?.sourcePath
                    } ?? audit.title.catalog.path
                results.append(
                    result(
                        instance, audit: audit,
                        ruleIndex: rules.firstIndex(of: instance.rule) ?? 0,
                        location: location(path, index: artifactIndex(path))))
            }
        }
        let driver: JSONValue = .object([
            ("name", "accessible-player"), ("version", .string(toolVersion)),
            ("rules", .array(rules.map(ruleJSON))),
        ])
        let invocation: JSONValue = .object([
            ("executionSuccessful", .bool(true)),
            ("toolExecutionNotifications", .array(notifications)),
        ])
        return .object([
            ("$schema", "https://json.schemastore.org/sarif-2.1.0.json"), ("version", "2.1.0"),
            (
                "runs",
                .array([
                    .object([
                        ("tool", .object([("driver", driver)])),
                        ("invocations", .array([invocation])),
                        (
                            "artifacts",
                            .array(
                                artifacts.map {
                                    .object([("location", .object([("uri", .string(uri($0)))]))])
                                })
                        ),
                        ("results", .array(results)),
                    ])
                ])
            ),
        ])
    }

    private static func ruleJSON(_ rule: AuditRule) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("id", .string(rule.id)), ("name", .string(rule.id)),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            (
                "fullDescription",
                .object([
                    (
                        "text",
                        .string(rule.criterion + (rule.actRule.map { " (ACT rule \($0))" } ?? ""))
                    )
                ])
            ),
        ]
        if let help = rule.helpURL { members.append(("helpUri", .string(help))) }
        members += [
            ("defaultConfiguration", .object([("level", .string(level(rule.severity)))])),
            (
                "properties",
                .object([
                    ("severity", .string(rule.severity.rawValue)),
                    ("criterion", .string(rule.criterion)), ("actRule", .string(rule.actRule)),
                ])
            ),
        ]
        return .object(members)
    }

    private static func result(
        _ instance: CheckInstance, audit: TitleAudit, ruleIndex: Int, location: JSONValue
    ) -> JSONValue {
        let kind: String =
            switch instance.outcome {
            case .passed: "pass"
            case .failed: "fail"
            case .cantTell: "review"
            case .inapplicable: "notApplicable"
            }
        let finding = instance.finding
        let properties: [(String, JSONValue)] = [
            ("outcome", .string(instance.outcome.rawValue)),
            ("severity", .string(instance.rule.severity.rawValue)),
            ("gated", .bool(audit.selection.gates(instance))),
            ("track", instance.track.map { .integer(Int64($0.rawValue)) } ?? .null),
            ("start", finding?.start.map { .seconds($0) } ?? .null),
            ("end", finding?.end.map { .seconds($0) } ?? .null),
            ("measured", finding?.measured.map { .number($0) } ?? .null),
            ("limit", finding?.limit.map { .number($0) } ?? .null),
            ("unit", .string(finding?.unit)), ("rate", finding?.rate.map { .number($0) } ?? .null),
            ("profile", .string(audit.profile.name)),
        ]
        return .object([
            ("ruleId", .string(instance.rule.id)), ("ruleIndex", .integer(Int64(ruleIndex))),
            ("kind", .string(kind)),
            (
                "level",
                .string(instance.outcome == .failed ? level(instance.rule.severity) : "none")
            ),
            ("message", .object([("text", .string(message(instance)))])),
            ("locations", .array([location])), ("properties", .object(properties)),
        ])
    }

    /// "track 4, 00:00:04.000–00:00:05.000: 34 cps (limit 20 cps) "text"", led by the check.
    private static func message(_ instance: CheckInstance) -> String {
        let track = instance.track.map { " on track \($0.rawValue)" } ?? ""
        return "\(instance.rule.id)\(track): " + AuditJUnitReport.message(instance)
    }

    private static func level(_ severity: AuditSeverity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .notice: "note"
        }
    }

    private static func location(_ path: String, index: Int) -> JSONValue {
        .object([
            (
                "physicalLocation",
                .object([
                    (
                        "artifactLocation",
                        .object([("uri", .string(uri(path))), ("index", .integer(Int64(index)))])
                    )
                ])
            )
        ])
    }

    /// `path` as a URI reference: a relative path stays relative, an absolute one is a
    /// `file://` URI; characters a URI path cannot hold are percent-encoded.
    static func uri(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ";?#[]")
        let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}
