"""The ``codeassay report`` sub-command: statistics, tables, figures and HTML from results files."""

from __future__ import annotations

import argparse
from functools import partial

__all__ = ["register"]


def _pairs(items: list[str] | None, parser: argparse.ArgumentParser) -> dict[str, str] | None:
    if not items:
        return None
    pairs = {}
    for item in items:
        standard, sep, security = item.partition("=")
        if not sep or not standard or not security:
            parser.error(f"--pair expects STANDARD=SECURITY, got {item!r}")
        pairs[standard] = security
    return pairs


def _cmd_report(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    # Imported here so that `codeassay --help` does not pay for pandas and scipy.
    from codeassay.report import build_report, load_results, write_report

    if not args.results and not args.projects:
        parser.error("give results file(s), --projects run folder(s), or both")
    if args.projects:
        from codeassay.report import load_project_results, write_project_report

        written = write_project_report(load_project_results(args.projects), args.out, figures=not args.no_figures)
        print(f"wrote {len(written)} project file(s) to {args.out}; open {args.out}/project_report.html")
        if not args.results:
            return 0
    if bool(args.baseline) != bool(args.regrade):
        parser.error("--baseline and --regrade go together (the same programs graded twice)")
    pairs = _pairs(args.pair, parser)
    primary = [c.strip() for c in args.compare.split(",") if c.strip()] if args.compare else None
    results = load_results(args.results)
    initial = load_results(args.initial) if args.initial else None
    baseline = load_results(args.baseline) if args.baseline else None
    regrade = load_results(args.regrade) if args.regrade else None
    report = build_report(results, initial=initial, baseline=baseline, regrade=regrade, pairs=pairs,
                          primary=primary, over_present=args.over_present)
    written = write_report(report, args.out, figures=not args.no_figures)
    for note in report.notes:
        print(f"note: {note}")
    print(f"wrote {len(written)} file(s) to {args.out} ({len(report.tables)} tables); "
          f"open {args.out}/report.html")
    return 0


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the ``report`` sub-command to the command line."""
    p = subparsers.add_parser(
        "report", help="statistics, tables, figures and an HTML page from results files",
        description="Correctness with Wilson intervals, Cochran's Q, pairwise exact McNemar and "
                    "Wilcoxon (Pratt) tests with Holm correction, Table 3/4 layouts, prompt "
                    "comparisons, repair decomposition, regrade effect and pass@k. Put the "
                    "RESULTS files before the options that take several files.")
    p.add_argument("results", nargs="*", metavar="RESULTS.jsonl", help="final results file(s)")
    p.add_argument("--projects", nargs="+", metavar="RUN_DIR",
                   help="project run folders graded by `codeassay project evaluate`: adds the project "
                        "view (Table 1 per model and attempt, the checkpoint x attempt matrix)")
    p.add_argument("--out", required=True, metavar="DIR",
                   help="folder for tables, figures and report.html")
    p.add_argument("--initial", nargs="+", metavar="INITIAL.jsonl",
                   help="results of the first attempts, for the repair decomposition")
    p.add_argument("--baseline", nargs="+", metavar="OLD.jsonl",
                   help="programs graded against the earlier dataset version (with --regrade)")
    p.add_argument("--regrade", nargs="+", metavar="NEW.jsonl",
                   help="the same programs graded against the newer dataset version "
                        "(with --baseline)")
    p.add_argument("--pair", action="append", metavar="STANDARD=SECURITY",
                   help="a standard/security prompt pair (repeatable; default: names ending in "
                        "-std/-sec)")
    p.add_argument("--compare", default=None, metavar="A,B,...",
                   help="configurations compared with each other "
                        "(default: the standard-prompt ones)")
    p.add_argument("--over-present", action="store_true",
                   help="read each configuration over the tasks it has results for, instead of "
                        "counting a missing task as a failure (labelled in every table)")
    p.add_argument("--no-figures", action="store_true",
                   help="write tables only (no matplotlib needed)")
    p.set_defaults(func=partial(_cmd_report, parser=p))
