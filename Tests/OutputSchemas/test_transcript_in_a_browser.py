"""`captions --format transcript-html` in headless Chromium: axe-core finds no violation,
there is a heading per chapter, every caption line is a link to its start time that Tab
reaches, and the lines and times are the English track's own (Samples/src/demo.en.srt).

The browser and axe-core are driven as tools/catalog-audit/tests/test_reports_in_a_browser.py
drives them for the audit reports; its fixture and helpers are reused from there."""

import os
import re
import shutil
import subprocess
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "tools", "catalog-audit", "tests"))
from test_reports_in_a_browser import axe_violations, browser, reached_by_tab  # noqa: E402,F401

CHAPTERS = [(0, 5000, "Recap"), (5000, 20000, "Intro"), (20000, 50000, "Episode"),
            (50000, 60000, "Credits")]


def srt_cues(path):
    """(start in seconds, text lines) of each cue of a SubRip file, tags removed."""
    blocks = open(path, encoding="utf-8").read().strip().split("\n\n")
    cues = []
    for block in blocks:
        lines = block.split("\n")
        hours, minutes, rest = lines[1].split(" --> ")[0].split(":")
        seconds = int(hours) * 3600 + int(minutes) * 60 + float(rest.replace(",", "."))
        cues.append((seconds, [re.sub(r"<[^>]+>", "", line) for line in lines[2:]]))
    return cues


@pytest.fixture(scope="module")
def transcript(tmp_path_factory, player):
    """The transcript page of the demo with four chapters, beside the media it links to."""
    ffmpeg = shutil.which("ffmpeg")
    if ffmpeg is None:
        pytest.fail("ffmpeg is needed: run 'make deps'")
    folder = tmp_path_factory.mktemp("transcript")
    metadata = folder / "chapters.txt"
    metadata.write_text(";FFMETADATA1\n" + "".join(
        f"[CHAPTER]\nTIMEBASE=1/1000\nSTART={start}\nEND={end}\ntitle={title}\n"
        for start, end, title in CHAPTERS), encoding="utf-8")
    media = folder / "episode.mkv"
    subprocess.run([ffmpeg, "-loglevel", "error", "-y", "-i", os.path.join(ROOT, "Samples",
                    "demo.mkv"), "-i", str(metadata), "-map", "0", "-map_chapters", "1", "-c",
                    "copy", str(media)], check=True)
    done = subprocess.run([player, "captions", str(media), "--track", "en", "--format",
                           "transcript-html"], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    page = folder / "transcript.html"
    page.write_text(done.stdout, encoding="utf-8")
    return page


def test_axe_finds_no_violation_on_the_transcript(browser, transcript):  # noqa: F811
    assert axe_violations(browser, transcript) == []


def test_every_line_is_a_link_to_its_time_under_its_chapter(browser, transcript):  # noqa: F811
    browser.get("file://" + str(transcript))
    headings = browser.execute_script(
        "return Array.from(document.querySelectorAll('h2')).map(h => h.textContent);")
    assert headings == [title for _, _, title in CHAPTERS]
    links = browser.execute_script(
        "return Array.from(document.querySelectorAll('li a')).map(a => ["
        "a.getAttribute('href'), a.innerText, a.closest('section').querySelector('h2')"
        ".textContent]);")
    expected = srt_cues(os.path.join(ROOT, "Samples", "src", "demo.en.srt"))
    assert len(links) == len(expected)
    for (href, text, chapter), (start, lines) in zip(links, expected):
        assert href == f"episode.mkv#t={start:g}"
        minutes, seconds = divmod(int(start), 60)
        assert text.split("\n") == [f"{minutes:02d}:{seconds:02d} {lines[0]}"] + lines[1:]
        assert chapter == next(title for begin, end, title in CHAPTERS
                               if begin <= start * 1000 < end)


def test_tab_reaches_every_line(browser, transcript):  # noqa: F811
    every, reached = reached_by_tab(browser, transcript)
    assert every and reached == every
