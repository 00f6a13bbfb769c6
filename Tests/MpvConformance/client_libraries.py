"""What the tests of real mpv client libraries share: importing the library from the venv,
and a player serving IPC for it."""

import contextlib
import importlib
import os
import shutil
import subprocess
import tempfile
import time

import pytest

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))


def client_library(module):
    """The client library `module` (`make venv` installs it from PyPI); without it the test
    module skips, unless the environment variable CI is set."""
    try:
        return importlib.import_module(module)
    except ImportError:
        if os.environ.get("CI"):
            raise
        pytest.skip(f"{module} is not installed (`make venv` installs it)",
                    allow_module_level=True)


@contextlib.contextmanager
def listening_player(player, arguments):
    """`player` started in the repository with `arguments` (`{folder}` in them replaced by a
    folder of its own) and `--ipc-server` on a socket in that folder; yields (process, socket
    path, folder) once it listens, and kills it if it still runs at the end."""
    folder = tempfile.mkdtemp(prefix="ipc-client-")
    socket_path = os.path.join(folder, "player.sock")
    process = subprocess.Popen(
        [player] + [word.replace("{folder}", folder) for word in arguments]
        + ["--ipc-server", socket_path], cwd=ROOT, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 20
        while not os.path.exists(socket_path):
            assert process.poll() is None, process.stderr.read().decode()
            assert time.monotonic() < deadline, "the player never listened"
            time.sleep(0.05)
        yield process, socket_path, folder
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
        shutil.rmtree(folder, ignore_errors=True)
