"""A tqdm progress bar on a terminal, nothing when the output is a file or a pipe."""

import sys

from tqdm import tqdm


def progress_bar(total, description, stream=sys.stderr):
    """A bar of `total` files written to `stream`, disabled unless `stream` is a terminal
    (so logs and CI output stay clean)."""
    is_terminal = hasattr(stream, "isatty") and stream.isatty()
    return tqdm(total=total, desc=description, unit="file", file=stream, disable=not is_terminal)
