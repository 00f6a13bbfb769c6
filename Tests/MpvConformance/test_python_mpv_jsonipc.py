"""python-mpv-jsonipc (from PyPI, in the venv) driving `accessible-player play --ipc-server`
through a two-file playlist as it drives mpv: play(), bind_key_press, show_text,
command('cycle', 'sub') and playlist_next, observing time-pos and sub-text across the switch.
The captions expected are read from the demo's own caption file (Samples/src/demo.en.srt).
Without python-mpv-jsonipc the test skips, unless the environment variable CI is set.
"""

import json
import os
import sys
import threading

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "Samples"))
from ipc_harness import srt_cues, text_at  # noqa: E402
from client_libraries import client_library, listening_player  # noqa: E402

python_mpv_jsonipc = client_library("python_mpv_jsonipc")

FIRST, SECOND = "Samples/demo.mkv", "Samples/demo.mp4"


class Observed:
    """The values an observer callback received, in order, with a way to wait for one."""

    def __init__(self):
        self.values = []
        self.changed = threading.Condition()

    def __call__(self, name, value):
        with self.changed:
            self.values.append(value)
            self.changed.notify_all()

    def wait_for(self, value, timeout=10):
        with self.changed:
            assert self.changed.wait_for(lambda: value in self.values, timeout), (
                f"never observed {value!r}; observed {self.values}")


def test_a_stock_client_drives_a_two_file_playlist(player):
    english = srt_cues(os.path.join(ROOT, "Samples", "src", "demo.en.srt"))
    with listening_player(player, ["play", FIRST, "--fast", "--log", "jsonl", "--output",
                                   "{folder}/log.jsonl"]) as (process, socket_path, folder):
        mpv = python_mpv_jsonipc.MPV(start_mpv=False, ipc_socket=socket_path)
        try:
            positions, captions = Observed(), Observed()
            mpv.bind_property_observer("time-pos", positions)
            mpv.bind_property_observer("sub-text", captions)

            # play() is loadfile: the playlist becomes the demo alone, then the MP4 is added.
            mpv.play(FIRST)
            mpv.command("loadfile", SECOND, "append")
            assert mpv.command("get_property", "playlist-count") == 2
            mpv.command("set_property", "pause", False)

            pressed = threading.Event()
            mpv.bind_key_press("x", pressed.set)
            mpv.keypress("x")
            assert pressed.wait(10), "the bound key's callback was never called"

            mpv.show_text("Switching soon", 1500)
            assert mpv.command("get_property", "ap-utterance") == "Switching soon"

            # Two seconds in: the first caption of the demo.
            mpv.command("ap-advance", 2)
            positions.wait_for(2.0)
            captions.wait_for(text_at(english, 2))
            sid = mpv.command("get_property", "sid")
            mpv.command("cycle", "sub")
            assert mpv.command("get_property", "sid") != sid

            # A caption file added as --sub-file adds one: shown at once, where playback was.
            mpv.command("sub-add", "Samples/src/demo.fr.ass")
            tracks = mpv.command("get_property", "track-list")
            added = [t for t in tracks if t.get("external-filename", "").endswith("demo.fr.ass")]
            assert len(added) == 1 and added[0]["selected"], tracks
            assert mpv.command("get_property", "time-pos") == 2.0

            # The second file: time starts again, and its captions follow the policy again.
            mpv.playlist_next()
            assert mpv.command("get_property", "playlist-pos") == 1
            assert mpv.command("get_property", "filename") == "demo.mp4"
            assert mpv.command("get_property", "sid") == 1
            before = len(positions.values)
            mpv.command("ap-advance", 2)
            positions.wait_for(2.0)
            assert 0.0 in positions.values[before - 1:], positions.values
            captions.wait_for(text_at(english, 2))
            assert type(mpv.command("get_property", "time-pos")) is float
            mpv.command("quit")
        finally:
            mpv.terminate()
        assert process.wait(timeout=20) == 0, process.stderr.read().decode()
        lines = open(os.path.join(folder, "log.jsonl"), encoding="utf-8").read().splitlines()
    sessions = [json.loads(line) for line in lines if json.loads(line)["kind"] == "session"]
    # One session line a file: the first, play()'s, sub-add's reopening, the second.
    assert [os.path.basename(s["file"]) for s in sessions] == [
        "demo.mkv", "demo.mkv", "demo.mkv", "demo.mp4"]
