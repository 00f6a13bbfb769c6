"""aio-mpv-jsonipc (from PyPI, in the venv), an asyncio mpv JSON IPC client written apart
from python-mpv-jsonipc, driving `accessible-player play --ipc-server` unchanged as it drives
mpv: its `send`, `listen_for` and `get_events`, through a caption, property expansion, a
screenshot-free playlist step and a section binding. The caption expected is read from the
demo's own caption file (Samples/src/demo.en.srt), the title from the container's tags as
ffprobe states them. Without aio-mpv-jsonipc or ffprobe the test skips, unless the
environment variable CI is set.
"""

import asyncio
import json
import os
import shutil
import subprocess
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "Samples"))
from ipc_harness import srt_cues, text_at  # noqa: E402
from client_libraries import client_library, listening_player  # noqa: E402

MPV = client_library("aio_mpv_jsonipc").MPV

FIRST, SECOND = "Samples/demo.mkv", "Samples/demo.mp4"


def container_title(path):
    """The title tag of a file's container, as ffprobe reads it."""
    ffprobe = shutil.which("ffprobe")
    if ffprobe is None:
        if os.environ.get("CI"):
            pytest.fail("ffprobe is not installed: `make deps` installs it")
        pytest.skip("ffprobe is not installed (`make deps` installs it)")
    probe = json.loads(subprocess.run(
        [ffprobe, "-v", "quiet", "-show_format", "-of", "json", os.path.join(ROOT, path)],
        capture_output=True, check=True).stdout)
    return {key.lower(): value for key, value in probe["format"]["tags"].items()}["title"]


async def drive(socket_path, caption, title):
    """The client's session: what it was answered, checked as it goes."""
    mpv = MPV(socket=socket_path)
    await mpv.start()
    captions = []
    seen = asyncio.Event()

    async def on_change(value):
        captions.append(value)
        if value == caption:
            seen.set()

    mpv.listen_for("property-change", on_change)
    assert (await mpv.send(["get_property", "media-title"]))["data"] == title
    assert (await mpv.send(["get_property", "metadata/by-key/title"]))["data"] == title
    await mpv.send(["observe_property", 1, "sub-text"])
    await mpv.send(["ap-advance", 2])
    await asyncio.wait_for(seen.wait(), 10)
    expanded = await mpv.send(["expand-text", "${time-pos} ${?pause:paused}${!pause:playing}"])
    assert expanded["data"] == "00:00:02 playing", expanded

    # A section binding, as Jellyfin MPV Shim defines its menu keys.
    messages = mpv.get_events("client-message")
    message = asyncio.ensure_future(messages.__anext__())
    await asyncio.sleep(0.05)
    await mpv.send(["define-section", "menu", "x script-message menu ok", "force"])
    await mpv.send(["enable-section", "menu"])
    await mpv.send(["keypress", "x"])
    assert (await asyncio.wait_for(message, 10))["args"] == ["menu", "ok"]

    await mpv.send(["loadfile", SECOND, "append"])
    assert (await mpv.send(["get_property", "playlist-count"]))["data"] == 2
    assert (await mpv.send(["playlist-next"]))["error"] == "success"
    assert (await mpv.send(["get_property", "filename"]))["data"] == "demo.mp4"
    await mpv.send(["quit"])


def test_an_asyncio_client_drives_a_session(player):
    english = srt_cues(os.path.join(ROOT, "Samples", "src", "demo.en.srt"))
    title = container_title(FIRST)
    with listening_player(player, ["play", FIRST, "--fast", "--output", os.devnull]) as (
            process, socket_path, _):
        asyncio.run(asyncio.wait_for(drive(socket_path, text_at(english, 2), title), 60))
        assert process.wait(timeout=20) == 0, process.stderr.read().decode()
