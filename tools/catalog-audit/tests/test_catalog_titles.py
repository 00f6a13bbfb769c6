"""A catalog grouped into titles the way the CLI opens them, on a catalog made with ffmpeg."""

import io
import os
import re
import shutil
import subprocess
import sys

from catalog_audit import titles_in

SEGMENT_ENDINGS = (".ts", ".m4s", ".vtt")


def run_list(catalog_root, folder, player):
    return subprocess.run(
        [sys.executable, "-m", "catalog_audit", "--list", str(folder), "--player", player],
        cwd=catalog_root, capture_output=True, text=True, check=True,
    ).stdout


def test_the_list_prints_titles_with_their_parts_counted(catalog, catalog_root, player):
    lines = run_list(catalog_root, catalog, player).splitlines()
    listed = dict(line.split("\t") for line in lines)
    hls_files = os.listdir(os.path.join(catalog, "hls"))
    dash_files = os.listdir(os.path.join(catalog, "dash"))
    expected = {
        # Each package is one title: everything ffmpeg's muxer wrote into its folder.
        os.path.join(catalog, "hls", "master.m3u8"): f"{len(hls_files)} parts",
        os.path.join(catalog, "dash", "manifest.mpd"): f"{len(dash_files)} parts",
        # The film and its two sidecars; the MP4 and its WebVTT sidecar.
        os.path.join(catalog, "film.mkv"): "3 parts",
        os.path.join(catalog, "film2.mp4"): "2 parts",
        os.path.join(catalog, "cut.mkv"): "1 part",
        # A caption file with no media of its name beside it.
        os.path.join(catalog, "deliverable.en.srt"): "1 part",
    }
    assert listed == expected
    assert [line.split("\t")[0] for line in lines] == sorted(expected)
    # What the issue saw listed as titles never is: segments, init segments, sidecars, the
    # media playlists a master names, notes.
    assert not any(path.endswith(SEGMENT_ENDINGS + (".txt",)) for path in listed)
    assert not any(os.path.basename(path).startswith(("media_", "init-", "chunk-")) for path in listed)
    assert os.path.join(catalog, "film.en.srt") not in listed
    # The HLS package ffmpeg wrote has segments in both forms, so the count means something.
    assert any(name.endswith(".ts") for name in hls_files)
    assert any(name.endswith(".vtt") for name in hls_files)
    assert any(name.startswith("init-") for name in dash_files)


def test_a_media_playlist_no_master_names_is_a_title_and_a_lone_idx_is_no_sidecar(
    tmp_path, catalog, player
):
    shutil.copytree(os.path.join(catalog, "hls"), tmp_path / "hls")
    os.remove(tmp_path / "hls" / "master.m3u8")
    shutil.copyfile(os.path.join(catalog, "film.mkv"), tmp_path / "film.mkv")
    (tmp_path / "film.en.idx").write_text("# VobSub index file, v7\n")
    titles = {title.main: title for title in titles_in(str(tmp_path), player, stream=io.StringIO())}
    media_playlists = sorted(
        str(tmp_path / "hls" / name) for name in os.listdir(tmp_path / "hls") if name.endswith(".m3u8")
    )
    # Without the master, each media playlist stands alone with its own segments.
    assert sorted(path for path in titles if path.endswith(".m3u8")) == media_playlists
    video_playlist = titles[str(tmp_path / "hls" / "media_0.m3u8")]
    with open(video_playlist.main, encoding="utf-8") as playlist:
        segments = [line for line in playlist.read().splitlines() if line and not line.startswith("#")]
    assert len(video_playlist.parts) == 1 + len(segments)
    # An .idx without its .sub is no sidecar (PlayerCaptions' rule), so the film has none.
    assert titles[str(tmp_path / "film.mkv")].parts == [str(tmp_path / "film.mkv")]


def test_a_dash_audio_track_states_the_channel_count_its_mpd_gives(catalog, player):
    manifest = os.path.join(catalog, "dash", "manifest.mpd")
    with open(manifest, encoding="utf-8") as file:
        stated = re.search(
            r'AudioChannelConfiguration schemeIdUri="urn:mpeg:dash:23003:3:audio_channel_configuration:2011"'
            r' value="(\d+)"', file.read()).group(1)
    listing = subprocess.run([player, "tracks", manifest], capture_output=True, text=True,
                             check=True).stdout
    audio = next(line for line in listing.splitlines() if " audio " in line)
    assert f"{stated} ch" in audio


def test_hls_audio_muxed_with_the_video_keeps_its_segments_language(catalog, player):
    hls = os.path.join(catalog, "hls")
    segment = os.path.join(hls, sorted(name for name in os.listdir(hls) if name.endswith(".ts"))[0])
    # What the segment's PMT states, as ffprobe reads the segment alone ("eng").
    stated = subprocess.run(
        ["ffprobe", "-v", "error", "-select_streams", "a:0", "-show_entries", "stream_tags=language",
         "-of", "default=noprint_wrappers=1:nokey=1", segment],
        capture_output=True, text=True, check=True).stdout.split()[0]
    for playlist in ("master.m3u8", "media_0.m3u8"):
        listing = subprocess.run([player, "tracks", os.path.join(hls, playlist)],
                                 capture_output=True, text=True, check=True).stdout
        audio = next(line.split() for line in listing.splitlines() if " audio " in line)
        # The listing writes ISO 639-2's "eng" as BCP 47's "en".
        assert audio[3] == {"eng": "en"}.get(stated, stated), listing


def test_playlists_that_name_each_other_are_one_title_not_none(tmp_path, player):
    (tmp_path / "a.m3u8").write_text("#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\nb.m3u8\n")
    (tmp_path / "b.m3u8").write_text("#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\na.m3u8\n")
    titles = titles_in(str(tmp_path), player, stream=io.StringIO())
    assert [(title.main, sorted(title.parts)) for title in titles] == [
        (str(tmp_path / "a.m3u8"), [str(tmp_path / "a.m3u8"), str(tmp_path / "b.m3u8")])
    ]
