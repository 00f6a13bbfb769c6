"""What one title's JSON line says per check: the failures, which of them fail the title, and
the read errors that come first in every report."""

from dataclasses import dataclass

SEVERITY_ORDER = {"notice": 0, "warning": 1, "error": 2}
# The audit's check of each unreadable caption track (its readErrors); `--list-checks` gives
# its severity.
READABLE_CHECK = "trackReadable"


@dataclass
class Failure:
    """One failed instance of a check in a title: where (track, cue times in seconds) and
    what, with the check's severity and whether it fails the title at its `failOn`."""

    check: str
    severity: str
    message: str
    track: object = None
    start: object = None
    end: object = None
    gates: bool = True


def _gates(severity, fail_on):
    return SEVERITY_ORDER.get(severity, 2) >= SEVERITY_ORDER.get(fail_on or "warning", 1)


def failures(result, severities):
    """Every failed instance in `result` (a JSON line), read errors first: unreadable tracks,
    caption findings, then failed media and player answers. `severities` maps check ids to
    severities (`player.checks`). A title that could not be opened or audited has none: its
    `error` is the whole story."""
    fail_on = result.get("failOn")
    found = []
    readable_severity = severities.get(READABLE_CHECK, "error")
    for read_error in result.get("readErrors", []):
        found.append(Failure(READABLE_CHECK, readable_severity,
                             f"track {read_error['track']} cannot be read: {read_error['error']}",
                             track=read_error["track"]))
    for finding in result.get("findings", []):
        measured = finding.get("measured")
        detail = f"{finding['check']}"
        if measured is not None:
            detail += f": {measured:g}"
            if finding.get("limit") is not None:
                detail += f" (limit {finding['limit']:g}{' ' + finding['unit'] if finding.get('unit') else ''})"
        if finding.get("rate") is not None:
            detail += f" at {finding['rate']:g}x"
        if finding.get("text"):
            detail += f": {finding['text']}"
        found.append(Failure(finding["check"], finding.get("severity", "warning"), detail,
                             track=finding.get("track"), start=finding.get("start"),
                             end=finding.get("end")))
    for answer in result.get("media", []) + result.get("player", []):
        if answer.get("outcome") == "failed":
            found.append(Failure(answer["check"], answer.get("severity", "warning"),
                                 answer.get("detail", ""), track=answer.get("track")))
    for failure in found:
        failure.gates = _gates(failure.severity, fail_on)
    return found


def failing_checks(result, severities):
    """The checks that fail the title (sorted), or ["open"] when it could not be audited."""
    if result.get("status") == "error":
        return ["open"]
    return sorted({failure.check for failure in failures(result, severities) if failure.gates})


def badness(result):
    """A sort key, worst first: titles not audited, then failed ones by how many failures
    fail them (read errors counting most), then passed ones."""
    if result.get("status") == "error":
        return (0, 0)
    gated = (result.get("summary") or {}).get("gated", 0)
    unreadable = len(result.get("readErrors", []))
    if result.get("status") == "failed":
        return (1, -(unreadable * 1000 + gated))
    return (2, 0)
