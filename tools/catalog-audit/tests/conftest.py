import os
import sys

import pytest

from made_catalog import catalog_audit, make_catalog

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
sys.path.insert(0, os.path.abspath(os.path.join(HERE, "..")))

# The corpus's media and caption files (not its provenance notes, expectations and data).
NOT_MEDIA = (".txt", ".md", ".js", ".csv", ".dat", ".html", ".test", ".json")


@pytest.fixture(scope="session")
def corpus_paths():
    corpus = os.environ.get("PLAYER_MEDIA_CORPUS")
    if not corpus:
        fallback = os.path.join(ROOT, "..", "shared", "media")
        if not os.path.isdir(fallback):
            pytest.skip("no caption corpus: set PLAYER_MEDIA_CORPUS (CI does)")
        corpus = fallback
    if not os.path.isdir(corpus):
        pytest.fail(f"PLAYER_MEDIA_CORPUS={corpus} is not a folder")
    paths = []
    for folder, _, names in os.walk(corpus):
        for name in names:
            if not name.endswith(NOT_MEDIA):
                paths.append(os.path.abspath(os.path.join(folder, name)))
    return sorted(paths)


@pytest.fixture(scope="session")
def catalog(tmp_path_factory):
    """The catalog `make_catalog` makes, once a session; tests that change it copy it."""
    folder = tmp_path_factory.mktemp("made") / "catalog"
    folder.mkdir()
    return make_catalog(folder)


@pytest.fixture(scope="session")
def catalog_root():
    """The tool's folder, where `python -m catalog_audit` runs."""
    return os.path.abspath(os.path.join(HERE, ".."))


@pytest.fixture(scope="session")
def whole_run(tmp_path_factory, catalog, catalog_root, player):
    """The made catalog audited once by the command line with every output: (the finished
    process, the output folder, the JSON lines)."""
    import json

    out = tmp_path_factory.mktemp("run")
    done = catalog_audit(
        catalog_root, catalog, "--player", player, "--out", str(out / "results.jsonl"),
        "--summary", str(out / "summary.json"), "--junit", str(out / "catalog.xml"),
        "--sarif", str(out / "catalog.sarif"), "--report", str(out / "catalog.html"),
        "--timeout", "60", "--batch-size", "2",
    )
    with open(out / "results.jsonl", encoding="utf-8") as file:
        lines = [json.loads(line) for line in file]
    return done, out, lines
