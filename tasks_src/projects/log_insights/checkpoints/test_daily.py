"""Checkpoint 3: the daily summary equals the reference's."""

import csv

FILE = "out/daily.csv"


def rows(folder):
    path = folder / FILE
    assert path.is_file(), f"{FILE} was not written"
    with path.open(newline="", encoding="utf-8") as handle:
        return list(csv.reader(handle))


def test_header(run_dir):
    assert rows(run_dir)[0] == ["date", "requests", "human_requests", "visitors", "errors", "bytes"]


def test_rows_equal_the_reference(run_dir, reference_dir):
    def typed(table):
        return [(r[0], *map(int, r[1:])) for r in table[1:]]

    assert typed(rows(run_dir)) == typed(rows(reference_dir))
