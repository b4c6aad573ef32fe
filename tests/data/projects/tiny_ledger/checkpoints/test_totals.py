import csv


def read_rows(path):
    assert path.is_file(), f"{path.name} was not written"
    with open(path, newline="", encoding="utf-8") as handle:
        return list(csv.reader(handle))


def test_header(run_dir):
    assert read_rows(run_dir / "out/totals.csv")[0] == ["item", "quantity", "revenue"]


def test_rows_equal_the_reference(run_dir, reference_dir):
    got = read_rows(run_dir / "out/totals.csv")[1:]
    want = read_rows(reference_dir / "out/totals.csv")[1:]
    assert [(r[0], int(r[1]), float(r[2])) for r in got] == \
        [(r[0], int(r[1]), float(r[2])) for r in want]
