import Foundation
import PlayerCore

/// The audit as one self-contained HTML page: no script, no network, every style inline.
///
/// A table of contents lists every file with its verdict, failed and unopened files first,
/// and says how many of its tracks could not be read. Per title its read errors come first,
/// in a box of their own (each unreadable track and why: the file ends early at a time, a
/// segment is missing, a declared service is absent); then a summary table (tracks with
/// their flags, limits, finding counts, the unreadable ones among them), then the media
/// and player answers, failures first, each row naming its track and flags; per caption track
/// (its heading naming the flags) an inline SVG timeline of each cue's reading speed with the
/// profile's limit drawn as a dashed line, failing cues marked in red and overlapping cues
/// outlined in orange, then the findings, with units. Every id is unique on the page (a chart's
/// is `timeline-FILE-TRACK`, FILE the file's place in the contents) and a chart's title names
/// its file and track. Every finding row carries `data-check`,
/// `data-track` and `data-start` (seconds as the JSON writes them), so a test can compare the
/// page with the JSON. All text from files is HTML-escaped.
public enum AuditReportPage {
    /// The page for `entries`: failed and unopened files first, otherwise in order. A finding
    /// for which `picture` gives an address (relative to the page) shows that picture, small
    /// and loaded lazily, beside its text.
    public static func html(
        for entries: [AuditReportEntry],
        picture: (_ path: String, AuditFinding) -> String? = { _, _ in nil }
    ) -> String {
        func rank(_ entry: AuditReportEntry) -> Int {
            guard case .audited(let audit) = entry else { return 0 }
            return audit.passed ? 2 : 1
        }
        let ordered = entries.enumerated().sorted {
            (rank($0.element), $0.offset) < (rank($1.element), $1.offset)
        }.map(\.element)
        var body = ""
        var contents = ""
        for (index, entry) in ordered.enumerated() {
            let anchor = "file-\(index + 1)"
            switch entry {
            case .audited(let audit):
                let verdict = audit.passed ? "passed" : "failed"
                let gated = audit.instances.filter(audit.selection.gates).count
                contents += "<li><a href=\"#\(anchor)\">\(escape(entry.path))</a>"
                contents += " <span class=\"\(verdict)\">\(verdict)</span>"
                contents +=
                    gated > 0
                    ? " (\(gated) failure(s) at or above \(audit.selection.failOn.rawValue))" : ""
                let unreadable = audit.title.readErrors.count
                contents +=
                    unreadable > 0
                    ? " <a href=\"#\(anchor)-read-errors\" class=\"failed\">\(unreadable) track(s)"
                        + " could not be read</a>" : ""
                contents += "</li>\n"
                body += section(audit, anchor: anchor) { picture(entry.path, $0) }
            case .unopened(let path, let error):
                contents += "<li><a href=\"#\(anchor)\">\(escape(path))</a>"
                contents += " <span class=\"failed\">cannot be opened</span></li>\n"
                body += "<section class=\"title error\" id=\"\(anchor)\"><h2>\(escape(path))</h2>"
                body +=
                    "<p class=\"verdict error\">Cannot be opened: \(escape(error))</p></section>\n"
            }
        }
        let failed = ordered.filter { rank($0) < 2 }.count
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Accessibility audit</title>
            <style>
            body{font:15px/1.4 sans-serif;margin:24px;color:#111;background:#fff}
            table{border-collapse:collapse;margin:8px 0 16px;display:block;max-width:100%;overflow-x:auto}
            td,th{border:1px solid #bbb;padding:3px 8px;text-align:left;vertical-align:top}
            th{background:#eee}.failed,.FAILED{color:#b00000;font-weight:bold}
            .read-errors{border:3px solid #b00000;background:#fff0f0;padding:4px 12px}
            .passed{color:#006400}.cantTell,.inapplicable{color:#555}
            .verdict{font-size:18px}section.title{border-top:3px solid #333;margin-top:24px}
            svg{border:1px solid #999;background:#fafafa;max-width:100%;height:auto}
            </style></head><body>
            <main>
            <h1>Accessibility audit</h1>
            <p>\(entries.count) file(s), \(failed) failed or unopened.</p>
            <nav aria-label="Files"><h2>Contents</h2><ol class="contents">
            \(contents)</ol></nav>
            \(body)</main></body></html>

            """
    }

    private static func section(
        _ audit: TitleAudit, anchor: String, picture: (AuditFinding) -> String?
    ) -> String {
        let catalog = audit.title.catalog
        var html = "<section class=\"title\" id=\"\(anchor)\"><h2>\(escape(catalog.path))</h2>\n"
        let verdict = audit.passed ? "passed" : "failed"
        html += "<p class=\"verdict \(verdict)\">\(verdict) — profile \(escape(audit.profile.name))"
        html += " (\(escape(audit.profile.source))), audience \(audit.audience.rawValue),"
        html += " failing on \(audit.selection.failOn.rawValue) and above</p>\n"
        html += readErrors(audit.title.readErrors, anchor: anchor, in: catalog)
        html += "<table class=\"summary\"><tr><th>Title</th><td>"
        html += escape(catalog.metadata.title ?? "(none)") + "</td></tr>"
        html += "<tr><th>Duration</th><td>\(catalog.duration?.description ?? "unknown")</td></tr>"
        html += "<tr><th>Frame rate</th><td>\(format(audit.frameRate)) fps"
        html += audit.title.videoFrameRate == nil ? " (assumed)" : ""
        html +=
            "</td></tr><tr><th>Caption findings</th><td>\(audit.findings.count)"
        html +=
            audit.title.readErrors.isEmpty
            ? "" : " on the tracks read; \(audit.title.readErrors.count) track(s) could not be read"
        html += "</td></tr></table>\n"
        html += "<table class=\"tracks\"><tr><th>Track</th><th>Language and flags</th>"
        html += "<th>Cues</th><th>Max speed</th><th>Limit</th><th>Findings</th></tr>\n"
        for track in audit.tracks {
            let count = audit.findings.filter { $0.track == track.track.id }.count
            let unit = track.readingSpeedLimit.unit.rawValue
            html += "<tr><td>\(track.track.id.rawValue)</td>"
            html += "<td>\(escape(track.track.auditLabel))</td><td>\(track.cues.count)</td>"
            html += "<td>\(track.maximumReadingSpeed.map { "\(format($0)) \(unit)" } ?? "-")</td>"
            html += "<td>\(format(track.readingSpeedLimit.maximum)) \(unit)</td>"
            html += "<td class=\"\(count == 0 ? "passed" : "failed")\">\(count)</td></tr>\n"
        }
        for id in audit.title.readErrors.keys.sorted() {
            html += "<tr><td>\(id.rawValue)</td><td>\(trackCell(id, in: catalog))</td>"
            html +=
                "<td colspan=\"4\" class=\"failed\">cannot be read (see the read errors)</td></tr>\n"
        }
        html += "</table>\n<h3>Media and player checks</h3>\n"
        html += "<table class=\"criteria\"><tr><th>Outcome</th><th>Severity</th><th>Check</th>"
        html += "<th>Track</th><th>Criterion</th><th>ACT</th><th>Detail</th></tr>\n"
        let outcomeOrder: [AuditOutcome] = [.failed, .cantTell, .inapplicable, .passed]
        let answers = (audit.media + audit.player).enumerated().sorted {
            (outcomeOrder.firstIndex(of: $0.element.outcome)!, $0.offset)
                < (outcomeOrder.firstIndex(of: $1.element.outcome)!, $1.offset)
        }.map(\.element)
        for answer in answers {
            html += "<tr class=\"criterion\" data-check=\"\(escape(answer.check))\""
            html += " data-outcome=\"\(answer.outcome.rawValue)\">"
            html += "<td class=\"\(answer.outcome.rawValue)\">\(answer.outcome.rawValue)</td>"
            html += "<td>\(answer.rule.severity.rawValue)</td>"
            html +=
                "<td>\(escape(answer.check))</td><td>\(trackCell(answer.track, in: catalog))</td>"
            html += "<td>\(escape(answer.criterion))</td>"
            html +=
                "<td>\(escape(answer.actRule ?? "-"))</td><td>\(escape(answer.detail))</td></tr>\n"
        }
        html += "</table>\n"
        for track in audit.tracks {
            let findings = audit.findings.filter { $0.track == track.track.id }
            html += "<h3>Track \(track.track.id.rawValue): \(escape(track.track.auditLabel))</h3>\n"
            html += timeline(
                track, findings: findings, duration: catalog.duration,
                chartID: "timeline-\(anchor)",
                file: track.track.sourcePath ?? catalog.path)
            html += findingTable(findings, track: track.track, picture: picture)
        }
        return html + "</section>\n"
    }

    /// "4: en, "English SDH", SDH" for an answer about track 4, "-" for the whole title.
    private static func trackCell(_ id: TrackID?, in catalog: MediaCatalog) -> String {
        guard let id else { return "-" }
        let label = catalog.tracks.first { $0.id == id }.map { ": " + $0.auditLabel } ?? ""
        return escape("\(id.rawValue)\(label)")
    }

    /// The box of a title's unreadable tracks, each with why, shown before anything else of
    /// the title; nothing when every track was read.
    private static func readErrors(
        _ errors: [TrackID: String], anchor: String, in catalog: MediaCatalog
    ) -> String {
        guard !errors.isEmpty else { return "" }
        var html = "<div class=\"read-errors\"><h3 id=\"\(anchor)-read-errors\">Read errors"
        html += " (\(errors.count)): these tracks could not be read, so what follows is incomplete"
        html += "</h3><ul>\n"
        for (id, error) in errors.sorted(by: { $0.key < $1.key }) {
            html += "<li class=\"read-error\" data-track=\"\(id.rawValue)\">Track"
            html += " \(trackCell(id, in: catalog)) cannot be read: \(escape(error))</li>\n"
        }
        return html + "</ul></div>\n"
    }

    /// The reading-speed timeline of one track: a bar per text cue at its speed, the limit as
    /// a dashed red line, failing cues in red with a marker above them. Its id is `chartID`
    /// and the track's number; its title names `file` (where the track was read) and the track.
    static func timeline(
        _ track: CaptionTrackAudit, findings: [AuditFinding], duration: MediaTime?,
        chartID: String, file: String
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
        let id = "\(chartID)-\(track.track.id.rawValue)"
        var svg = "<svg class=\"timeline\" id=\"\(id)\" role=\"img\" aria-labelledby=\"\(id)-t\""
        svg += " width=\"\(Int(width))\" height=\"\(Int(height + 8))\""
        svg +=
            " viewBox=\"0 0 \(Int(width)) \(Int(height + 8))\" xmlns=\"http://www.w3.org/2000/svg\">"
        svg += "<title id=\"\(id)-t\">Reading speed of track \(track.track.id.rawValue)"
        svg += " (\(escape(track.track.auditLabel))) of \(escape(file)) in \(unit) over time;"
        svg += " limit \(format(limit)) \(unit)</title>"
        svg += line(left, y(0), width - 8, y(0), stroke: "#333")
        svg += line(left, 4, left, y(0), stroke: "#333")
        svg += text(4, y(0), "0") + text(4, y(top / 1.05), format(top / 1.05))
        svg += text(left, height + 6, "0:00")
        svg += text(width - 8, height + 6, MediaTime(secondsValue: end).description, anchor: "end")
        var latestEnd: MediaTime?
        for (cue, speed) in track.readingSpeeds {
            let failing = failingStarts.contains(cue.start)
            // A cue starting before an earlier one ends is drawn see-through and outlined, so
            // the one under it shows.
            let overlapping = latestEnd.map { cue.start < $0 } ?? false
            latestEnd = max(latestEnd ?? cue.end, cue.end)
            let barX = x(cue.start.secondsValue)
            let barWidth = max(1.5, x(cue.end.secondsValue) - barX)
            let classes =
                ["cue"] + (failing ? ["failing"] : []) + (overlapping ? ["overlapping"] : [])
            svg += "<rect class=\"\(classes.joined(separator: " "))\" x=\"\(f(barX))\""
            svg += " y=\"\(f(y(speed)))\" width=\"\(f(barWidth))\" height=\"\(f(y(0) - y(speed)))\""
            svg += " fill=\"\(failing ? "#d62728" : "#4c78a8")\""
            svg +=
                overlapping
                ? " fill-opacity=\"0.45\" stroke=\"#ff7f0e\" stroke-width=\"2\" stroke-dasharray=\"4 2\">"
                : " fill-opacity=\"0.85\">"
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

    private static func findingTable(
        _ findings: [AuditFinding], track: TrackInfo, picture: (AuditFinding) -> String?
    ) -> String {
        guard !findings.isEmpty else { return "<p class=\"passed\">No findings.</p>\n" }
        var html = "<table class=\"findings\"><tr><th>Time</th><th>Track</th><th>Check</th>"
        html +=
            "<th>Severity</th><th>Measured</th><th>Limit</th><th>Profile</th><th>Text</th></tr>\n"
        let trackCell = escape("\(track.id.rawValue): \(track.auditLabel)")
        for finding in findings {
            let start = finding.start.map { JSONValue.seconds($0).written() } ?? "null"
            let unit = finding.unit.map { " " + escape($0) } ?? ""
            html += "<tr class=\"finding\" data-check=\"\(finding.check.rawValue)\""
            html += " data-track=\"\(finding.track.rawValue)\" data-start=\"\(start)\">"
            html += "<td>\(finding.timeDescription)</td><td>\(trackCell)</td>"
            html += "<td>\(finding.check.rawValue)"
            html += finding.rate.map { " at \(format($0))×" } ?? ""
            html += "</td><td>\(AuditRule.caption(finding.check).severity.rawValue)</td>"
            html += "<td>\(finding.measured.map { format($0) + unit } ?? "-")</td>"
            html += "<td>\(finding.limit.map { format($0) + unit } ?? "-")</td>"
            html += "<td>\(escape(finding.profile))</td><td>\(escape(finding.text ?? ""))"
            if let address = picture(finding) {
                html += "<br><img loading=\"lazy\" width=\"320\" height=\"180\""
                html +=
                    " src=\"\(escape(address))\" alt=\"The picture at \(escape(finding.timeDescription))\">"
            }
            html += "</td></tr>\n"
        }
        return html + "</table>\n"
    }

    private static func escape(_ text: String) -> String {
        MarkupText.escaped(text)
    }

    private static func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, stroke: String)
        -> String
    {
        "<line x1=\"\(f(x1))\" y1=\"\(f(y1))\" x2=\"\(f(x2))\" y2=\"\(f(y2))\" stroke=\"\(stroke)\"/>"
    }

    private static func text(
        _ x: Double, _ y: Double, _ content: String, fill: String = "#333",
        anchor: String = "start"
    ) -> String {
        "<text x=\"\(f(x))\" y=\"\(f(y))\" font-size=\"11\" fill=\"\(fill)\""
            + " text-anchor=\"\(anchor)\">\(escape(content))</text>"
    }

    private static func f(_ value: Double) -> String {
        String(format: "%.1f", value)
    }

    private static func format(_ value: Double) -> String {
        CaptionMeasure.formatted(value)
    }
}
