"""Compiling checked tasks into the Hub-ready dataset folder.

Layout of the folder (it is also what ships inside the ``codeassay`` package)::

    README.md                  dataset card: YAML configs + features + prose
    data/tasks/test.parquet    what a model may see (the default config)
    data/grading/test.parquet  everything needed to grade
    test_split_manifest.json   every task's public and hidden test names, version, hash

The tables are a pure function of the task sources, the version and the per-task
measurements passed in, so the same inputs give the same bytes.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq
from datasets import ClassLabel, Features, List, Value
from datasets.info import DatasetInfo, DatasetInfosDict
from datasets.utils.metadata import MetadataConfigs
from huggingface_hub import DatasetCardData

from dataset_builder._card import card_body
from dataset_builder._taskfile import TaskSource
from evaluation import CANARY_GUID, CATEGORIES
from evaluation._hashing import content_hash

__all__ = [
    "TASKS_CONFIG",
    "GRADING_CONFIG",
    "SPLIT",
    "MANIFEST_FILE",
    "CARD_FILE",
    "TASKS_FEATURES",
    "GRADING_FEATURES",
    "MEASUREMENT_COLUMNS",
    "data_path",
    "compile_rows",
    "content_hash",
    "write_dataset",
    "PROJECTS_CONFIG",
    "PROJECT_GRADING_CONFIG",
    "PROJECTS_FEATURES",
    "PROJECT_GRADING_FEATURES",
]

TASKS_CONFIG = "tasks"
GRADING_CONFIG = "grading"
SPLIT = "test"
MANIFEST_FILE = "test_split_manifest.json"
CARD_FILE = "README.md"
_PARQUET_COMPRESSION = "zstd"

_strings = List(Value("string"))

TASKS_FEATURES = Features({
    "task_id": Value("string"),
    "title": Value("string"),
    "category": ClassLabel(names=list(CATEGORIES)),
    "difficulty": Value("string"),
    "description": Value("string"),
    "signature": Value("string"),
    "entry_point": Value("string"),
    "public_tests": Value("string"),
    "public_test_names": _strings,
    "timeout_s": Value("float64"),
    "dataset_version": Value("string"),
    "canary": Value("string"),
})

#: Per-task measurements added to the grading config; null where not measured.
MEASUREMENT_COLUMNS: dict[str, Value] = {
    "reference_lloc": Value("int64"),
    "reference_cc_mean": Value("float64"),
    "reference_cc_max": Value("int64"),
    "reference_flake8_per_100_lloc": Value("float64"),
    "reference_flake8_nows_per_100_lloc": Value("float64"),
    "reference_bandit_findings": Value("int64"),
    "mutation_score_full": Value("float64"),
    "mutation_score_hidden": Value("float64"),
    "mutants": Value("int64"),
    "statement_coverage": Value("float64"),
    "branch_coverage": Value("float64"),
}

GRADING_FEATURES = Features({
    **TASKS_FEATURES,
    "hidden_tests": Value("string"),
    "hidden_test_names": _strings,
    "full_tests": Value("string"),
    "full_test_names": _strings,
    "reference_solution": Value("string"),
    "requirements": _strings,
    "notes": Value("string"),
    # requirement traceability (empty for a task not traced yet): the description's
    # normative statements, and per test unit the requirement ids it checks
    "spec": List({"id": Value("string"), "text": Value("string")}),
    "checks": List({"test": Value("string"), "requirements": _strings}),
    **MEASUREMENT_COLUMNS,
})


PROJECTS_CONFIG = "projects"
PROJECT_GRADING_CONFIG = "project_grading"

#: One row per project: what a harness needs to hold the conversation and lay out a run.
#: File maps (path -> text) are JSON strings.
PROJECTS_FEATURES = Features({
    "project_id": Value("string"),
    "title": Value("string"),
    "domain": Value("string"),
    "prompt_ids": _strings,
    "prompts": _strings,
    "command": _strings,
    "inputs": Value("string"),
    "checkpoint_names": _strings,
    "checkpoint_files": _strings,
    "packages": _strings,
    "run_timeout_s": Value("float64"),
    "checkpoint_timeout_s": Value("float64"),
    "dataset_version": Value("string"),
})

#: The ``projects`` columns plus the hidden checkpoint tests and the reference project.
PROJECT_GRADING_FEATURES = Features({
    **PROJECTS_FEATURES,
    "checkpoint_tests": Value("string"),
    "reference_files": Value("string"),
})


def data_path(config: str) -> str:
    """Path of a config's parquet file, relative to the dataset folder."""
    return f"data/{config}/{SPLIT}.parquet"


