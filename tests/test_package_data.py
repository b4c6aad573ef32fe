"""Every data file the packages read at run time is declared in setup.cfg, so a wheel
(a non-editable install) carries it: the shipped dataset, the review's templates, rules."""

from __future__ import annotations

import configparser
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
#: The top-level packages whose files a wheel installs.
TOP_LEVEL = ("codeassay", "dataset_builder", "evaluation")


def _declared() -> set[Path]:
    """The files the package_data globs match, as setuptools expands them (per package dir)."""
    config = configparser.ConfigParser()
    config.read(ROOT / "setup.cfg")
    files: set[Path] = set()
    for package, patterns in config["options.package_data"].items():
        folder = ROOT.joinpath(*package.split("."))
        for pattern in (p.strip() for p in patterns.split(",") if p.strip()):
            files.update(path for path in folder.glob(pattern) if path.is_file())
    return files


def test_every_data_file_is_declared_in_package_data():
    data = {path for top in TOP_LEVEL for path in (ROOT / top).rglob("*")
            if path.is_file() and path.suffix not in (".py", ".pyc") and "__pycache__" not in path.parts}
    missing = sorted(str(path.relative_to(ROOT)) for path in data - _declared())
    assert missing == [], f"not in setup.cfg's [options.package_data], so missing from a wheel: {missing}"


def test_the_shipped_dataset_is_declared():
    shipped = {path.relative_to(ROOT).as_posix() for path in _declared()}
    assert "codeassay/data/tasks/test.parquet" in shipped
    assert "codeassay/review/templates/solution.html" in shipped
