"""What every pytest suite of the project shares: the built CLI they run."""

import os

import pytest

ROOT = os.path.dirname(os.path.abspath(__file__))


@pytest.fixture(scope="session", autouse=True)
def empty_config_folder(tmp_path_factory):
    """An empty XDG config folder for every CLI the suites run, so that the machine's caption
    style settings file (~/.config/accessible-player/caption-style.json) changes no output."""
    os.environ["XDG_CONFIG_HOME"] = str(tmp_path_factory.mktemp("config"))


@pytest.fixture(scope="session")
def player():
    """The accessible-player binary: $ACCESSIBLE_PLAYER, else the debug build."""
    path = os.environ.get("ACCESSIBLE_PLAYER") or os.path.join(
        ROOT, ".build", "debug", "accessible-player"
    )
    if not os.access(path, os.X_OK):
        pytest.fail(f"{path} is not built: run 'swift build' (or 'make test') first")
    return path
