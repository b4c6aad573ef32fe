"""``codeassay project generate`` and ``codeassay project evaluate``."""

from __future__ import annotations

import argparse
from pathlib import Path

__all__ = ["register"]

#: Exit status when some conversation is incomplete (a call failed after its retries).
EXIT_INCOMPLETE = 1


def _wanted(args: argparse.Namespace) -> set[str] | None:
    return None if not args.project else {p.strip() for p in args.project.split(",") if p.strip()}


def _projects(args: argparse.Namespace, *, grading: bool) -> tuple[list[dict], list]:
    """The ``projects`` rows (what the model may see) and, with ``grading``, the engine's
    records with the hidden checkpoint tests: from the built dataset (the shipped copy, or
    ``--dataset``), or from project sources with ``--source``."""
    from evaluation import CodeAssayError

    wanted = _wanted(args)
    if args.source is not None:
        from dataset_builder import project_record, project_row, read_projects

        sources = read_projects(Path(args.source), only=wanted)
        if not sources:
            raise CodeAssayError(f"no project under {args.source}/projects")
        return [project_row(s) for s in sources], [project_record(s) for s in sources] if grading else []
    from codeassay import load
    from evaluation.projects import Project

    def kept(row) -> bool:
        return wanted is None or row["project_id"] in wanted

    every = [dict(r) for r in load("projects", path=args.dataset)]
    shown = [r for r in every if kept(r)]
    unknown = sorted((wanted or set()) - {r["project_id"] for r in shown})
    if unknown or not shown:
        known = ", ".join(sorted(r["project_id"] for r in every))
        raise CodeAssayError(f"no project {', '.join(unknown) or 'at all'} in the dataset (it has: {known or 'none'})")
    # Generation reads only the projects config: no checkpoint test can reach a request.
    if not grading:
        return shown, []
    return shown, [Project.from_row(dict(r)) for r in load("project_grading", path=args.dataset) if kept(r)]


def _cmd_generate(args: argparse.Namespace) -> int:
    from codeassay.project._generate import generate_projects

    rows, _ = _projects(args, grading=False)
    summary = generate_projects(args.config, rows, out=args.out, attempts=args.attempts, progress=not args.quiet)
    print(summary)
    return EXIT_INCOMPLETE if summary.incomplete else 0


def _cmd_evaluate(args: argparse.Namespace) -> int:
    from codeassay.project._evaluate import evaluate_projects

    rows, records = _projects(args, grading=True)
    summary = evaluate_projects(args.run_dir, records, rows, fix_rounds=args.fix_rounds, quality=not args.no_quality,
                                progress=not args.quiet)
    print(summary)
    return EXIT_INCOMPLETE if summary.skipped else 0


def _add_data_arguments(parser: argparse.ArgumentParser) -> None:
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--dataset", default=None, metavar="DIR",
                       help="a dataset folder built by `codeassay build` (default: the copy shipped in the package)")
    where.add_argument("--source", default=None, metavar="DIR",
                       help="read project sources instead (a folder holding projects/, such as tasks_src)")


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
    _add_data_arguments(g)
    g.add_argument("--quiet", action="store_true", help="no progress bar")
    g.set_defaults(func=_cmd_generate)
    e = sub.add_parser("evaluate", help="run every attempt in the sandbox, test its checkpoints, classify "
                                        "its errors; results.jsonl in the run folder")
    e.add_argument("run_dir", help="a run folder made by `codeassay project generate`")
    e.add_argument("--fix-rounds", type=int, default=0,
                   help="times a program that does not run goes back to the model with its error output "
                        "(default: 0, reported in every row)")
    e.add_argument("--project", default=None, help="comma-separated project ids (default: every project)")
    _add_data_arguments(e)
    e.add_argument("--no-quality", action="store_true", help="skip the quality figures")
    e.add_argument("--quiet", action="store_true", help="no progress bar")
    e.set_defaults(func=_cmd_evaluate)