def compile_rows(tasks: Sequence[TaskSource], timeouts: Mapping[str, float], version: str,
                 measurements: Mapping[str, Mapping[str, float | int | None]] | None = None,
                 ) -> tuple[list[dict], list[dict]]:
    """The rows of the ``tasks`` and the ``grading`` configs, sorted by task id."""
    measurements = measurements or {}
    tasks_rows, grading_rows = [], []
    for task in sorted(tasks, key=lambda t: t.task_id):
        public = {
            "task_id": task.task_id,
            "title": task.title,
            "category": CATEGORIES.index(task.category),
            "difficulty": task.difficulty,
            "description": task.description,
            "signature": task.signature,
            "entry_point": task.entry_point,
            "public_tests": task.split.public_source,
            "public_test_names": list(task.split.public_names),
            "timeout_s": float(timeouts[task.task_id]),
            "dataset_version": version,
            "canary": CANARY_GUID,
        }
        measured = measurements.get(task.task_id, {})
        grading = {
            **public,
            "hidden_tests": task.split.hidden_source,
            "hidden_test_names": list(task.split.hidden_names),
            "full_tests": task.tests,
            "full_test_names": list(task.split.names),
            "reference_solution": task.reference,
            "requirements": list(task.requirements),
            "notes": task.notes,
            "spec": [] if task.trace is None else [{"id": r.id, "text": r.text} for r in task.trace.spec],
            "checks": [] if task.trace is None else [{"test": test, "requirements": list(ids)}
                                                     for test, ids in task.trace.checks],
            **{column: measured.get(column) for column in MEASUREMENT_COLUMNS},
        }
        tasks_rows.append(public)
        grading_rows.append(grading)
    return tasks_rows, grading_rows


def _write_parquet(rows: list[dict], features: Features, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    table = pa.Table.from_pylist(rows, schema=features.arrow_schema)
    pq.write_table(table, path, compression=_PARQUET_COMPRESSION)


def _card_yaml(version: str, n_rows: int, dataset_hash: str, with_projects: bool = False) -> str:
    data = DatasetCardData(
        license="mit",
        pretty_name="CodeAssay",
        language=["en"],
        task_categories=["text-generation"],
        tags=["code", "code-generation", "python", "benchmark", "llm-evaluation"],
        size_categories=["n<1K"],
    )
    configs = [(TASKS_CONFIG, TASKS_FEATURES), (GRADING_CONFIG, GRADING_FEATURES)]
    if with_projects:
        configs += [(PROJECTS_CONFIG, PROJECTS_FEATURES), (PROJECT_GRADING_CONFIG, PROJECT_GRADING_FEATURES)]
    infos = DatasetInfosDict({name: DatasetInfo(features=features, config_name=name) for name, features in configs})
    infos.to_dataset_card_data(data)
    metadata = {name: {"data_files": [{"split": SPLIT, "path": data_path(name)}],
                       **({"default": True} if name == TASKS_CONFIG else {}), "version": version}
                for name, _ in configs}
    MetadataConfigs(metadata).to_dataset_card_data(data)
    data["version"] = version
    data["dataset_hash"] = dataset_hash
    data["num_tasks"] = n_rows
    data["canary"] = CANARY_GUID
    return data.to_yaml()


def write_dataset(out: Path, tasks: Sequence[TaskSource], timeouts: Mapping[str, float], version: str,
                  measurements: Mapping[str, Mapping[str, float | int | None]] | None = None,
                  changelog: str = "", projects: Sequence = ()) -> str:
    """Write the dataset folder; return its content hash.

    Only the files this function owns are replaced, so the folder may hold other files
    (the ``codeassay`` package keeps its Python modules next to the card). ``projects``
    (checked :class:`~dataset_builder.ProjectSource` records) add the ``projects`` and
    ``project_grading`` configs; without any, the folder is exactly the tasks' dataset.
    """
    from dataset_builder._projects import project_grading_row, project_row

    tasks_rows, grading_rows = compile_rows(tasks, timeouts, version, measurements)
    project_rows = [project_row(p, version) for p in sorted(projects, key=lambda p: p.id)]
    project_grading_rows = [project_grading_row(p, version) for p in sorted(projects, key=lambda p: p.id)]
    # The tasks' hash stays what `evaluate` recomputes from the grading rows; projects get their own.
    dataset_hash = content_hash(grading_rows)
    if projects:
        _write_parquet(project_rows, PROJECTS_FEATURES, out / data_path(PROJECTS_CONFIG))
        _write_parquet(project_grading_rows, PROJECT_GRADING_FEATURES, out / data_path(PROJECT_GRADING_CONFIG))
    _write_parquet(tasks_rows, TASKS_FEATURES, out / data_path(TASKS_CONFIG))
    _write_parquet(grading_rows, GRADING_FEATURES, out / data_path(GRADING_CONFIG))
    manifest = {
        "dataset_version": version,
        "dataset_hash": dataset_hash,
        "tasks": {row["task_id"]: {"public": row["public_test_names"], "hidden": row["hidden_test_names"]}
                  for row in grading_rows},
    }
    if projects:
        manifest["projects"] = {row["project_id"]: {"checkpoints": row["checkpoint_names"]} for row in project_rows}
        manifest["projects_hash"] = content_hash([{**row, "task_id": row["project_id"]}
                                                  for row in project_grading_rows])
    (out / MANIFEST_FILE).write_text(json.dumps(manifest, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    body = card_body(grading_rows, version=version, dataset_hash=dataset_hash, changelog=changelog)
    card = f"---\n{_card_yaml(version, len(grading_rows), dataset_hash, bool(projects))}\n---\n\n{body}"
    (out / CARD_FILE).write_text(card, encoding="utf-8")
    return dataset_hash
