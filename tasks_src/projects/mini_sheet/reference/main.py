"""Evaluate the sheet and apply the edits: ``python main.py [--cells F] [--edits F] [--out DIR]``.

Writes, in this order: dependencies.json, cycles.json, order.txt, values.csv,
errors.json, sheet.html, recalc.json into the output folder.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from minisheet import config
from minisheet.cells import read_cells, read_rows
from minisheet.engine import evaluate_sheet
from minisheet.outputs import (write_dependencies, write_errors, write_html, write_json, write_order,
                               write_values)
from minisheet.recalc import apply_edits


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """The command line's options, each defaulting to the configuration."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cells", type=Path, default=config.CELLS_FILE, help="the sheet (default: %(default)s)")
    parser.add_argument("--edits", type=Path, default=config.EDITS_FILE, help="edits (default: %(default)s)")
    parser.add_argument("--out", type=Path, default=config.OUTPUT_DIR, help="output folder (default: %(default)s)")
    return parser.parse_args(argv)


def run(args: argparse.Namespace) -> None:
    """Every step, each writing its file as soon as it is done."""
    sheet = read_cells(args.cells)
    edits = read_rows(args.edits)
    args.out.mkdir(parents=True, exist_ok=True)
    result = evaluate_sheet(sheet)
    write_dependencies(result, args.out / config.DEPENDENCIES_FILE)
    write_json(args.out / config.CYCLES_FILE, result.cycles)
    write_order(result, args.out / config.ORDER_FILE)
    write_values(result.values, args.out / config.VALUES_FILE)
    write_errors(result.values, args.out / config.ERRORS_FILE)
    write_html(result.values, args.out / config.HTML_FILE)
    report, _ = apply_edits(sheet, edits)
    write_json(args.out / config.RECALC_FILE, report)
    print(f"{len(sheet)} cells, {len(result.dependencies)} formulas, {len(result.cycles)} cycle(s), "
          f"{len(edits)} edit(s); results in {args.out}/")


def main(argv: list[str] | None = None) -> int:
    """Run everything; a missing or malformed input is reported in one line, status 1."""
    try:
        run(parse_args(argv))
    except (OSError, ValueError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
