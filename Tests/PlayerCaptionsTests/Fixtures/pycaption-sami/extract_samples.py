"""Writes the SAMI samples of pycaption's tests/fixtures/sami.py (given as the first
argument) as .smi files, one per fixture named below, in the current folder."""
import sys
import types

pytest = types.ModuleType("pytest")
pytest.fixture = lambda **_: (lambda f: f)
sys.modules["pytest"] = pytest
namespace = {}
exec(open(sys.argv[1], encoding="utf-8").read(), namespace)
for name in [
    "sample_sami",
    "sample_sami_with_multi_lang",
    "sample_sami_with_separate_multi_lang",
    "sample_sami_including_hexadecimal_charref",
    "sample_sami_including_decimal_charref",
    "sample_sami_no_lang",
    "sample_sami_with_lang",
    "sample_sami_with_multiple_p",
    "sample_sami_double_br",
    "sample_sami_with_p_align",
]:
    with open(name + ".smi", "w", encoding="utf-8") as out:
        out.write(namespace[name]())
