"""The catalog report: one HTML page for a whole run.

A sortable table of titles (worst first: not audited, then failed by how much, then passed),
then a section per title in the same order: its read errors first (a file that ends early, a
segment missing, a declared service absent), its caption tracks, each with a chart of its
findings over time named by file and track (and a sentence saying the same), the findings
with their times and thumbnails (the frame and the track's captions at the finding), and the failed media and player answers. Every id is unique on the page;
titles, tracks and findings link to each other. The only script sorts the table; without it
the page reads the same, worst first.
"""

import html
import os

from .ci_outputs import seconds_text, where
from .outcomes import READABLE_CHECK, badness, failures
from .pictures import drawn_at, picture_key

STYLE = """
body{font:15px/1.45 sans-serif;margin:24px;color:#111;background:#fff}
table{border-collapse:collapse;margin:8px 0 16px}
td,th{border:1px solid #888;padding:3px 8px;text-align:left;vertical-align:top}
th{background:#eee}th button{font:inherit;font-weight:bold;background:none;border:0;padding:0;cursor:pointer;text-decoration:underline}
.failed,.error{color:#a00000;font-weight:bold}.passed{color:#005a00}
.read-errors{border:3px solid #a00000;background:#fff0f0;padding:4px 12px;margin:8px 0}
.read-errors h3{color:#a00000;margin:4px 0}
section.title{border-top:3px solid #333;margin-top:24px}
img{border:1px solid #888}
svg{border:1px solid #888;background:#fafafa;max-width:100%;height:auto}
a:focus,button:focus{outline:3px solid #1a4fa0;outline-offset:2px}
"""

SORT_SCRIPT = """
document.querySelectorAll('table.sortable').forEach(function (table) {
  var headers = table.querySelectorAll('thead th');
  headers.forEach(function (header, column) {
    var button = header.querySelector('button');
    button.addEventListener('click', function () {
      var ascending = header.getAttribute('aria-sort') !== 'ascending';
      headers.forEach(function (other) { other.removeAttribute('aria-sort'); });
      header.setAttribute('aria-sort', ascending ? 'ascending' : 'descending');
      var body = table.tBodies[0];
      var rows = Array.prototype.slice.call(body.rows);
      rows.sort(function (a, b) {
        var x = a.cells[column].getAttribute('data-sort'), y = b.cells[column].getAttribute('data-sort');
        var both = x !== '' && y !== '' && !isNaN(x) && !isNaN(y);
        var order = both ? Number(x) - Number(y) : x.localeCompare(y);
        return ascending ? order : -order;
      });
      rows.forEach(function (row) { body.appendChild(row); });
    });
  });
});
"""


def _e(text):
    return html.escape(str(text), quote=True)


def _verdict(result):
    return {"error": "not audited", "failed": "failed", "passed": "passed"}.get(
        result.get("status"), str(result.get("status")))


def _chart(anchor, path, track, findings, duration):
    """An SVG of `track`'s findings over the title's time, named by file and track, with the
    sentence that says the same beside it (its text alternative)."""
    width, height, left = 640.0, 56.0, 8.0
    end = max([duration or 0] + [failure.end or failure.start or 0 for failure in findings] + [1])
    chart_id = f"{anchor}-chart"
    name = f"Findings over time in {os.path.basename(path)}, track {track.get('id')}"
    if track.get("language"):
        name += f" ({track['language']})"
    times = [failure for failure in findings if failure.start is not None]
    if times:
        sentence = (f"{len(findings)} finding(s) on track {track.get('id')} of {path}, from "
                    f"{seconds_text(min(f.start for f in times))} to "
                    f"{seconds_text(max(f.start for f in times))} of {seconds_text(end)}.")
    else:
        sentence = f"No timed findings on track {track.get('id')} of {path}."
    svg = (f'<svg id="{chart_id}" role="img" aria-labelledby="{chart_id}-title" '
           f'aria-describedby="{chart_id}-text" width="{int(width)}" height="{int(height)}" '
           f'viewBox="0 0 {int(width)} {int(height)}" xmlns="http://www.w3.org/2000/svg">'
           f'<title id="{chart_id}-title">{_e(name)}</title>'
           f'<line x1="{left}" y1="{height - 12}" x2="{width - 8}" y2="{height - 12}" stroke="#333"/>')
    for failure in times:
        x = left + (width - left - 16) * failure.start / end
        colour = "#a00000" if failure.gates else "#7a4d00"
        svg += f'<circle cx="{x:.1f}" cy="{height / 2 - 6:.1f}" r="5" fill="{colour}"/>'
    svg += "</svg>"
    return svg + f'\n<p id="{chart_id}-text">{_e(sentence)}</p>\n'


