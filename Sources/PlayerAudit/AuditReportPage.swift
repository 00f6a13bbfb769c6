import Foundation
import PlayerCore

/// The audit as one self-contained HTML page: no script, no network, every style inline.
///
/// Per title a summary table (tracks, limits, finding counts) and the media and player
/// answers; per caption track an inline SVG timeline of each cue's reading speed with the
/// profile's limit drawn as a dashed line and failing cues marked in red, then the findings
/// listed. Every finding row carries `data-check`, `data-track` and `data-start` (seconds as
/// the JSON writes them), so a test can compare the page with the JSON. All text from files is
/// HTML-escaped.
public enum AuditReportPage {
    /// The page for `entries`, in order.
    public static func html(for entries: [AuditReportEntry]) -> String {
        var body = ""
        for entry in entries {
            switch entry {
            case .audited(let audit): body += section(audit)
            case .unopened(let path, let error):
                body += "<section class=\"title error\"><h2>\(escape(path))</h2>"
                body +=
                    "<p class=\"verdict error\">Cannot be opened: \(escape(error))</p></section>\n"
            }
        }
        let failed = entries.filter {
            if case .audited(let audit) = $0 { return !audit.passed }
            return true
        }.count
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8">
            <title>Accessibility audit</title>
            <style>
            body{font:15px/1.4 sans-serif;margin:24px;color:#111;background:#fff}
            table{border-collapse:collapse;margin:8px 0 16px}
            td,th{border:1px solid #bbb;padding:3px 8px;text-align:left;vertical-align:top}
            th{background:#eee}.failed,.FAILED{color:#b00000;font-weight:bold}
            .passed{color:#006400}.cantTell,.inapplicable{color:#555}
            .verdict{font-size:18px}section.title{border-top:3px solid #333;margin-top:24px}
            svg{border:1px solid #999;background:#fafafa}
            </style></head><body>
            <h1>Accessibility audit</h1>
            <p>\(entries.count) file(s), \(failed) failed or unopened.</p>
            \(body)</body></html>

            """
    }

    private static func section(_ audit: TitleAudit) -> String {
        let catalog = audit.title.catalog
        var html = "<section class=\"title\"><h2>\(escape(catalog.path))</h2>\n"
        let verdict = audit.passed ? "passed" : "failed"
        html += "<p class=\"verdict \(verdict)\">\(verdict) — profile \(escape(audit.profile.name))"
        html += " (\(escape(audit.profile.source))), audience \(audit.audience.rawValue)</p>\n"
        html += "<table class=\"summary\"><tr><th>Title</th><td>"
        html += escape(catalog.metadata.title ?? "(none)") + "</td></tr>"
        html += "<tr><th>Duration</th><td>\(catalog.duration?.description ?? "unknown")</td></tr>"
        html += "<tr><th>Frame rate</th><td>\(audit.frameRate)"
        html += audit.title.videoFrameRate == nil ? " (assumed)" : ""
        html +=
            "</td></tr><tr><th>Caption findings</th><td>\(audit.findings.count)</td></tr></table>\n"
        html += "<table class=\"tracks\"><tr><th>Track</th><th>Language</th><th>Title</th>"
        html += "<th>Cues</th><th>Max speed</th><th>Limit</th><th>Findings</th></tr>\n"
        for track in audit.tracks {
            let count = audit.findings.filter { $0.track == track.track.id }.count
            html += "<tr><td>\(track.track.id.rawValue)</td>"
            html += "<td>\(escape(track.track.language?.description ?? "-"))</td>"
            html += "<td>\(escape(track.track.title ?? "-"))</td><td>\(track.cues.count)</td>"
            html += "<td>\(track.maximumReadingSpeed.map { format($0) } ?? "-")</td>"
            html += "<td>\(format(track.readingSpeedLimit.maximum)) "
            html += "\(track.readingSpeedLimit.unit.rawValue)</td>"
            html += "<td class=\"\(count == 0 ? "passed" : "failed")\">\(count)</td></tr>\n"
        }
        html += "</table>\n<h3>Media and player checks</h3>\n"
        html += "<table class=\"criteria\"><tr><th>Outcome</th><th>Check</th><th>Criterion</th>"
        html += "<th>ACT</th><th>Detail</th></tr>\n"
        for answer in audit.media + audit.player {
            html += "<tr class=\"criterion\" data-check=\"\(escape(answer.check))\">"
            html += "<td class=\"\(answer.outcome.rawValue)\">\(answer.outcome.rawValue)</td>"
            html += "<td>\(escape(answer.check))</td><td>\(escape(answer.criterion))</td>"
            html +=
                "<td>\(escape(answer.actRule ?? "-"))</td><td>\(escape(answer.detail))</td></tr>\n"
        }
        html += "</table>\n"
        for track in audit.tracks {
            let findings = audit.findings.filter { $0.track == track.track.id }
            html += "<h3>Track \(track.track.id.rawValue): "
            html += escape(track.track.title ?? track.track.language?.description ?? "captions")
            html += "</h3>\n"
            html += timeline(track, findings: findings, duration: catalog.duration)
            html += findingTable(findings)
        }
        return html + "</section>\n"
    }

    /// The reading-speed timeline of one track: a bar per text cue at its speed, the limit as
    /// a dashed red line, failing cues in red with a marker above them.
    static func timeline(
        _ track: CaptionTrackAudit, findings: [AuditFinding], duration: MediaTime?
    ) -> String {
        let width = 960.0
        let height = 220.0
        let left = 48.0
        let bottom = 24.0
        let limit = track.readingSpeedLimit.maximum
        let end = max(
            duration?.secondsValue ?? 0, track.cues.map(\.end.secondsValue).max() ?? 0, 1)
        let top = max(limit * 1.5, track.maximumReadingSpeed ?? 0) * 1.05
        func x(_ seconds: Double) -> Double { left + (width - left - 8) * seconds / end }
        func y(_ speed: Double) -> Double { (height - bottom) * (1 - speed / top) + 4 }
        let failingStarts = Set(findings.compactMap(\.start))
        let unit = track.readingSpeedLimit.unit.rawValue
        let id = "timeline-\(track.track.id.rawValue)"
        var svg = "<svg class=\"timeline\" id=\"\(id)\" role=\"img\" aria-labelledby=\"\(id)-t\""
        svg += " width=\"\(Int(width))\" height=\"\(Int(height + 8))\""
        svg +=
            " viewBox=\"0 0 \(Int(width)) \(Int(height + 8))\" xmlns=\"http://www.w3.org/2000/svg\">"
        svg += "<title id=\"\(id)-t\">Reading speed of track \(track.track.id.rawValue) in \(unit)"
        svg += " over time; limit \(format(limit)) \(unit)</title>"
        svg += line(left, y(0), width - 8, y(0), stroke: "#333")
        svg += line(left, 4, left, y(0), stroke: "#333")
        svg += text(4, y(0), "0") + text(4, y(top / 1.05), format(top / 1.05))
        svg += text(left, height + 6, "0:00")
        svg += text(width - 60, height + 6, MediaTime(secondsValue: end).description)
        for (cue, speed) in track.readingSpeeds {
            let failing = failingStarts.contains(cue.start)
            let barX = x(cue.start.secondsValue)
            let barWidth = max(1.5, x(cue.end.secondsValue) - barX)
            svg += "<rect class=\"\(failing ? "cue failing" : "cue")\" x=\"\(f(barX))\""
            svg += " y=\"\(f(y(speed)))\" width=\"\(f(barWidth))\" height=\"\(f(y(0) - y(speed)))\""
            svg += " fill=\"\(failing ? "#d62728" : "#4c78a8")\" fill-opacity=\"0.85\">"
            svg +=
                "<title>\(cue.start) \(format(speed)) \(unit): \(escape(cue.text ?? ""))</title></rect>"
        }
        for start in failingStarts.sorted() {
            svg += "<circle class=\"marker\" cx=\"\(f(x(start.secondsValue)))\" cy=\"10\" r=\"4\""
            svg += " fill=\"#d62728\"/>"
        }
        svg +=
            "<line class=\"limit\" x1=\"\(f(left))\" y1=\"\(f(y(limit)))\" x2=\"\(f(width - 8))\""
        svg +=
            " y2=\"\(f(y(limit)))\" stroke=\"#e00000\" stroke-width=\"3\" stroke-dasharray=\"8 4\"/>"
        svg += text(left + 4, y(limit) - 4, "limit \(format(limit)) \(unit)", fill: "#e00000")
        return svg + "</svg>\n"
    }

    private static func findingTable(_ findings: [AuditFinding]) -> String {
        guard !findings.isEmpty else { return "<p class=\"passed\">No findings.</p>\n" }
        var html = "<table class=\"findings\"><tr><th>Time</th><th>Check</th><th>Measured</th>"
        html += "<th>Limit</th><th>Profile</th><th>Text</th></tr>\n"
        for finding in findings {
            let start = finding.start.map { JSONValue.seconds($0).written() } ?? "null"
            html += "<tr class=\"finding\" data-check=\"\(finding.check.rawValue)\""
            html += " data-track=\"\(finding.track.rawValue)\" data-start=\"\(start)\">"
            html += "<td>\(finding.start?.description ?? "whole track")</td>"
            html += "<td>\(finding.check.rawValue)"
            html += finding.rate.map { " at \(format($0))×" } ?? ""
            html += "</td><td>\(finding.measured.map { format($0) } ?? "-") "
            html +=
                "\(escape(finding.unit ?? ""))</td><td>\(finding.limit.map { format($0) } ?? "-")</td>"
            html +=
                "<td>\(escape(finding.profile))</td><td>\(escape(finding.text ?? ""))</td></tr>\n"
        }
        return html + "</table>\n"
    }

    /// `text` with `&`, `<`, `>`, `"` and `'` escaped for HTML text and attributes.
    public static func escape(_ text: String) -> String {
        htmlEntities.reduce(text) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
    }

    /// What ``escape(_:)`` replaces, `&` first so no entity is escaped twice.
    private static let htmlEntities = [
        ("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ("\"", "&quot;"), ("'", "&#39;"),
    ]

    private static func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, stroke: String)
        -> String
    {
        "<line x1=\"\(f(x1))\" y1=\"\(f(y1))\" x2=\"\(f(x2))\" y2=\"\(f(y2))\" stroke=\"\(stroke)\"/>"
    }

    private static func text(_ x: Double, _ y: Double, _ content: String, fill: String = "#333")
        -> String
    {
        "<text x=\"\(f(x))\" y=\"\(f(y))\" font-size=\"11\" fill=\"\(fill)\">\(escape(content))</text>"
    }

    private static func f(_ value: Double) -> String {
        String(format: "%.1f", value)
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.3g", value)
    }
}
