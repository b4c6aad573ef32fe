"""Building the dataset folder: validated, loadable by datasets, deterministic, fresh."""

from __future__ import annotations

import json
import shutil

import datasets
import pytest
from helpers import REPO_ROOT, write_task

from codeassay._build import build, check
from dataset_builder import GRADING_FEATURES, TASKS_FEATURES
from evaluation import CANARY_GUID, CATEGORIES, BuildError

CATEGORY_TASKS = {code: f"{code.lower()}_tiny_add" for code in CATEGORIES}


@pytest.fixture(scope="module")
def source(tmp_path_factory):
    root = tmp_path_factory.mktemp("tasks_src")
    (root / "VERSION").write_text("1.2.3\n")
    (root / "CHANGELOG.md").write_text("- 1.2.3: test release\n")
    for code, task_id in CATEGORY_TASKS.items():
        write_task(root, task_id, category=code)
    return root


@pytest.fixture(scope="module")
def built(source, tmp_path_factory, sandbox):
    out = tmp_path_factory.mktemp("built")
    summary = build(source, out, sandbox=sandbox)
    assert summary.startswith("built 10 tasks, version 1.2.3, sha256:")
    return out


def test_both_configs_load_with_declared_features(built):
    for config, features in (("tasks", TASKS_FEATURES), ("grading", GRADING_FEATURES)):
        ds = datasets.load_dataset(str(built), config, split="test")
        assert len(ds) == 10
        assert ds.features == features
        assert str(ds.info.version) == "1.2.3"
        assert ds[0]["canary"] == CANARY_GUID and ds[0]["dataset_version"] == "1.2.3"


def test_default_config_hides_hidden_tests(built):
    ds = datasets.load_dataset(str(built), split="test")
    assert "hidden_tests" not in ds.column_names and "reference_solution" not in ds.column_names
    assert ds.features["category"].names == list(CATEGORIES)


def test_grading_rows_and_manifest(built):
    ds = datasets.load_dataset(str(built), "grading", split="test")
    row = ds[0]
    assert row["hidden_test_names"] == ["test_small", "test_type"]
    assert row["public_test_names"] == ["test_negative", "test_zero"]
    assert row["timeout_s"] == 10.0 and row["mutation_score_full"] is None
    assert (row["reference_lloc"], row["reference_cc_mean"], row["reference_cc_max"]) == (2, 1.0, 1)
    assert row["reference_flake8_per_100_lloc"] == 0.0 and row["reference_bandit_findings"] == 0
    manifest = json.loads((built / "test_split_manifest.json").read_text())
    assert manifest["dataset_version"] == "1.2.3"
    assert manifest["tasks"]["ads_tiny_add"] == {"public": ["test_negative", "test_zero"],
                                                 "hidden": ["test_small", "test_type"]}


def test_card_has_the_expected_sections(built):
    card = (built / "README.md").read_text()
    for needle in ("config_name: tasks", "config_name: grading", "default: true", "license: mit",
                   "class_label", "version: 1.2.3", "## Loading", "## Fields", "## Limitations",
                   "## Citation", "## Changelog", "- 1.2.3: test release", CANARY_GUID):
        assert needle in card


def test_build_is_deterministic(source, built, tmp_path, sandbox):
    again = tmp_path / "again"
    build(source, again, sandbox=sandbox)
    for name in ("README.md", "test_split_manifest.json", "data/tasks/test.parquet", "data/grading/test.parquet"):
        assert (again / name).read_bytes() == (built / name).read_bytes(), name


def test_wrong_solution_that_passes_stops_the_build(tmp_path, sandbox):
    root = tmp_path / "src"
    root.mkdir()
    (root / "VERSION").write_text("0.0.1\n")
    write_task(root, wrong={"same.py": "def add(a, b):\n    return b + a\n",
                            "minus.py": "def add(a, b):\n    return a - b\n"})
    write_task(root, "ads_broken_ref", reference="def add(a, b):\n    return 0\n")
    out = tmp_path / "out"
    with pytest.raises(BuildError) as info:
        build(root, out, sandbox=sandbox)
    messages = [str(p) for p in info.value.problems]
    assert "tasks_src/ads_tiny_add/wrong/same.py: wrong solution passes the hidden tests; strengthen " \
           "the hidden subset so that it observes the requirement it breaks" in messages
    assert any(m.startswith("tasks_src/ads_broken_ref/reference.py: reference fails the test_solution.py")
               for m in messages)
    assert not out.exists()


def test_check_reports_per_task(source, sandbox):
    checks = check(source, only={"ads_tiny_add"}, sandbox=sandbox)
    assert [(c.task_id, c.problems, c.timeout_s) for c in checks] == [("ads_tiny_add", (), 10.0)]


@pytest.mark.slow
def test_shipped_dataset_equals_a_fresh_build(tmp_path, sandbox):
    out = tmp_path / "fresh"
    shutil.copytree(REPO_ROOT / "tasks_src", tmp_path / "tasks_src")
    validation = REPO_ROOT / "reports" / "validation" / "task_validation.json"
    if validation.exists():
        (tmp_path / "reports" / "validation").mkdir(parents=True)
        shutil.copy(validation, tmp_path / "reports" / "validation" / "task_validation.json")
    build(tmp_path / "tasks_src", out, sandbox=sandbox)
    shipped = REPO_ROOT / "codeassay"
    for config in ("tasks", "grading"):
        fresh = datasets.load_dataset(str(out), config, split="test").to_list()
        ours = datasets.load_dataset(str(shipped), config, split="test").to_list()
        assert fresh == ours, f"the shipped {config} config is stale: run `codeassay build`"
    assert (out / "README.md").read_text() == (shipped / "README.md").read_text()
    assert (out / "test_split_manifest.json").read_text() == (shipped / "test_split_manifest.json").read_text()
