#!/usr/bin/env python3
"""A harness for accessible-player's mpv-compatible JSON IPC, using only Python's standard
library (socket, json, subprocess). The test suite runs it; copy IPCClient into your own.

    python3 Samples/ipc_harness.py .build/debug/accessible-player Samples/demo.mkv

plays the demo on the virtual clock (--fast) with --ipc-server, checks what a screen-reader
user would hear against the demo's caption files (Samples/src/*.srt) and mpv's error strings,
prints what it heard, and exits 1 with the first failed check.
"""
import contextlib
import json
import os
import re
import socket
import subprocess
import sys
import tempfile
import time


class IPCClient:
    """One connection to an mpv JSON IPC server: requests with ids, events kept in order."""

    def __init__(self, path, timeout=10.0):
        deadline = time.monotonic() + timeout
        while True:
            self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            try:
                self.sock.connect(path)
                break
            except OSError:
                self.sock.close()
                if time.monotonic() > deadline:
                    raise TimeoutError(f"no IPC server at {path} after {timeout} s")
                time.sleep(0.02)
        self.sock.settimeout(timeout)
        self.buffer = b""
        self.events = []
        self.next_id = 1

    def send_line(self, line):
        """Sends one raw line (a line break is added)."""
        self.sock.sendall(line.encode() + b"\n")

    def read_message(self):
        """The next JSON message from the server."""
        while b"\n" not in self.buffer:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise ConnectionError("the server closed the connection")
            self.buffer += chunk
        line, self.buffer = self.buffer.split(b"\n", 1)
        return json.loads(line)

    def reply_to(self, request_id):
        """Reads until the reply to request_id, keeping the events on the way."""
        while True:
            message = self.read_message()
            if "event" in message:
                self.events.append(message)
            elif message.get("request_id") == request_id:
                return message

    def command(self, *args):
        """Runs a command; returns the whole reply ({"error", "data", "request_id"})."""
        request_id = self.next_id
        self.next_id += 1
        self.send_line(json.dumps({"command": list(args), "request_id": request_id}))
        return self.reply_to(request_id)

    def raw(self, line):
        """Sends a raw line and returns the next reply, whatever its request_id."""
        self.send_line(line)
        while True:
            message = self.read_message()
            if "event" not in message:
                return message
            self.events.append(message)

    def settle(self):
        """Reads every event the requests so far caused: the server writes them before its
        next reply, so a round trip collects them."""
        self.command("client_name")

    def take_events(self, name=None):
        """The events received so far (of one name), removed from the queue; settle() first
        to be sure to have all that the last request caused."""
        taken = [e for e in self.events if name is None or e["event"] == name]
        self.events = [e for e in self.events if e not in taken]
        return taken

    def close(self):
        self.sock.close()


def wait_until_loaded(client):
    """Asks until the file has a position and no seek is under way (mpv opens it in the
    background, and has no frame to take before)."""
    deadline = time.monotonic() + 10
    while (client.command("get_property", "time-pos")["error"] != "success"
           or client.command("get_property", "seeking")["data"] is not False):
        assert time.monotonic() < deadline, "the file did not load in 10 s"
        time.sleep(0.02)


