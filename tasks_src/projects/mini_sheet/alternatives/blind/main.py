"""Run the spreadsheet engine on the input files and write every output file."""

import argparse
import sys
from pathlib import Path

from minisheet import config
from minisheet.cells import read_rows, read_sheet
from minisheet.engine import analyse
from minisheet.htmlpage import write_html
from minisheet.output import (errors_by_code, write_cycles, write_dependencies,
                              write_errors, write_order, write_values)
from minisheet.recalc import recalc, write_recalc


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """Parse the command-line options, defaulting to the configuration."""
    parser = argparse.ArgumentParser(description="A small spreadsheet engine.")
    parser.add_argument("--cells", default=config.CELLS_FILE, help="cells CSV file")
    parser.add_argument("--edits", default=config.EDITS_FILE, help="edits CSV file")
    parser.add_argument("--out", default=config.OUT_DIR, help="output folder")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    """Run everything; return the exit status."""
    args = parse_args(argv)
    try:
        sheet = read_sheet(args.cells)
        edits = read_rows(args.edits)
    except (OSError, ValueError) as error:
        message = " ".join(str(error).split())
        print(f"error: {message}", file=sys.stderr)
        return 1
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    analysis = analyse(sheet)
    write_dependencies(analysis, out / config.DEPENDENCIES_FILE)
    write_cycles(analysis, out / config.CYCLES_FILE)
    write_order(analysis, out / config.ORDER_FILE)
    write_values(analysis, out / config.VALUES_FILE)
    write_errors(analysis, out / config.ERRORS_FILE)
    write_html(analysis, out / config.HTML_FILE)
    results = recalc(sheet, edits)
    write_recalc(results, out / config.RECALC_FILE)
    error_count = sum(len(cells) for cells in errors_by_code(analysis).values())
    print(f"{len(sheet)} cells ({len(analysis.formulas)} formulas), "
          f"{len(analysis.cycles)} cycles, {error_count} error cells, "
          f"{len(edits)} edits applied; files written to {out}/")
    return 0


if __name__ == "__main__":
    sys.exit(main())
