"""Fault injection for drills and tests: a task that kills its own worker process."""

import os

from .player import audit_batch


class DieOnce:
    """Audits like `audit_batch`, except that the first call anywhere (marked by creating
    `marker`, a path every worker can see) ends its worker process at once, as a crash
    would; Dask then runs the task again on a live worker."""

    def __init__(self, marker):
        self.marker = marker

    def __call__(self, paths, *args, **kwargs):
        try:
            descriptor = os.open(self.marker, os.O_CREAT | os.O_EXCL | os.O_WRONLY)
        except FileExistsError:
            return audit_batch(paths, *args, **kwargs)
        os.close(descriptor)
        os._exit(1)
