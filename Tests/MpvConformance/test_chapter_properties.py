"""mpv's chapter properties on a chaptered file, against real mpv: `chapter`, `chapters`,
`chapter-list`, `add chapter N` and `set_property chapter N` must give the same values (not
just the same types) and move to the same chapter in both players. Where mpv refuses with no
data, the player's `data.reason` is allowed, as in test_mpv_conformance.py.

mpv's position after a chapter seek is not compared: it seeks to a keyframe near the chapter
(5.046 s for the chapter at 5 s) and reports the new chapter before the seek is done; the
player's must be the chapter's own start, as `chapter-list` gives it.

The file is the demo with the four chapters of docs/ASSISTIVE-TECHNOLOGIES.md's episode
(Recap 0 s, Intro 5 s, Episode 20 s, Credits 50 s), made with the ffmpeg CLI.
"""

import os
import shutil
import subprocess
import tempfile

import pytest

from test_mpv_conformance import MEDIA, ROOT, Peer, mpv  # noqa: F401 (mpv: the fixture)

CHAPTERS = [(0, 5000, "Recap"), (5000, 20000, "Intro"), (20000, 50000, "Episode"),
            (50000, 60000, "Credits")]

# Each request, then whether the chapter it leaves playback in is read after it.
STEPS = [
    ('{"command": ["get_property", "chapters"]}', False),
    ('{"command": ["get_property", "chapter-list"]}', False),
    ('{"command": ["get_property", "chapter"]}', False),
    ('{"command": ["add", "chapter", 1]}', True),
    ('{"command": ["add", "chapter", 2]}', True),
    ('{"command": ["add", "chapter", -1]}', True),
    ('{"command": ["set_property", "chapter", 3]}', True),
    ('{"command": ["set_property", "chapter", 9]}', True),
    ('{"command": ["set_property", "chapter", 0]}', True),
]


@pytest.fixture(scope="module")
def chaptered():
    """The demo with four chapters, in a folder of its own."""
    ffmpeg = shutil.which("ffmpeg")
    if ffmpeg is None:
        pytest.skip("ffmpeg is not installed (`make deps` installs it)")
    folder = tempfile.mkdtemp(prefix="chapters-")
    metadata = os.path.join(folder, "chapters.txt")
    with open(metadata, "w", encoding="utf-8") as file:
        file.write(";FFMETADATA1\n")
        for start, end, title in CHAPTERS:
            file.write(f"[CHAPTER]\nTIMEBASE=1/1000\nSTART={start}\nEND={end}\ntitle={title}\n")
    path = os.path.join(folder, "episode.mkv")
    subprocess.run([ffmpeg, "-loglevel", "error", "-y", "-i", os.path.join(ROOT, MEDIA), "-i",
                    metadata, "-map", "0", "-map_chapters", "1", "-c", "copy", path], check=True)
    yield path
    shutil.rmtree(folder, ignore_errors=True)


def answers(peer):
    """Each step's [error, data, chapter after it or None], and the positions (seconds) the
    chapter seeks left playback at."""
    peer.wait_until_loaded()
    found, positions = [], []
    for request, reads_chapter in STEPS:
        reply, events = peer.ask(request)
        data = reply.get("data")
        if reply.get("error") != "success" and isinstance(data, dict) and set(data) == {
                "reason"}:
            data = None  # a refusal's reason, allowed where mpv gives no data
        chapter = None
        if reads_chapter:
            if reply.get("error") == "success" and "playback-restart" not in events:
                peer.wait_for("playback-restart")
            chapter = peer.client.command("get_property", "chapter").get("data")
            positions.append((chapter, peer.client.command("get_property", "time-pos")["data"]))
        found.append(rounded([reply.get("error"), data, chapter]))
    return found, positions


def rounded(value):
    """The value with every float rounded to the millisecond."""
    if isinstance(value, float):
        return round(value, 3)
    if isinstance(value, list):
        return [rounded(item) for item in value]
    if isinstance(value, dict):
        return {key: rounded(item) for key, item in value.items()}
    return value


def test_chapter_properties_answer_as_mpv(mpv, player, chaptered):
    folder = tempfile.mkdtemp(prefix="chapter-conformance-")
    their_path, our_path = os.path.join(folder, "mpv.sock"), os.path.join(folder, "ours.sock")
    theirs = Peer([mpv, "--no-config", "--idle=yes", "--keep-open=yes", "--pause", "--vo=null",
                   "--ao=null", "--input-ipc-server=" + their_path, chaptered], their_path)
    try:
        ours = Peer([player, "play", chaptered, "--pause", "--ipc-server", our_path, "--output",
                     os.devnull], our_path)
    except Exception:
        theirs.quit()
        raise
    try:
        (their_answers, _), (our_answers, our_positions) = answers(theirs), answers(ours)
    finally:
        theirs.quit()
        ours.quit()
        shutil.rmtree(folder, ignore_errors=True)
    for (request, _), their, our in zip(STEPS, their_answers, our_answers):
        assert our == their, f"{request}: mpv {their}, ours {our}"
    starts = [start / 1000 for start, _, _ in CHAPTERS]
    for chapter, position in our_positions:
        assert round(position, 3) == starts[chapter], (chapter, position)