@contextlib.contextmanager
def serving(arguments, cwd, folder, env=None):
    """A player (or mpv) started in `cwd` with `env` (SOCKET in its arguments replaced by a
    socket in `folder`), its file loaded, with a client connected; quit at the end."""
    socket_path = os.path.join(folder, "ipc.sock")
    process = subprocess.Popen([word.replace("SOCKET", socket_path) for word in arguments],
                               cwd=cwd, env=env, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    try:
        client = IPCClient(socket_path)
        wait_until_loaded(client)
        yield client
        client.command("quit")
        process.wait(timeout=10)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()


def srt_cues(path):
    """(start, end, text) for each cue of a SubRip file, tags removed, lines joined by \\n."""
    def seconds(stamp):
        hours, minutes, rest = stamp.strip().replace(",", ".").split(":")
        return int(hours) * 3600 + int(minutes) * 60 + float(rest)

    cues = []
    for block in open(path, encoding="utf-8-sig").read().strip().split("\n\n"):
        lines = block.splitlines()
        start, end = lines[1].split("-->")
        text = re.sub(r"<[^>]+>", "", "\n".join(lines[2:]))
        cues.append((seconds(start), seconds(end), text))
    return cues


def text_at(cues, t):
    """What a track shows at media time t: its active cues' texts, or "" for none."""
    return "\n".join(text for start, end, text in cues if start <= t < end)


def check(condition, what):
    if not condition:
        raise AssertionError(what)


def run_demo_checks(player, media):
    samples = os.path.dirname(os.path.abspath(media))
    english = srt_cues(os.path.join(samples, "src", "demo.en.srt"))
    spanish = srt_cues(os.path.join(samples, "src", "demo.es.srt"))
    folder = tempfile.mkdtemp(prefix="ipc-harness-")
    path = os.path.join(folder, "player.sock")
    process = subprocess.Popen(
        [player, "play", media, "--fast", "--ipc-server", path, "--output", os.devnull],
        stderr=subprocess.PIPE)
    heard = []
    try:
        ipc = IPCClient(path)
        check(oct(os.stat(path).st_mode & 0o777) == "0o600", "the socket is owner-only")
        check(ipc.command("client_name")["data"] == "ipc-0", "client_name is ipc-0")
        names = ipc.command("get_property", "property-list")["data"]
        check({"pause", "time-pos", "sub-text", "ap-focused"} <= set(names), "property-list")

        # Observe: each observer first gets the current value, after the reply.
        for number, name in [(1, "time-pos"), (2, "pause"), (3, "sub-text")]:
            check(ipc.command("observe_property", number, name)["error"] == "success", name)
        ipc.settle()
        first = {e["name"]: e["data"] for e in ipc.take_events("property-change")}
        check(first == {"time-pos": 0, "pause": False, "sub-text": text_at(english, 0)},
              f"initial values {first}")

        # Six seconds of virtual time: every caption change on the way, from demo.en.srt.
        ipc.command("ap-advance", 6)
        ipc.settle()
        changes = [e["data"] for e in ipc.take_events("property-change") if e["name"] == "sub-text"]
        expected = [text for start, _, text in english if start <= 6]
        check([c for c in changes if c] == expected, f"captions while advancing: {changes}")
        heard += [c for c in changes if c]

        # Seek +10 and -10: the reply, then seek and playback-restart; captions at the target.
        for offset, target in [(10, 16), (-10, 6)]:
            check(ipc.command("seek", offset)["error"] == "success", f"seek {offset}")
            ipc.settle()
            names = [e["event"] for e in ipc.take_events() if e["event"] != "property-change"]
            check(names == ["seek", "playback-restart"], f"seek events {names}")
            check(ipc.command("get_property", "time-pos")["data"] == target, f"at {target}")
            check(ipc.command("get_property", "sub-text")["data"] == text_at(english, target),
                  f"sub-text at {target}")

        # Choose the Spanish captions by their track-list entry.
        tracks = ipc.command("get_property", "track-list")["data"]
        es = next(t for t in tracks if t["type"] == "sub" and t.get("lang") == "es")
        check(ipc.command("set_property", "sid", es["id"])["error"] == "success", "sid")
        check(ipc.command("get_property", "sub-text")["data"] == text_at(spanish, 6),
              "Spanish sub-text")

        # Walk the Closed Captions panel as a screen-reader user does.
        ipc.command("set_property", "sid", "no")
        said = [ipc.command("ap-tap", "subtitles")["data"]["utterance"],
                ipc.command("ap-activate")["data"]["utterance"],
                ipc.command("ap-next")["data"]["utterance"]]
        heard += said
        check(said[1] == "Closed Captions, heading level 2", f"panel header: {said[1]}")
        check(said[2].startswith("Off, selected for Closed Captions"), f"Off: {said[2]}")
        ipc.command("ap-next")
        chosen = ipc.command("ap-activate")["data"]
        check(chosen["announcements"] == ["Closed Captions, English SDH"], f"chosen {chosen}")
        ipc.command("ap-escape")

        # Bad messages get mpv's error strings (mpv's player/client.c).
        for line, error in [
            ('{"command": ["get_property", "pause"]', "invalid parameter"),
            ('{"command": ["no-such-command"]}', "invalid parameter"),
            ('{"command": ["get_property", "no-such-property"]}', "property not found"),
            ('{"command": ["set_property", "pause", 5]}', "error accessing property"),
            ('{"command": ["set_property", "volume", 500]}',
             "unsupported format for accessing property"),
        ]:
            reply = ipc.raw(line)
            check(reply["error"] == error, f"{line} -> {reply}")
        ipc.command("set_property", "ap-locked", True)
        locked = ipc.command("seek", 10)
        check(locked["error"] == "error running command"
              and locked["data"]["reason"] == "controls locked", f"locked seek {locked}")
        ipc.command("set_property", "ap-locked", False)

        # Run to the end on the virtual clock: milliseconds, not the film's minute.
        started = time.monotonic()
        ended = ipc.command("ap-run-until-spoken", "Playback ended")
        check(ended["error"] == "success", f"run until the end: {ended}")
        check(time.monotonic() - started < 5, "the run took real time")
        ipc.settle()
        check(any(e.get("reason") == "eof" for e in ipc.take_events("end-file")), "end-file")
        check(ipc.command("get_property", "eof-reached")["data"] is True, "eof-reached")
        heard.append(ipc.command("get_property", "ap-utterance")["data"])

        check(ipc.command("quit")["error"] == "success", "quit")
        check(process.wait(timeout=10) == 0, "the player exits with 0")
        check(not os.path.exists(path), "the socket is removed")
        ipc.close()
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    for line in heard:
        print(line.replace("\n", " / "))


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    try:
        run_demo_checks(sys.argv[1], sys.argv[2])
    except (AssertionError, OSError, TimeoutError, ValueError) as failure:
        sys.exit(f"check failed: {failure}")
