#!/usr/bin/env python3
"""Sends the same requests to mpv (--idle --input-ipc-server) and to accessible-player
(--ipc-server), both paused on the demo, with docs/ipc.md's stdlib client, and checks that
the replies have the same shape: the same error string, the same keys, data of the same JSON
type; and that a seek brings the same events. Exits 1 listing every difference.

    python3 Tests/Python/mpv_interop.py PLAYER MEDIA
"""
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "Samples"))
from ipc_harness import IPCClient  # noqa: E402

# Requests both players know, valid and not. (set_property volume 500 is left out: mpv 0.35
# clamps it, current mpv refuses it as the player does.)
REQUESTS = [
    '{"command": ["get_property", "pause"]}',
    '{"command": ["get_property", "time-pos"]}',
    '{"command": ["get_property", "duration"]}',
    '{"command": ["get_property", "percent-pos"]}',
    '{"command": ["get_property", "volume"]}',
    '{"command": ["get_property", "mute"]}',
    '{"command": ["get_property", "speed"]}',
    '{"command": ["get_property", "filename"]}',
    '{"command": ["get_property", "filename/no-ext"]}',
    '{"command": ["get_property", "media-title"]}',
    '{"command": ["get_property", "eof-reached"]}',
    '{"command": ["get_property", "track-list/count"]}',
    '{"command": ["get_property", "track-list/99"]}',
    '{"command": ["get_property", "no-such-property"]}',
    '{"command": ["get_property"]}',
    '{"command": ["get_property", 5]}',
    '{"command": ["get_property_string", "volume"]}',
    '{"command": ["get_version"]}',
    '{"command": ["client_name"]}',
    '{"command": ["set_property", "pause", 5]}',
    '{"command": ["set_property", "pause", "maybe"]}',
    '{"command": ["set_property", "volume", true]}',
    '{"command": ["set_property", "volume", "loud"]}',
    '{"command": ["set_property", "duration", 5]}',
    '{"command": ["set_property", "no-such-property", 5]}',
    '{"command": ["set_property", "volume", 50]}',
    '{"command": ["set", "volume", 50]}',
    '{"command": ["set", "volume", "loud"]}',
    '{"command": ["set", "volume", "60"]}',
    '{"command": ["add", "volume", 10]}',
    '{"command": ["cycle", "mute"]}',
    '{"command": ["cycle", "duration"]}',
    '{"command": ["no-such-command"]}',
    '{"command": []}',
    '{"command": "seek"}',
    '{"command": ["seek"]}',
    '{"command": ["seek", "soon"]}',
    '{"command": ["seek", 10, "sideways"]}',
    '{"command": ["seek", 10, "relative", "exact", 4]}',
    '{"command": ["observe_property", "x", "volume"]}',
    '{"command": ["unobserve_property", 77]}',
    '{"command": ["enable_event", "no-such-event"]}',
    '{"command": ["get_property", "pause"], "request_id": "text"}',
    '{"command": ["get_property", "pause"], "async": "yes"}',
    '{"command": ["get_property", "pause"]',
    '{"commandment": 1}',
]


def shape(value):
    """The JSON type of a value, objects by their keys."""
    if isinstance(value, dict):
        return {key: shape(item) for key, item in value.items()}
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, (int, float)):
        return "number"
    return type(value).__name__


def answers(client):
    replies = [client.raw(line) for line in REQUESTS]
    client.command("observe_property", 1, "volume")
    while not any(e.get("name") == "volume" for e in client.events):
        client.events.append(client.read_message())
    volume = next(e for e in client.events if e.get("name") == "volume")
    client.events.clear()
    client.command("seek", 5, "absolute")
    # mpv seeks in the background: wait for its playback-restart (bounded by the timeout).
    while not any(e["event"] == "playback-restart" for e in client.events):
        client.events.append(client.read_message())
    events = [e["event"] for e in client.events if e["event"] in ("seek", "playback-restart")]
    return replies, events, shape(volume)


def serve(arguments, path):
    process = subprocess.Popen(arguments, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return process, IPCClient(path)


def main(player, media):
    folder = tempfile.mkdtemp(prefix="mpv-interop-")
    mpv_path, our_path = os.path.join(folder, "mpv.sock"), os.path.join(folder, "ours.sock")
    mpv, mpv_client = serve(
        ["mpv", "--no-config", "--idle=yes", "--keep-open=yes", "--pause", "--vo=null",
         "--ao=null", "--input-ipc-server=" + mpv_path, media], mpv_path)
    ours, our_client = serve(
        [player, "play", media, "--pause", "--ipc-server", our_path, "--output", os.devnull],
        our_path)
    try:
        theirs, mine = answers(mpv_client), answers(our_client)
    finally:
        for client, process in [(mpv_client, mpv), (our_client, ours)]:
            try:
                client.command("quit")
            except OSError:
                pass
            process.wait(timeout=10)
    differences = []
    for line, their, my in zip(REQUESTS, theirs[0], mine[0]):
        if their["error"] != my["error"] or set(their) != set(my) or \
                shape(their.get("data")) != shape(my.get("data")):
            differences.append(f"{line}\n  mpv:  {their}\n  ours: {my}")
    if theirs[1] != mine[1]:
        differences.append(f"seek events: mpv {theirs[1]}, ours {mine[1]}")
    if theirs[2] != mine[2]:
        differences.append(f"property-change: mpv {theirs[2]}, ours {mine[2]}")
    for difference in differences:
        print(difference)
    print(f"same replies: {len(REQUESTS) - len(differences)} of {len(REQUESTS)}")
    return 1 if differences else 0


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1], sys.argv[2]))