def _title_section(index, result, title, severities, changes, pictures):
    anchor = f"title-{index}"
    path = result["file"]
    out = [f'<section class="title" id="{anchor}" aria-labelledby="{anchor}-heading">',
           f'<h2 id="{anchor}-heading">{_e(path)}</h2>']
    verdict = _verdict(result)
    line = f'<p><span class="{_e(result.get("status"))}">{_e(verdict)}</span>'
    if title is not None:
        line += f" — {_e(title.kind)}, {len(title.parts)} part(s)"
    if changes and path in changes.get("newFailures", []):
        line += " — <strong>newly failing since the last run</strong>"
    if changes and path in changes.get("fixed", []):
        line += " — fixed since the last run"
    out.append(line + ' <a href="#titles">back to the titles</a></p>')
    if result.get("status") == "error":
        out.append(f'<div class="read-errors"><h3 id="{anchor}-read-errors">Not audited</h3>'
                   f'<p>{_e(result.get("error", ""))}</p></div>')
        out.append("</section>")
        return "\n".join(out)
    found = failures(result, severities)
    read_errors = [failure for failure in found if failure.check == READABLE_CHECK]
    if read_errors:
        out.append(f'<div class="read-errors"><h3 id="{anchor}-read-errors">'
                   f'Read errors ({len(read_errors)}): what follows is incomplete</h3><ul>')
        for number, failure in enumerate(read_errors, 1):
            out.append(f'<li id="{anchor}-read-error-{number}">{_e(failure.message)}</li>')
        out.append("</ul></div>")
    tracks = result.get("tracks", [])
    unreadable = {failure.track for failure in read_errors}
    out.append(f'<h3 id="{anchor}-tracks">Caption tracks</h3>')
    out.append('<table><thead><tr><th scope="col">Track</th><th scope="col">Language</th>'
               '<th scope="col">Name</th><th scope="col">Cues</th><th scope="col">Max speed</th>'
               '<th scope="col">Limit</th><th scope="col">Findings</th></tr></thead><tbody>')
    for track in tracks:
        track_anchor = f"{anchor}-track-{track['id']}"
        speed = track.get("maxReadingSpeed")
        out.append(
            f'<tr><td><a href="#{track_anchor}">{_e(track["id"])}</a></td>'
            f'<td>{_e(track.get("language") or "unstated")}</td><td>{_e(track.get("title") or "")}</td>'
            f'<td>{_e(track.get("cues"))}</td>'
            f'<td>{_e(f"{speed:g} " + track.get("unit", "")) if speed is not None else "-"}</td>'
            f'<td>{_e(track.get("readingSpeedLimit"))} {_e(track.get("unit", ""))}</td>'
            f'<td>{_e(track.get("findings"))}</td></tr>')
    for track_id in sorted(unreadable, key=str):
        out.append(f'<tr><td>{_e(track_id)}</td><td colspan="6" class="failed">'
                   f'cannot be read (see the read errors)</td></tr>')
    if not tracks and not unreadable:
        out.append('<tr><td colspan="7">no caption track</td></tr>')
    out.append("</tbody></table>")
    for track in tracks:
        track_anchor = f"{anchor}-track-{track['id']}"
        own = [failure for failure in found if failure.track == track["id"] and failure.check != READABLE_CHECK
               and failure.start is not None]
        label = f"Track {track['id']}" + (f" ({track['language']})" if track.get("language") else "")
        out.append(f'<h3 id="{track_anchor}">{_e(label)} of {_e(os.path.basename(path))}</h3>')
        out.append(_chart(track_anchor, path, track, own, result.get("duration")))
        out.append(_finding_table(track_anchor, own, path, pictures))
    others = [failure for failure in found if failure.check != READABLE_CHECK and failure.start is None]
    out.append(f'<h3 id="{anchor}-answers">Other failures ({len(others)})</h3>')
    if others:
        out.append(_finding_table(f"{anchor}-answers", others))
    out.append("</section>")
    return "\n".join(out)


def _picture(path, failure, pictures):
    """The finding's thumbnail cell: the picture named by what it shows, or a dash."""
    address = pictures.get(picture_key(path, failure)) if failure.start is not None else None
    if address is None:
        return "<td>-</td>"
    alt = (f"Frame of {os.path.basename(path)} at {seconds_text(drawn_at(failure.start))} "
           f"with track {failure.track}'s captions")
    return f'<td><img src="{_e(address)}" alt="{_e(alt)}" width="160" height="90"></td>'


