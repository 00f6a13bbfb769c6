"""Fixtures of the output tests: the corpus, a runner of the CLI (the root conftest.py finds
it), and the project's JSON Schemas in one registry."""

import json
import os
import subprocess

import pytest
from jsonschema import Draft202012Validator
from referencing import Registry, Resource

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
SCHEMAS = os.path.join(ROOT, "schemas")


@pytest.fixture(scope="session")
def corpus():
    """The shared corpus folder: $PLAYER_MEDIA_CORPUS, else ../shared/media."""
    configured = os.environ.get("PLAYER_MEDIA_CORPUS")
    folder = configured or os.path.join(ROOT, "..", "shared", "media")
    if not os.path.isdir(folder):
        if configured:
            pytest.fail(f"PLAYER_MEDIA_CORPUS={configured} is not a folder")
        pytest.skip("no caption corpus: set PLAYER_MEDIA_CORPUS (CI does)")
    return os.path.abspath(folder)


@pytest.fixture(scope="session")
def run(player):
    """Runs the CLI in the project root and returns (status, stdout, stderr)."""

    def run_cli(*arguments, input=None):
        done = subprocess.run(
            [player, *arguments], cwd=ROOT, capture_output=True, text=True, input=input,
            timeout=300,
        )
        return done.returncode, done.stdout, done.stderr

    return run_cli


@pytest.fixture(scope="session")
def validator():
    """A 2020-12 validator for `name` ("tracks"), resolving references between the
    project's schemas by their $id."""
    resources = []
    for name in sorted(os.listdir(SCHEMAS)):
        if name.endswith(".schema.json"):
            with open(os.path.join(SCHEMAS, name), encoding="utf-8") as file:
                schema = json.load(file)
            resources.append((schema["$id"], Resource.from_contents(schema)))
    registry = Registry().with_resources(resources)

    def make(name):
        with open(os.path.join(SCHEMAS, f"{name}.schema.json"), encoding="utf-8") as file:
            schema = json.load(file)
        Draft202012Validator.check_schema(schema)
        return Draft202012Validator(schema, registry=registry)

    return make
