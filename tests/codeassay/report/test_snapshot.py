"""The report rebuilt from fixed results files is byte for byte the report stored for them.

The fixtures (``tests/codeassay/data/report/``) are three small results files in the row
format ``codeassay evaluate`` writes: ``final.jsonl`` (five configurations, two of them
std/sec prompt pairs and one without a partner, ten tasks in the ten categories, two
samples per task with one sample missing, one task missing from one configuration,
semgrep measured for some configurations only, one passing program without complexity
values), ``initial.jsonl`` (the first attempts of the same programs, for the repair
table) and ``baseline.jsonl`` (the same programs graded against an earlier dataset
version, one of them absent, for the audit effect). ``expected.json`` beside them holds
the SHA-256 digest of every file :func:`codeassay.write_report` writes, in the order it
returns them, for each report built here.

matplotlib's PNG output was checked to be deterministic (two runs in separate processes
gave identical files), so the figures and the HTML page that embeds them are compared by
digest too, as long as the installed matplotlib is the version that drew them: its
version is written into every PNG. With another matplotlib, the figures are only checked
to exist and the page is compared with its embedded images left out.

After a change that is meant to alter the report, rewrite the digests with
``python tests/codeassay/report/test_snapshot.py --update`` and review the diff.
"""

from __future__ import annotations

import hashlib
import json
import re
import sys
from pathlib import Path

import pytest

import codeassay

DATA = Path(__file__).resolve().parents[1] / "data" / "report"
EXPECTED = DATA / "expected.json"
#: An image embedded in the HTML page.
_EMBEDDED_IMAGE = re.compile(rb'src="data:image/png;base64,[^"]*"')
#: What an embedded image is replaced with when the page is compared without its images.
_IMAGE_STANDIN = b'src="data:image/png;base64,"'
#: The page's digest with its embedded images left out, kept beside the files' digests.
_PAGE_WITHOUT_IMAGES = "report.html without images"

#: The reports built from the fixtures: name -> (build_report keywords, figures?).
SCENARIOS: dict[str, tuple[dict, bool]] = {
    "everything-with-figures": ({}, True),
    "everything-tables-only": ({}, False),
    "explicit-pair-and-comparison-set": (
        {"pairs": {"alpha-std": "beta-sec"}, "primary": ["alpha-std", "beta-std", "alpha-sec"]},
        False),
}


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _write(scenario: str, out: Path) -> dict[str, str]:
    """Build and write one report from the fixtures; the digest of every file written."""
    keywords, figures = SCENARIOS[scenario]
    final = codeassay.load_results(DATA / "final.jsonl")
    report = codeassay.build_report(
        final, initial=codeassay.load_results(DATA / "initial.jsonl"),
        baseline=codeassay.load_results(DATA / "baseline.jsonl"), regrade=final, **keywords)
    digests = {}
    for path in codeassay.write_report(report, out, figures=figures):
        digests[path.name] = _sha256(path.read_bytes())
        if path.name == "report.html":
            digests[_PAGE_WITHOUT_IMAGES] = _sha256(
                _EMBEDDED_IMAGE.sub(_IMAGE_STANDIN, path.read_bytes()))
    return digests


def _matplotlib_version() -> str:
    import matplotlib

    return matplotlib.__version__


@pytest.mark.parametrize("scenario", list(SCENARIOS))
def test_report_files_are_byte_identical_to_the_stored_ones(scenario, tmp_path):
    expected = json.loads(EXPECTED.read_text(encoding="utf-8"))
    stored = expected["reports"][scenario]
    actual = _write(scenario, tmp_path / "out")
    assert list(actual) == list(stored)  # the same files, written in the same order
    same_drawing = expected["matplotlib"] == _matplotlib_version()
    for name, digest in stored.items():
        if not same_drawing and (name.endswith(".png") or name == "report.html"):
            continue  # another matplotlib draws other bytes; the page is checked without them
        assert actual[name] == digest, f"{scenario}: {name} differs from the stored report"


def _update() -> None:
    """Rewrite ``expected.json`` from the report as the code now builds it."""
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        reports = {name: _write(name, Path(folder) / name) for name in SCENARIOS}
    expected = {"matplotlib": _matplotlib_version(), "reports": reports}
    EXPECTED.write_text(json.dumps(expected, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {EXPECTED}")


if __name__ == "__main__":
    if sys.argv[1:] != ["--update"]:
        sys.exit("usage: python tests/codeassay/report/test_snapshot.py --update")
    _update()
