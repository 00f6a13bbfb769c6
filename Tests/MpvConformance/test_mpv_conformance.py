"""mpv conformance: the same requests, in the same order, to real mpv
(`mpv --idle --input-ipc-server=SOCK --vo=null --ao=null FILE`) and to
`accessible-player play FILE --ipc-server SOCK`, both paused on the demo. Every reply must
agree with mpv's in its error string, its keys and the JSON type of its data (integer and
float told apart, objects by their keys), or its request must be a row of docs/ipc.md's one
table of intended differences (`<!-- mpv-differences -->`); a row whose request agrees is
stale and fails too.

The requests are mpv's own examples (DOCS/man/ipc.rst, input.rst) and what python-mpv-jsonipc,
jellyfin-mpv-shim and syncplay send. With mpv missing the test skips, unless the environment
variable CI is set: then it fails.
"""

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "Samples"))
from ipc_harness import IPCClient  # noqa: E402

MEDIA = "Samples/demo.mkv"
SIDECAR = "Samples/demo.de.srt"

# In order: reads first, then changes, then the playlist, then stop and what idle reports.
REQUESTS = [
    # The protocol (ipc.rst): ids, errors, malformed messages.
    '{"command": ["get_property", "pause"]}',
    '{"command": ["get_property"]}',
    '{"command": ["get_property", 5]}',
    '{"command": ["get_property", "no-such-property"]}',
    '{"command": ["get_property", "pause"], "request_id": "text"}',
    '{"command": ["get_property", "pause"], "async": "yes"}',
    '{"command": ["get_property", "pause"]',
    '{"commandment": 1}',
    '{"command": []}',
    '{"command": "seek"}',
    '{"command": ["no-such-command"]}',
    '{"command": ["get_version"]}',
    '{"command": ["client_name"]}',
    '{"command": ["get_time_us"]}',
    '{"command": ["enable_event", "no-such-event"]}',
    '{"command": ["observe_property", "x", "volume"]}',
    '{"command": ["unobserve_property", 77]}',
    # What clients read on connecting (python-mpv-jsonipc) and while playing (all three).
    '{"command": ["get_property", "property-list"]}',
    '{"command": ["get_property", "command-list"]}',
    '{"command": ["get_property", "time-pos"]}',
    '{"command": ["get_property", "playback-time"]}',
    '{"command": ["get_property", "duration"]}',
    '{"command": ["get_property", "percent-pos"]}',
    '{"command": ["get_property", "time-remaining"]}',
    '{"command": ["get_property", "volume"]}',
    '{"command": ["get_property", "volume-max"]}',
    '{"command": ["get_property", "mute"]}',
    '{"command": ["get_property", "speed"]}',
    '{"command": ["get_property", "filename"]}',
    '{"command": ["get_property", "filename/no-ext"]}',
    '{"command": ["get_property", "path"]}',
    '{"command": ["get_property", "media-title"]}',
    '{"command": ["get_property", "file-format"]}',
    '{"command": ["get_property", "eof-reached"]}',
    '{"command": ["get_property", "idle-active"]}',
    '{"command": ["get_property", "core-idle"]}',
    '{"command": ["get_property", "seeking"]}',
    '{"command": ["get_property", "sid"]}',
    '{"command": ["get_property", "aid"]}',
    '{"command": ["get_property", "track-list"]}',
    '{"command": ["get_property", "track-list/count"]}',
    '{"command": ["get_property", "track-list/2"]}',
    '{"command": ["get_property", "track-list/99"]}',
    '{"command": ["get_property", "current-tracks/sub"]}',
    '{"command": ["get_property", "sub-text"]}',
    '{"command": ["get_property", "sub-start"]}',
    '{"command": ["get_property", "sub-end"]}',
    '{"command": ["get_property", "sub-visibility"]}',
    '{"command": ["get_property", "sub-delay"]}',
    '{"command": ["get_property", "secondary-sid"]}',
    '{"command": ["get_property", "chapter-list"]}',
    '{"command": ["get_property", "chapters"]}',
    '{"command": ["get_property", "playlist"]}',
    '{"command": ["get_property", "playlist-count"]}',
    '{"command": ["get_property", "playlist-pos"]}',
    '{"command": ["get_property", "playback-abort"]}',
    '{"command": ["get_property_string", "volume"]}',
    '{"command": ["get_property_string", "time-pos"]}',
    # Changes, valid and not.
    '{"command": ["set_property", "pause", 5]}',
    '{"command": ["set_property", "pause", "maybe"]}',
    '{"command": ["set_property", "volume", true]}',
    '{"command": ["set_property", "volume", "loud"]}',
    '{"command": ["set_property", "duration", 5]}',
    '{"command": ["set_property", "no-such-property", 5]}',
    '{"command": ["set_property", "mute", true]}',
    '{"command": ["set_property", "volume", 50]}',
    '{"command": ["get_property", "mute"]}',
    '{"command": ["set_property", "mute", false]}',
    '{"command": ["set", "volume", 50]}',
    '{"command": ["set", "volume", "loud"]}',
    '{"command": ["set", "volume", "60"]}',
    '{"command": ["add", "volume", 10]}',
    '{"command": ["cycle", "mute"]}',
    '{"command": ["cycle", "mute"]}',
    '{"command": ["cycle", "duration"]}',
    '{"command": ["set_property", "volume", 120]}',
    '{"command": ["set_property", "volume", 100]}',
    '{"command": ["set_property", "sid", 99]}',
    '{"command": ["set_property", "sid", "auto"]}',
    '{"command": ["set_property", "sid", 1]}',
    '{"command": ["set_property", "speed", 1.5]}',
    '{"command": ["get_property", "speed"]}',
    '{"command": ["set_property", "speed", 0.5]}',
    '{"command": ["set_property", "speed", 1]}',
    '{"command": ["set_property", "speed", 500]}',
    '{"command": ["set_property", "sub-delay", 0.5]}',
    '{"command": ["get_property", "sub-delay"]}',
    '{"command": ["set_property", "sub-delay", 0]}',
    '{"command": ["set_property", "sub-visibility", false]}',
    '{"command": ["get_property", "sub-visibility"]}',
    '{"command": ["set_property", "sub-visibility", true]}',
    '{"command": ["set_property", "secondary-sid", 2]}',
    '{"command": ["get_property", "secondary-sid"]}',
    '{"command": ["set_property", "secondary-sid", false]}',
    '{"command": ["set_property", "sid", 2]}',
    '{"command": ["cycle", "sub"]}',
    '{"command": ["cycle", "sub", "down"]}',
    '{"command": ["set_property", "sid", 1]}',
    '{"command": ["seek"]}',
    '{"command": ["seek", "soon"]}',
    '{"command": ["seek", 10, "sideways"]}',
    '{"command": ["seek", 10, "relative", "exact", 4]}',
    '{"command": ["seek", 2, "absolute"]}',
    '{"command": ["frame-step"]}',
    '{"command": ["get_property", "pause"]}',
    # Text on screen, keys and messages between clients.
    '{"command": ["show-text", "Hello from the conformance test", 1000]}',
    '{"command": ["show-text"]}',
    '{"command": ["script-message", "conformance", "one"]}',
    '{"command": ["script-message-to", "{client}", "conformance", "two"]}',
    '{"command": ["keybind", "x", "show-text bound"]}',
    '{"command": ["keypress", "x"]}',
    '{"command": ["keypress", "no-such-key-name"]}',
    '{"command": ["screenshot-to-file", "/dev/null/none.png"]}',
    # Sidecars and the playlist.
    '{"command": ["sub-add", "' + SIDECAR + '"]}',
    '{"command": ["sub-add", "Samples/no-such-file.srt"]}',
    '{"command": ["loadfile", "' + MEDIA + '", "append"]}',
    '{"command": ["get_property", "playlist-count"]}',
    '{"command": ["playlist-next"]}',
    '{"command": ["get_property", "playlist-pos"]}',
    '{"command": ["playlist-prev"]}',
    '{"command": ["loadfile", "' + MEDIA + '", "replace"]}',
    '{"command": ["loadfile", "' + MEDIA + '", "sideways"]}',
    # Stop: mpv goes idle and waits for the next loadfile.
    '{"command": ["stop"]}',
    '{"command": ["get_property", "idle-active"]}',
    '{"command": ["get_property", "playback-abort"]}',
    '{"command": ["get_property", "playlist-count"]}',
    '{"command": ["get_property", "time-pos"]}',
]

