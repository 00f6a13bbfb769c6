import Foundation
import PlayerAudit
import PlayerCore

/// The audit's plain-text form: a verdict line per file, then each caption track with its
/// findings, then every media and player answer.
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
        var lines = [
            "\(audit.title.catalog.path): \(audit.passed ? "passed" : "FAILED") (\(audit.profile.name),"
                + " \(audit.audience.rawValue)): \(audit.findings.count) caption finding(s),"
                + " \(failedAnswers) of \(answers.count) media and player checks failed"
        ]
        for track in audit.tracks {
            let limit = track.readingSpeedLimit
            let maximum = track.maximumReadingSpeed.map { number($0) } ?? "-"
            let recognized = track.cues.contains { $0.recognition != nil }
            lines.append(
                "  track \(track.track.id.rawValue) (\(describe(track.track))"
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
        for answer in answers {
            let outcome = answer.outcome.rawValue.padding(
                toLength: 12, withPad: " ", startingAt: 0)
            let check = answer.check.padding(toLength: 26, withPad: " ", startingAt: 0)
            let track = answer.track.map { "[track \($0.rawValue)] " } ?? ""
            lines.append("  \(outcome)\(check)\(answer.criterion): \(track)\(answer.detail)")
        }
        return lines.joined(separator: "\n")
    }

    private static func describe(_ track: TrackInfo) -> String {
        var parts = [track.language?.description ?? "no language"]
        if let title = track.title { parts.append("\"\(title)\"") }
        if SDHConventions.isSDH(track) { parts.append("SDH") }
        if track.flags.contains(.forced) { parts.append("forced") }
        return parts.joined(separator: ", ")
    }

    private static func describe(_ finding: AuditFinding) -> String {
        let time = finding.start.map(\.description) ?? "whole track "
        let check = finding.check.rawValue.padding(toLength: 29, withPad: " ", startingAt: 0)
        var text = "\(time)  \(check)"
        if finding.start == nil, let measured = finding.measured, let limit = finding.limit {
            text += "\(number(measured)) cues with one (at least \(number(limit)))"
        } else if let measured = finding.measured, let limit = finding.limit {
            let unit = finding.unit.map { " " + $0 } ?? ""
            text += "\(number(measured))\(unit) (limit \(number(limit))\(unit))"
        }
        if let rate = finding.rate { text += " at \(number(rate))x" }
        if let cueText = finding.text { text += "  \(JSONText.quoted(cueText))" }
        return text
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.3g", value)
    }
}
