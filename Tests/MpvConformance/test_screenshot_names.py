"""`screenshot` over the IPC names its files as mpv does: mpv 0.35 and the player, each
started in a folder of its own, take two screenshots; both write `mpv-shot0001` and
`mpv-shot0002` there (mpv as .jpg, its default format; the player .png, the one it writes),
a `screenshot-template` is honoured, and `screenshot-to-file … video` writes the frame at the
video's own size, the size ffprobe states for the file. With mpv or ffprobe missing the test
skips, unless the environment variable CI is set: then it fails.
"""

import json
import os
import shutil
import struct
import subprocess
import sys
import tempfile

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "Samples"))
from ipc_harness import serving  # noqa: E402

MEDIA = os.path.join(ROOT, "Samples", "demo.mkv")


def required(tool):
    path = shutil.which(tool)
    if path is None:
        if os.environ.get("CI"):
            pytest.fail(f"{tool} is not installed: `make deps` installs it")
        pytest.skip(f"{tool} is not installed (`make deps` installs it)")
    return path


def png_size(path):
    """A PNG's width and height, from its IHDR chunk."""
    with open(path, "rb") as file:
        header = file.read(24)
    assert header[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    return struct.unpack(">II", header[16:24])


def screenshots(arguments, folder):
    """Takes two screenshots with a player started in `folder`; the names of the files it
    wrote there."""
    with serving(arguments, folder, folder) as client:
        for _ in range(2):
            assert client.command("screenshot")["error"] == "success"
    return sorted(name for name in os.listdir(folder) if name != "ipc.sock")


def test_screenshots_are_named_as_mpv_names_them(player):
    mpv = required("mpv")
    folders = [tempfile.mkdtemp(prefix="shots-") for _ in range(2)]
    try:
        theirs = screenshots([mpv, "--no-config", "--pause", "--vo=null", "--ao=null",
                              MEDIA, "--input-ipc-server=SOCKET"], folders[0])
        ours = screenshots([player, "play", MEDIA, "--pause", "--output", os.devnull,
                            "--ipc-server", "SOCKET"], folders[1])
    finally:
        for folder in folders:
            shutil.rmtree(folder, ignore_errors=True)
    assert [os.path.splitext(name)[0] for name in theirs] == ["mpv-shot0001", "mpv-shot0002"]
    assert [os.path.splitext(name)[0] for name in ours] == [
        os.path.splitext(name)[0] for name in theirs]
    assert {os.path.splitext(name)[1] for name in ours} == {".png"}


def test_a_template_and_a_video_screenshot_at_the_native_size(player):
    ffprobe = required("ffprobe")
    probe = json.loads(subprocess.run(
        [ffprobe, "-v", "quiet", "-select_streams", "v:0", "-show_streams", "-of", "json",
         MEDIA], capture_output=True, check=True).stdout)
    native = (probe["streams"][0]["width"], probe["streams"][0]["height"])
    folder = tempfile.mkdtemp(prefix="shots-")
    try:
        with serving([player, "play", MEDIA, "--pause", "--output", os.devnull,
                      "--ipc-server", "SOCKET"], ROOT, folder) as client:
            client.command("seek", 5, "absolute")
            for name, value in (("screenshot-directory", folder),
                                ("screenshot-template", "%F-%p-%n")):
                assert client.command("set_property", name, value)["error"] == "success"
            assert client.command("screenshot", "video")["error"] == "success"
            shot = os.path.join(folder, "demo-00:00:05-0001.png")
            assert os.path.exists(shot), os.listdir(folder)
            assert png_size(shot) == native
            frame = os.path.join(folder, "frame.png")
            assert client.command("screenshot-to-file", frame, "video")["error"] == "success"
            assert png_size(frame) == native
    finally:
        shutil.rmtree(folder, ignore_errors=True)