# Events a request causes, compared by name: the seek pair and client-message.
COMPARED_EVENTS = {"seek", "playback-restart", "client-message"}
# The event that ends what a request began, awaited when it succeeded (mpv seeks and delivers
# messages in the background; the player before its next reply).
AWAITED = {'"seek", 2': "playback-restart", '"script-message': "client-message",
           '"keypress", "x"': "client-message", '["stop"]': "idle"}


def same_shape(theirs, ours):
    """Whether two JSON values have the same type: objects the same keys and each member
    the same shape, lists the shape of their first element (an empty list matches any),
    integers and floats told apart."""
    if isinstance(theirs, dict) and isinstance(ours, dict):
        return set(theirs) == set(ours) and all(same_shape(theirs[k], ours[k]) for k in theirs)
    if isinstance(theirs, list) and isinstance(ours, list):
        return not theirs or not ours or same_shape(theirs[0], ours[0])
    return type(theirs) is type(ours)


def documented_differences():
    """docs/ipc.md's table of intended differences: {request line: reason}."""
    text = open(os.path.join(ROOT, "docs", "ipc.md"), encoding="utf-8").read()
    start = text.index("<!-- mpv-differences -->")
    rows = {}
    for line in text[start:].splitlines()[1:]:
        if not line.startswith("|"):
            if rows:
                break
            continue
        cells = [cell.strip() for cell in line.strip("|").split("|")]
        request = re.fullmatch(r"`(.*)`", cells[0].replace("\\|", "|"))
        if request and len(cells) >= 3 and cells[2]:
            rows[request.group(1)] = cells[2]
    return rows


