"""The ``codeassay import-inspect`` sub-command: Inspect logs -> a CodeAssay results file."""

from __future__ import annotations

import argparse
import sys

__all__ = ["register"]

#: Exit status when some log or sample could not be imported (the rest was).
EXIT_PROBLEMS = 1


def _cmd_import_inspect(args: argparse.Namespace) -> int:
    from codeassay._inspect._import import import_inspect

    summary = import_inspect(args.logs, args.out, initial=args.initial, model=args.model)
    for problem in summary.problems:
        print(f"skipped: {problem}", file=sys.stderr)
    print(summary)
    return EXIT_PROBLEMS if summary.problems else 0


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the ``import-inspect`` sub-command to the command line."""
    p = subparsers.add_parser(
        "import-inspect", help="turn Inspect logs of codeassay/codeassay into a results file for "
                               "`codeassay report` (reruns add only what is missing)")
    p.add_argument("logs", nargs="+", metavar="LOG", help="Inspect eval logs (.eval or .json)")
    p.add_argument("--out", required=True, help="results JSONL to write (resumed if it exists)")
    p.add_argument("--initial", default=None,
                   help="also write the first attempts' results here (for report --initial)")
    p.add_argument("--model", default=None,
                   help="configuration name of every row (default: <inspect model>-std or -sec)")
    p.set_defaults(func=_cmd_import_inspect)
