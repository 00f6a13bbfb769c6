"""The catalog audit on a real LocalCluster of two workers over the shared corpus."""

import json
import os
import shutil
import time

import pytest
from dask.distributed import LocalCluster

from catalog_audit import CatalogAudit, DieOnce, summarize

# A short deadline keeps the run quick; a file that runs past it (decoding a whole HEVC stream
# for its CEA-608 captions can, on a busy machine) gets the tool's error line instead.
TIMEOUT = 6


def read_lines(path):
    with open(path, encoding="utf-8") as file:
        return [json.loads(line) for line in file]


@pytest.fixture(scope="module")
def first_and_second_run(tmp_path_factory, player, corpus_paths):
    folder = tmp_path_factory.mktemp("catalog")
    cache = str(folder / "cache.json")
    audit = CatalogAudit(player, cache=cache, workers=2, timeout=TIMEOUT)
    first = audit.run(corpus_paths, output=str(folder / "first.jsonl"),
                      summary_path=str(folder / "first-summary.json"))
    second = audit.run(corpus_paths, output=str(folder / "second.jsonl"),
                       summary_path=str(folder / "second-summary.json"))
    print(f"\ncorpus of {len(corpus_paths)} files: first run {first.seconds:.1f} s "
          f"({first.audited} audited), second run {second.seconds:.1f} s ({second.cached} cached)")
    return folder, first, second


def test_one_line_per_file_and_the_summary_adds_up(first_and_second_run, corpus_paths):
    folder, first, _ = first_and_second_run
    lines = read_lines(folder / "first.jsonl")
    assert [line["file"] for line in lines] == corpus_paths
    summary = json.loads((folder / "first-summary.json").read_text())
    assert summary["titles"] == len(lines) == len(corpus_paths)
    assert summary["passed"] + summary["failed"] + summary["error"] == len(lines)
    assert summary["passed"] == sum(line["status"] == "passed" for line in lines)
    assert summary["failed"] == sum(line["status"] == "failed" for line in lines)
    assert summary["findings"] == sum(len(line.get("findings", [])) for line in lines)
    assert sum(summary["findingsByCheck"].values()) == summary["findings"]
    assert summary["cached"] == 0 and summary["audited"] == len(lines)
    # Every line is the player's own: a rules version, and a reason for each error.
    assert all(line["status"] in ("passed", "failed", "error") for line in lines)
    assert all(line["error"].startswith(line["file"]) for line in lines if line["status"] == "error")
    by_name = {os.path.relpath(line["file"], os.path.commonpath(corpus_paths)): line for line in lines}
    # mediabunny's Matroska: SubRip eng "English SRT" + ASS spa, one AAC track whose language
    # the file leaves unstated.
    multi = next(line for name, line in by_name.items() if name.startswith("mediabunny-mkv-multi/"))
    assert multi["status"] in ("passed", "failed") and len(multi["tracks"]) == 2
    # A playlist pointing outside its folder is refused, and its line says so.
    refused = by_name["hls-live-m3u8-parser/diff-init-key.m3u8"]
    assert refused["status"] == "error" and "refused to open" in refused["error"]


def test_the_second_run_comes_from_the_cache(first_and_second_run, corpus_paths):
    folder, first, second = first_and_second_run
    # Only the player's own lines are cached: a file that ran past the deadline (the tool's
    # line, without a rules version) is audited again.
    timed_out = [line["file"] for line in first.results if line["rulesVersion"] is None]
    assert second.cached == len(corpus_paths) - len(timed_out)
    assert second.audited == len(timed_out)
    again = {line["file"] for line in read_lines(folder / "second.jsonl")} - set(timed_out)
    assert [line for line in read_lines(folder / "second.jsonl") if line["file"] in again] == [
        line for line in read_lines(folder / "first.jsonl") if line["file"] in again
    ]
    if not timed_out:
        assert second.seconds < first.seconds / 4


def test_changed_content_or_rules_are_audited_again(tmp_path, player, corpus_paths):
    sources = [path for path in corpus_paths if path.endswith((".srt", ".vtt"))][:3]
    copies = []
    for index, source in enumerate(sources):
        copy = tmp_path / f"copy{index}{os.path.splitext(source)[1]}"
        shutil.copyfile(source, copy)
        copies.append(str(copy))
    cache = str(tmp_path / "cache.json")
    audit = CatalogAudit(player, cache=cache, workers=2, timeout=TIMEOUT)
    before = audit.run(copies)
    assert before.audited == 3
    with open(copies[0], "a", encoding="utf-8") as file:
        file.write("\n\n00:50:00.000 --> 00:50:01.000\nAdded.\n\n")
    again = audit.run(copies)
    assert (again.cached, again.audited) == (2, 1)
    # The re-audit read the changed file: one cue more.
    assert again.results[0]["tracks"][0]["cues"] == before.results[0]["tracks"][0]["cues"] + 1
    stored = json.loads(open(cache).read())
    stored["entries"][copies[1]]["rulesVersion"] = 0
    open(cache, "w").write(json.dumps(stored))
    assert audit.run(copies).audited == 1
    assert audit.run(copies, output=None).cached == 3
    # Another profile is another result.
    assert CatalogAudit(player, cache=cache, workers=2, profile="dcmp").run(copies).audited == 3


def test_a_worker_that_dies_loses_no_result(tmp_path, player, corpus_paths):
    paths = [path for path in corpus_paths if "hls-live" not in path][:24]
    reference = CatalogAudit(player, workers=2, timeout=TIMEOUT).run(paths).results
    # A cluster of our own, reached by its address as a real cluster would be.
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                      dashboard_address=None) as cluster:
        marker = str(tmp_path / "died")
        audit = CatalogAudit(player, scheduler=cluster.scheduler_address, timeout=TIMEOUT,
                             task=DieOnce(marker), batch_size=4)
        run = audit.run(paths, output=str(tmp_path / "out.jsonl"))
        assert os.path.exists(marker), "no worker died"
    assert [line["file"] for line in read_lines(tmp_path / "out.jsonl")] == paths
    assert run.results == reference
    assert summarize(run.results)["titles"] == len(paths)