class Peer:
    """One player serving IPC on a socket of its own, with a client connected."""

    def __init__(self, arguments, path):
        self.process = subprocess.Popen(
            arguments, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.client = IPCClient(path)
        self.closed = False

    def ask(self, line):
        """The reply to a raw line with the names of the events it caused, or the
        connection's end as the reply when the player went away."""
        if self.closed:
            return {"error": "(connection closed)"}, []
        try:
            reply = self.client.raw(line)
            self.client.settle()
        except (OSError, ConnectionError, ValueError):
            self.closed = True
            return {"error": "(connection closed)"}, []
        return reply, [e["event"] for e in self.client.take_events()]

    def wait_for(self, name):
        """Reads until an event called name has come (the socket's timeout bounds it)."""
        while not any(e["event"] == name for e in self.client.events):
            self.client.events.append(self.client.read_message())

    def wait_until_loaded(self):
        """mpv opens the file in the background: asks until it has a position and is not
        seeking."""
        deadline = time.monotonic() + 10
        while self.client.command("get_property", "time-pos")["error"] != "success":
            if time.monotonic() > deadline:
                raise TimeoutError("the file did not load in 10 s")
            time.sleep(0.02)
        while self.client.command("get_property", "seeking")["data"] is not False:
            if time.monotonic() > deadline:
                raise TimeoutError("the file did not settle in 10 s")
            time.sleep(0.02)
        self.name = self.client.command("client_name")["data"]
        self.client.events.clear()

    def quit(self):
        try:
            if not self.closed:
                self.client.command("quit")
        except (OSError, ConnectionError):
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


def conversation(peer):
    """Every request's (reply, compared events), in order."""
    peer.wait_until_loaded()
    answers = []
    for line in REQUESTS:
        reply, events = peer.ask(line.replace("{client}", peer.name))
        awaited = next((name for key, name in AWAITED.items() if key in line), None)
        if awaited and awaited not in events and reply.get("error") == "success":
            try:
                peer.wait_for(awaited)
            except (OSError, ConnectionError, ValueError):
                pass
            events += [e["event"] for e in peer.client.take_events()]
        answers.append((reply, [name for name in events if name in COMPARED_EVENTS]))
    return answers


@pytest.fixture(scope="module")
def mpv():
    path = shutil.which("mpv")
    if path is None:
        if os.environ.get("CI"):
            pytest.fail("mpv is not installed: `make deps` installs it (CI is set, so no skip)")
        pytest.skip("mpv is not installed (`make deps` installs it)")
    return path


def test_every_request_answers_as_mpv_or_is_a_documented_difference(mpv, player):
    folder = tempfile.mkdtemp(prefix="mpv-conformance-")
    their_path, our_path = os.path.join(folder, "mpv.sock"), os.path.join(folder, "ours.sock")
    theirs = Peer([mpv, "--no-config", "--idle=yes", "--keep-open=yes", "--pause",
                   "--vo=null", "--ao=null", "--input-ipc-server=" + their_path, MEDIA],
                  their_path)
    try:
        ours = Peer([player, "play", MEDIA, "--pause", "--ipc-server", our_path,
                     "--output", os.devnull], our_path)
    except Exception:
        theirs.quit()
        raise
    try:
        their_answers, our_answers = conversation(theirs), conversation(ours)
    finally:
        theirs.quit()
        ours.quit()
        shutil.rmtree(folder, ignore_errors=True)

    documented = documented_differences()
    undocumented, stale = [], []
    for line, (their, their_events), (our, our_events) in zip(
            REQUESTS, their_answers, our_answers):
        agrees = (their.get("error") == our.get("error") and set(their) == set(our)
                  and same_shape(their.get("data"), our.get("data"))
                  and their_events == our_events)
        if agrees and line in documented:
            stale.append(line)
        elif not agrees and line not in documented:
            undocumented.append(
                f"{line}\n  mpv:  {json.dumps(their)} {their_events}\n"
                f"  ours: {json.dumps(our)} {our_events}")
    unknown = sorted(set(documented) - set(REQUESTS))
    assert not undocumented, "differences from mpv not in docs/ipc.md's table:\n" + "\n".join(
        undocumented)
    assert not stale, "docs/ipc.md lists differences that are gone:\n" + "\n".join(stale)
    assert not unknown, "docs/ipc.md's table names requests the test does not send:\n" + "\n".join(
        unknown)
