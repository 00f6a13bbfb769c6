"""The catalog the tests make with ffmpeg, and the tool's command line run to its end."""

import os
import subprocess
import sys

# Three cues, the first too fast and too long for any profile: 61 characters over one second.
CUES_SRT = """1
00:00:00,500 --> 00:00:01,500
ANNA: Is anyone here? We have to leave, all of us, right now!

2
00:00:02,000 --> 00:00:04,000
[Door slams]

3
00:00:04,200 --> 00:00:05,500
BEN: Then we split up.
"""


def make_catalog(folder):
    """A catalog as a QA lead gets one, made with ffmpeg in `folder`: a Matroska film with
    English captions inside and English and French sidecars, an MP4 film with a WebVTT
    sidecar, an HLS package (master, media playlists, TS and WebVTT segments) and a DASH
    package (MPD, init and media segments) from ffmpeg's hls and dash muxers, a copy of the
    film cut at 55 % of its bytes, a caption deliverable with no media, and a note that is
    no media at all. Returns the folder."""
    folder = str(folder)
    cues = os.path.join(os.path.dirname(folder), "cues-source.srt")
    with open(cues, "w", encoding="utf-8") as file:
        file.write(CUES_SRT)
    ffmpeg = ["ffmpeg", "-hide_banner", "-loglevel", "error", "-y"]
    source = ["-f", "lavfi", "-i", "testsrc=size=160x90:rate=24:duration=6",
              "-f", "lavfi", "-i", "sine=duration=6"]
    video = ["-c:v", "libx264", "-preset", "ultrafast", "-g", "24", "-c:a", "aac",
             "-metadata:s:a:0", "language=eng"]

    def run(*arguments):
        subprocess.run([*ffmpeg, *arguments], check=True, cwd=folder)

    run(*source, "-i", cues, "-map", "0", "-map", "1", "-map", "2", *video, "-c:s", "srt",
        "-metadata:s:s:0", "language=eng", "film.mkv")
    for name in ("film.en.srt", "film.fr.srt", "deliverable.en.srt"):
        with open(os.path.join(folder, name), "w", encoding="utf-8") as file:
            file.write(CUES_SRT)
    run(*source, "-map", "0", "-map", "1", *video, "film2.mp4")
    run("-i", cues, "film2.en.vtt")
    os.mkdir(os.path.join(folder, "hls"))
    run(*source, "-i", cues, "-map", "0", "-map", "1", "-map", "2", *video, "-c:s", "webvtt",
        "-f", "hls", "-hls_time", "2", "-hls_playlist_type", "vod",
        "-master_pl_name", "master.m3u8", "-var_stream_map", "v:0,a:0,s:0,sgroup:subs",
        "-hls_segment_filename", "hls/seg_%v_%03d.ts", "hls/media_%v.m3u8")
    os.mkdir(os.path.join(folder, "dash"))
    run(*source, "-map", "0", "-map", "1", *video, "-f", "dash", "-seg_duration", "2",
        "dash/manifest.mpd")
    with open(os.path.join(folder, "film.mkv"), "rb") as film:
        whole = film.read()
    with open(os.path.join(folder, "cut.mkv"), "wb") as cut:
        cut.write(whole[: len(whole) * 55 // 100])
    with open(os.path.join(folder, "PROVENANCE.txt"), "w", encoding="utf-8") as note:
        note.write("made by the tests with ffmpeg\n")
    return folder


def catalog_audit(catalog_root, *arguments):
    """`python -m catalog_audit ARGUMENTS` run to its end (4 minutes at most)."""
    return subprocess.run([sys.executable, "-m", "catalog_audit", *arguments], cwd=catalog_root,
                          capture_output=True, text=True, timeout=240)
