"""Real outputs of the CLI validate against the project's JSON Schemas (schemas/), checked by
python-jsonschema, a validator that is not ours."""

import json
import os
import xml.etree.ElementTree as ET

import pytest


def assert_valid(validator, instance, what):
    errors = sorted(validator.iter_errors(instance), key=lambda error: list(error.path))
    assert not errors, f"{what}: " + "; ".join(
        f"{list(error.path)}: {error.message}" for error in errors[:5]
    )


def corpus_file(corpus, relative):
    path = os.path.join(corpus, relative)
    assert os.path.exists(path), f"corpus file missing: {path}"
    return path


TRACK_SOURCES = [
    "shaka-cea608-ts/captions-test.ts",
    "tsduck-dvbsub-sdh-ad/test-026.ts",
    "tsduck-dvbsub-sdh-ad/test-008.ts",
    "mediabunny-mkv-multi",
    "teletext-subtitleedit/sample_TS_with_teletext.ts",
]


def first_media(corpus, relative):
    path = os.path.join(corpus, relative)
    if os.path.isdir(path):
        names = sorted(n for n in os.listdir(path) if n.endswith((".mkv", ".mp4", ".ts")))
        assert names, f"no media in {path}"
        path = os.path.join(path, names[0])
    return path


def test_every_schema_is_a_valid_2020_12_schema(validator):
    for name in ("tracks", "cues", "controls", "audit", "log"):
        validator(name)


def test_the_demos_tracks_and_the_corpus_listings(validator, run, corpus):
    schema = validator("tracks")
    for path in ["Samples/demo.mkv"] + [first_media(corpus, source) for source in TRACK_SOURCES]:
        status, out, err = run("tracks", path, "--json")
        assert status == 0, err
        listing = json.loads(out)
        assert_valid(schema, listing, path)
    # The demo's sidecars by their file names, its video's size and rate, its audio's channels.
    _, out, _ = run("tracks", "Samples/demo.mkv", "--json")
    demo = json.loads(out)
    assert [track["sidecar"] for track in demo["tracks"]][-2:] == ["demo.de.srt", "demo.en.forced.srt"]
    assert (demo["tracks"][0]["width"], demo["tracks"][0]["height"]) == (160, 90)
    assert demo["tracks"][1]["channels"] == 1
    # Not a listing: a track without its flags is refused.
    broken = json.loads(out)
    del broken["tracks"][0]["flags"]
    assert list(schema.iter_errors(broken))


def test_dash_tracks_carry_the_role_values_their_mpd_states(validator, run, corpus):
    path = corpus_file(corpus, "dash-media3-mpd-fixtures/sample_mpd_text.mpd")
    status, out, err = run("tracks", path, "--json")
    assert status == 0, err
    listing = json.loads(out)
    assert_valid(validator("tracks"), listing, path)
    # Media3's fixture, read with xml.etree: each text AdaptationSet's Role values (its own,
    # then its Representation's), lowercased, without repeats.
    expected = []
    for adaptation_set in ET.parse(path).getroot().iter():
        if not adaptation_set.tag.endswith("AdaptationSet"):
            continue
        values = []
        for element in adaptation_set.iter():
            if element.tag.endswith("Role") and element.get("value").lower() not in values:
                values.append(element.get("value").lower())
        expected.append(values)
    roles = [track["roles"] for track in listing["tracks"] if track["kind"] == "legible"]
    assert roles == expected
    assert ["forced-subtitle"] in roles and ["forced_subtitle"] in roles
    flags = [track["flags"]["forced"] for track in listing["tracks"] if track["kind"] == "legible"]
    assert flags == [True, True, False]


def test_the_demos_cues_and_positioned_and_bitmap_cues(validator, run, corpus):
    schema = validator("cues")
    for track in ("2", "3", "4", "5", "6"):
        status, out, err = run("captions", "Samples/demo.mkv", "--track", track, "--format", "json")
        assert status == 0, err
        cues = json.loads(out)
        assert cues, f"track {track} has no cues"
        assert_valid(schema, cues, f"demo track {track}")
    positioned = sorted(
        os.path.join(folder, name)
        for folder, _, names in os.walk(os.path.join(corpus, "media3-text"))
        for name in names
        if name.endswith((".vtt", ".ttml", ".ass", ".srt"))
    )
    assert positioned
    layouts = 0
    for path in positioned:
        status, out, err = run("captions", path, "--format", "json")
        if status != 0:
            continue
        cues = json.loads(out)
        layouts += sum("layout" in cue for cue in cues)
        assert_valid(schema, cues, path)
    assert layouts > 0, "no positioned cue was validated"
    dvb = corpus_file(corpus, "tsduck-dvbsub-sdh-ad/test-008.ts")
    status, out, err = run("captions", dvb, "--track", "4", "--format", "json", "--no-ocr")
    assert status == 0, err
    bitmaps = json.loads(out)
    assert bitmaps and all(cue["text"] is None and "image" in cue for cue in bitmaps)
    assert_valid(schema, bitmaps, "test-008 track 4, --no-ocr")
    status, out, err = run("captions", dvb, "--track", "4", "--format", "json")
    assert status == 0, err
    recognized = json.loads(out)
    assert recognized and all(
        cue.get("recognized") is True and cue["text"] and "image" in cue for cue in recognized
    )
    assert_valid(schema, recognized, "test-008 track 4, recognised")


