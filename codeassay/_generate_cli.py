"""The ``codeassay generate`` sub-command: predictions from an OpenAI-compatible endpoint."""

from __future__ import annotations

import argparse

__all__ = ["register"]

#: Exit status when some task is incomplete (a call failed after its retries).
EXIT_INCOMPLETE = 1


def _cmd_generate(args: argparse.Namespace) -> int:
    from codeassay._generate import generate

    ids = None if not args.tasks else [t.strip() for t in args.tasks.split(",") if t.strip()]
    summary = generate(args.config, out=args.out, task_ids=ids, limit=args.limit,
                       workers=args.workers, progress=not args.quiet)
    print(summary)
    return EXIT_INCOMPLETE if summary.incomplete else 0


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the ``generate`` sub-command to the command line."""
    g = subparsers.add_parser(
        "generate", help="generate predictions from an OpenAI-compatible endpoint (first attempt "
                         "on the public tests, then at most one repair); reruns resume")
    g.add_argument("--config", required=True,
                   help="run configuration (YAML), e.g. configs/gpt4o-std.yaml")
    g.add_argument("--tasks", default=None, help="comma-separated task ids (default: every task)")
    g.add_argument("--out", default=None, help="output folder (default: runs/<config name>/)")
    g.add_argument("--limit", type=int, default=None, help="only the first N tasks (after --tasks)")
    g.add_argument("--workers", type=int, default=None,
                   help="sandbox workers for the public-test runs (default: CPU count)")
    g.add_argument("--quiet", action="store_true", help="no progress bar")
    g.set_defaults(func=_cmd_generate)
