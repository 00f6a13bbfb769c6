"""Runs compared: with a cache, a run says which titles fail since the last run and which
are fixed, in its summary and its report."""

import json
import os
import shutil

from made_catalog import catalog_audit


def test_a_second_run_says_what_changed_since_the_last(tmp_path, catalog, catalog_root, player):
    folder = tmp_path / "titles"
    folder.mkdir()
    film = os.path.join(catalog, "film.mkv")
    shutil.copyfile(film, folder / "film.mkv")
    shutil.copyfile(os.path.join(catalog, "cut.mkv"), folder / "cut.mkv")
    cache = str(tmp_path / "cache.json")
    common = ["--player", player, "--only", "trackReadable", "--cache", cache, "--workers", "1"]
    first = catalog_audit(catalog_root, str(folder), *common)
    assert first.returncode == 1
    first_summary = json.loads(first.stdout.splitlines()[-1])
    assert "sinceLastRun" not in first_summary and first_summary["failed"] == 1
    # The cut file is delivered whole again, and the film is cut the same way.
    shutil.copyfile(film, folder / "cut.mkv")
    with open(film, "rb") as source:
        whole = source.read()
    (folder / "film.mkv").write_bytes(whole[: len(whole) * 55 // 100])
    second = catalog_audit(catalog_root, str(folder), *common, "--report", str(tmp_path / "r.html"))
    assert second.returncode == 1
    summary = json.loads(second.stdout.splitlines()[-1])
    assert summary["audited"] == 2 and summary["cached"] == 0
    assert summary["sinceLastRun"] == {"newFailures": 1, "fixed": 1, "stillFailing": 0, "newTitles": 0}
    page = (tmp_path / "r.html").read_text()
    changes = page[page.index("Since the last run"):page.index("Titles, worst first")]
    assert changes.index(str(folder / "film.mkv")) < changes.index("Fixed (1)") < changes.index(
        str(folder / "cut.mkv"))
    # Nothing changed: a third run takes both from the cache and reports no change.
    third = json.loads(catalog_audit(catalog_root, str(folder), *common).stdout.splitlines()[-1])
    assert third["cached"] == 2
    assert third["sinceLastRun"] == {"newFailures": 0, "fixed": 0, "stillFailing": 1, "newTitles": 0}
