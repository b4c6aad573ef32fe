"""The ``codeassay review`` sub-commands: serve, export, analyze, ask-model."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from codeassay.review._defaults import DEFAULT_DB_NAME, DEFAULT_HOST, DEFAULT_PORT
from codeassay.review._errors import ReviewError

__all__ = ["register"]


def _db_path(args: argparse.Namespace) -> Path:
    return Path(args.db) if args.db else Path(args.study).parent / DEFAULT_DB_NAME


def _open(args: argparse.Namespace, *, must_exist: bool):
    from codeassay.review._storage import ResponseStore
    from codeassay.review._study import load_study

    study = load_study(args.study)
    db = _db_path(args)
    if must_exist and not db.is_file():
        raise ReviewError(f"{db}: no responses file (serve the study first, or name it with --db)")
    return study, ResponseStore(db, study.study_hash)


def _cmd_serve(args: argparse.Namespace) -> int:
    from codeassay.review._web import Limits, create_app

    try:
        import uvicorn
    except ImportError:
        from evaluation import MissingDependencyError

        raise MissingDependencyError("uvicorn", "review", "serving the questionnaire") from None
    study, store = _open(args, must_exist=False)
    limits = Limits(max_body_bytes=args.max_body, requests_per_window=args.rate)
    app = create_app(study, store, limits=limits)
    base = f"http://{args.host}:{args.port}"
    print(f"study: {len(study.solutions)} solution(s), {len(study.instrument.statements())} statements; "
          f"responses in {store.path}")
    print(f"participants: {base}/")
    print(f"organiser:    {base}/organiser  (token: {store.organiser_token})")
    if args.host != DEFAULT_HOST:
        print(f"note: listening on {args.host}, not only on this machine; put it behind HTTPS", file=sys.stderr)
    # No access log: it would keep participants' network addresses, which the consent text rules out.
    uvicorn.run(app, host=args.host, port=args.port, access_log=False, log_level="warning")
    return 0


def _cmd_export(args: argparse.Namespace) -> int:
    from codeassay.review._export import write_export

    study, store = _open(args, must_exist=True)
    summary = write_export(study, store, args.out)
    print(f"wrote {summary} row(s) to {args.out} (CSV) and {Path(args.out) / 'dataset'} (datasets folder)")
    return 0


def _cmd_analyze(args: argparse.Namespace) -> int:
    from codeassay.review._analysis import analyze
    from codeassay.review._export import export_tables
    from codeassay.review._report import ANALYSIS_PAGE, write_analysis

    study, store = _open(args, must_exist=True)
    analysis = analyze(study, export_tables(study, store))
    written = write_analysis(analysis, args.out, figures=not args.no_figures)
    for note in analysis.notes:
        print(f"note: {note}")
    print(f"wrote {len(written)} file(s) to {args.out}; open {Path(args.out) / ANALYSIS_PAGE}")
    return 0


def _cmd_ask_model(args: argparse.Namespace) -> int:
    from codeassay.review._ask_model import ask_model

    if args.repeats < 1:
        raise ReviewError(f"--repeats must be at least 1, got {args.repeats}")
    study, store = _open(args, must_exist=False)
    summary = ask_model(study, store, args.config, repeats=args.repeats)
    print(summary)
    return 1 if summary.failed_calls else 0


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the ``review`` sub-command and its own sub-commands to the command line."""
    from codeassay.review._defaults import MAX_BODY_BYTES, REQUEST_RATE_PER_MINUTE

    r = subparsers.add_parser("review", help="a developer review study of generated code: web questionnaire, "
                                             "export and analysis",
                              description="Host the review questionnaire defined in review.yaml, export the "
                                          "anonymous responses, analyse them, or ask a model the same questions.")
    sub = r.add_subparsers(dest="review_command", required=True)

    def common(p: argparse.ArgumentParser) -> None:
        p.add_argument("study", metavar="review.yaml", help="the study definition")
        p.add_argument("--db", default=None, metavar="FILE",
                       help=f"responses file (SQLite; default: {DEFAULT_DB_NAME} next to review.yaml)")

    s = sub.add_parser("serve", help="start the questionnaire's web server")
    common(s)
    s.add_argument("--host", default=DEFAULT_HOST, help=f"address to listen on (default: {DEFAULT_HOST}, this "
                                                        "machine only)")
    s.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"port (default: {DEFAULT_PORT})")
    s.add_argument("--max-body", type=int, default=MAX_BODY_BYTES, help="largest request body in bytes")
    s.add_argument("--rate", type=int, default=REQUEST_RATE_PER_MINUTE,
                   help="requests one client address may make per minute")
    s.set_defaults(func=_cmd_serve)

    e = sub.add_parser("export", help="write the responses as CSV files and a datasets folder")
    common(e)
    e.add_argument("--out", required=True, metavar="DIR", help="output folder")
    e.set_defaults(func=_cmd_export)

    a = sub.add_parser("analyze", help="tables, figures and a page of the study's statistics")
    common(a)
    a.add_argument("--out", required=True, metavar="DIR", help="output folder (e.g. inside a report's folder)")
    a.add_argument("--no-figures", action="store_true", help="tables only (no matplotlib needed)")
    a.set_defaults(func=_cmd_analyze)

    m = sub.add_parser("ask-model", help="put the questionnaire to a model (OpenAI-compatible endpoint)")
    common(m)
    m.add_argument("--config", required=True, metavar="RUN.yaml", help="run configuration, as for generate")
    m.add_argument("--repeats", type=int, default=1, help="independent reviews by the model (default: 1)")
    m.set_defaults(func=_cmd_ask_model)
