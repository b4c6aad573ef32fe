import pytest

from solution import ReportTemplate


class Orders(ReportTemplate):
    title = "Orders"

    def format_row(self, row):
        return f"{row['id']}: {row['total']:.2f}"


ORDERS = [
    {"id": "A7", "total": 12.5, "region": "eu"},
    {"id": "B2", "total": 3.0, "region": "us"},
    {"id": "C9", "total": 12.5, "region": "eu"},
    {"id": "D1", "total": 7.25, "region": "us"},
]


def test_default_report_layout():
    text = Orders().render(ORDERS[:2])
    assert text == "# Orders\nA7: 12.50\nB2: 3.00\n2 rows"
    assert type(text) is str


def test_abstract_step_must_be_implemented():
    with pytest.raises(TypeError):
        ReportTemplate()

    class Incomplete(ReportTemplate):
        def header(self):
            return "x"

    with pytest.raises(TypeError):
        Incomplete()


def test_include_filters_and_footer_counts_kept_rows():
    class EuOnly(Orders):
        def include(self, row):
            return row["region"] == "eu"

    assert EuOnly().render(ORDERS) == "# Orders\nA7: 12.50\nC9: 12.50\n2 rows"
    assert EuOnly().render(ORDERS[:2]) == "# Orders\nA7: 12.50\n1 row"
    assert EuOnly().render(ORDERS[1:2]) == "# Orders\n0 rows"
    assert EuOnly().render(row for row in reversed(ORDERS)) == "# Orders\nC9: 12.50\nA7: 12.50\n2 rows"


def test_title_drives_default_header():
    class Plain(ReportTemplate):
        def format_row(self, row):
            return str(row)

    assert Plain.title == "Report"
    assert Plain().render([1]) == "# Report\n1\n1 row"
    assert Orders().render([]) == "# Orders\n0 rows"


def test_sort_is_stable_and_input_untouched():
    keyed = []

    class ByTotal(Orders):
        def sort_key(self, row):
            keyed.append(row["id"])
            return row["total"]

    rows = list(ORDERS)
    text = ByTotal().render(rows)
    assert text == "# Orders\nB2: 3.00\nD1: 7.25\nA7: 12.50\nC9: 12.50\n4 rows"
    assert rows == ORDERS
    assert sorted(keyed) == ["A7", "B2", "C9", "D1"]
    assert ByTotal().render(row for row in reversed(ORDERS)) == (
        "# Orders\nB2: 3.00\nD1: 7.25\nC9: 12.50\nA7: 12.50\n4 rows")


def test_empty_header_and_footer_are_left_out():
    class Bare(Orders):
        def header(self):
            return ""

        def footer(self, count):
            return ""

    assert Bare().render(ORDERS[:2]) == "A7: 12.50\nB2: 3.00"

    class Blank(ReportTemplate):
        def format_row(self, row):
            return ""

    assert Blank().render([1, 2]) == "# Report\n\n\n2 rows"


def test_each_hook_runs_at_most_once_per_row():
    calls = []

    class Counted(Orders):
        def include(self, row):
            calls.append(("include", row["id"]))
            return row["id"] != "B2"

        def sort_key(self, row):
            calls.append(("sort_key", row["id"]))
            return row["id"]

        def format_row(self, row):
            calls.append(("format", row["id"]))
            return row["id"]

    assert Counted().render(list(reversed(ORDERS))) == "# Orders\nA7\nC9\nD1\n3 rows"
    assert sorted(calls) == sorted(
        [("include", key) for key in ("A7", "B2", "C9", "D1")]
        + [("sort_key", key) for key in ("A7", "C9", "D1")]
        + [("format", key) for key in ("A7", "C9", "D1")]
    )
    # nothing filtered out this time: still once per row, and the caller's list is not sorted
    rows = [ORDERS[3], ORDERS[2], ORDERS[0]]
    del calls[:]
    assert Counted().render(rows) == "# Orders\nA7\nC9\nD1\n3 rows"
    assert rows == [ORDERS[3], ORDERS[2], ORDERS[0]]
    assert len(calls) == 9


