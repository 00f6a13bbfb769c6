"""`audit --format junit` read by Python's xml.etree as Jenkins and GitLab read JUnit, and
`audit --format sarif` validated against OASIS's SARIF 2.1.0 schema with python-jsonschema;
both count exactly what the JSON lines of the same files count."""

import json
import os
import xml.etree.ElementTree as ElementTree
from urllib.parse import quote

import pytest
from jsonschema import Draft7Validator

MISSING = "/nonexistent/missing.mkv"


@pytest.fixture(scope="module")
def audited(run, corpus):
    """The same files audited as JSON, JUnit and SARIF (a title with findings, one without
    audio, one with a qaa track, one that does not open)."""
    paths = [
        "Samples/demo.mkv",
        os.path.join(corpus, "shaka-cea608-ts", "captions-test.ts"),
        os.path.join(corpus, "tsduck-dvbsub-sdh-ad", "test-026.ts"),
        os.path.join(corpus, "ax-sidecars", "ssa_typical.ass"),
        MISSING,
    ]
    outputs = {}
    for form in ("json", "junit", "sarif"):
        status, out, err = run("audit", *paths, "--format", form)
        assert status == 3, f"{form}: {err}"
        outputs[form] = out
    lines = [json.loads(line) for line in outputs["json"].splitlines()]
    assert [line["file"] for line in lines] == paths
    return paths, lines, outputs


@pytest.fixture(scope="session")
def sarif_schema(corpus):
    path = os.path.join(os.path.dirname(corpus), "schemas", "sarif-schema-2.1.0.json")
    if not os.path.exists(path):
        pytest.fail(f"OASIS's SARIF schema is missing: {path}")
    with open(path, encoding="utf-8") as file:
        return json.load(file)


def test_junit_has_a_suite_per_file_and_a_case_per_check_instance(audited):
    paths, lines, outputs = audited
    root = ElementTree.fromstring(outputs["junit"])
    assert root.tag == "testsuites"
    suites = root.findall("testsuite")
    assert [suite.get("name") for suite in suites] == paths
    for suite, line in zip(suites, lines):
        cases = suite.findall("testcase")
        assert int(suite.get("tests")) == len(cases)
        names = [(case.get("classname"), case.get("name")) for case in cases]
        assert len(set(names)) == len(names), "two test cases of one file share a name"
        failures = [case for case in cases if case.find("failure") is not None]
        skipped = [case for case in cases if case.find("skipped") is not None]
        errors = [case for case in cases if case.find("error") is not None]
        assert int(suite.get("failures")) == len(failures)
        assert int(suite.get("skipped")) == len(skipped)
        assert int(suite.get("errors")) == len(errors)
        if line["status"] == "error":
            assert len(cases) == 1 and len(errors) == 1
            assert line["file"] in errors[0].find("error").get("message")
            continue
        summary = line["summary"]
        # One case per instance: the JSON's findings are failed instances, its answers one each.
        assert len(cases) == summary["checks"]
        assert len(failures) == summary["gated"]
        assert len(skipped) == summary["checks"] - summary["passed"] - summary["gated"]
        answers = line["media"] + line["player"]
        assert summary["failed"] == len(line["findings"]) + len(line["readErrors"]) + sum(
            answer["outcome"] == "failed" for answer in answers
        )
        assert summary["cantTell"] == sum(answer["outcome"] == "cantTell" for answer in answers)
        assert summary["inapplicable"] == sum(
            answer["outcome"] == "inapplicable" for answer in answers
        )
        assert (line["status"] == "failed") == (summary["gated"] > 0)
        # Every failure carries its finding: the check, and the cue's time for a cue.
        for case in failures:
            failure = case.find("failure")
            assert failure.get("type") in ("error", "warning", "notice")
            assert failure.get("message")
        for finding in line["findings"]:
            if finding["start"] is not None and finding["severity"] != "notice":
                assert any(
                    case.get("classname") == finding["check"]
                    and case.find("failure") is not None
                    for case in cases
                )
    totals = {key: sum(int(suite.get(key)) for suite in suites)
              for key in ("tests", "failures", "errors", "skipped")}
    assert totals == {key: int(root.get(key)) for key in totals}


def test_sarif_is_valid_2_1_0_and_counts_what_the_json_counts(audited, sarif_schema):
    paths, lines, outputs = audited
    log = json.loads(outputs["sarif"])
    errors = list(Draft7Validator(sarif_schema).iter_errors(log))
    assert not errors, "; ".join(f"{list(error.path)}: {error.message}" for error in errors[:5])
    assert log["version"] == "2.1.0"
    (run,) = log["runs"]
    rules = run["tool"]["driver"]["rules"]
    results = run["results"]
    audited_lines = [line for line in lines if line["status"] != "error"]
    assert len(results) == sum(line["summary"]["checks"] for line in audited_lines)
    kinds = {"pass": "passed", "fail": "failed", "review": "cantTell", "notApplicable": "inapplicable"}
    for kind, outcome in kinds.items():
        assert sum(result["kind"] == kind for result in results) == sum(
            line["summary"][outcome] for line in audited_lines
        ), kind
    rule_ids = [rule["id"] for rule in rules]
    assert len(set(rule_ids)) == len(rule_ids)
    levels = {"error": "error", "warning": "warning", "notice": "note"}
    for result in results:
        assert rules[result["ruleIndex"]]["id"] == result["ruleId"]
        expected = levels[result["properties"]["severity"]] if result["kind"] == "fail" else "none"
        assert result["level"] == expected
        location = result["locations"][0]["physicalLocation"]["artifactLocation"]
        assert run["artifacts"][location["index"]]["location"]["uri"] == location["uri"]
    # Every file is an artifact: a relative path stays relative, an absolute one is a file URI.
    artifact_uris = [artifact["location"]["uri"] for artifact in run["artifacts"]]
    for path in paths:
        uri = ("file://" + quote(path)) if path.startswith("/") else quote(path)
        assert uri in artifact_uris, uri
    # Each caption finding is a failed result with the cue's times in its message and properties.
    findings = [finding for line in audited_lines for finding in line["findings"]]
    failed_cues = [result for result in results
                   if result["kind"] == "fail" and result["properties"]["start"] is not None]
    assert len(failed_cues) == sum(finding["start"] is not None for finding in findings)
    for result in failed_cues:
        assert result["properties"]["end"] is not None
        assert "–" in result["message"]["text"]
    # The file that does not open is a tool notification naming it, not a result.
    notifications = run["invocations"][0]["toolExecutionNotifications"]
    assert [note["level"] for note in notifications] == ["error"]
    assert MISSING in notifications[0]["message"]["text"]


def test_the_outcomes_that_used_to_fail(audited):
    _, lines, _ = audited
    by_name = {os.path.basename(line["file"]): line for line in lines}

    def outcomes(line, check):
        return [a["outcome"] for a in line["media"] + line["player"] if a["check"] == check]

    no_audio = by_name["captions-test.ts"]
    assert outcomes(no_audio, "audioPresent") == ["inapplicable"]
    assert outcomes(no_audio, "durationOver3Seconds") == ["inapplicable"]
    france2 = by_name["test-026.ts"]
    assert outcomes(france2, "durationOver3Seconds") == ["inapplicable"]  # 1.9 s
    tag = [a for a in france2["media"] if a["check"] == "languageTag" and a["track"] == 3]
    assert [a["outcome"] for a in tag] == ["cantTell"] and "qaa" in tag[0]["detail"]
