"""Loading the dataset: the copy shipped in the package, or a version on the Hub."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Literal

from dataset_builder import GRADING_CONFIG, MANIFEST_FILE, PROJECT_GRADING_CONFIG, PROJECTS_CONFIG, SPLIT, TASKS_CONFIG
from evaluation import DatasetError

__all__ = ["load", "shipped_dataset_dir", "shipped_manifest", "Config"]

Config = Literal["tasks", "grading", "projects", "project_grading"]
_CONFIGS = (TASKS_CONFIG, GRADING_CONFIG, PROJECTS_CONFIG, PROJECT_GRADING_CONFIG)


def shipped_dataset_dir() -> Path:
    """The folder of the dataset that ships inside the installed package."""
    return Path(__file__).resolve().parent


def shipped_manifest() -> dict:
    """The split manifest of the shipped dataset: version, content hash, test names."""
    path = shipped_dataset_dir() / MANIFEST_FILE
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise DatasetError(f"{path.name} is missing from the package; run `codeassay build`") from None


def load(config: Config = TASKS_CONFIG, *, version: str | None = None, repo_id: str | None = None,
         revision: str | None = None, path: str | Path | None = None):
    """Load one config of CodeAssay as a ``datasets.Dataset`` (split ``test``).

    With no arguments the copy shipped in the package is read, offline. ``path`` reads a
    dataset folder built elsewhere; ``repo_id`` (and optionally ``revision``, a tag such as
    ``v0.1.0``) reads a published copy from the Hugging Face Hub. ``version``, when given,
    must match the loaded data's version, so a result can never be tied to other data by
    mistake.
    """
    import datasets

    if config not in _CONFIGS:
        raise DatasetError(f"unknown config {config!r}; choose one of {', '.join(_CONFIGS)}")
    if repo_id is not None and path is not None:
        raise DatasetError("give either repo_id (the Hub) or path (a local folder), not both")
    if repo_id is not None:
        revision = revision or (f"v{version}" if version else None)
        ds = datasets.load_dataset(repo_id, config, split=SPLIT, revision=revision)
    else:
        folder = Path(path) if path is not None else shipped_dataset_dir()
        if not (folder / "README.md").exists():
            raise DatasetError(f"{folder} holds no dataset card; build it with `codeassay build`")
        ds = datasets.load_dataset(str(folder), config, split=SPLIT)
    found = ds[0]["dataset_version"] if len(ds) else None
    if version is not None and found != version:
        raise DatasetError(f"asked for CodeAssay {version} but the data loaded is version {found}")
    return ds