def test_without_sort_key_input_order_is_kept():
    assert Orders().render(list(reversed(ORDERS))) == (
        "# Orders\nD1: 7.25\nC9: 12.50\nB2: 3.00\nA7: 12.50\n4 rows")


def test_empty_input_and_empty_frame():
    class Silent(Orders):
        def header(self):
            return ""

        def footer(self, count):
            return ""

    assert Silent().render([]) == ""
    assert Silent().render(ORDERS[3:]) == "D1: 7.25"
    assert Orders().render(iter([])) == "# Orders\n0 rows"

    class OnlyFooter(Silent):
        def footer(self, count):
            return f"total={count}"

    assert OnlyFooter().render(ORDERS[:1]) == "A7: 12.50\ntotal=1"

    class Hollow(Silent):
        def format_row(self, row):
            return ""

    # two empty rows and no frame: just the separator between them
    assert Hollow().render(ORDERS[:2]) == "\n"


def test_descending_keys_keep_ties_stable():
    class Largest(Orders):
        def sort_key(self, row):
            return -row["total"]

    assert Largest().render(ORDERS) == "# Orders\nA7: 12.50\nC9: 12.50\nD1: 7.25\nB2: 3.00\n4 rows"


def test_empty_formatted_rows_are_kept():
    class Sparse(ReportTemplate):
        def format_row(self, row):
            return "" if row % 2 else str(row)
    assert Sparse().render([1, 2, 3]) == "# Report\n\n2\n\n3 rows"

    class NoFooter(Sparse):
        def footer(self, count):
            return ""
    assert NoFooter().render([1, 2, 3]) == "# Report\n\n2\n"


def test_generator_rows_are_read_once():
    class Big(Orders):
        def include(self, row):
            return row["total"] > 5
    rows = (row for row in ORDERS)
    assert Big().render(rows) == "# Orders\nA7: 12.50\nC9: 12.50\nD1: 7.25\n3 rows"
    assert Orders().render(iter(ORDERS[1:3])) == "# Orders\nB2: 3.00\nC9: 12.50\n2 rows"


def test_subclass_without_format_row_cannot_be_created():
    class OnlyHooks(ReportTemplate):
        def sort_key(self, row):
            return row
        def footer(self, count):
            return ""
    with pytest.raises(TypeError):
        OnlyHooks()
    with pytest.raises(TypeError):
        ReportTemplate()


def test_sort_key_called_once_per_kept_row():
    seen = []
    class ByRegion(Orders):
        def sort_key(self, row):
            seen.append(row["id"])
            return row["region"]
    text = ByRegion().render(ORDERS)
    assert text == "# Orders\nA7: 12.50\nC9: 12.50\nB2: 3.00\nD1: 7.25\n4 rows"
    assert sorted(seen) == ["A7", "B2", "C9", "D1"]


def test_default_hooks_return_documented_values():
    report = Orders()
    assert report.header() == "# Orders"
    assert report.include(ORDERS[0]) is True
    assert report.sort_key(ORDERS[0]) is None
    assert report.footer(1) == "1 row"
    assert report.footer(0) == "0 rows"
    assert report.footer(11) == "11 rows"


def test_caller_list_is_not_reordered():
    class ByTotal(Orders):
        def sort_key(self, row):
            return row["total"]
    rows = [ORDERS[0], ORDERS[3], ORDERS[1]]
    assert ByTotal().render(rows) == "# Orders\nB2: 3.00\nD1: 7.25\nA7: 12.50\n3 rows"
    assert rows == [ORDERS[0], ORDERS[3], ORDERS[1]]


def test_intermediate_subclass_stays_abstract():
    class Titled(ReportTemplate):
        title = "Titled"

    class Headed(Titled):
        def header(self):
            return "== " + self.title

    for cls in (Titled, Headed):
        with pytest.raises(TypeError):
            cls()

    class Done(Headed):
        def format_row(self, row):
            return str(row)

    assert Done().format_row(4) == "4"
