import copy

import pytest

from solution import merge_streams


class Uncomparable(str):
    """A message that fails loudly if it is ever ordered against another."""

    def __lt__(self, other):
        raise AssertionError("messages must not be compared")

    __le__ = __gt__ = __ge__ = __lt__


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


def test_equal_timestamps_not_ordered_by_message():
    assert merge_streams([[(1, "b")], [(1, "a")]]) == [(1, "b"), (1, "a")]
    streams = [[(4, "zz"), (6, "a")], [(4, "aa"), (5, "m")]]
    assert merge_streams(streams) == [(4, "zz"), (4, "aa"), (5, "m"), (6, "a")]


def test_three_streams_tie_uses_stream_index():
    s0 = [(7, "c")]
    s1 = [(3, "x"), (7, "b")]
    s2 = [(7, "a"), (8, "a")]
    assert merge_streams([s0, s1, s2]) == [(3, "x"), (7, "c"), (7, "b"), (7, "a"), (8, "a")]


def test_empty_inputs():
    assert merge_streams([]) == []
    assert merge_streams([[], []]) == []


def test_messages_never_compared():
    a = [(1, Uncomparable("x")), (3, Uncomparable("y"))]
    b = [(1, Uncomparable("w")), (3, Uncomparable("v")), (3, Uncomparable("u"))]
    result = merge_streams([a, b])
    assert [entry[1] for entry in result] == ["x", "w", "y", "v", "u"]


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


def test_caller_lists_untouched():
    s0 = [(1, "a")]
    s1 = [(2, "b"), (2, "c")]
    streams = [s0, s1]
    result = merge_streams(streams)
    assert result == [(1, "a"), (2, "b"), (2, "c")]
    assert s0 == [(1, "a")]
    assert s1 == [(2, "b"), (2, "c")]
    assert streams == [[(1, "a")], [(2, "b"), (2, "c")]]
    assert streams[0] is s0 and streams[1] is s1


def test_drop_after_a_run_of_equal_timestamps_raises_value_error():
    with pytest.raises(ValueError):
        merge_streams([[(1, "a"), (3, "b"), (3, "c"), (2, "d")]])
    with pytest.raises(ValueError):
        merge_streams([[], [(0, "x")], [(4, "p"), (9, "q"), (8, "r")]])


def test_result_holds_the_same_tuple_objects():
    first = (10, "boot")
    second = (10, "ready")
    third = (12, "serving")
    result = merge_streams([[second, third], [first]])
    assert result == [(10, "ready"), (10, "boot"), (12, "serving")]
    assert result[0] is second and result[1] is first and result[2] is third


def test_first_stream_list_is_not_used_as_the_result():
    s0 = [(2, "x"), (5, "y")]
    s1 = [(1, "a")]
    s2 = [(3, "b")]
    assert merge_streams([s0, s1, s2]) == [(1, "a"), (2, "x"), (3, "b"), (5, "y")]
    assert s0 == [(2, "x"), (5, "y")]
    assert s1 == [(1, "a")] and s2 == [(3, "b")]
    empty_first = []
    assert merge_streams([empty_first, [(4, "c")]]) == [(4, "c")]
    assert empty_first == []


def test_repeated_timestamps_are_valid_not_an_error():
    a = [(1, "a"), (1, "a"), (1, "b")]
    b = [(0, "start"), (1, "b")]
    assert merge_streams([a, b]) == [(0, "start"), (1, "a"), (1, "a"), (1, "b"), (1, "b")]


def test_only_empty_streams_give_new_empty_list():
    result = merge_streams([[]])
    assert result == []
    assert type(result) is list
    assert merge_streams([[], [], []]) == []
