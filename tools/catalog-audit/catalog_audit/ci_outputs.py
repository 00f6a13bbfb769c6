"""The whole catalog's JUnit XML and SARIF 2.1.0 log, the forms CI servers and code-scanning
tools read, made from the titles' JSON lines."""

import os
import xml.etree.ElementTree as ElementTree
from urllib.parse import quote

from .outcomes import failures

SARIF_LEVELS = {"error": "error", "warning": "warning", "notice": "note"}


def seconds_text(seconds):
    """`seconds` as HH:MM:SS.mmm, the audit's way of writing a cue's time."""
    milliseconds = round(seconds * 1000)
    hours, rest = divmod(milliseconds, 3_600_000)
    minutes, rest = divmod(rest, 60_000)
    return f"{hours:02d}:{minutes:02d}:{rest // 1000:02d}.{rest % 1000:03d}"


def where(failure):
    """"track 3, 00:00:04.000–00:00:05.000" for a failure; what is unknown is left out."""
    words = []
    if failure.track is not None:
        words.append(f"track {failure.track}")
    if failure.start is not None:
        span = seconds_text(failure.start)
        if failure.end is not None:
            span += "–" + seconds_text(failure.end)
        words.append(span)
    return ", ".join(words)


def junit_xml(results, checks, severities, profile):
    """One `testsuite` per title (named by its main path, the profile a property), one
    `testcase` per title and check in `checks`: a `failure` when an instance of the check
    fails the title at its `failOn` (every such instance listed), passed otherwise; a title
    that could not be audited is one `testcase` "open" with an `error`."""
    root = ElementTree.Element("testsuites", name="catalog-audit")
    totals = {"tests": 0, "failures": 0, "errors": 0}
    for result in results:
        suite = ElementTree.SubElement(root, "testsuite", name=result["file"])
        properties = ElementTree.SubElement(suite, "properties")
        ElementTree.SubElement(properties, "property", name="profile", value=profile)
        counts = {"tests": 0, "failures": 0, "errors": 0}
        if result.get("status") == "error":
            case = ElementTree.SubElement(suite, "testcase", classname=result["file"], name="open")
            error = ElementTree.SubElement(case, "error", message=result.get("error", ""))
            error.text = result.get("error", "")
            counts["tests"] += 1
            counts["errors"] += 1
        else:
            found = failures(result, severities)
            for check in checks:
                case = ElementTree.SubElement(suite, "testcase", classname=result["file"], name=check)
                counts["tests"] += 1
                gated = [failure for failure in found if failure.check == check and failure.gates]
                if gated:
                    counts["failures"] += 1
                    failure = ElementTree.SubElement(
                        case, "failure", type=gated[0].severity,
                        message=f"{len(gated)} failure(s) of {check}",
                    )
                    failure.text = "\n".join(
                        f"{where(item)}: {item.message}" if where(item) else item.message
                        for item in gated
                    )
        for key, value in counts.items():
            suite.set(key, str(value))
            totals[key] += value
    for key, value in totals.items():
        root.set(key, str(value))
    ElementTree.indent(root)
    return ElementTree.tostring(root, encoding="unicode", xml_declaration=True) + "\n"


def _uri(path):
    return "file://" + quote(path) if os.path.isabs(path) else quote(path)


def sarif_log(results, rules, severities, profile, tool_version):
    """The catalog as one SARIF 2.1.0 run: a rule per check (`rules`: (id, severity) pairs),
    a result per failed instance (level from its severity, `kind` "fail"), located at the
    file that holds it (a sidecar's own file for its track's findings, else the title) with
    the cue's times in the location's message and in the properties; a title that could
    not be audited is a tool notification."""
    artifacts = []

    def location(path, text=None):
        if path not in artifacts:
            artifacts.append(path)
        found = {"physicalLocation": {"artifactLocation": {"uri": _uri(path), "index": artifacts.index(path)}}}
        if text:
            found["message"] = {"text": text}
        return found

    rule_ids = [identifier for identifier, _ in rules]
    sarif_results = []
    notifications = []
    for result in results:
        title = result["file"]
        if result.get("status") == "error":
            notifications.append({
                "level": "error",
                "message": {"text": result.get("error", "")},
                "locations": [location(title)],
            })
            continue
        sources = {track.get("id"): track.get("source") for track in result.get("tracks", [])}
        for failure in failures(result, severities):
            path = sources.get(failure.track) or title
            span = where(failure)
            entry = {
                "ruleId": failure.check,
                "kind": "fail",
                "level": SARIF_LEVELS.get(failure.severity, "warning"),
                "message": {"text": f"{failure.check}{' on ' + span if span else ''}: {failure.message}"},
                "locations": [location(path, span or None)],
                "properties": {
                    "title": title, "profile": profile, "severity": failure.severity,
                    "gated": failure.gates, "track": failure.track,
                    "start": failure.start, "end": failure.end,
                },
            }
            if failure.check in rule_ids:
                entry["ruleIndex"] = rule_ids.index(failure.check)
            sarif_results.append(entry)
    driver = {
        "name": "catalog-audit",
        "version": str(tool_version),
        "rules": [
            {"id": identifier, "name": identifier,
             "defaultConfiguration": {"level": SARIF_LEVELS.get(severity, "warning")}}
            for identifier, severity in rules
        ],
    }
    return {
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": driver},
            "invocations": [{"executionSuccessful": True, "toolExecutionNotifications": notifications}],
            "artifacts": [{"location": {"uri": _uri(path)}} for path in artifacts],
            "results": sarif_results,
        }],
    }
