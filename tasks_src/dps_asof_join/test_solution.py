import copy

import pytest

from solution import asof_join

QUOTES = [
    {"time": 5, "sym": "A", "bid": 10},
    {"time": 1, "sym": "A", "bid": 9},
    {"time": 3, "sym": "B", "bid": 50},
    {"time": 5, "sym": "A", "bid": 11},
    {"time": 9, "sym": "B", "bid": 52},
]
TRADES = [
    {"time": 0, "sym": "A", "qty": 1},
    {"time": 4, "sym": "A", "qty": 2},
    {"time": 5, "sym": "A", "qty": 3},
    {"time": 8, "sym": "B", "qty": 4},
    {"time": 9, "sym": "B", "qty": 5},
    {"time": 7, "sym": "C", "qty": 6},
]


def bids(rows):
    return [row["bid"] for row in rows]


def test_latest_prior_quote_per_group():
    assert asof_join(TRADES, QUOTES, "time", by="sym") == [
        {"time": 0, "sym": "A", "qty": 1, "bid": None},
        {"time": 4, "sym": "A", "qty": 2, "bid": 9},
        {"time": 5, "sym": "A", "qty": 3, "bid": 11},
        {"time": 8, "sym": "B", "qty": 4, "bid": 50},
        {"time": 9, "sym": "B", "qty": 5, "bid": 52},
        {"time": 7, "sym": "C", "qty": 6, "bid": None},
    ]


def test_without_grouping_any_right_record_counts():
    events = [{"t": 2.5, "kind": "x"}, {"t": 0.5, "kind": "y"}, {"t": 7, "kind": "z"}]
    rates = [{"t": 1, "rate": 1.1}, {"t": 2.5, "rate": 1.3}, {"t": 2, "rate": 1.2}]
    assert asof_join(events, rates, "t") == [
        {"t": 2.5, "kind": "x", "rate": 1.3},
        {"t": 0.5, "kind": "y", "rate": None},
        {"t": 7, "kind": "z", "rate": 1.3},
    ]


def test_equal_times_take_the_last_right_record():
    quotes = [
        {"time": 2, "bid": 1},
        {"time": 4, "bid": 2},
        {"time": 4, "bid": 3},
        {"time": 1, "bid": 0},
        {"time": 4, "bid": 4},
        {"time": 6, "bid": 5},
    ]
    assert bids(asof_join([{"time": 4}, {"time": 5}, {"time": 3}], quotes, "time")) == [4, 4, 1]


def test_tolerance_is_inclusive():
    assert bids(asof_join(TRADES, QUOTES, "time", by="sym", tolerance=2)) == [None, None, 11, None, 52, None]
    assert bids(asof_join(TRADES, QUOTES, "time", by="sym", tolerance=3)) == [None, 9, 11, None, 52, None]
    assert bids(asof_join(TRADES, QUOTES, "time", by="sym", tolerance=0)) == [None, None, 11, None, 52, None]


def test_later_right_records_are_never_used():
    quotes = [{"time": 10, "bid": 1}, {"time": 20, "bid": 2}]
    assert bids(asof_join([{"time": 9}, {"time": 19}, {"time": 20}, {"time": 25}], quotes, "time")) == [
        None, 1, 2, 2,
    ]
    assert bids(asof_join([{"time": 9.999}, {"time": 10.0}], quotes, "time", tolerance=0.5)) == [None, 1]
    assert bids(asof_join([{"time": 20.5}, {"time": 20.75}], quotes, "time", tolerance=0.5)) == [2, None]
    assert bids(asof_join([{"time": 20}, {"time": 21}], quotes, "time", tolerance=0)) == [2, None]


def test_empty_inputs():
    assert asof_join([], QUOTES, "time", by="sym") == []
    assert asof_join(TRADES[:2], [], "time", by="sym") == [
        {"time": 0, "sym": "A", "qty": 1},
        {"time": 4, "sym": "A", "qty": 2},
    ]


def test_matched_row_keeps_only_the_right_record_fields():
    quotes = [{"time": 1, "bid": 5}, {"time": 2, "ask": 7}]
    assert asof_join([{"time": 1, "id": "a"}, {"time": 3, "id": "b"}, {"time": 0, "id": "c"}], quotes, "time") == [
        {"time": 1, "id": "a", "bid": 5},
        {"time": 3, "id": "b", "ask": 7},
        {"time": 0, "id": "c", "bid": None, "ask": None},
    ]


def test_invalid_tolerance_raises():
    with pytest.raises(ValueError):
        asof_join(TRADES, QUOTES, "time", by="sym", tolerance=-1)
    with pytest.raises(ValueError):
        asof_join(TRADES, QUOTES, "time", tolerance=-0.5)


def test_missing_fields_and_column_clash_raise():
    with pytest.raises(ValueError):
        asof_join(TRADES + [{"sym": "A", "qty": 9}], QUOTES, "time", by="sym")
    with pytest.raises(ValueError):
        asof_join(TRADES, QUOTES + [{"time": 3, "bid": 1}], "time", by="sym")
    with pytest.raises(ValueError):
        asof_join(TRADES + [{"time": 3, "qty": 1}], QUOTES, "time", by="sym")
    with pytest.raises(ValueError):
        asof_join(TRADES, QUOTES, "time")  # "sym" is then a right column and a left field
    with pytest.raises(ValueError):
        asof_join([{"time": 1, "sym": "A", "bid": 0}], [{"time": 0, "sym": "A"}, {"time": 1, "sym": "B", "bid": 2}],
                  "time", by="sym")
    with pytest.raises(ValueError):
        asof_join(TRADES, QUOTES, "time", by="sym", tolerance=-0.001)


def test_group_value_must_match_exactly():
    quotes = [{"time": 1, "sym": "a", "bid": 1}, {"time": 2, "sym": "A", "bid": 2}]
    assert bids(asof_join([{"time": 3, "sym": "a"}, {"time": 3, "sym": "A"}], quotes, "time", by="sym")) == [1, 2]


def test_result_is_new_and_inputs_unchanged():
    trades = copy.deepcopy(TRADES)
    quotes = copy.deepcopy(QUOTES)
    rows = asof_join(trades, quotes, "time", by="sym")
    assert type(rows) is list
    assert all(type(row) is dict for row in rows)
    rows[1]["qty"] = 99
    rows[1]["bid"] = 99
    assert trades == TRADES
    assert quotes == QUOTES
    assert quotes[1] == {"time": 1, "sym": "A", "bid": 9}
