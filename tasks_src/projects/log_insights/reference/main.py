"""Analyse the web shop's access log: ``python main.py [--log F] [--bots F] [--out DIR]``.

Writes, in this order: parse_report.json, requests.db, daily.csv, top_paths.json,
latency.json, sessions.json and hourly.png into the output folder.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from loglens import config
from loglens.bots import is_bot, read_bot_markers
from loglens.chart import hourly_chart
from loglens.parsing import read_log
from loglens.reports import daily_summary, latency, sessions, top_paths
from loglens.store import write_database


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """The command line's options, each defaulting to the configuration."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--log", type=Path, default=config.LOG_FILE, help="access log (default: %(default)s)")
    parser.add_argument("--bots", type=Path, default=config.BOTS_FILE, help="robot markers (default: %(default)s)")
    parser.add_argument("--out", type=Path, default=config.OUTPUT_DIR, help="output folder (default: %(default)s)")
    return parser.parse_args(argv)


def run(args: argparse.Namespace) -> None:
    """Every step, each writing its file as soon as it is done."""
    requests, malformed, total = read_log(args.log)
    markers = read_bot_markers(args.bots)
    args.out.mkdir(parents=True, exist_ok=True)
    report = {"lines": total, "parsed": len(requests), "malformed": malformed}
    (args.out / config.PARSE_REPORT_FILE).write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    bots = {r.line for r in requests if is_bot(r.user_agent, markers)}
    db = write_database(args.out / config.DATABASE_FILE, requests, bots)
    try:
        daily_summary(db, args.out / config.DAILY_FILE)
        top_paths(db, args.out / config.TOP_PATHS_FILE)
        latency(db, args.out / config.LATENCY_FILE)
        sessions(db, args.out / config.SESSIONS_FILE)
        hourly_chart(db, args.out / config.HOURLY_CHART_FILE)
    finally:
        db.close()
    print(f"{total} lines, {len(requests)} requests ({len(malformed)} malformed lines); results in {args.out}/")


def main(argv: list[str] | None = None) -> int:
    """Run the pipeline; a missing or unreadable input is reported in one line, status 1."""
    try:
        run(parse_args(argv))
    except (OSError, UnicodeDecodeError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
