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
    table = pivot_table(SALES, "store", "month", "amount")
    assert table == [
        ["store", "feb", "jan"],
        ["east", 1, None],
        ["north", 15, 6],
        ["south", None, 4],
    ]
    assert type(table[2][1]) is int



def test_fill_value_for_empty_cells():
    table = pivot_table(SALES, "store", "month", "amount", fill=0)
    assert table == [
        ["store", "feb", "jan"],
        ["east", 1, 0],
        ["north", 15, 6],
        ["south", 0, 4],
    ]
    assert type(table[2][1]) is int
    assert pivot_table(SALES, "store", "month", "amount", fill="-")[1] == ["east", 1, "-"]



def test_mean_margins_use_record_values_not_cell_means():
    assert pivot_table(SALES, "store", "month", "amount", agg="mean", margins=True) == [
        ["store", "feb", "jan", "Total"],
        ["east", 1.0, None, 1.0],
        ["north", 7.5, 6.0, 7.0],
        ["south", None, 4.0, 4.0],
        ["Total", 5.33, 5.0, 5.2],
    ]



def test_mean_row_and_column_totals_from_values():
    records = [
        {"r": "a", "c": "x", "v": 1},
        {"r": "a", "c": "x", "v": 2},
        {"r": "a", "c": "y", "v": 6},
        {"r": "b", "c": "y", "v": 3},
    ]
    # row a: (1 + 2 + 6) / 3 = 3.0, not (1.5 + 6.0) / 2; table: 12 / 4 = 3.0
    assert pivot_table(records, "r", "c", "v", agg="mean", margins=True) == [
        ["r", "x", "y", "Total"],
        ["a", 1.5, 6.0, 3.0],
        ["b", None, 3.0, 3.0],
        ["Total", 1.5, 4.5, 3.0],
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
    assert pivot_table(records, "store", "month", "amount", agg="mean", margins=True) == [
        ["store", "feb", "jan", "Total"],
        ["east", 1.0, None, 1.0],
        ["north", 7.5, 6.0, 7.0],
        ["south", None, 4.0, 4.0],
        ["Total", 5.33, 5.0, 5.2],
    ]
    assert pivot_table(records[2:3], "store", "month", "amount", agg="count", margins=True) == [["store"]]



def test_none_value_adds_no_row_column_or_count():
    records = [
        {"r": "a", "c": "x", "v": 1},
        {"r": "b", "c": "y", "v": None},
        {"r": "a", "c": "x", "v": None},
    ]
    assert pivot_table(records, "r", "c", "v", fill=0) == [["r", "x"], ["a", 1]]
    assert pivot_table(records, "r", "c", "v", agg="count", fill=0, margins=True) == [
        ["r", "x", "Total"],
        ["a", 1, 1],
        ["Total", 1, 1],
    ]



def test_count_aggregate():
    table = pivot_table(SALES, "store", "month", "amount", agg="count", fill=0)
    assert table == [
        ["store", "feb", "jan"],
        ["east", 1, 0],
        ["north", 2, 1],
        ["south", 0, 1],
    ]
    assert type(table[2][1]) is int



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
    with pytest.raises(ValueError):
        pivot_table(SALES + [{"store": "x", "month": "jan"}], "store", "month", "amount")
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



def test_unknown_agg_or_missing_field_raises():
    for agg in ("Sum", "average", ""):
        with pytest.raises(ValueError):
            pivot_table(SALES, "store", "month", "amount", agg=agg)
    with pytest.raises(ValueError):
        pivot_table([], "store", "month", "amount", agg="median")
    with pytest.raises(ValueError):
        pivot_table([{"r": "a", "c": "x"}], "r", "c", "v")
    with pytest.raises(ValueError):
        pivot_table([{"r": "a", "c": "x", "v": 1}, {"c": "x", "v": 2}], "r", "c", "v")



def test_no_usable_records():
    assert pivot_table([], "store", "month", "amount") == [["store"]]
    assert pivot_table([], "store", "month", "amount", margins=True) == [["store"]]
    only_none = [{"store": "a", "month": "b", "amount": None}]
    assert pivot_table(only_none, "store", "month", "amount", margins=True) == [["store"]]
    with pytest.raises(ValueError):
        pivot_table(only_none + [{"store": "a", "month": "b"}], "store", "month", "amount")



def test_total_as_key_rejected_only_with_margins():
    records = [{"r": "Total", "c": "x", "v": 1}, {"r": "a", "c": "x", "v": 2}]
    with pytest.raises(ValueError):
        pivot_table(records, "r", "c", "v", margins=True)
    with pytest.raises(ValueError):
        pivot_table([{"r": "a", "c": "Total", "v": 1}], "r", "c", "v", agg="count", margins=True)
    assert pivot_table(records, "r", "c", "v") == [["r", "x"], ["Total", 1], ["a", 2]]



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
    with pytest.raises(ValueError):
        pivot_table([{"r": "Total", "c": "x", "v": 1}], "r", "c", "v", margins=True)



def test_no_usable_records_with_margins_and_other_aggregates():
    only_none = [{"k": "a", "c": "x", "v": None}, {"k": "b", "c": "y", "v": None}]
    assert pivot_table(only_none, "k", "c", "v", agg="mean", margins=True) == [["k"]]
    assert pivot_table(only_none, "k", "c", "v", agg="count") == [["k"]]
    assert pivot_table([], "k", "c", "v", agg="max", margins=True, fill=0) == [["k"]]



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
    records = SALES + [{"store": "west", "month": "mar", "amount": None}]
    before = copy.deepcopy(records)
    table = pivot_table(records, "store", "month", "amount", agg="min", margins=True)
    assert table == [
        ["store", "feb", "jan", "Total"],
        ["east", 1, None, 1],
        ["north", 5, 6, 5],
        ["south", None, 4, 4],
        ["Total", 1, 4, 1],
    ]
    assert type(table) is list
    assert all(type(line) is list for line in table)
    assert records == before



def test_float_sums_and_input_unchanged():
    records = [
        {"k": "b", "c": "y", "v": 0.5},
        {"k": "a", "c": "y", "v": 2},
        {"k": "b", "c": "y", "v": 1},
        {"k": "a", "c": "x", "v": -3},
        {"k": "c", "c": "w", "v": None},
    ]
    before = copy.deepcopy(records)
    table = pivot_table(records, "k", "c", "v", margins=True)
    assert table == [
        ["k", "x", "y", "Total"],
        ["a", -3, 2, -1],
        ["b", None, 1.5, 1.5],
        ["Total", -3, 3.5, 0.5],
    ]
    assert [type(x) for x in table[1]] == [str, int, int, int]
    assert type(table) is list
    assert all(type(line) is list for line in table)
    assert records == before


def test_row_and_column_keys_sorted_as_strings():
    records = [
        {"r": "b", "c": "z", "v": 1},
        {"r": "a", "c": "Y", "v": 2},
        {"r": "B", "c": "z", "v": 3},
        {"r": "b", "c": "m", "v": 4},
    ]
    assert pivot_table(records, "r", "c", "v", agg="max") == [
        ["r", "Y", "m", "z"],
        ["B", None, None, 3],
        ["a", 2, None, None],
        ["b", None, 4, 1],
    ]
