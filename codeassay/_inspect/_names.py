"""The names the Inspect task, its scorer and the log import agree on, in one place.

Nothing here imports ``inspect_ai``, so the import command can name what it looks for
before Inspect is loaded.
"""

from __future__ import annotations

from codeassay._protocol import PROMPTS

__all__ = ["TASK_NAME", "TASK_NAMES", "SCORER_NAME", "SETUP_KEY", "INITIAL_KEY", "REFUSED_KEY",
           "NOT_LOGGED_COLUMNS", "PROMPT_SUFFIXES"]

#: The registered name of the task (package/function), as ``inspect eval`` takes it.
TASK_NAME = "codeassay/codeassay"
#: Task names a CodeAssay log may carry: the registered one, or the bare function name
#: when the task ran from its source file.
TASK_NAMES: tuple[str, ...] = (TASK_NAME, "codeassay")
#: The scorer's name: the key of its score in a sample's ``scores``.
SCORER_NAME = "hidden_tests"
#: Score metadata: the grading set-up (dataset version and hash, limits, protections,
#: tool versions), as the header of a results file has it.
SETUP_KEY = "grading"
#: Score metadata: the first program's result row when a repair replaced it, else null.
INITIAL_KEY = "initial"
#: Score metadata: why the engine refused to grade the program, else null.
REFUSED_KEY = "refused"
#: Result columns kept out of the log because they may quote hidden tests (pytest prints
#: the failing assertion's source in the failure excerpt).
NOT_LOGGED_COLUMNS: tuple[str, ...] = ("failure_excerpt",)
#: Configuration-name suffix per prompt kind: ``codeassay report`` pairs a model's
#: standard and security configurations by these suffixes.
PROMPT_SUFFIXES: dict[str, str] = dict(zip(PROMPTS, ("-std", "-sec")))
