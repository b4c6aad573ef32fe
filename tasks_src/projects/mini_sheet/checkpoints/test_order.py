"""Checkpoint 3: the evaluation order equals the reference's, line by line."""

FILE = "out/order.txt"


def lines(folder):
    path = folder / FILE
    assert path.is_file(), f"{FILE} was not written"
    return path.read_text(encoding="utf-8").splitlines()


def test_the_same_cells(run_dir, reference_dir):
    assert sorted(lines(run_dir)) == sorted(lines(reference_dir))


def test_the_same_order(run_dir, reference_dir):
    assert lines(run_dir) == lines(reference_dir)
