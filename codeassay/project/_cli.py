"""``codeassay project generate`` and ``codeassay project evaluate``."""

from __future__ import annotations

import argparse
from pathlib import Path

__all__ = ["register"]

#: Exit status when some conversation is incomplete (a call failed after its retries).
EXIT_INCOMPLETE = 1
#: Where project sources are read from when no --source is given.
DEFAULT_SOURCE = "tasks_src"


def _sources(args: argparse.Namespace):
    from dataset_builder import read_projects

    only = None if not args.project else {p.strip() for p in args.project.split(",") if p.strip()}
    sources = read_projects(Path(args.source), only=only)
    if not sources:
        from evaluation import CodeAssayError

        raise CodeAssayError(f"no project under {args.source}/projects")
    return sources


def _cmd_generate(args: argparse.Namespace) -> int:
    from codeassay.project._generate import generate_projects
    from dataset_builder import project_row

    rows = [project_row(s) for s in _sources(args)]
    summary = generate_projects(args.config, rows, out=args.out, attempts=args.attempts, progress=not args.quiet)
    print(summary)
    return EXIT_INCOMPLETE if summary.incomplete else 0


def _cmd_evaluate(args: argparse.Namespace) -> int:
    from codeassay.project._evaluate import evaluate_projects
    from dataset_builder import project_record, project_row

    sources = _sources(args)
    summary = evaluate_projects(args.run_dir, [project_record(s) for s in sources], [project_row(s) for s in sources],
                                fix_rounds=args.fix_rounds, quality=not args.no_quality, progress=not args.quiet)
    print(summary)
    return EXIT_INCOMPLETE if summary.skipped else 0


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the ``project`` sub-command (with ``generate`` and ``evaluate``)."""
    p = subparsers.add_parser("project", help="the project track: whole programs built over a series of "
                                              "prompts, graded by checkpoint files")
    sub = p.add_subparsers(dest="project_command", required=True)
    g = sub.add_parser("generate", help="one conversation per project and attempt; reruns resume")
    g.add_argument("--config", required=True, help="run configuration (YAML), as for `codeassay generate`")
    g.add_argument("--project", default=None, help="comma-separated project ids (default: every project)")
    g.add_argument("--attempts", type=int, default=1, help="independent conversations per project (default: 1)")
    g.add_argument("--out", default=None, help="run folder (default: runs/projects-<config name>/)")
    g.add_argument("--source", default=DEFAULT_SOURCE, help="folder holding projects/ (default: tasks_src)")
    g.add_argument("--quiet", action="store_true", help="no progress bar")
    g.set_defaults(func=_cmd_generate)
    e = sub.add_parser("evaluate", help="run every attempt in the sandbox, test its checkpoints, classify "
                                        "its errors; results.jsonl in the run folder")
    e.add_argument("run_dir", help="a run folder made by `codeassay project generate`")
    e.add_argument("--fix-rounds", type=int, default=0,
                   help="times a program that does not run goes back to the model with its error output "
                        "(default: 0, reported in every row)")
    e.add_argument("--project", default=None, help="comma-separated project ids (default: every project)")
    e.add_argument("--source", default=DEFAULT_SOURCE, help="folder holding projects/ (default: tasks_src)")
    e.add_argument("--no-quality", action="store_true", help="skip the quality figures")
    e.add_argument("--quiet", action="store_true", help="no progress bar")
    e.set_defaults(func=_cmd_evaluate)
