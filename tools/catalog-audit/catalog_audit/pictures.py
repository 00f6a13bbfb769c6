"""The catalog report's pictures: the frame and the finding's caption track at each timed
finding, drawn by `accessible-player snapshot` into a folder beside the page."""

import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

from .outcomes import READABLE_CHECK, failures
from .progress import progress_bar

# A thumbnail, whatever the video's size (the single-file report's size too).
SIZE = "320x180"
# The most pictures one report draws, and one title (a snapshot costs about a frame decode).
LIMIT = 500
PER_TITLE = 20


def picture_key(path, failure):
    """The key a picture is found by: the title's main path, the track and the start."""
    return (path, str(failure.track), round(failure.start, 3))


def drawn_at(start):
    """The media time a finding's picture shows: its start, or the programme's first
    instant for a cue that starts before it (a caption placed before the video's start)."""
    return max(start, 0.0)


def timed_failures(result, severities):
    """`result`'s failures that have a time to draw (read errors have none)."""
    if result.get("status") == "error":
        return []
    return [failure for failure in failures(result, severities)
            if failure.check != READABLE_CHECK and failure.start is not None]


def draw_pictures(results, severities, report_path, player, workers=2, progress=None):
    """Draws a picture for each timed finding of `results` (up to PER_TITLE a title and
    LIMIT in all) in `REPORT-pictures/` beside `report_path`, `workers` snapshots at a time.
    Returns each picture's address relative to the page by `picture_key`; a picture that
    cannot be drawn is left out with a warning on standard error naming the title, time and
    cause."""
    report = os.path.abspath(report_path)
    folder_name = os.path.splitext(os.path.basename(report))[0] + "-pictures"
    folder = os.path.join(os.path.dirname(report), folder_name)
    wanted = {}
    for result in results:
        for failure in timed_failures(result, severities)[:PER_TITLE]:
            key = picture_key(result["file"], failure)
            if key not in wanted and len(wanted) < LIMIT:
                wanted[key] = f"{len(wanted) + 1}.png"
    if not wanted:
        return {}
    os.makedirs(folder, exist_ok=True)

    def draw(item):
        (path, track, start), name = item
        done = subprocess.run(
            [player, "snapshot", path, "--at", f"{drawn_at(start):.3f}", "--captions", track,
             "--size", SIZE, "--no-controls", "--output", os.path.join(folder, name)],
            capture_output=True, text=True,
        )
        if done.returncode != 0:
            cause = (done.stderr.strip().splitlines() or [f"exit {done.returncode}"])[-1]
            return item, cause
        return item, None

    addresses = {}
    with progress_bar(len(wanted), "drawing pictures", progress or sys.stderr) as bar, \
            ThreadPoolExecutor(max_workers=max(1, workers)) as pool:
        for (key, name), cause in pool.map(draw, wanted.items()):
            if cause is None:
                addresses[key] = f"{folder_name}/{name}"
            else:
                path, track, start = key
                print(f"warning: {path!r}: no picture at {start:g} s of track {track}: {cause!r}",
                      file=sys.stderr)
            bar.update(1)
    return addresses
