"""Run the whole access-log analysis and write every output file."""

import argparse
import json
import sys
from pathlib import Path

from loglens import config
from loglens.bots import load_fragments
from loglens.chart import write_hourly_chart
from loglens.parsing import ParseResult, parse_log
from loglens.reports import write_daily, write_latency, write_sessions, write_top_paths
from loglens.store import create_database


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """Parse the command-line options, defaulting to the configuration."""
    parser = argparse.ArgumentParser(description="Analyse a web shop's access log.")
    parser.add_argument("--log", default=config.LOG_FILE, help="access log file")
    parser.add_argument("--bots", default=config.BOTS_FILE, help="robot fragments file")
    parser.add_argument("--out", default=config.OUT_DIR, help="output folder")
    return parser.parse_args(argv)


def write_parse_report(result: ParseResult, path: Path) -> None:
    """Write lines, parsed and malformed (in this key order) as JSON."""
    report = {"lines": result.lines, "parsed": len(result.records),
              "malformed": result.malformed}
    path.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    """Run the analysis; return the exit status."""
    args = parse_args(argv)
    try:
        result = parse_log(args.log)
        fragments = load_fragments(args.bots)
    except (OSError, UnicodeDecodeError) as error:
        print(f"error: cannot read input file: {error}", file=sys.stderr)
        return 1
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    write_parse_report(result, out / config.PARSE_REPORT_FILE)
    connection = create_database(out / config.DATABASE_FILE, result.records, fragments)
    try:
        write_daily(connection, out / config.DAILY_FILE)
        write_top_paths(connection, out / config.TOP_PATHS_FILE)
        write_latency(connection, out / config.LATENCY_FILE)
        write_sessions(connection, out / config.SESSIONS_FILE)
        write_hourly_chart(connection, out / config.HOURLY_CHART_FILE)
    finally:
        connection.close()
    print(f"{result.lines} lines, {len(result.records)} parsed, "
          f"{len(result.malformed)} malformed; reports written to {out}/")
    return 0


if __name__ == "__main__":
    sys.exit(main())