def test_the_demos_controls(validator, run):
    schema = validator("controls")
    for extra in ([], ["--screen-reader"], ["--at", "30", "--playing"], ["--check"]):
        status, out, err = run("controls", "Samples/demo.mkv", "--json", *extra)
        assert status in (0, 1), err
        assert_valid(schema, json.loads(out), f"controls {extra}")


def test_the_demos_log(validator, run):
    schema = validator("log")
    status, out, err = run(
        "play", "Samples/demo.mkv", "--fast", "--script", "Samples/demo.script", "--log", "jsonl"
    )
    assert status == 0, err
    lines = [json.loads(line) for line in out.splitlines()]
    kinds = {line["kind"] for line in lines}
    assert {"session", "state", "element", "say", "caption", "caption-end", "ended"} <= kinds
    for number, line in enumerate(lines, 1):
        assert_valid(schema, line, f"log line {number}")
    # A line of an unknown kind, or a caption without its track, is refused.
    assert list(schema.iter_errors({"t": 0, "pos": 0, "kind": "shout"}))
    assert list(schema.iter_errors({"t": 0, "pos": 0, "kind": "caption", "text": "x"}))


def test_describe_lines_with_their_overruns(validator, run, tmp_path):
    """describe lines of a description cut at the next and of one said faster validate."""
    schema = validator("log")
    film = tmp_path / "film.mkv"
    film.symlink_to(os.path.abspath("Samples/demo.mkv"))
    long = "A woman climbs into a small sailing boat and pushes off from the wooden jetty."
    (tmp_path / "film.en.descriptions.vtt").write_text(
        f"WEBVTT\n\n00:01.000 --> 00:01.500\n{long}\n\n00:02.000 --> 00:02.500\n{long}\n"
    )
    for overrun, fields in (("cut", {"cutAt"}), ("faster", {"speedUp"})):
        status, out, err = run(
            "play", str(film), "--fast", "--until", "4", "--no-ocr", "--descriptions", "en",
            "--description-overrun", overrun, "--log", "jsonl",
        )
        assert status == 0, err
        lines = [json.loads(line) for line in out.splitlines()]
        described = [line for line in lines if line["kind"] == "describe"]
        assert described and described[0]["overrun"] == overrun
        assert fields <= set(described[0])
        for number, line in enumerate(lines, 1):
            assert_valid(schema, line, f"{overrun} log line {number}")
    assert list(
        schema.iter_errors(
            {"t": 0, "pos": 0, "kind": "describe", "track": "x", "trackId": 1, "text": "x",
             "start": 0, "end": 1, "overrun": "skip"}
        )
    )


def test_the_audit_lines(validator, run, corpus):
    schema = validator("audit")
    paths = [
        "Samples/demo.mkv",
        corpus_file(corpus, "shaka-cea608-ts/captions-test.ts"),
        corpus_file(corpus, "tsduck-dvbsub-sdh-ad/test-026.ts"),
        first_media(corpus, "mediabunny-mkv-multi"),
        "/nonexistent/missing.mkv",
    ]
    status, out, err = run("audit", "-", input="".join(path + "\n" for path in paths))
    assert status == 3, err
    lines = [json.loads(line) for line in out.splitlines()]
    assert [line["file"] for line in lines] == paths
    assert lines[-1]["status"] == "error"
    for line in lines:
        assert_valid(schema, line, line["file"])


def test_the_ipcs_replies_and_events(validator, run):
    schema = validator("ipc")
    requests = [
        {"command": ["get_property", "media-title"], "request_id": 1},
        {"command": ["observe_property", 1, "sub-text"]},
        {"command": ["enable_event", "ap-log"]},
        {"command": ["ap-advance", 2]},
        {"command": ["seek", 10]},
        {"command": ["get_property", "track-list"]},
        {"command": ["ap-tap", "subtitles"]},
        {"command": ["get_property", "nope"]},
        {"command": ["set_property", "pause", 5]},
        {"command": ["ap-run-until-end"]},
        {"command": ["script-message", "hello", "there"]},
        {"command": ["loadfile", "Samples/demo.mp4", "append"]},
        {"command": ["playlist-next"]},
        {"command": ["stop"]},
        {"command": ["quit"]},
    ]
    status, out, err = run(
        "play", "Samples/demo.mkv", "--fast", "--ipc", "stdio",
        input="".join(json.dumps(request) + "\n" for request in requests),
    )
    assert status == 0, err
    lines = [json.loads(line) for line in out.splitlines()]
    replies = [line for line in lines if "event" not in line]
    assert len(replies) == len(requests)
    assert [reply["error"] for reply in replies][7:9] == [
        "property not found", "error accessing property",
    ]
    assert {line["event"] for line in lines if "event" in line} == {
        "property-change", "seek", "playback-restart", "end-file", "ap-log", "client-message",
        "start-file", "file-loaded", "idle",
    }
    for number, line in enumerate(lines, 1):
        assert_valid(schema, line, f"IPC line {number}")
    assert list(schema.iter_errors({"event": "property-change", "name": "pause"}))
    assert list(schema.iter_errors({"request_id": 1, "error": "oops"}))
