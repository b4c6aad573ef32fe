"""Every setting of the program in one place."""

from pathlib import Path

CELLS_FILE = Path("data/cells.csv")
EDITS_FILE = Path("data/edits.csv")
OUTPUT_DIR = Path("out")

DEPENDENCIES_FILE = "dependencies.json"
CYCLES_FILE = "cycles.json"
ORDER_FILE = "order.txt"
VALUES_FILE = "values.csv"
ERRORS_FILE = "errors.json"
HTML_FILE = "sheet.html"
RECALC_FILE = "recalc.json"

#: Decimal places of numbers in the HTML page.
HTML_DECIMALS = 2
