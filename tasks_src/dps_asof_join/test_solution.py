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
    events = [{"t": 2.5, "kind": "x"}, {"t": 0.5, "kind": "y"}, {"t": 7, "kind": "z"}, {"t": 1.5, "kind": "w"}]
    rates = [{"t": 1, "rate": 1.1, "src": "ecb"}, {"t": 2.5, "rate": 1.3}, {"t": 2, "rate": 1.2}]
    assert asof_join(events, rates, "t") == [
        {"t": 2.5, "kind": "x", "rate": 1.3},
        {"t": 0.5, "kind": "y", "rate": None, "src": None},
        {"t": 7, "kind": "z", "rate": 1.3},
        {"t": 1.5, "kind": "w", "rate": 1.1, "src": "ecb"},
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
    assert bids(asof_join(TRADES, QUOTES, "time", by="sym", tolerance=5)) == [None, 9, 11, 50, 52, None]


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
    grouped = [{"time": 1, "sym": "A", "bid": 5}, {"time": 1, "sym": "B", "ask": 6, "venue": "X"}]
    assert asof_join([{"time": 2, "sym": "A"}, {"time": 2, "sym": "C"}], grouped, "time", by="sym") == [
        {"time": 2, "sym": "A", "bid": 5},
        {"time": 2, "sym": "C", "bid": None, "ask": None, "venue": None},
    ]


def test_invalid_tolerance_raises():
    with pytest.raises(ValueError):
        asof_join(TRADES, QUOTES, "time", by="sym", tolerance=-1)
    with pytest.raises(ValueError):
        asof_join([], [], "time", tolerance=-0.5)


def test_missing_on_or_by_field_raises():
    with pytest.raises(ValueError):
        asof_join(TRADES + [{"sym": "A", "qty": 9}], QUOTES, "time", by="sym")
    with pytest.raises(ValueError):
        asof_join([{"sym": "A", "qty": 9}] + TRADES, QUOTES, "time", by="sym")
    with pytest.raises(ValueError):
        asof_join(TRADES, QUOTES + [{"time": 3, "bid": 1}], "time", by="sym")
    with pytest.raises(ValueError):
        asof_join(TRADES + [{"time": 3, "qty": 1}], QUOTES, "time", by="sym")
    with pytest.raises(ValueError):
        asof_join([{"t": 1}], [{"time": 0, "bid": 1}], "t")


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


def test_right_column_clashing_with_a_left_field_raises():
    with pytest.raises(ValueError):
        asof_join([{"t": 5, "q": 0}], [{"t": 1, "q": 1}], "t")
    with pytest.raises(ValueError):
        asof_join([{"t": 5, "k": "a"}, {"t": 6, "k": "b", "bid": 0}], [{"t": 9, "k": "z", "bid": 1}], "t", by="k")


def test_column_clash_with_any_right_record_raises():
    with pytest.raises(ValueError):
        asof_join(TRADES, QUOTES, "time")  # "sym" is then a right column and a left field
    with pytest.raises(ValueError):
        asof_join([{"time": 1, "sym": "A", "bid": 0}], [{"time": 0, "sym": "A"}, {"time": 1, "sym": "B", "bid": 2}],
                  "time", by="sym")
    with pytest.raises(ValueError):
        asof_join([{"time": 0, "sym": "A", "ask": 1}, {"time": 1, "sym": "A"}], [{"time": 5, "sym": "B", "ask": 2}],
                  "time", by="sym")


def test_missing_field_in_any_record_raises():
    with pytest.raises(ValueError):
        asof_join([{"time": 1, "sym": "A"}], [{"sym": "A", "bid": 1}], "time", by="sym")
    with pytest.raises(ValueError):
        asof_join([{"time": 1, "sym": "A"}], [{"time": 0, "sym": "A", "bid": 1}, {"time": 9, "bid": 2}], "time",
                  by="sym")
    with pytest.raises(ValueError):
        asof_join([{"time": 1}, {"time": 2, "sym": "A"}], [], "time", by="sym")
    with pytest.raises(ValueError):
        asof_join([{"time": 1}, {"qty": 2}], [], "time")


def test_tolerance_gap_equal_to_tolerance_is_kept_per_group():
    quotes = [{"time": 3, "sym": "A", "bid": 1}, {"time": 4, "sym": "B", "bid": 2}]
    trades = [
        {"time": 4.5, "sym": "A"},
        {"time": 4.75, "sym": "A"},
        {"time": 5.5, "sym": "B"},
        {"time": 5.75, "sym": "B"},
    ]
    assert bids(asof_join(trades, quotes, "time", by="sym", tolerance=1.5)) == [1, None, 2, None]
    assert bids(asof_join(trades, quotes, "time", by="sym", tolerance=1.75)) == [1, 1, 2, 2]


def test_inputs_keep_their_order_and_contents():
    left = [{"t": 3, "id": 1}, {"t": 1, "id": 2}]
    right = [{"t": 2, "v": "b"}, {"t": 0, "v": "a"}]
    rows = asof_join(left, right, "t")
    assert rows == [{"t": 3, "id": 1, "v": "b"}, {"t": 1, "id": 2, "v": "a"}]
    assert left == [{"t": 3, "id": 1}, {"t": 1, "id": 2}]
    assert right == [{"t": 2, "v": "b"}, {"t": 0, "v": "a"}]
    assert rows[0] is not left[0] and rows[1] is not left[1]


def test_negative_tolerance_raises_even_without_matches():
    with pytest.raises(ValueError):
        asof_join([{"time": 1, "sym": "A"}], [], "time", by="sym", tolerance=-0.001)
    with pytest.raises(ValueError):
        asof_join(TRADES, QUOTES, "time", by="sym", tolerance=-2.5)


def test_equal_times_within_a_group_take_the_last():
    quotes = [
        {"time": 2, "sym": "A", "bid": 1},
        {"time": 2, "sym": "B", "bid": 2},
        {"time": 2, "sym": "A", "bid": 3},
        {"time": 2, "sym": "B", "bid": 4},
        {"time": 2, "sym": "A", "bid": 5},
    ]
    assert bids(asof_join([{"time": 2, "sym": "B"}, {"time": 3, "sym": "A"}], quotes, "time", by="sym")) == [4, 5]


def test_clash_with_a_never_matched_right_record_raises():
    quotes = [{"time": 1, "sym": "A", "bid": 1}, {"time": 50, "sym": "Z", "qty": 0}]
    with pytest.raises(ValueError):
        asof_join(TRADES, quotes, "time", by="sym")
    with pytest.raises(ValueError):
        asof_join([{"time": 0}, {"time": 1}, {"time": 2, "bid": 7}], [{"time": 9, "bid": 1}], "time")
