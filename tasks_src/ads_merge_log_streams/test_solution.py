import copy

import pytest

from solution import merge_streams


def test_equal_timestamps_follow_stream_order_not_message():
    web = [(100, "web: zebra"), (200, "web: b")]
    db = [(100, "db: apple"), (150, "db: c")]
    assert merge_streams([web, db]) == [
        (100, "web: zebra"),
        (100, "db: apple"),
        (150, "db: c"),
        (200, "web: b"),
    ]


def test_two_streams_interleaved():
    a = [(1, "a1"), (4, "a4"), (9, "a9")]
    b = [(2, "b2"), (3, "b3"), (10, "b10")]
    result = merge_streams([a, b])
    assert result == [(1, "a1"), (2, "b2"), (3, "b3"), (4, "a4"), (9, "a9"), (10, "b10")]
    assert type(result) is list


def test_same_stream_keeps_order_of_equal_timestamps():
    s = [(5, "z first"), (5, "a second"), (5, "m third")]
    other = [(5, "0 other"), (6, "late")]
    assert merge_streams([other, s]) == [
        (5, "0 other"),
        (5, "z first"),
        (5, "a second"),
        (5, "m third"),
        (6, "late"),
    ]


def test_empty_inputs():
    assert merge_streams([]) == []
    assert merge_streams([[], []]) == []


def test_three_streams_tie_uses_stream_index():
    s0 = [(7, "c")]
    s1 = [(3, "x"), (7, "b")]
    s2 = [(7, "a"), (8, "a")]
    assert merge_streams([s0, s1, s2]) == [(3, "x"), (7, "c"), (7, "b"), (7, "a"), (8, "a")]


def test_single_stream_and_empty_stream():
    s = [(1, "one"), (1, "one again"), (2, "two")]
    assert merge_streams([[], s, []]) == [(1, "one"), (1, "one again"), (2, "two")]


def test_out_of_order_stream_raises_value_error():
    good = [(1, "a"), (2, "b")]
    bad = [(5, "x"), (7, "y"), (6, "z"), (8, "w")]
    with pytest.raises(ValueError):
        merge_streams([good, bad])


def test_out_of_order_first_pair_raises_value_error():
    with pytest.raises(ValueError):
        merge_streams([[(2, "b"), (1, "a")]])


def test_inputs_not_modified_and_result_is_new_list():
    a = [(3, "a3"), (3, "a3 again")]
    b = [(1, "b1"), (4, "b4")]
    streams = [a, b]
    before = copy.deepcopy(streams)
    result = merge_streams(streams)
    assert result == [(1, "b1"), (3, "a3"), (3, "a3 again"), (4, "b4")]
    assert streams == before
    assert result is not a and result is not b


def test_repeated_timestamps_are_valid_not_an_error():
    a = [(1, "a"), (1, "a"), (1, "b")]
    b = [(0, "start"), (1, "b")]
    assert merge_streams([a, b]) == [(0, "start"), (1, "a"), (1, "a"), (1, "b"), (1, "b")]
