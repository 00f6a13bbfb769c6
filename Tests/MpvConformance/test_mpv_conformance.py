"""mpv conformance: the same requests, in the same order, to real mpv
(`mpv --idle --input-ipc-server=SOCK --vo=null --ao=null FILE`) and to
`accessible-player play FILE --ipc-server SOCK`, both paused on the demo. A reply agrees with
mpv's when its error string, its keys and the JSON type of its data agree (integer and float
told apart, objects by their keys) and it caused the same seek, playback-restart and
client-message events; where mpv's error has no data, the player's `data.reason` saying why
it refused is allowed (docs/ipc.md says so once). Every other difference must be one of
DIFFERENCES below, with the reason the player chooses otherwise; a listed difference that
now agrees fails too, and so does a docs/ipc.md table that is not the one this test writes.

The requests are what real clients send, each group citing the client's file: mpv's own
manual (DOCS/man/ipc.rst, input.rst) and TOOLS/umpv, Jellyfin MPV Shim, Syncplay,
python-mpv-jsonipc, mpv.net, mpvc and trakt-scrobbler. With mpv missing the test skips,
unless the environment variable CI is set: then it fails.

    python Tests/MpvConformance/test_mpv_conformance.py [PLAYER]

runs the conversation, prints the agreement and rewrites docs/ipc.md's table of differences
(`<!-- mpv-differences -->`) from it (PLAYER defaults to the debug build).
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
SECOND = "Samples/demo.mp4"
SIDECAR = "Samples/demo.de.srt"

# Where each client's requests come from: repository, file and the commit read.
SOURCES = {
    "mpv": "mpv-player/mpv DOCS/man/ipc.rst, DOCS/man/input.rst, TOOLS/umpv @ b955aa28f3dc",
    "jellyfin": "jellyfin/jellyfin-mpv-shim jellyfin_mpv_shim/player.py, "
                "mpvtk_browser/gateway/hud.py, keysweep.py @ 1ef9f72e7257",
    "syncplay": "Syncplay/syncplay syncplay/players/mpv.py @ 9fdeea32a13a",
    "jsonipc": "iwalton3/python-mpv-jsonipc python_mpv_jsonipc.py @ 7ac24dac31cb",
    "mpvnet": "mpvnet-player/mpv.net src/MpvNet/Player.cs, Command.cs, App.cs, "
              "src/MpvNet.Windows/GuiCommand.cs @ 724a9adab85a",
    "mpvc": "lwilletts/mpvc mpvc @ 0036a2cea2cc",
    "trakt": "iamkroot/trakt-scrobbler trakt_scrobbler/player_monitors/mpv.py @ 03e601c50480",
}

# In order: reads first, then changes, then the playlist, then stop and what idle reports.
# `{client}` is replaced by the peer's client name, `{folder}` by a temporary folder.
REQUESTS = [
    # mpv's manual, ipc.rst: ids, errors, malformed messages.
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
    '{"command": ["request_log_messages", "info"]}',
    '{"command": ["request_log_messages", "bogus"]}',
    '{"command": ["request_log_messages"]}',
    # python-mpv-jsonipc (python_mpv_jsonipc.py): read on connecting.
    '{"command": ["get_property", "property-list"]}',
    '{"command": ["get_property", "command-list"]}',
    # trakt-scrobbler (player_monitors/mpv.py, WATCHED_PROPS).
    '{"command": ["get_property", "pause"], "request_id": 1}',
    '{"command": ["get_property", "path"], "request_id": 2}',
    '{"command": ["get_property", "working-directory"], "request_id": 3}',
    '{"command": ["get_property", "duration"], "request_id": 4}',
    '{"command": ["get_property", "time-pos"], "request_id": 5}',
    # What every client reads while playing.
    '{"command": ["get_property", "playback-time"]}',
    '{"command": ["get_property", "percent-pos"]}',
    '{"command": ["get_property", "time-remaining"]}',
    '{"command": ["get_property", "volume"]}',
    '{"command": ["get_property", "volume-max"]}',
    '{"command": ["get_property", "mute"]}',
    '{"command": ["get_property", "speed"]}',
    '{"command": ["get_property", "filename"]}',
    '{"command": ["get_property", "filename/no-ext"]}',
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
    # mpv.net (Player.cs, App.cs, GuiCommand.cs): the media-info dialog and its start-up.
    '{"command": ["get_property", "mpv-version"]}',
    '{"command": ["get_property", "width"]}',
    '{"command": ["get_property", "height"]}',
    '{"command": ["get_property", "video-params/w"]}',
    '{"command": ["get_property", "video-params/h"]}',
    '{"command": ["get_property", "audio-codec-name"]}',
    '{"command": ["get_property", "chapter-list/count"]}',
    '{"command": ["get_property_string", "keep-open"]}',
    # mpv's manual, input.rst: the properties of the file and its streams.
    '{"command": ["get_property", "seekable"]}',
    '{"command": ["get_property", "vid"]}',
    '{"command": ["get_property", "chapter"]}',
    '{"command": ["get_property", "metadata"]}',
    '{"command": ["get_property", "file-size"]}',
    '{"command": ["get_property", "video-params"]}',
    '{"command": ["get_property", "audio-params"]}',
    '{"command": ["get_property", "container-fps"]}',
    '{"command": ["get_property", "video-codec"]}',
    '{"command": ["get_property", "estimated-frame-number"]}',
    '{"command": ["get_property", "demuxer-cache-state"]}',
    '{"command": ["get_property", "osd-dimensions"]}',
    '{"command": ["get_property", "options/volume"]}',
    '{"command": ["get_property", "options/keep-open"]}',
    '{"command": ["get_property", "options/no-such-option"]}',
    '{"command": ["get_property", "audio-delay"]}',
    '{"command": ["get_property", "ab-loop-a"]}',
    '{"command": ["get_property", "screenshot-template"]}',
    # Jellyfin MPV Shim (player.py _observe list, gateway/hud.py).
    '{"command": ["observe_property", 1, "fullscreen"]}',
    '{"command": ["observe_property", 2, "eof-reached"]}',
    '{"command": ["observe_property", 3, "playback-abort"]}',
    '{"command": ["observe_property", 4, "paused-for-cache"]}',
    '{"command": ["get_property", "demuxer-cache-duration"]}',
    '{"command": ["get_property", "paused-for-cache"]}',
    '{"command": ["set_property", "sub-pos", 90]}',
    '{"command": ["set_property", "sub-scale", 1.25]}',
    '{"command": ["get_property", "sub-pos"]}',
    '{"command": ["get_property", "sub-scale"]}',
    # mpv's manual (DOCS/man/options.rst, Subtitles): the caption style options, which the
    # player reads and sets as the viewer's caption style.
    '{"command": ["get_property", "sub-color"]}',
    '{"command": ["get_property", "sub-back-color"]}',
    '{"command": ["get_property", "sub-font"]}',
    '{"command": ["get_property", "sub-font-size"]}',
    '{"command": ["get_property", "sub-border-color"]}',
    '{"command": ["get_property", "sub-border-size"]}',
    '{"command": ["get_property", "sub-shadow-color"]}',
    '{"command": ["get_property", "sub-shadow-offset"]}',
    '{"command": ["set_property", "sub-color", "#FFFF00"]}',
    '{"command": ["get_property", "sub-color"]}',
    '{"command": ["set_property", "sub-color", "1.0/0.5/0.0/0.5"]}',
    '{"command": ["get_property", "sub-color"]}',
    '{"command": ["set_property", "sub-color", "yellow"]}',
    '{"command": ["set_property", "sub-color", 5]}',
    '{"command": ["set_property", "sub-back-color", "#80000000"]}',
    '{"command": ["get_property", "sub-back-color"]}',
    '{"command": ["set_property", "sub-font-size", 82.5]}',
    '{"command": ["get_property", "sub-font-size"]}',
    '{"command": ["set_property", "sub-font-size", "big"]}',
    '{"command": ["set_property", "sub-font", "monospacedSerif"]}',
    '{"command": ["get_property", "sub-font"]}',
    '{"command": ["set_property", "sub-font", 7]}',
    '{"command": ["set_property", "sub-border-size", 2]}',
    '{"command": ["get_property", "sub-border-size"]}',
    '{"command": ["set_property", "sub-border-color", "#FF202020"]}',
    '{"command": ["get_property", "sub-border-color"]}',
    '{"command": ["set_property", "sub-shadow-offset", 1.5]}',
    '{"command": ["get_property", "sub-shadow-offset"]}',
    '{"command": ["set_property", "sub-shadow-color", "#FF101010"]}',
    '{"command": ["get_property", "sub-shadow-color"]}',
    '{"command": ["set", "fullscreen", "no"]}',
    '{"command": ["get_property", "fullscreen"]}',
    '{"command": ["script-binding", "stats/display-stats"]}',
    '{"command": ["define-section", "menu", "x script-message menu-key ok", "force"]}',
    '{"command": ["enable-section", "menu", "allow-hide-cursor+allow-vo-dragging"]}',
    '{"command": ["keypress", "x"]}',
    '{"command": ["disable-section", "menu"]}',
    '{"command": ["cycle-values", "sub-visibility", "yes", "no"]}',
    '{"command": ["cycle-values", "sub-visibility", "yes", "no"]}',
    # Changes, valid and not (mpv's manual).
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
    '{"command": ["set_property", "options/volume", 90]}',
    '{"command": ["set_property", "sid", 99]}',
    '{"command": ["set_property", "sid", "auto"]}',
    '{"command": ["set_property", "sid", 1]}',
    # Syncplay (players/mpv.py): the speed as a string, the pause, its print_text queries.
    '{"command": ["set_property", "speed", "1.50"]}',
    '{"command": ["get_property", "speed"]}',
    '{"command": ["set_property", "speed", 0.5]}',
    '{"command": ["set_property", "speed", 1]}',
    '{"command": ["set_property", "speed", 500]}',
    '{"command": ["set_property", "pause", true]}',
    '{"command": ["print_text", "ANS_time-pos=${=time-pos}"]}',
    '{"command": ["print_text", "ANS_length=${=duration:${=length:0}}"]}',
    '{"command": ["print_text", "ANS_filename=${filename}"]}',
    '{"command": ["print-text"]}',
    # Captions (mpv's manual, input.rst).
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
    '{"command": ["set_property", "sid", "no"]}',
    '{"command": ["get_property", "sub-text"]}',
    '{"command": ["set_property", "sid", 1]}',
    '{"command": ["sub-seek", 1]}',
    '{"command": ["sub-seek", -1]}',
    '{"command": ["sub-step", 1]}',
    '{"command": ["sub-step", -1]}',
    '{"command": ["set_property", "sub-delay", 0]}',
    '{"command": ["sub-seek"]}',
    '{"command": ["sub-reload"]}',
    # Seeking (mpv's manual; jellyfin player.py seeks absolute).
    '{"command": ["seek"]}',
    '{"command": ["seek", "soon"]}',
    '{"command": ["seek", 10, "sideways"]}',
    '{"command": ["seek", 10, "relative", "exact", 4]}',
    '{"command": ["seek", 2, "absolute"]}',
    '{"command": ["revert-seek", "mark"]}',
    '{"command": ["seek", 5, "absolute"]}',
    '{"command": ["revert-seek"]}',
    '{"command": ["revert-seek", "sideways"]}',
    '{"command": ["frame-step"]}',
    '{"command": ["frame-back-step"]}',
    '{"command": ["get_property", "pause"]}',
    '{"command": ["ab-loop"]}',
    '{"command": ["get_property", "ab-loop-a"]}',
    '{"command": ["ab-loop"]}',
    '{"command": ["ab-loop"]}',
    '{"command": ["get_property", "ab-loop-b"]}',
    '{"command": ["set_property", "ab-loop-a", 1]}',
    '{"command": ["set_property", "ab-loop-b", "soon"]}',
    '{"command": ["set_property", "ab-loop-a", "no"]}',
    '{"command": ["set_property", "loop-file", "inf"]}',
    '{"command": ["get_property", "loop-file"]}',
    '{"command": ["set_property", "loop-file", "no"]}',
    '{"command": ["set_property", "audio-delay", 0.25]}',
    '{"command": ["set_property", "fullscreen", true]}',
    # Text on screen, keys and messages between clients (mpv's manual; python-mpv-jsonipc
    # binds keys with keybind; mpvc formats its status with expand-text; mpv.net's
    # Command.cs sends show-progress).
    '{"command": ["show-text", "Hello from the conformance test", 1000]}',
    '{"command": ["show-text", "Position: ${time-pos}"]}',
    '{"command": ["show-text"]}',
    '{"command": ["show-progress"]}',
    '{"command": ["expand-text", "${percent-pos}"]}',
    '{"command": ["expand-text", "${media-title} [${?pause:paused}${!pause:playing}] '
    '${playback-time}/${duration} (${percent-pos}%) vol:${volume} fs:${fullscreen:NA} '
    'chapter:${chapter:NA} ${?metadata/by-key/artist:${metadata/by-key/artist}}'
    '${!metadata/by-key/artist:NA} $$ $>${literal}"]}',
    '{"command": ["expand-text"]}',
    '{"command": ["script-message", "conformance", "one"]}',
    '{"command": ["script-message-to", "{client}", "conformance", "two"]}',
    '{"command": ["keybind", "x", "show-text bound"]}',
    '{"command": ["keypress", "x"]}',
    '{"command": ["keypress", "no-such-key-name"]}',
    '{"command": ["screenshot-to-file", "/dev/null/none.png"]}',
    '{"command": ["set_property", "screenshot-directory", "{folder}"]}',
    '{"command": ["screenshot"]}',
    '{"command": ["screenshot", "video"], "async": true, "request_id": 9}',
    '{"command": ["screenshot", "sideways"]}',
    # Sidecars and the playlist (mpvc: loadfile append-play, playlist-move, playlist-remove,
    # playlist-clear, cycle-values, get_property_string of its status).
    '{"command": ["sub-add", "' + SIDECAR + '"]}',
    '{"command": ["sub-remove"]}',
    '{"command": ["sub-add", "Samples/no-such-file.srt"]}',
    '{"command": ["audio-add", "Samples/no-such-file.m4a"]}',
    '{"command": ["loadfile", "' + SECOND + '", "append-play"]}',
    '{"command": ["loadfile", "' + MEDIA + '", "append"]}',
    '{"command": ["get_property_string", "playlist-count"]}',
    '{"command": ["get_property_string", "playlist-pos"]}',
    '{"command": ["get_property_string", "loop-file"]}',
    '{"command": ["get_property_string", "ab-loop-a"]}',
    '{"command": ["get_property_string", "mute"]}',
    '{"command": ["get_property_string", "fullscreen"]}',
    '{"command": ["get_property_string", "estimated-frame-number"]}',
    '{"command": ["cycle-values", "loop-file", "yes", "no"]}',
    '{"command": ["get_property", "loop-file"]}',
    '{"command": ["cycle-values", "loop-file", "yes", "no"]}',
    '{"command": ["cycle-values", "volume"]}',
    '{"command": ["cycle-values", "no-such-property", "1", "2"]}',
    '{"command": ["playlist-move", 2, 1]}',
    '{"command": ["get_property", "playlist"]}',
    '{"command": ["playlist-move", 7, 0]}',
    '{"command": ["playlist-remove", 2]}',
    '{"command": ["playlist-remove", 7]}',
    '{"command": ["playlist-clear"]}',
    '{"command": ["get_property", "playlist-count"]}',
    # umpv (TOOLS/umpv): a text command, no reply; the next request shows what it did.
    'raw loadfile "' + SECOND + '" append-play',
    '{"command": ["get_property", "playlist-count"]}',
    '{"command": ["playlist-next"]}',
    '{"command": ["get_property", "playlist-pos"]}',
    '{"command": ["playlist-prev"]}',
    '{"command": ["playlist-remove", "current"]}',
    '{"command": ["get_property", "playlist-pos"]}',
    '{"command": ["loadfile", "' + MEDIA + '", "replace"]}',
    '{"command": ["loadfile", "' + MEDIA + '", "sideways"]}',
    # Stop: mpv goes idle and waits for the next loadfile.
    '{"command": ["stop"]}',
    '{"command": ["get_property", "idle-active"]}',
    '{"command": ["get_property", "playback-abort"]}',
    '{"command": ["get_property", "playlist-count"]}',
    '{"command": ["get_property", "time-pos"]}',
    '{"command": ["get_property", "width"]}',
    '{"command": ["get_property", "metadata"]}',
]

# Why the player answers otherwise, by request: each a difference the test finds (a stale
# one fails). The table in docs/ipc.md is written from these and from the two answers.
DIFFERENCES = {
    '{"command": ["get_property", "track-list"]}':
        "`ap-id` is the player's own track number (the log's and `--captions`'); `lang` is the "
        "player's BCP-47 tag (`en` where the file and mpv say `eng`), as the log, `--captions` "
        "and the settings panel use one tag everywhere; and mpv's `sub-auto` selects the German "
        "sidecar where the player's policy selects the default SDH track (a viewer who needs "
        "captions gets the file's own default, hearing-impaired ones first), so "
        "`main-selection` is on another entry",
    '{"command": ["get_property", "track-list/2"]}': "as `track-list`",
    '{"command": ["get_property", "current-tracks/sub"]}': "as `track-list`",
    '{"command": ["set_property", "volume", 120]}':
        "the player's level stops at 100: `unsupported format for accessing property`",
    '{"command": ["set_property", "sid", 99]}':
        "a track that does not exist is refused, with the reason",
    '{"command": ["set_property", "sid", "auto"]}':
        "`auto` is not read: the selection policy chooses when a file opens",
    '{"command": ["get_property", "video-params"]}':
        "the player states what the container says (size, display size, aspect, pixel "
        "aspect); pixel format, colour and stereo keys come from mpv's decoder, which the "
        "player does not run for a property",
    '{"command": ["get_property", "audio-params"]}':
        "the same: the sample format (`format`) is the decoder's",
    '{"command": ["script-binding", "stats/display-stats"]}':
        "mpv 0.35 loads its own stats script, which draws on its window; the player runs no "
        "scripts, so it refuses the binding as mpv refuses one of a script not loaded "
        "(`--load-stats-overlay=no`)",
    '{"command": ["sub-seek", 1]}':
        "the player knows every cue of the track and seeks to the next; mpv, paused at the "
        "start, has read no caption ahead yet, so it stays",
    '{"command": ["get_property", "demuxer-cache-state"]}':
        "the player reads the file where it plays, with no cache: it states what is "
        "readable ahead and leaves out mpv's byte counters and debug keys",
}
# Events a request causes, compared by name: the seek pair and client-message.
COMPARED_EVENTS = {"seek", "playback-restart", "client-message"}
# The event that ends what a request began, awaited when it succeeded (mpv seeks and delivers
# messages in the background; the player before its next reply).
AWAITED = {'"seek", 2': "playback-restart", '"seek", 5': "playback-restart",
           '["revert-seek"]': "playback-restart", '["frame-back-step"]': "playback-restart",
           '"script-message': "client-message",
           '"keypress", "x"': "client-message", '["stop"]': "idle"}
TABLE_MARK = "<!-- mpv-differences -->"


def same_shape(theirs, ours):
    """Whether two JSON values have the same type: objects the same keys and each member
    the same shape, lists the shape of their first element (an empty list matches any),
    integers and floats told apart."""
    if isinstance(theirs, dict) and isinstance(ours, dict):
        return set(theirs) == set(ours) and all(same_shape(theirs[k], ours[k]) for k in theirs)
    if isinstance(theirs, list) and isinstance(ours, list):
        return not theirs or not ours or same_shape(theirs[0], ours[0])
    return type(theirs) is type(ours)


def without_reason(reply, theirs):
    """The player's reply without the `data` that only says why it refused, when mpv's
    failed reply has no data: the one difference docs/ipc.md states for every request."""
    data = reply.get("data")
    if (reply.get("error") != "success" and "data" not in theirs and isinstance(data, dict)
            and "reason" in data):
        return {key: value for key, value in reply.items() if key != "data"}
    return reply


def agrees(their, their_events, our, our_events):
    """Whether the player answered as mpv did (see the module's doc)."""
    our = without_reason(our, their)
    return (their.get("error") == our.get("error") and set(their) == set(our)
            and same_shape(their.get("data"), our.get("data")) and their_events == our_events)


def kind(value):
    """A JSON value's type, as the table of differences names it."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "flag"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "float"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "list"
    return "object"


def first_difference(theirs, ours, path="data"):
    """Where two JSON values first differ in shape: (path, mpv's, the player's)."""
    if isinstance(theirs, dict) and isinstance(ours, dict):
        if set(theirs) != set(ours):
            only_theirs = ", ".join(f"`{k}`" for k in theirs if k not in ours)
            only_ours = ", ".join(f"`{k}`" for k in ours if k not in theirs)
            return path, only_theirs or "-", only_ours or "-"
        for key in theirs:
            found = first_difference(theirs[key], ours[key], f"{path}.{key}")
            if found:
                return found
        return None
    if isinstance(theirs, list) and isinstance(ours, list):
        for index, (their, our) in enumerate(zip(theirs, ours)):
            found = first_difference(their, our, f"{path}[{index}]")
            if found:
                return found
        return None
    if type(theirs) is not type(ours):
        return path, kind(theirs), kind(ours)
    return None


def describe(their, their_events, our, our_events):
    """The mpv and player columns of a difference: what each answered where they differ."""
    our = without_reason(our, their)
    if their.get("error") != our.get("error"):
        return f"`{their.get('error')}`", f"`{our.get('error')}`"
    if their_events != our_events:
        return f"events {their_events}", f"events {our_events}"
    found = first_difference(their.get("data"), our.get("data"))
    if found:
        path, theirs, ours = found
        return f"{path}: {theirs}", f"{path}: {ours}"
    return "keys " + ", ".join(sorted(their)), "keys " + ", ".join(sorted(our))


def documented_table():
    """docs/ipc.md's table of differences, as its lines."""
    text = open(os.path.join(ROOT, "docs", "ipc.md"), encoding="utf-8").read()
    lines = text[text.index(TABLE_MARK):].splitlines()[1:]
    return [line for line in lines[:next(
        (i for i, line in enumerate(lines) if not line.startswith("|")), len(lines))]]


def difference_table(rows):
    """The table of differences for rows of (request, mpv column, player column)."""
    escape = lambda text: text.replace("|", "\\|")  # noqa: E731
    lines = ["| request | mpv | player | reason |", "|---|---|---|---|"]
    for request, theirs, ours in rows:
        lines.append(f"| `{escape(request)}` | {escape(theirs)} | {escape(ours)} | "
                     f"{escape(DIFFERENCES.get(request, '(no reason given)'))} |")
    return lines


class Peer:
    """One player serving IPC on a socket of its own, with a client connected."""

    def __init__(self, arguments, path):
        self.process = subprocess.Popen(
            arguments, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.client = IPCClient(path)
        self.closed = False

    def ask(self, line):
        """The reply to a raw line with the names of the events it caused, or the
        connection's end as the reply when the player went away. A text command has no
        reply: the one to `client_name` after it stands for it."""
        if self.closed:
            return {"error": "(connection closed)"}, []
        try:
            if line.startswith("{"):
                reply = self.client.raw(line)
                self.client.settle()
            else:
                self.client.send_line(line)
                reply = self.client.command("client_name")
                reply.pop("request_id", None)
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


def conversation(peer, folder):
    """Every request's (reply, compared events), in order."""
    peer.wait_until_loaded()
    answers = []
    for line in REQUESTS:
        reply, events = peer.ask(line.replace("{client}", peer.name).replace("{folder}", folder))
        awaited = next((name for key, name in AWAITED.items() if key in line), None)
        if awaited and awaited not in events and reply.get("error") == "success":
            try:
                peer.wait_for(awaited)
            except (OSError, ConnectionError, ValueError):
                pass
            events += [e["event"] for e in peer.client.take_events()]
        answers.append((reply, [name for name in events if name in COMPARED_EVENTS]))
    return answers


def converse(mpv_path, player_path):
    """Both peers' answers to REQUESTS: [(request, mpv's, mpv's events, ours, our events)]."""
    folder = tempfile.mkdtemp(prefix="mpv-conformance-")
    their_path, our_path = os.path.join(folder, "mpv.sock"), os.path.join(folder, "ours.sock")
    shots = {name: os.path.join(folder, name) for name in ("mpv-shots", "our-shots")}
    for path in shots.values():
        os.mkdir(path)
    theirs = Peer([mpv_path, "--no-config", "--idle=yes", "--keep-open=yes", "--pause",
                   "--vo=null", "--ao=null", "--input-ipc-server=" + their_path, MEDIA],
                  their_path)
    try:
        ours = Peer([player_path, "play", MEDIA, "--pause", "--ipc-server", our_path,
                     "--output", os.devnull], our_path)
    except Exception:
        theirs.quit()
        raise
    try:
        their_answers = conversation(theirs, shots["mpv-shots"])
        our_answers = conversation(ours, shots["our-shots"])
    finally:
        theirs.quit()
        ours.quit()
        shutil.rmtree(folder, ignore_errors=True)
    return [(line, their, their_events, our, our_events) for line, (their, their_events),
            (our, our_events) in zip(REQUESTS, their_answers, our_answers)]


def findings(answers):
    """(agreement as a fraction, the table's rows, requests differing with no reason given,
    reasons whose request agrees)."""
    rows, unexplained, stale = [], [], []
    agreed = 0
    for line, their, their_events, our, our_events in answers:
        if agrees(their, their_events, our, our_events):
            agreed += 1
            if line in DIFFERENCES:
                stale.append(line)
            continue
        theirs, ours = describe(their, their_events, our, our_events)
        rows.append((line, theirs, ours))
        if line not in DIFFERENCES:
            unexplained.append(f"{line}\n  mpv:  {json.dumps(their)} {their_events}\n"
                               f"  ours: {json.dumps(our)} {our_events}")
    return agreed / len(answers), rows, unexplained, stale


@pytest.fixture(scope="module")
def mpv():
    path = shutil.which("mpv")
    if path is None:
        if os.environ.get("CI"):
            pytest.fail("mpv is not installed: `make deps` installs it (CI is set, so no skip)")
        pytest.skip("mpv is not installed (`make deps` installs it)")
    return path


def test_every_request_answers_as_mpv_or_is_a_documented_difference(mpv, player):
    agreement, rows, unexplained, stale = findings(converse(mpv, player))
    unknown = sorted(set(DIFFERENCES) - set(REQUESTS))
    assert not unexplained, "differences from mpv with no reason in DIFFERENCES:\n" + "\n".join(
        unexplained)
    assert not stale, "DIFFERENCES lists differences that are gone:\n" + "\n".join(stale)
    assert not unknown, "DIFFERENCES names requests the test does not send:\n" + "\n".join(
        unknown)
    assert documented_table() == difference_table(rows), (
        "docs/ipc.md's table of differences is not the one the test finds: run "
        "`python Tests/MpvConformance/test_mpv_conformance.py` to write it")
    assert agreement >= 0.95, f"{agreement:.1%} of the requests agree with mpv (95% wanted)"


def test_the_request_set_cites_a_source_for_every_client():
    """Each client named in the module's doc has its file and commit in SOURCES."""
    for client in ("mpv", "jellyfin", "syncplay", "jsonipc", "mpvnet", "mpvc", "trakt"):
        assert re.search(r"@ [0-9a-f]{12}$", SOURCES[client]), client


def write_table(player_path):
    """Runs the conversation and writes docs/ipc.md's table of differences from it."""
    mpv_path = shutil.which("mpv")
    if mpv_path is None:
        sys.exit("mpv is not installed (`make deps` installs it)")
    agreement, rows, unexplained, _ = findings(converse(mpv_path, player_path))
    path = os.path.join(ROOT, "docs", "ipc.md")
    text = open(path, encoding="utf-8").read()
    start = text.index(TABLE_MARK) + len(TABLE_MARK) + 1
    old = "\n".join(documented_table())
    text = text[:start] + text[start:].replace(old, "\n".join(difference_table(rows)), 1)
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)
    print(f"{agreement:.1%} of {len(REQUESTS)} requests agree with mpv; "
          f"{len(rows)} differences written to docs/ipc.md")
    for line in unexplained:
        print("no reason given:", line)


if __name__ == "__main__":
    write_table(sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        ROOT, ".build", "debug", "accessible-player"))
