import os
import sys

import pytest

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
