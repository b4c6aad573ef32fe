"""Checkpoint 6: the HTML page is one table with the reference's headers and values."""

from html.parser import HTMLParser

FILE = "out/sheet.html"
#: Numbers are shown with two decimals; a different rounding of a half is not an error.
TOLERANCE = 0.0101


class Table(HTMLParser):
    """The text of every th/td cell of every table row."""

    def __init__(self):
        super().__init__()
        self.rows, self.tables, self.cell = [], 0, None

    def handle_starttag(self, tag, attrs):
        if tag == "table":
            self.tables += 1
        elif tag == "tr":
            self.rows.append([])
        elif tag in ("td", "th"):
            self.cell = []

    def handle_endtag(self, tag):
        if tag in ("td", "th") and self.cell is not None:
            self.rows[-1].append("".join(self.cell).strip())
            self.cell = None

    def handle_data(self, data):
        if self.cell is not None:
            self.cell.append(data)


def parse(folder):
    path = folder / FILE
    assert path.is_file(), f"{FILE} was not written"
    table = Table()
    table.feed(path.read_text(encoding="utf-8"))
    return table


def number(text):
    try:
        return float(text)
    except ValueError:
        return None


def test_one_table_with_the_reference_headers(run_dir, reference_dir):
    got, want = parse(run_dir), parse(reference_dir)
    assert got.tables == 1
    assert got.rows[0] == want.rows[0]
    assert [row[0] for row in got.rows] == [row[0] for row in want.rows]


def test_every_cell_shows_the_reference_value(run_dir, reference_dir):
    got, want = parse(run_dir).rows, parse(reference_dir).rows
    assert [len(row) for row in got] == [len(row) for row in want]
    wrong = []
    for got_row, want_row in zip(got[1:], want[1:]):
        for column, (actual, expected) in enumerate(zip(got_row, want_row)):
            value = number(expected)
            if value is None:
                ok = actual == expected
            else:
                ok = number(actual) is not None and abs(number(actual) - value) <= TOLERANCE
            if not ok:
                wrong.append((want_row[0], got[0][column], actual, expected))
    assert wrong == []
