"""The corpus list from a folder, by the CLI's own notion of media: every file that
`accessible-player tracks` opens."""

import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

from .progress import progress_bar


def opens_as_media(player, path, timeout=30.0):
    """Whether `accessible-player tracks PATH` opens the file (exit status 0) within
    `timeout` seconds."""
    try:
        done = subprocess.run(
            [player, "tracks", path, "--no-sidecars"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            timeout=timeout,
        )
    except subprocess.TimeoutExpired:
        return False
    return done.returncode == 0


def media_paths(folder, player, workers=2, timeout=30.0, stream=sys.stderr):
    """Every file under `folder` (recursively, sorted, absolute) that the CLI opens as media
    or captions; a progress bar on `stream` when it is a terminal."""
    candidates = sorted(
        os.path.abspath(os.path.join(parent, name))
        for parent, _, names in os.walk(folder)
        for name in names
        if os.path.isfile(os.path.join(parent, name))
    )
    with ThreadPoolExecutor(max_workers=workers) as pool, progress_bar(
        len(candidates), "listing", stream
    ) as bar:
        verdicts = []
        for verdict in pool.map(lambda path: opens_as_media(player, path, timeout), candidates):
            verdicts.append(verdict)
            bar.update(1)
    return [path for path, verdict in zip(candidates, verdicts) if verdict]
