import copy

import pytest

from solution import pivot_table

SALES = [
    {"store": "north", "month": "feb", "amount": 10},
    {"store": "south", "month": "jan", "amount": 4},
    {"store": "north", "month": "jan", "amount": 6},
    {"store": "north", "month": "feb", "amount": 5},
    {"store": "east", "month": "feb", "amount": 1},
]


def test_sum_with_sorted_rows_and_columns():
    assert pivot_table(SALES, "store", "month", "amount") == [
        ["store", "feb", "jan"],
        ["east", 1, None],
        ["north", 15, 6],
        ["south", None, 4],
    ]


def test_fill_value_for_empty_cells():
    assert pivot_table(SALES, "store", "month", "amount", fill=0) == [
        ["store", "feb", "jan"],
        ["east", 1, 0],
        ["north", 15, 6],
        ["south", 0, 4],
    ]


def test_mean_margins_use_record_values_not_cell_means():
    assert pivot_table(SALES, "store", "month", "amount", agg="mean", margins=True) == [
        ["store", "feb", "jan", "Total"],
        ["east", 1.0, None, 1.0],
        ["north", 7.5, 6.0, 7.0],
        ["south", None, 4.0, 4.0],
        ["Total", 5.33, 5.0, 5.2],
    ]


def test_count_aggregate():
    assert pivot_table(SALES, "store", "month", "amount", agg="count", fill=0) == [
        ["store", "feb", "jan"],
        ["east", 1, 0],
        ["north", 2, 1],
        ["south", 0, 1],
    ]


def test_none_values_are_ignored_completely():
    records = SALES[:2] + [{"store": "west", "month": "mar", "amount": None}] + SALES[2:] + [
        {"store": "north", "month": "jan", "amount": None},
    ]
    assert pivot_table(records, "store", "month", "amount", agg="count") == [
        ["store", "feb", "jan"],
        ["east", 1, None],
        ["north", 2, 1],
        ["south", None, 1],
    ]


def test_mean_is_rounded_to_two_decimals():
    records = [
        {"k": "a", "c": "x", "v": 1},
        {"k": "a", "c": "x", "v": 2},
        {"k": "a", "c": "x", "v": 2},
        {"k": "a", "c": "y", "v": 0.125},
    ]
    assert pivot_table(records, "k", "c", "v", agg="mean") == [["k", "x", "y"], ["a", 1.67, 0.12]]


def test_invalid_arguments_raise():
    with pytest.raises(ValueError):
        pivot_table(SALES, "store", "month", "amount", agg="avg")
    with pytest.raises(ValueError):
        pivot_table(SALES + [{"store": "x", "amount": 1}], "store", "month", "amount")
    total_row = SALES + [{"store": "Total", "month": "jan", "amount": 1}]
    with pytest.raises(ValueError):
        pivot_table(total_row, "store", "month", "amount", margins=True)
    total_col = SALES + [{"store": "east", "month": "Total", "amount": 1}]
    with pytest.raises(ValueError):
        pivot_table(total_col, "store", "month", "amount", margins=True)
    assert pivot_table(total_col, "store", "month", "amount") == [
        ["store", "Total", "feb", "jan"],
        ["east", 1, 1, None],
        ["north", None, 15, 6],
        ["south", None, None, 4],
    ]


def test_no_usable_records():
    assert pivot_table([], "store", "month", "amount") == [["store"]]
    only_none = [{"store": "a", "month": "b", "amount": None}]
    assert pivot_table(only_none, "store", "month", "amount", margins=True) == [["store"]]


def test_sum_and_count_margins():
    assert pivot_table(SALES, "store", "month", "amount", margins=True) == [
        ["store", "feb", "jan", "Total"],
        ["east", 1, None, 1],
        ["north", 15, 6, 21],
        ["south", None, 4, 4],
        ["Total", 16, 10, 26],
    ]
    assert pivot_table(SALES, "store", "month", "amount", agg="count", margins=True) == [
        ["store", "feb", "jan", "Total"],
        ["east", 1, None, 1],
        ["north", 2, 1, 3],
        ["south", None, 1, 1],
        ["Total", 3, 2, 5],
    ]


def test_min_and_max():
    assert pivot_table(SALES, "store", "month", "amount", agg="min") == [
        ["store", "feb", "jan"],
        ["east", 1, None],
        ["north", 5, 6],
        ["south", None, 4],
    ]
    assert pivot_table(SALES, "store", "month", "amount", agg="max", margins=True) == [
        ["store", "feb", "jan", "Total"],
        ["east", 1, None, 1],
        ["north", 10, 6, 10],
        ["south", None, 4, 4],
        ["Total", 10, 6, 10],
    ]


def test_result_is_new_list_of_lists_and_input_unchanged():
    before = copy.deepcopy(SALES)
    table = pivot_table(SALES, "store", "month", "amount", agg="min", margins=True)
    assert type(table) is list
    assert all(type(line) is list for line in table)
    assert table[-1] == ["Total", 1, 4, 1]
    assert SALES == before
