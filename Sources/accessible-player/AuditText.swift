import Foundation
import PlayerAudit
import PlayerCore

/// The audit's plain-text form: a verdict line per file, then each caption track with its
/// findings, then every media and player answer in columns (outcome, severity, check,
/// criterion and detail) two spaces apart at least.
enum AuditText {
    /// `entry` as lines of text.
    static func render(_ entry: AuditReportEntry) -> String {
        guard case .audited(let audit) = entry else {
            if case .unopened(let path, let error) = entry {
                return "\(path): cannot be opened: \(error)"
            }
            return ""
        }
        let answers = audit.media + audit.player
        let failedAnswers = answers.filter { $0.outcome == .failed }.count
        let gated = audit.instances.filter(audit.selection.gates).count
        var lines = [
            "\(audit.title.catalog.path): \(audit.passed ? "passed" : "FAILED") (\(audit.profile.name),"
                + " \(audit.audience.rawValue)): \(audit.findings.count) caption finding(s),"
                + " \(failedAnswers) of \(answers.count) media and player checks failed;"
                + " \(gated) failure(s) at or above \(audit.selection.failOn.rawValue)"
        ]
        for track in audit.tracks {
            let limit = track.readingSpeedLimit
            let maximum = track.maximumReadingSpeed.map(number) ?? "-"
            let recognized = track.cues.contains { $0.recognition != nil }
            lines.append(
                "  track \(track.track.id.rawValue) (\(track.track.auditLabel)"
                    + (recognized ? ", text recognised from pictures" : "")
                    + "): \(track.cues.count)"
                    + " cues, max \(maximum) \(limit.unit.rawValue), limit"
                    + " \(number(limit.maximum)) \(limit.unit.rawValue)")
            for finding in audit.findings where finding.track == track.track.id {
                lines.append("    " + describe(finding))
            }
        }
        for (track, error) in audit.title.readErrors.sorted(by: { $0.key < $1.key }) {
            lines.append("  track \(track.rawValue): cannot be read: \(error)")
        }
        let rows = answers.map { answer in
            let track = answer.track.map { "[track \($0.rawValue)] " } ?? ""
            return [
                answer.outcome.rawValue, answer.rule.severity.rawValue, answer.check,
                "\(answer.criterion): \(track)\(answer.detail)",
            ]
        }
        lines += columns(rows).map { "  " + $0 }
        return lines.joined(separator: "\n")
    }

    /// Every check the audit can make: id, severity, criterion and what passing means.
    static func checkList() -> String {
        let rows = AuditRule.all.map { rule in
            [
                rule.id, rule.severity.rawValue,
                rule.criterion + (rule.actRule.map { " (ACT \($0))" } ?? ""), rule.summary,
            ]
        }
        return columns([["CHECK", "SEVERITY", "CRITERION", "PASSES WHEN"]] + rows).joined(
            separator: "\n")
    }

    /// `rows` with every column but the last padded to its widest cell plus two spaces.
    private static func columns(_ rows: [[String]]) -> [String] {
        guard let count = rows.first?.count else { return [] }
        let widths = (0..<count - 1).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                column < widths.count
                    ? cell.padding(toLength: widths[column] + 2, withPad: " ", startingAt: 0) : cell
            }.joined()
        }
    }

    private static func describe(_ finding: AuditFinding) -> String {
        let time = finding.start.map(\.description) ?? "whole track "
        let check = finding.check.rawValue.padding(toLength: 29, withPad: " ", startingAt: 0)
        var text = "\(time)  \(check)\(finding.measurement)"
        if let cueText = finding.text { text += "  \(JSONText.quoted(cueText))" }
        return text
    }

    private static func number(_ value: Double) -> String {
        CaptionMeasure.formatted(value)
    }
}
