"""Loading the shipped dataset: through codeassay.load and datasets' bare name."""

from __future__ import annotations

import datasets
import pytest
from helpers import REPO_ROOT

import codeassay
from evaluation import DatasetError


def test_load_both_configs_offline():
    tasks, grading = codeassay.load("tasks"), codeassay.load("grading")
    assert len(tasks) == len(grading) > 0
    assert "hidden_tests" in grading.column_names and "hidden_tests" not in tasks.column_names
    assert tasks["task_id"] == sorted(tasks["task_id"])


def test_bare_name_resolves_from_checkout_root(monkeypatch):
    monkeypatch.chdir(REPO_ROOT)
    ds = datasets.load_dataset("codeassay", "tasks", split="test")
    assert ds["task_id"] == codeassay.load("tasks")["task_id"]


def test_version_is_checked():
    version = codeassay.shipped_manifest()["dataset_version"]
    assert len(codeassay.load("tasks", version=version)) > 0
    with pytest.raises(DatasetError, match="asked for CodeAssay 99.0.0"):
        codeassay.load("tasks", version="99.0.0")


def test_unknown_config_and_missing_folder(tmp_path):
    with pytest.raises(DatasetError, match="unknown config 'hidden'"):
        codeassay.load("hidden")
    with pytest.raises(DatasetError, match="holds no dataset card"):
        codeassay.load("tasks", path=tmp_path)
