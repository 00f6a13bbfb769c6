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


def transcript_page(player, media):
    """The transcript of `media`'s English track, written beside it as transcript.html."""
    done = subprocess.run([player, "captions", str(media), "--track", "en", "--format",
                           "transcript-html"], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    page = media.parent / "transcript.html"
    page.write_text(done.stdout, encoding="utf-8")
    return page


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
    return transcript_page(player, media)


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


DESCRIPTIONS = [(2.0, 4.5, "A dark hall, lit by a window."),
                 (15.0, 16.0, "Ben points at the window."),
                 (33.0, 35.0, "Rain\nstreaks the glass.")]


def vtt_time(seconds):
    minutes, rest = divmod(seconds, 60)
    return f"00:{int(minutes):02d}:{rest:06.3f}"


@pytest.fixture(scope="module")
def described_transcript(tmp_path_factory, player):
    """The transcript page of the demo with an English text description file beside it."""
    folder = tmp_path_factory.mktemp("described")
    media = folder / "film.mkv"
    media.symlink_to(os.path.join(ROOT, "Samples", "demo.mkv"))
    (folder / "film.en.descriptions.vtt").write_text("WEBVTT\n\n" + "".join(
        f"{vtt_time(start)} --> {vtt_time(end)}\n{text}\n\n"
        for start, end, text in DESCRIPTIONS), encoding="utf-8")
    return transcript_page(player, media)


def test_axe_finds_no_violation_with_description_lines(browser, described_transcript):  # noqa: F811
    assert axe_violations(browser, described_transcript) == []


def test_description_lines_are_marked_among_the_captions_by_time(  # noqa: F811
        browser, described_transcript):
    browser.get("file://" + str(described_transcript))
    items = browser.execute_script(
        "return Array.from(document.querySelectorAll('li')).map(li => ["
        "li.className, li.querySelector('a').getAttribute('href'),"
        "li.querySelector('a').innerText]);")
    captions = [(start, "", " ".join([lines[0]] + lines[1:]))
                for start, lines in srt_cues(os.path.join(ROOT, "Samples", "src", "demo.en.srt"))]
    described = [(start, "description", "Description: " + text.replace("\n", " "))
                 for start, _, text in DESCRIPTIONS]
    # By start; a description before a caption of the same start.
    expected = sorted(described + captions, key=lambda line: (line[0], line[1] == ""))
    assert len(items) == len(expected)
    for (kind, href, text), (start, want_kind, want_text) in zip(items, expected):
        assert kind == want_kind
        assert href == f"film.mkv#t={start:g}"
        minutes, seconds = divmod(int(start), 60)
        assert " ".join(text.split("\n")) == f"{minutes:02d}:{seconds:02d} {want_text}"
