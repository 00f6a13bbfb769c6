"""The catalog audit as a CI runs it on a catalog made with ffmpeg: the exit status, the
summary per profile and per check, JUnit and SARIF for the whole catalog, and the HTML
report with its read errors first."""

import html
import json
import os
import re
import shutil
import struct
import subprocess
from html.parser import HTMLParser
from xml.etree import ElementTree

from jsonschema import Draft7Validator

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))


from made_catalog import catalog_audit


def check_ids(player):
    """The audit's checks and severities, from its own table (a header, then one a row)."""
    table = subprocess.run([player, "audit", "--list-checks"], capture_output=True, text=True,
                           check=True).stdout.splitlines()
    return {row.split()[0]: row.split()[1] for row in table[1:] if row.strip()}


def failures_in(line, checks):
    """(check, track, start) of every failure the JSON line holds, from its own fields."""
    found = [("trackReadable", error["track"], None) for error in line.get("readErrors", [])]
    found += [(finding["check"], finding["track"], finding["start"]) for finding in line.get("findings", [])]
    found += [(answer["check"], answer["track"], None) for answer in line.get("media", []) + line.get("player", [])
              if answer["outcome"] == "failed"]
    return found


def test_a_failing_title_makes_the_exit_status_1_and_the_summary_counts_titles(whole_run, catalog):
    done, out, lines = whole_run
    assert done.returncode == 1, done.stderr
    summary = json.loads(done.stdout.splitlines()[-1])
    assert summary == {**json.loads((out / "summary.json").read_text()), "seconds": summary["seconds"]}
    assert summary["titles"] == len(lines) == 6
    assert summary["byProfile"] == {"netflix": {key: summary[key] for key in ("titles", "passed", "failed", "error")}}
    # The cut film's caption track is the one unreadable track of the catalog.
    cut = next(line for line in lines if line["file"].endswith("cut.mkv"))
    assert [error["track"] for error in cut["readErrors"]] == [2]
    assert re.search(r"ends early .* at 00:00:0\d\.\d+ of 00:00:06", cut["readErrors"][0]["error"])
    assert summary["byCheck"]["trackReadable"] == {"titlesFailed": 1, "failures": 1}
    # Per check, the titles it fails add up from the lines.
    reading = [line["file"] for line in lines if any(f["check"] == "readingSpeed" for f in line.get("findings", []))]
    assert summary["byCheck"]["readingSpeed"]["titlesFailed"] == len(reading) > 0


def test_exit_0_when_nothing_fails_and_2_on_a_usage_error(tmp_path, catalog, catalog_root, player):
    shutil.copyfile(os.path.join(catalog, "film.mkv"), tmp_path / "film.mkv")
    passing = catalog_audit(catalog_root, str(tmp_path), "--player", player, "--only", "trackReadable",
                            "--workers", "1")
    assert passing.returncode == 0, passing.stderr
    assert json.loads(passing.stdout.splitlines()[-1])["passed"] == 1
    for wrong in (["--fail-on", "fatal"], ["--workers", "0"], ["--only", "noSuchCheck"], []):
        arguments = [str(tmp_path), "--player", player, *wrong] if wrong else ["--player", player]
        assert catalog_audit(catalog_root, *arguments).returncode == 2
    assert catalog_audit(catalog_root, str(tmp_path / "absent"), "--player", player).returncode == 2


def test_junit_has_a_case_per_title_and_check(whole_run, player):
    _, out, lines = whole_run
    checks = check_ids(player)
    root = ElementTree.parse(out / "catalog.xml").getroot()
    assert root.tag == "testsuites"
    suites = root.findall("testsuite")
    assert [suite.get("name") for suite in suites] == [line["file"] for line in lines]
    total_failures = 0
    for suite, line in zip(suites, lines):
        cases = suite.findall("testcase")
        assert [case.get("name") for case in cases] == list(checks)
        assert all(case.get("classname") == line["file"] for case in cases)
        failed = {case.get("name") for case in cases if case.find("failure") is not None}
        severity_rank = {"notice": 0, "warning": 1, "error": 2}
        gating = {check for check, _, _ in failures_in(line, checks)
                  if severity_rank[checks[check]] >= severity_rank[line["failOn"]]}
        assert failed == gating
        assert (line["status"] == "failed") == bool(failed)
        assert int(suite.get("tests")) == len(cases) and int(suite.get("failures")) == len(failed)
        total_failures += len(failed)
    assert int(root.get("failures")) == total_failures
    assert int(root.get("tests")) == len(lines) * len(checks)


