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

    if args.check:
        checks = check(Path(args.source), only=_ids(args.tasks), workers=args.workers)
        bad = [c for c in checks if c.problems]
        for c in bad:
            for p in c.problems:
                print(p, file=sys.stderr)
        print(f"checked {len(checks)} task(s): {len(checks) - len(bad)} ok, {len(bad)} with problems")
        return EXIT_FAILED if bad else 0
    summary = build(Path(args.source), Path(args.out) if args.out else None, workers=args.workers)
    print(summary)
    return 0


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="codeassay", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)

    b = sub.add_parser("build", help="compile tasks_src/ into the dataset folder (validating every task)")
    b.add_argument("--source", default="tasks_src", help="task source folder (default: tasks_src)")
    b.add_argument("--out", default=None, help="output folder (default: the copy shipped in the package)")
    b.add_argument("--tasks", default=None, help="comma-separated task ids (with --check)")
    b.add_argument("--check", action="store_true", help="only read and execute the checks; write nothing")
    b.add_argument("--workers", type=int, default=None, help="parallel runs (default: CPU count)")
    b.set_defaults(func=_cmd_build)

    from codeassay import _report_cli, _validate_cli

    _validate_cli.register(sub)
    _report_cli.register(sub)
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
