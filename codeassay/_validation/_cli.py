"""The ``codeassay validate`` sub-command: split, coverage, mutation, leakage, red team.

``codeassay validate {split,coverage,mutation,leakage,redteam,summary,all}`` reads the
task sources, runs the check and writes a CSV and a Markdown report per check into
``--out`` (``summary``: per category from the other reports, and every task's requirement
traceability per side of the split), plus
``task_validation.json`` (task id -> mutation_full, mutation_hidden, mutants,
statement_coverage, branch_coverage) that the builder reads. A task folder that does not
read cleanly is reported and skipped, so one half-written task does not stop the audit.

Exit status: 0 when every task was validated, 1 when a task could not be read or run,
its split is wrong, or a leakage pair reaches the threshold; bars that are missed
(coverage, mutation score) are listed in the reports, not failures of the command.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

from codeassay._validation._common import (
    DEFAULT_OUT,
    EXIT_FAILED,
    parse_ids,
)
from codeassay._validation._coverage import cmd_coverage
from codeassay._validation._leakage import cmd_leakage
from codeassay._validation._mutation import cmd_mutation
from codeassay._validation._redteam import cmd_redteam
from codeassay._validation._split import cmd_split
from codeassay._validation._summary import cmd_summary
from evaluation import CodeAssayError

__all__ = ["register"]


_COMMANDS = ("split", "coverage", "mutation", "leakage", "redteam", "summary", "all")


_RUNNERS: dict[str, Callable[..., bool]] = {
    "split": cmd_split, "coverage": cmd_coverage, "mutation": cmd_mutation,
    "leakage": cmd_leakage, "redteam": cmd_redteam, "summary": cmd_summary,
}


def _cmd_validate(args: argparse.Namespace) -> int:
    if args.threshold is not None and not 0.0 < args.threshold <= 1.0:
        raise CodeAssayError(f"--threshold {args.threshold} must be in (0, 1]")
    if args.workers is not None and args.workers < 1:
        raise CodeAssayError(f"--workers {args.workers} must be at least 1")
    from dataset_builder._taskfile import read_task_folders

    tasks, skipped = read_task_folders(args.source, parse_ids(args.tasks))
    for problem in skipped:
        print(f"skipped: {problem}", file=sys.stderr)
    if not tasks:
        raise CodeAssayError(f"no readable task under {args.source}")
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    checks = list(_RUNNERS) if args.check == "all" else [args.check]
    ok = True
    for name in checks:
        ok = _RUNNERS[name](args, tasks, skipped, out) and ok
    return 0 if ok and not skipped else EXIT_FAILED


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the ``validate`` sub-command to the command line."""
    v = subparsers.add_parser("validate",
                              help="validate the benchmark: split, coverage, mutation, leakage",
                              description=__doc__.splitlines()[0])
    v.add_argument("check", choices=_COMMANDS, help="which validation to run")
    v.add_argument("--source", default="tasks_src", help="task source folder (default: tasks_src)")
    v.add_argument("--tasks", default=None, help="comma-separated task ids (default: every task)")
    v.add_argument("--out", default=DEFAULT_OUT, help=f"report folder (default: {DEFAULT_OUT})")
    v.add_argument("--workers", type=int, default=None,
                   help="parallel processes (default: CPU count)")
    v.add_argument("--suite", choices=("full", "hidden", "both"), default="both",
                   help="mutation: which suite(s) run against the mutants (default: both)")
    v.add_argument("--mbpp", default=None, metavar="FILE",
                   help="leakage: local MBPP JSONL with text and code fields (also .jsonl.gz)")
    # the default lives in dataset_builder._leakage, imported only when the audit runs
    v.add_argument("--threshold", type=float, default=None,
                   help="leakage: flag pairs at or above this ratio (default: 0.70, the paper's)")
    v.add_argument("--first-try", action="store_true",
                   help="redteam: also record each new blind program's outcome on the tests as they "
                        "are now, before they are strengthened (never overwrites a recorded program)")
    v.set_defaults(func=_cmd_validate)
