"""Checkpoint 4: every cell's value equals the reference's (numbers to 1e-9, relative)."""

import csv
import math

FILE = "out/values.csv"


def rows(folder):
    path = folder / FILE
    assert path.is_file(), f"{FILE} was not written"
    with path.open(newline="", encoding="utf-8") as handle:
        return list(csv.reader(handle))


def number(text):
    try:
        return float(text)
    except ValueError:
        return None


def test_header_and_cells_in_order(run_dir, reference_dir):
    got, want = rows(run_dir), rows(reference_dir)
    assert got[0] == ["cell", "value"]
    assert [r[0] for r in got[1:]] == [r[0] for r in want[1:]]


def test_values_equal_the_reference(run_dir, reference_dir):
    got = {cell: value for cell, value in rows(run_dir)[1:]}
    wrong = {}
    for cell, value in rows(reference_dir)[1:]:
        expected, actual = number(value), number(got.get(cell, ""))
        if expected is None:
            ok = got.get(cell) == value
        else:
            ok = actual is not None and math.isclose(actual, expected, rel_tol=1e-9, abs_tol=1e-9)
        if not ok:
            wrong[cell] = (got.get(cell), value)
    assert wrong == {}
