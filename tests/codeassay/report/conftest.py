"""Synthetic results files for the report tests, in the grading engine's row format.

Tests reach the generator through the ``synthetic`` fixture (the suite imports test
modules in importlib mode, so a helper module here would not be importable; look-ups on
the rows are in ``tests/support/report_cases.py``). The module-scoped fixtures below give
each test module the standard synthetic results, loaded and built into a report once.

Outcomes depend on a per-task difficulty shared by all configurations, so paired tests
see the correlation real results have; quality values depend on the configuration
(a whitespace-heavy one, a security prompt that writes longer code), so the tests
exercise the same contrasts as the paper without waiting for real data.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from pathlib import Path
from types import SimpleNamespace

import numpy as np
import pandas as pd
import pytest
from report_cases import MISSING

from codeassay.report import build_report, load_results
from evaluation import CATEGORIES

#: Solve probability of an average task for each synthetic configuration.
DEFAULT_CONFIGS: dict[str, float] = {"alpha-std": 0.92, "alpha-sec": 0.90, "beta-std": 0.75,
                                     "beta-sec": 0.78}
#: Share of synthetic programs marked as repaired, drawn from its own random stream.
REPAIR_RATE = 0.1
REPAIR_SEED_OFFSET = 1000
DATASET_VERSION = "1.0.0"
DATASET_HASH = "sha256:" + "ab" * 32


def task_ids(n_tasks: int) -> list[str]:
    """``task001``, ``task002``, ..."""
    return [f"task{i:03d}" for i in range(1, n_tasks + 1)]


def category_of(task_id: str) -> str:
    """Categories cycle through the taxonomy so every category holds tasks."""
    return CATEGORIES[(int(task_id[4:]) - 1) % len(CATEGORIES)]


def _quality(config: str, rng: np.random.Generator) -> dict[str, float | int | None]:
    secure = config.endswith("-sec")
    whitespace_heavy = config.startswith("beta")
    lloc = int(rng.integers(8, 30)) + (6 if secure else 0)
    nows = float(rng.choice([0.0, 0.0, 2.5, 5.0]))
    style = nows + (float(rng.uniform(20, 60)) if whitespace_heavy else 0.0)
    cc_mean = float(np.round(rng.uniform(2, 6), 2)) + (1.5 if secure else 0.0)
    return {"lloc": lloc, "flake8_per_100_lloc": style, "flake8_nows_per_100_lloc": nows,
            "cc_mean": cc_mean, "cc_max": float(np.ceil(cc_mean + rng.integers(0, 3))),
            "bandit_low": int(rng.poisson(0.1)), "bandit_medium": int(rng.poisson(0.05)),
            "bandit_high": 0, "semgrep_findings": None}


def synthetic_rows(configs: Mapping[str, float] | None = None, n_tasks: int = 40, samples: int = 1,
                   seed: int = 0, dataset_version: str = DATASET_VERSION,
                   dataset_hash: str = DATASET_HASH,
                   omit: Iterable[tuple[str, str]] = ()) -> list[dict]:
    """Result rows for every (configuration, task, sample) but the ``omit`` (config, task) pairs."""
    configs = DEFAULT_CONFIGS if configs is None else configs
    rng = np.random.default_rng(seed)
    # A separate stream, so that adding the column left every outcome and value as it was.
    repair_rng = np.random.default_rng(seed + REPAIR_SEED_OFFSET)
    ease = rng.normal(0.0, 1.5, n_tasks)
    skip = set(omit)
    rows = []
    for config, rate in configs.items():
        logit = np.log(rate / (1 - rate))
        for task, task_ease in zip(task_ids(n_tasks), ease):
            for sample in range(samples):
                p = 1 / (1 + np.exp(-(logit + task_ease)))
                passed = bool(rng.random() < p)
                quality = _quality(config, rng)
                if (config, task) in skip:
                    continue
                row = {"task_id": task, "model": config, "sample_id": sample,
                       "category": category_of(task), "passed": passed,
                       "status": "passed" if passed else "failed",
                       "repaired": bool(repair_rng.random() < REPAIR_RATE),
                       "dataset_version": dataset_version, "dataset_hash": dataset_hash}
                row.update(quality if passed else {name: None for name in quality})
                rows.append(row)
    return rows


def write_jsonl(path: Path, rows: Iterable[dict], header: bool = True,
                tasks: Iterable[str] | None = None) -> Path:
    """Write rows as a results file, preceded by a header row as the engine writes one;
    ``tasks`` are the dataset's task ids the header lists (none listed by default, as in
    results files written before headers listed them)."""
    with path.open("w", encoding="utf-8") as handle:
        if header:
            record = {"type": "header", "dataset_version": DATASET_VERSION, "limits": {"timeout_s": 10}}
            if tasks is not None:
                record["tasks"] = {task: category_of(task) for task in tasks}
            handle.write(json.dumps(record) + "\n")
        for row in rows:
            handle.write(json.dumps(row) + "\n")
    return path


@pytest.fixture(scope="session")
def synthetic() -> SimpleNamespace:
    """The generator: ``synthetic.rows(...)``, ``synthetic.write(path, rows)``, ``.configs``,
    ``.task_ids(n)``."""
    return SimpleNamespace(rows=synthetic_rows, write=write_jsonl, configs=tuple(DEFAULT_CONFIGS),
                           task_ids=task_ids)


@pytest.fixture(scope="module")
def rows(synthetic) -> list[dict]:
    """The standard synthetic rows, without the :data:`MISSING` task of one configuration."""
    return synthetic.rows(omit=[MISSING])


@pytest.fixture(scope="module")
def final_path(synthetic, rows, tmp_path_factory) -> Path:
    """:func:`rows` written as a results file."""
    return synthetic.write(tmp_path_factory.mktemp("results") / "final.jsonl", rows)


@pytest.fixture(scope="module")
def results(final_path) -> pd.DataFrame:
    """:func:`final_path` loaded."""
    return load_results(final_path)


@pytest.fixture(scope="module")
def report(results):
    """The report built from :func:`results`."""
    return build_report(results)


@pytest.fixture(scope="module")
def small_path(synthetic, tmp_path_factory) -> Path:
    """A smaller results file for the command-line tests, which rebuild the whole report."""
    return synthetic.write(tmp_path_factory.mktemp("small") / "final.jsonl",
                           synthetic.rows(n_tasks=12, omit=[MISSING]))
