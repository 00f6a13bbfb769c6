"""The catalog tool's list, progress bar and cache of timeouts."""

import io
import json
import os
import pty
import shutil
import subprocess
import sys

from catalog_audit import CatalogAudit, titles_in

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))


def test_the_list_keeps_what_the_player_opens(tmp_path, player):
    demo = os.path.join(ROOT, "Samples", "demo.mkv")
    nested = tmp_path / "nested"
    nested.mkdir()
    shutil.copyfile(demo, tmp_path / "film.mkv")
    shutil.copyfile(os.path.join(ROOT, "Samples", "demo.de.srt"), nested / "captions.srt")
    (tmp_path / "PROVENANCE.txt").write_text("where these came from\n")
    (tmp_path / "empty.mkv").write_bytes(b"")
    (nested / "expected.js").write_text("export default [];\n")
    listed = [title.line() for title in titles_in(str(tmp_path), player, stream=io.StringIO())]
    # The caption file with no media beside it is a title of its own.
    assert listed == [f"{tmp_path / 'film.mkv'}\t1 part", f"{nested / 'captions.srt'}\t1 part"]
    # The command line prints the same list, one title a line.
    out = subprocess.run(
        [sys.executable, "-m", "catalog_audit", "--list", str(tmp_path), "--player", player],
        cwd=os.path.join(ROOT, "tools", "catalog-audit"), capture_output=True, text=True,
        check=True,
    ).stdout
    assert out.splitlines() == listed


def test_a_progress_bar_only_on_a_terminal(tmp_path, player):
    paths = [os.path.join(ROOT, "Samples", "demo.mkv")]
    quiet = io.StringIO()
    CatalogAudit(player, workers=1, progress=quiet).run(paths)
    assert quiet.getvalue() == ""
    controller, terminal = pty.openpty()
    with os.fdopen(terminal, "w") as stream:
        CatalogAudit(player, workers=1, progress=stream).run(paths)
    os.set_blocking(controller, False)
    drawn = os.read(controller, 65536).decode(errors="replace")
    os.close(controller)
    assert "auditing" in drawn and "1/1" in drawn


def test_a_timeout_is_not_cached(tmp_path, player):
    # A player that hangs while `stuck` exists: the first run times out on the demo.
    stuck = tmp_path / "stuck"
    stuck.write_text("")
    slow = tmp_path / "slow-player"
    slow.write_text(
        "#!/bin/sh\n"
        f'if [ "$2" != "--rules-version" ] && [ -e "{stuck}" ]; then exec sleep 30; fi\n'
        f'exec "{player}" "$@"\n'
    )
    slow.chmod(0o755)
    demo = os.path.join(ROOT, "Samples", "demo.mkv")
    cache = str(tmp_path / "cache.json")
    first = CatalogAudit(str(slow), cache=cache, workers=1, timeout=1).run([demo])
    assert first.results[0]["status"] == "error"
    assert "timed out after 1 s" in first.results[0]["error"]
    stored = json.loads(open(cache).read())["entries"] if os.path.exists(cache) else {}
    assert demo not in stored
    # Once the player answers, the next run audits the file instead of repeating the timeout,
    # and the run after that takes it from the cache.
    stuck.unlink()
    second = CatalogAudit(str(slow), cache=cache, workers=1, timeout=60).run([demo])
    assert (second.cached, second.audited) == (0, 1)
    assert second.results[0]["status"] == "failed"
    third = CatalogAudit(str(slow), cache=cache, workers=1, timeout=60).run([demo])
    assert (third.cached, third.audited) == (1, 0)


def test_the_audits_options_gate_the_catalog_and_key_the_cache(tmp_path, player):
    demo = os.path.join(ROOT, "Samples", "demo.mkv")
    cache = str(tmp_path / "cache.json")
    default = CatalogAudit(player, cache=cache, workers=1).run([demo])
    # The demo fails 1.2.3 (an error) and a reading speed (a warning).
    assert default.results[0]["status"] == "failed"
    gated = CatalogAudit(
        player, cache=cache, workers=1,
        audit_args=["--fail-on", "error", "--skip", "audioDescriptionOrAlternative"],
    ).run([demo])
    assert (gated.cached, gated.audited) == (0, 1)
    assert gated.results[0]["status"] == "passed"
    assert gated.results[0]["failOn"] == "error"
    assert CatalogAudit(player, cache=cache, workers=1).run([demo]).audited == 1


def test_a_report_without_pictures_draws_none(tmp_path, catalog, catalog_root, player):
    shutil.copyfile(os.path.join(catalog, "film.mkv"), tmp_path / "film.mkv")
    page = tmp_path / "r.html"
    done = subprocess.run(
        [sys.executable, "-m", "catalog_audit", str(tmp_path), "--player", player, "--workers",
         "1", "--report", str(page), "--no-pictures"],
        cwd=catalog_root, capture_output=True, text=True,
    )
    assert done.returncode in (0, 1), done.stderr
    assert "Findings over time in film.mkv" in page.read_text()
    assert "<img" not in page.read_text()
    assert not (tmp_path / "r-pictures").exists()
