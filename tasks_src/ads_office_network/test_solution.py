import copy

import pytest

from solution import cheapest_links

OFFICES = ["berlin", "paris", "madrid", "rome"]
LINKS = [
    ("berlin", "paris", 5),
    ("paris", "madrid", 3),
    ("berlin", "madrid", 4),
    ("paris", "rome", 6),
    ("madrid", "rome", 6),
    ("berlin", "rome", 9),
]


def test_cheapest_network_total_and_links():
    assert cheapest_links(OFFICES, LINKS) == (
        13,
        [("paris", "madrid", 3), ("berlin", "madrid", 4), ("paris", "rome", 6)],
    )


def test_zero_or_one_office_needs_no_links():
    assert cheapest_links([], []) == (0, [])
    assert cheapest_links(["solo"], [("solo", "solo", 2)]) == (0, [])


def test_equal_costs_taken_in_input_order():
    offices = ["a", "b", "c"]
    links = [("c", "b", 2), ("a", "c", 2), ("b", "a", 2)]
    assert cheapest_links(offices, links) == (4, [("c", "b", 2), ("a", "c", 2)])
    assert offices == ["a", "b", "c"]
    assert links == [("c", "b", 2), ("a", "c", 2), ("b", "a", 2)]


def test_result_types_and_orientation_kept():
    total, chosen = cheapest_links(["x", "y"], [("y", "x", 7)])
    assert (total, chosen) == (7, [("y", "x", 7)])
    assert type(total) is int
    assert type(chosen) is list and type(chosen[0]) is tuple
    assert type(cheapest_links(["x", "y"], [("y", "x", 7)])) is tuple


def test_link_joining_two_groups_is_taken():
    offices = ["a", "b", "c", "d"]
    links = [("c", "b", 3), ("a", "b", 1), ("c", "d", 2)]
    assert cheapest_links(offices, links) == (6, [("a", "b", 1), ("c", "d", 2), ("c", "b", 3)])


def test_two_finished_pairs_joined_by_dearer_link():
    offices = ["n", "s", "e", "w", "c"]
    links = [("n", "s", 1), ("e", "w", 1), ("w", "c", 2), ("s", "e", 4), ("n", "c", 5)]
    assert cheapest_links(offices, links) == (
        8,
        [("n", "s", 1), ("e", "w", 1), ("w", "c", 2), ("s", "e", 4)],
    )


def test_unknown_office_raises_key_error_with_name():
    with pytest.raises(KeyError) as excinfo:
        cheapest_links(["a", "b"], [("a", "b", 1), ("b", "ghost", 2)])
    assert excinfo.value.args == ("ghost",)
    with pytest.raises(KeyError) as excinfo:
        cheapest_links(["a", "b"], [("first", "second", 1)])
    assert excinfo.value.args == ("first",)


def test_office_a_reported_before_office_b():
    with pytest.raises(KeyError) as excinfo:
        cheapest_links(["p", "q"], [("p", "q", 2), ("nowhere", "elsewhere", 1)])
    assert excinfo.value.args == ("nowhere",)
    with pytest.raises(KeyError) as excinfo:
        cheapest_links(["p", "q"], [("q", "lost", 4)])
    assert excinfo.value.args == ("lost",)


def test_link_errors_checked_in_input_order():
    with pytest.raises(ValueError):
        cheapest_links(["a", "b"], [("a", "b", -3), ("a", "ghost", 1)])
    with pytest.raises(KeyError):
        cheapest_links(["a", "b"], [("a", "ghost", 1), ("a", "b", -3)])
    with pytest.raises(KeyError):
        cheapest_links(["a"], [("a", "b", 1), ("c", "c", 1)])
    with pytest.raises(KeyError) as excinfo:
        cheapest_links(["a"], [("left", "right", -1)])
    assert excinfo.value.args == ("left",)


def test_negative_cost_found_before_later_unknown_office():
    with pytest.raises(ValueError):
        cheapest_links(["p", "q", "r"], [("p", "q", 1), ("q", "r", -2), ("r", "zz", 5)])


def test_chosen_listed_in_order_taken_not_input_order():
    offices = ["hq", "lab", "depot", "annex"]
    links = [("hq", "lab", 8), ("lab", "depot", 2), ("hq", "depot", 10), ("annex", "hq", 0)]
    assert cheapest_links(offices, links) == (
        10,
        [("annex", "hq", 0), ("lab", "depot", 2), ("hq", "lab", 8)],
    )


def test_negative_cost_rejected_zero_allowed():
    with pytest.raises(ValueError):
        cheapest_links(["a", "b"], [("a", "b", -1)])
    assert cheapest_links(["a", "b"], [("a", "b", 0)]) == (0, [("a", "b", 0)])


def test_self_loops_and_repeated_pairs():
    offices = ["a", "b", "c"]
    links = [("a", "a", 0), ("a", "b", 5), ("b", "a", 1), ("b", "b", 1), ("b", "c", 2), ("a", "b", 1)]
    assert cheapest_links(offices, links) == (3, [("b", "a", 1), ("b", "c", 2)])
    assert cheapest_links(["only"], [("only", "only", 0), ("only", "only", 4)]) == (0, [])


def test_disconnected_offices_raise_value_error():
    with pytest.raises(ValueError):
        cheapest_links(["a", "b", "c", "d"], [("a", "b", 1), ("c", "d", 1)])


def test_office_without_links_makes_network_impossible():
    with pytest.raises(ValueError):
        cheapest_links(["a", "b", "island"], [("a", "b", 1), ("b", "a", 2)])
    with pytest.raises(ValueError):
        cheapest_links(["a", "b"], [])


def test_inputs_not_modified():
    offices = ["a", "b", "c"]
    links = [("a", "b", 3), ("b", "c", 1), ("a", "c", 2)]
    before = (list(offices), copy.deepcopy(links))
    assert cheapest_links(offices, links) == (3, [("b", "c", 1), ("a", "c", 2)])
    assert (offices, links) == before


def test_negative_cost_link_reported_before_a_later_unknown_office_b():
    with pytest.raises(ValueError):
        cheapest_links(["a", "b"], [("a", "b", -1), ("b", "c", 3)])
