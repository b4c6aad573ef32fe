"""Every setting of the program, as named constants changeable in one place."""

CELLS_FILE: str = "data/cells.csv"
EDITS_FILE: str = "data/edits.csv"
OUT_DIR: str = "out"

DEPENDENCIES_FILE: str = "dependencies.json"
CYCLES_FILE: str = "cycles.json"
ORDER_FILE: str = "order.txt"
VALUES_FILE: str = "values.csv"
ERRORS_FILE: str = "errors.json"
HTML_FILE: str = "sheet.html"
RECALC_FILE: str = "recalc.json"

HTML_DECIMALS: int = 2

CSV_HEADER: tuple[str, str] = ("cell", "content")
VALUES_HEADER: tuple[str, str] = ("cell", "value")
