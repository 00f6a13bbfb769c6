"""What every pytest suite of the project shares: the built CLI they run."""

import os

import pytest

ROOT = os.path.dirname(os.path.abspath(__file__))


@pytest.fixture(scope="session")
def player():
    """The accessible-player binary: $ACCESSIBLE_PLAYER, else the debug build."""
    path = os.environ.get("ACCESSIBLE_PLAYER") or os.path.join(
        ROOT, ".build", "debug", "accessible-player"
    )
    if not os.access(path, os.X_OK):
        pytest.fail(f"{path} is not built: run 'swift build' (or 'make test') first")
    return path
