import copy

import pytest

from solution import plan_route

CITY = [
    ("depot", "a", 4),
    ("depot", "b", 1),
    ("b", "a", 2),
    ("a", "c", 1),
    ("b", "c", 5),
    ("c", "shop", 3),
    ("island", "pier", 2),
]


def test_fastest_route_over_several_roads():
    result = plan_route(CITY, "depot", "shop")
    assert result == (7, ["depot", "b", "a", "c", "shop"])
    assert type(result) is tuple and type(result[1]) is list and type(result[0]) is int
    roads = [("p", "q", 2), ("q", "r", 2), ("p", "q", 7)]
    assert plan_route(roads, "p", "r") == (4, ["p", "q", "r"])


def test_direct_neighbours():
    assert plan_route(CITY, "a", "c") == (1, ["a", "c"])


def test_unreachable_goal_returns_none():
    assert plan_route(CITY, "depot", "pier") is None


def test_roads_are_two_way():
    assert plan_route(CITY, "shop", "depot") == (7, ["shop", "c", "a", "b", "depot"])


def test_equal_time_prefers_fewer_roads_over_name_order():
    roads = [("s", "a", 2), ("a", "t", 2), ("s", "t", 4)]
    assert plan_route(roads, "s", "t") == (4, ["s", "t"])


def test_start_equals_goal():
    assert plan_route(CITY, "c", "c") == (0, ["c"])
    assert plan_route(CITY, "island", "island") == (0, ["island"])


def test_equal_time_and_length_prefers_smaller_place_names():
    roads = [("s", "m", 1), ("m", "t", 1), ("s", "k", 1), ("k", "t", 1)]
    assert plan_route(roads, "s", "t") == (2, ["s", "k", "t"])
    deeper = [("s", "a", 1), ("a", "z", 1), ("z", "t", 1), ("a", "c", 1), ("c", "t", 1)]
    assert plan_route(deeper, "s", "t") == (3, ["s", "a", "c", "t"])
    crossed = [("s", "c", 1), ("c", "a", 1), ("a", "t", 1), ("s", "b", 1), ("b", "z", 1), ("z", "t", 1)]
    assert plan_route(crossed, "s", "t") == (3, ["s", "b", "z", "t"])


def test_parallel_roads_use_the_fastest():
    roads = [("a", "b", 5), ("b", "a", 3), ("a", "b", 9), ("b", "c", 1)]
    assert plan_route(roads, "c", "a") == (4, ["c", "b", "a"])
    assert roads == [("a", "b", 5), ("b", "a", 3), ("a", "b", 9), ("b", "c", 1)]


def test_negative_minutes_raise_value_error():
    with pytest.raises(ValueError):
        plan_route([("a", "b", 1), ("b", "c", -1)], "a", "b")
    with pytest.raises(ValueError):
        plan_route([("a", "b", -2)], "ghost", "b")


def test_unknown_place_raises_key_error():
    with pytest.raises(KeyError) as info:
        plan_route(CITY, "depot", "moon")
    assert info.value.args == ("moon",)
    with pytest.raises(KeyError) as info:
        plan_route(CITY, "mars", "depot")
    assert info.value.args == ("mars",)


def test_tie_break_applies_across_a_larger_map():
    roads = [
        ("hub", "north", 3),
        ("hub", "east", 2),
        ("east", "north", 1),
        ("north", "dock", 4),
        ("east", "dock", 5),
        ("hub", "dock", 8),
        ("hub", "west", 7),
        ("west", "dock", 0),
    ]
    assert plan_route(roads, "hub", "dock") == (7, ["hub", "east", "dock"])
    assert plan_route(roads, "dock", "hub") == (7, ["dock", "east", "hub"])
    roads = [
        ("home", "ash", 2),
        ("ash", "pine", 2),
        ("pine", "work", 2),
        ("home", "oak", 3),
        ("oak", "elm", 1),
        ("elm", "work", 2),
    ]
    assert plan_route(roads, "home", "work") == (6, ["home", "ash", "pine", "work"])
    roads = [("s", "a", 1), ("a", "b", 1), ("b", "t", 1), ("s", "z", 1), ("z", "t", 2)]
    assert plan_route(roads, "s", "t") == (3, ["s", "z", "t"])


def test_zero_minute_roads_still_prefer_fewer_roads():
    roads = [("a", "b", 0), ("b", "c", 0), ("c", "d", 0), ("a", "d", 0), ("d", "e", 1)]
    assert plan_route(roads, "a", "e") == (1, ["a", "d", "e"])


def test_input_not_modified_and_unknown_checked_after_negative():
    roads = [("x", "y", 2), ("y", "z", 2)]
    before = copy.deepcopy(roads)
    assert plan_route(roads, "z", "x") == (4, ["z", "y", "x"])
    assert roads == before
    with pytest.raises(ValueError):
        plan_route([("x", "y", -5)], "x", "nowhere")


def test_fewer_roads_beat_smaller_place_names():
    roads = [("s", "a", 1), ("a", "b", 1), ("b", "t", 1), ("s", "m", 2), ("m", "t", 1)]
    assert plan_route(roads, "s", "t") == (3, ["s", "m", "t"])


def test_fastest_of_parallel_roads_counts_for_the_total():
    assert plan_route([("s", "t", 1), ("s", "t", 5)], "s", "t") == (1, ["s", "t"])
    roads = [("s", "t", 2), ("s", "m", 1), ("m", "t", 2), ("t", "s", 6)]
    assert plan_route(roads, "t", "s") == (2, ["t", "s"])
    assert plan_route([("s", "t", 3), ("t", "s", 0)], "s", "t") == (0, ["s", "t"])


def test_whole_place_lists_compared_not_last_step():
    roads = [("s", "a", 1), ("a", "y", 1), ("y", "t", 1), ("s", "b", 1), ("b", "x", 1), ("x", "t", 1)]
    assert plan_route(roads, "s", "t") == (3, ["s", "a", "y", "t"])


def test_unknown_place_equal_to_goal_raises_key_error():
    with pytest.raises(KeyError) as info:
        plan_route(CITY, "nowhere", "nowhere")
    assert info.value.args == ("nowhere",)


def test_unknown_start_reported_before_unknown_goal():
    with pytest.raises(KeyError) as info:
        plan_route(CITY, "mars", "moon")
    assert info.value.args == ("mars",)
    with pytest.raises(KeyError) as info:
        plan_route([("a", "b", 1)], "z", "z")
    assert info.value.args == ("z",)


def test_unknown_start_equal_to_goal_is_not_a_trivial_route():
    with pytest.raises(KeyError) as info:
        plan_route(CITY, "Depot", "Depot")
    assert info.value.args == ("Depot",)


def test_negative_road_rejected_before_unknown_start():
    with pytest.raises(ValueError):
        plan_route([("p", "q", 3), ("q", "r", -1)], "nowhere", "q")
