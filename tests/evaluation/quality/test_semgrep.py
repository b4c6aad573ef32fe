"""semgrep: the shipped rules, and what happens without semgrep installed."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
import yaml
from helpers import REPO_ROOT
from quality_cases import BANDIT, SYNTAX_ERROR, measure_one

from evaluation._errors import MissingDependencyError
from evaluation.quality import analyzer_versions, measure_quality


@pytest.fixture
def no_semgrep(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Hide any installed semgrep: an empty PATH and an interpreter in an empty folder."""
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.setattr(sys, "executable", str(tmp_path / "python"))


@pytest.mark.semgrep  # the real look-up, hidden by the fixture, not the suite's stand-in
@pytest.mark.usefixtures("no_semgrep")
def test_without_semgrep_its_column_is_none_and_the_reason_is_reported() -> None:
    m = measure_one(BANDIT)
    assert m.semgrep_findings is None
    assert m.error is None  # not installed is not an error of the program
    assert analyzer_versions()["semgrep"] == "not installed"
    assert measure_one(BANDIT, semgrep=False).semgrep_findings is None


@pytest.mark.semgrep
@pytest.mark.usefixtures("no_semgrep")
def test_requiring_semgrep_without_it_names_the_install_command() -> None:
    with pytest.raises(MissingDependencyError, match=r"codeassay\[semgrep\]"):
        measure_quality({"p": BANDIT}, semgrep=True)


RULES = REPO_ROOT / "evaluation" / "rules" / "semgrep.yaml"


def test_semgrep_rule_file_is_well_formed() -> None:
    rules = yaml.safe_load(RULES.read_text(encoding="utf-8"))["rules"]
    ids = [rule["id"] for rule in rules]
    assert len(ids) == len(set(ids))
    for rule in rules:
        assert rule["id"].startswith("codeassay-")
        assert rule["languages"] == ["python"]
        assert rule["severity"] in ("INFO", "WARNING", "ERROR")
        assert rule["message"]
    for topic in ("eval", "shell", "pickle", "yaml", "password", "hash", "random"):
        assert any(topic in rule_id for rule_id in ids), topic


def test_semgrep_is_pointed_at_the_shipped_rules() -> None:
    from evaluation.quality._semgrep import SEMGREP_RULES

    assert SEMGREP_RULES == RULES and SEMGREP_RULES.is_file()


SEMGREP_POSITIVE = '''\
import hashlib
import os
import pickle
import random
import subprocess
import yaml

eval("1")
exec("x = 1")
subprocess.run("ls", shell=True)
os.system("ls")
pickle.loads(b"")
yaml.load("a: 1")
DB_PASSWORD = "hunter2"
hashlib.md5(b"x")
hashlib.new("sha1")
token = "".join(random.choice("abc") for _ in range(8))


def make_session_id():
    return random.getrandbits(64)
'''
SEMGREP_NEGATIVE = '''\
import ast
import hashlib
import random
import secrets
import subprocess
import yaml

ast.literal_eval("1")
subprocess.run(["ls"])
yaml.safe_load("a: 1")
yaml.load("a: 1", Loader=yaml.SafeLoader)
password = ""
TOKEN_TYPE = "bearer"
hashlib.sha256(b"x")
hashlib.md5(b"x", usedforsecurity=False)
token = secrets.token_hex(16)


def shuffle_cards(cards):
    random.shuffle(cards)
    return cards
'''


@pytest.mark.slow
@pytest.mark.semgrep
def test_semgrep_rules_find_what_they_are_meant_to(monkeypatch: pytest.MonkeyPatch) -> None:
    # semgrep is in the dev extra, so this runs (semgrep=True fails without it), and the
    # caller's PYTHONWARNINGS=error, which made semgrep's wrapper exit without a report,
    # changes nothing.
    monkeypatch.setenv("PYTHONWARNINGS", "error")
    results = measure_quality({"pos": SEMGREP_POSITIVE, "neg": SEMGREP_NEGATIVE,
                               "broken": SYNTAX_ERROR}, semgrep=True)
    assert results["pos"].semgrep_findings == 11 and results["pos"].error is None
    assert results["neg"].semgrep_findings == 0
    assert results["broken"].semgrep_findings is None
    assert analyzer_versions()["semgrep"] not in ("not installed", "unknown")
