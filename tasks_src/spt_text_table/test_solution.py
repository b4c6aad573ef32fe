import copy
from decimal import Decimal

import pytest

from solution import format_table


def test_mixed_table_layout():
    headers = ["name", "qty", "price"]
    rows = [["apple", 3, 1.5], ["kiwi", 12, None], ["fig", None, 10]]
    expected = (
        "name   qty  price\n"
        "-----  ---  -----\n"
        "apple    3   1.50\n"
        "kiwi    12\n"
        "fig            10"
    )
    assert format_table(headers, rows) == expected


def test_no_rows_gives_header_and_dashes():
    result = format_table(["id", "ok"], [])
    assert result == "id  ok\n--  --"
    assert type(result) is str


def test_bool_column_is_text():
    rows = [[True, 1], [False, 100]]
    expected = "flag     n\n-----  ---\ntrue     1\nfalse  100"
    assert format_table(["flag", "n"], rows) == expected


def test_float_cells_two_decimals():
    rows = [[0.125], [2.0], [-1.5], [3], [float("inf")]]
    expected = "  amt\n-----\n 0.12\n 2.00\n-1.50\n    3\n  inf"
    assert format_table(["amt"], rows) == expected


def test_column_with_any_non_number_is_text():
    assert format_table(["id"], [[1], ["n/a"], [22]]) == "id\n---\n1\nn/a\n22"
    assert format_table(["v"], [[1], [True], [22]]) == "v\n----\n1\ntrue\n22"


def test_header_right_aligned_in_numeric_column():
    expected = "    n  label\n-----  -----\n12345  x\n    7  yy"
    assert format_table(["n", "label"], [[12345, "x"], [7, "yy"]]) == expected
    assert format_table(["count"], [[5]]) == "count\n-----\n    5"


def test_trailing_spaces_removed_from_every_line():
    expected = "a          b\n---------  -\nlong text"
    assert format_table(["a", "b"], [["long text", None]]) == expected


def test_bool_only_column_is_left_aligned():
    assert format_table(["flag"], [[False], [True], [None]]) == "flag\n-----\nfalse\ntrue\n"
    assert format_table(["ok", "n"], [[True, 5], [None, 10]]) == "ok     n\n----  --\ntrue   5\n      10"


def test_row_length_must_match_headers():
    with pytest.raises(ValueError):
        format_table(["a", "b"], [["x"]])
    with pytest.raises(ValueError):
        format_table(["a"], [["x"], ["y", "z"]])


def test_invalid_input_raises_value_error():
    with pytest.raises(ValueError):
        format_table([], [])
    with pytest.raises(ValueError):
        format_table(["a", "b"], [["x", "y", "z"]])
    with pytest.raises(ValueError):
        format_table(["a"], [["two\nlines"]])
    with pytest.raises(ValueError):
        format_table(["a\rb"], [])


def test_carriage_return_in_cell_or_header_raises():
    with pytest.raises(ValueError):
        format_table(["a", "b"], [["x", "y\rz"]])
    with pytest.raises(ValueError):
        format_table(["h\r"], [["v"]])
    with pytest.raises(ValueError):
        format_table(["a"], [[1], ["\n"]])


def test_other_values_use_str_and_are_text():
    rows = [[Decimal("1.10"), "7"], [Decimal("22"), "42"]]
    expected = "d     s\n----  --\n1.10  7\n22    42"
    assert format_table(["d", "s"], rows) == expected


def test_inputs_not_modified():
    headers = ["k", "v"]
    rows = [["a", 1.0], ["b", None]]
    before = copy.deepcopy((headers, rows))
    assert format_table(headers, rows) == "k     v\n-  ----\na  1.00\nb"
    assert (headers, rows) == before


def test_input_lists_are_unchanged():
    headers = ["x", "y"]
    rows = [[2.5, "a"], [None, None]]
    assert format_table(headers, rows) == "   x  y\n----  -\n2.50  a\n"
    assert headers == ["x", "y"]
    assert rows == [[2.5, "a"], [None, None]]


def test_row_with_missing_or_extra_cell_raises():
    with pytest.raises(ValueError):
        format_table(["a", "b", "c"], [["1", "2", "3"], ["4", "5"]])
    with pytest.raises(ValueError):
        format_table(["a"], [[]])
    with pytest.raises(ValueError):
        format_table(["n", "m"], [[1, 2], [3, 4, None]])


def test_numeric_header_wider_than_cells():
    assert format_table(["total"], [[1.5], [None]]) == "total\n-----\n 1.50\n"


def test_carriage_return_in_later_row_or_header_raises():
    with pytest.raises(ValueError):
        format_table(["id", "note\r"], [[1, "x"]])
    with pytest.raises(ValueError):
        format_table(["a"], [["ok"], ["end\r"]])