def test_sarif_is_valid_2_1_0_with_a_location_per_file_and_cue_time(whole_run, player, catalog):
    _, out, lines = whole_run
    schema_path = os.path.join(ROOT, "..", "shared", "schemas", "sarif-schema-2.1.0.json")
    with open(schema_path, encoding="utf-8") as file:
        schema = json.load(file)
    log = json.loads((out / "catalog.sarif").read_text())
    assert list(Draft7Validator(schema).iter_errors(log)) == []
    results = log["runs"][0]["results"]
    checks = check_ids(player)
    expected = [(check, track, start) for line in lines for check, track, start in failures_in(line, checks)]
    got = [(r["ruleId"], r["properties"]["track"], r["properties"]["start"]) for r in results]
    assert sorted(got, key=repr) == sorted(expected, key=repr)
    # A sidecar's findings are located at the sidecar, with the cue's time.
    sidecar = "file://" + os.path.join(catalog, "film.fr.srt")
    french = [r for r in results if r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == sidecar]
    assert french and all(r["properties"]["title"].endswith("film.mkv") for r in french)
    timed = next(r for r in french if r["properties"]["start"] is not None)
    assert "00:00:00.500" in timed["locations"][0]["message"]["text"]


class Page(HTMLParser):
    """Ids, links and the text of the page in order."""

    def __init__(self):
        super().__init__()
        self.ids, self.links, self.text, self.svg_titles = [], [], [], []
        self._in_svg_title = False

    def handle_starttag(self, tag, attributes):
        attributes = dict(attributes)
        if "id" in attributes:
            self.ids.append(attributes["id"])
        if tag == "a":
            self.links.append(attributes.get("href"))
        self._in_svg_title = tag == "title" and "-chart-" in attributes.get("id", "")

    def handle_data(self, data):
        self.text.append(data)
        if self._in_svg_title:
            self.svg_titles.append(data)
            self._in_svg_title = False


def test_the_report_puts_read_errors_first_and_has_unique_ids(whole_run):
    _, out, lines = whole_run
    page_text = (out / "catalog.html").read_text()
    page = Page()
    page.feed(page_text)
    assert len(page.ids) == len(set(page.ids))
    assert all(link[1:] in page.ids for link in page.links if link.startswith("#"))
    text = "".join(page.text)
    cut = next(line for line in lines if line["file"].endswith("cut.mkv"))
    # The cut film is the first title of the table and of the sections, its read error
    # before its tracks.
    first_row = page_text.index("<tbody>")
    assert page_text.index(cut["file"], first_row) < min(
        page_text.index(line["file"], first_row) for line in lines if line is not cut)
    section = text[text.index("Read errors (1)"):]
    assert section.index(cut["readErrors"][0]["error"]) < section.index("Caption tracks")
    # Every caption track has a chart named by its file and track.
    for line in lines:
        for track in line.get("tracks", []):
            assert any(os.path.basename(line["file"]) in title and f"track {track['id']}" in title
                       for title in page.svg_titles)


def test_a_missing_caption_segment_is_a_read_error_the_report_shows_first(tmp_path, catalog, catalog_root, player):
    package = tmp_path / "hls"
    shutil.copytree(os.path.join(catalog, "hls"), package)
    missing = sorted(name for name in os.listdir(package) if name.endswith(".vtt"))[1]
    os.remove(package / missing)
    done = catalog_audit(catalog_root, str(tmp_path), "--player", player, "--workers", "1",
                         "--report", str(tmp_path / "r.html"), "--out", str(tmp_path / "r.jsonl"))
    assert done.returncode == 1
    line = json.loads((tmp_path / "r.jsonl").read_text())
    assert len(line["readErrors"]) == 1 and missing in line["readErrors"][0]["error"]
    page = Page()
    page.feed((tmp_path / "r.html").read_text())
    text = "".join(page.text)
    section = text[text.index("Read errors (1)"):]
    assert missing in section[: section.index("Caption tracks")]


def png_size(path):
    """A PNG's width and height, from its IHDR chunk (PNG specification, section 11.2.2)."""
    with open(path, "rb") as file:
        header = file.read(24)
    assert header[:8] == b"\x89PNG\r\n\x1a\n" and header[12:16] == b"IHDR", f"{path} is no PNG"
    return struct.unpack(">II", header[16:24])


def test_every_timed_finding_in_the_report_has_its_thumbnail(whole_run):
    done, out, lines = whole_run
    page_text = (out / "catalog.html").read_text()
    pictures = [(html.unescape(source), html.unescape(alt))
                for source, alt in re.findall(r'<img src="([^"]+)" alt="([^"]+)"', page_text)]
    timed = [(line["file"], finding) for line in lines for finding in line.get("findings", [])
             if finding.get("start") is not None]
    assert timed, "the made catalog has no timed finding to draw"
    # One picture for each (title, track, time) with a finding, each named by file and time.
    expected = {(path, finding["track"], round(finding["start"], 3)) for path, finding in timed}
    assert len({source for source, _ in pictures}) == len(expected), done.stderr
    for path, track, start in expected:
        assert any(os.path.basename(path) in alt and f"track {track}'s" in alt for _, alt in pictures)
    for source, _ in pictures:
        assert png_size(out / source) == (320, 180)