def _finding_table(anchor, findings, path=None, pictures=None):
    if not findings:
        return "<p>No findings.</p>"
    pictures = pictures or {}
    rows = ['<table><thead><tr><th scope="col">Where</th><th scope="col">Check</th>'
            '<th scope="col">Severity</th><th scope="col">Fails the title</th>'
            '<th scope="col">Detail</th>'
            + ('<th scope="col">Picture</th>' if pictures else '') + '</tr></thead><tbody>']
    for number, failure in enumerate(findings, 1):
        rows.append(
            f'<tr id="{anchor}-finding-{number}"><td>{_e(where(failure) or "whole title")}</td>'
            f'<td>{_e(failure.check)}</td><td>{_e(failure.severity)}</td>'
            f'<td>{"yes" if failure.gates else "no"}</td><td>{_e(failure.message)}</td>'
            + (_picture(path, failure, pictures) if pictures else '') + '</tr>')
    return "\n".join(rows) + "</tbody></table>"


def catalog_report(results, titles, severities, summary, changes=None, pictures=None):
    """The page for `results` (JSON lines), `titles` (Title by main path, for kinds and
    parts), `summary` (the run's), `changes` (since the last run, or None) and `pictures`
    (each timed finding's thumbnail address by `picture_key`, from `draw_pictures`)."""
    ordered = sorted(enumerate(results), key=lambda item: (badness(item[1]), item[0]))
    rows = []
    sections = []
    for position, (_, result) in enumerate(ordered, 1):
        anchor = f"title-{position}"
        title = titles.get(result["file"])
        found = [] if result.get("status") == "error" else failures(result, severities)
        gated = sum(failure.gates for failure in found)
        unreadable = sum(failure.check == READABLE_CHECK for failure in found)
        rank = badness(result)
        rows.append(
            f'<tr><td data-sort="{position}"><span class="{_e(result.get("status"))}">{_e(_verdict(result))}</span></td>'
            f'<td data-sort="{_e(result["file"])}"><a href="#{anchor}">{_e(result["file"])}</a></td>'
            f'<td data-sort="{_e(title.kind if title else "")}">{_e(title.kind if title else "-")}</td>'
            f'<td data-sort="{len(title.parts) if title else 0}">{len(title.parts) if title else "-"}</td>'
            f'<td data-sort="{gated}">{gated}</td>'
            f'<td data-sort="{unreadable if rank[0] else -1}">{unreadable if rank[0] else "not audited"}</td></tr>')
        sections.append(_title_section(position, result, title, severities, changes,
                                       pictures or {}))
    change_html = ""
    if changes is not None:
        def linked(paths):
            positions = {result["file"]: number for number, (_, result) in enumerate(ordered, 1)}
            return "".join(f'<li><a href="#title-{positions[path]}">{_e(path)}</a></li>'
                           for path in paths if path in positions) or "<li>none</li>"
        change_html = (
            '<section aria-labelledby="changes-heading"><h2 id="changes-heading">Since the last run</h2>'
            f'<h3 id="changes-new">Newly failing ({len(changes["newFailures"])})</h3><ul>{linked(changes["newFailures"])}</ul>'
            f'<h3 id="changes-fixed">Fixed ({len(changes["fixed"])})</h3><ul>{linked(changes["fixed"])}</ul>'
            f'<p>{changes["stillFailing"]} still failing, {len(changes["newTitles"])} title(s) new to this run.</p></section>')
    by_check = "".join(
        f'<tr><td>{_e(check)}</td><td>{counts["titlesFailed"]}</td><td>{counts["failures"]}</td></tr>'
        for check, counts in summary.get("byCheck", {}).items())
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Catalog audit</title><style>{STYLE}</style></head><body>
<header><h1>Catalog audit</h1></header>
<main>
<p>{summary.get("titles", len(results))} title(s) under profile {_e(summary.get("profile", ""))}:
{summary.get("failed", 0)} failed, {summary.get("error", 0)} not audited, {summary.get("passed", 0)} passed.</p>
{change_html}
<h2 id="titles-heading">Titles, worst first</h2>
<table class="sortable" id="titles" aria-labelledby="titles-heading"><thead><tr>
<th scope="col" aria-sort="ascending"><button type="button">Verdict</button></th>
<th scope="col"><button type="button">Title</button></th>
<th scope="col"><button type="button">Kind</button></th>
<th scope="col"><button type="button">Parts</button></th>
<th scope="col"><button type="button">Failures</button></th>
<th scope="col"><button type="button">Unreadable tracks</button></th>
</tr></thead><tbody>
{chr(10).join(rows)}
</tbody></table>
<h2 id="checks-heading">Failures by check</h2>
<table aria-labelledby="checks-heading"><thead><tr><th scope="col">Check</th><th scope="col">Titles failing it</th>
<th scope="col">Failures</th></tr></thead><tbody>{by_check or '<tr><td colspan="3">none</td></tr>'}</tbody></table>
{chr(10).join(sections)}
</main>
<script>{SORT_SCRIPT}</script>
</body></html>
"""
