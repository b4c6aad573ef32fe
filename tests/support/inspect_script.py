"""Running the Inspect task offline: a scripted model, an isolated environment, log search.

The model is Inspect's ``mockllm/model`` with a callable as its ``custom_outputs``: it
finds the task in the prompt by its description and answers with the program the test
scripted for that task and attempt (a repair prompt is the second attempt). Every
output carries its token usage, so mockllm never fetches a tokenizer.
"""

from __future__ import annotations

import ast
import gc
import json
import sys
import warnings
import zipfile
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import pytest

#: The sentence every repair prompt carries (see codeassay._protocol.repair_message).
REPAIR_MARK = "failed the public tests"
#: Token counts reported for each scripted answer.
_USAGE = {"input_tokens": 100, "output_tokens": 50, "total_tokens": 150}


@contextmanager
def isolated_inspect(root: Path) -> Iterator[Path]:
    """Inspect's logs, data and caches, and the Hugging Face caches, under ``root``; offline."""
    import datasets.config

    with pytest.MonkeyPatch.context() as mp:
        for name, value in {"INSPECT_LOG_DIR": root / "logs", "INSPECT_DISPLAY": "none",
                            "XDG_DATA_HOME": root / "data", "XDG_CACHE_HOME": root / "cache",
                            "XDG_CONFIG_HOME": root / "config", "HF_HOME": root / "hf",
                            "HF_DATASETS_CACHE": root / "hf" / "datasets", "HF_HUB_OFFLINE": "1",
                            "HF_DATASETS_OFFLINE": "1"}.items():
            mp.setenv(name, str(value))
        mp.delenv("HF_TOKEN", raising=False)
        mp.setattr(datasets.config, "HF_DATASETS_CACHE", root / "hf" / "datasets")
        mp.setattr(datasets.config, "HF_HUB_OFFLINE", True)
        try:
            yield root / "logs"
        finally:
            from codeassay._inspect._sandbox import close_shared_pool
            close_shared_pool()


@dataclass
class ScriptedModel:
    """Answers per task: ``programs[task_id]`` lists the programs of successive first
    attempts (cycling), ``repairs[task_id]`` the program of a repair call.

    Inspect records the model's arguments, this object included, in the log: it holds
    the programs and the descriptions of the scripted tasks, nothing else.
    """

    descriptions: Mapping[str, str]
    programs: Mapping[str, Sequence[str]]
    repairs: Mapping[str, str] = field(default_factory=dict)
    calls: list[dict] = field(default_factory=list)

    @classmethod
    def for_tasks(cls, rows: Sequence[Mapping], programs: Mapping[str, Sequence[str]],
                  repairs: Mapping[str, str] | None = None) -> "ScriptedModel":
        """A script for the tasks in ``programs``; ``rows`` give their descriptions."""
        descriptions = {row["task_id"]: str(row["description"]).strip() for row in rows
                        if row["task_id"] in programs}
        return cls(descriptions, programs, dict(repairs or {}))

    def task_of(self, text: str) -> str:
        """The task whose description the prompt quotes."""
        found = [task_id for task_id, description in self.descriptions.items() if description in text]
        assert len(found) == 1, f"prompt matches {found}"
        return found[0]

    def __call__(self, messages, tools, tool_choice, config):
        from inspect_ai.model import ModelOutput, ModelUsage

        user = messages[-1].text
        task_id = self.task_of(user)
        repair = REPAIR_MARK in user
        firsts = sum(1 for c in self.calls if c["task_id"] == task_id and not c["repair"])
        self.calls.append({"task_id": task_id, "repair": repair,
                           "messages": [(m.role, m.text) for m in messages]})
        if repair:
            code = self.repairs[task_id]
        else:
            options = self.programs[task_id]
            code = options[firsts % len(options)]
        output = ModelOutput.from_content(model="mockllm", content=f"Here it is.\n\n```python\n{code}```\n")
        output.usage = ModelUsage(**_USAGE)
        return output


@contextmanager
def inspect_quirks() -> Iterator[None]:
    """Silence two warnings of inspect-ai 0.3.285 itself, which the suite turns into errors.

    It passes tenacity's deprecated ``initial`` (tenacity >= 9.2 warns), and it never
    closes the receiving end of each sample's event stream (hooks/_hooks.py), so the
    stream warns when collected: collected here, at once, rather than in a later test.
    """
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", "The 'initial' parameter is deprecated", DeprecationWarning)
        warnings.filterwarnings("ignore", "Unclosed <MemoryObjectReceiveStream", ResourceWarning)
        try:
            yield
        finally:
            gc.collect()


def run_eval(log_dir: Path, script: ScriptedModel, **task_args):
    """Run the CodeAssay task with the scripted model; return the log (checked a success).

    The task object is passed rather than its registered name: run from a checkout's root
    (as ``python -m pytest`` is), the ``codeassay.egg-info`` folder there hides the
    installed distribution from Inspect, which then registers the task without its
    package prefix. The name is tested from another folder, as users run it.
    """
    from inspect_ai import eval as inspect_eval
    from inspect_ai.model import get_model

    from codeassay._inspect._task import codeassay

    model = get_model("mockllm/model", custom_outputs=script, memoize=False)
    with inspect_quirks():
        logs = inspect_eval(codeassay(**task_args), model=model, log_dir=str(log_dir), display="none")
    assert len(logs) == 1
    log = logs[0]
    assert log.status == "success", log.error
    return log


def hidden_test_sources(hidden_tests: str) -> list[str]:
    """The source text of every top-level test function or class of a hidden test file."""
    tree = ast.parse(hidden_tests)
    return [ast.get_source_segment(hidden_tests, node) for node in tree.body
            if isinstance(node, (ast.FunctionDef, ast.ClassDef))
            and node.name.lower().startswith("test")]


def _strings(value: object) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield str(key)
            yield from _strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)


def log_text(path: Path) -> str:
    """Every string in an ``.eval`` log (each member of the archive, JSON decoded), and
    every member's raw text, joined: what any reader of the log can see."""
    if sys.version_info < (3, 14):
        # Inspect writes zstd members; before 3.14 the stdlib reads them only once
        # Inspect's dependency zipfile_zstd has patched zipfile.
        import zipfile_zstd  # noqa: F401
    parts = []
    with zipfile.ZipFile(path) as archive:
        for name in archive.namelist():
            raw = archive.read(name).decode("utf-8", "replace")
            parts.append(raw)
            try:
                parts.extend(_strings(json.loads(raw)))
            except ValueError:
                pass
    return "\n\x00\n".join(parts)
