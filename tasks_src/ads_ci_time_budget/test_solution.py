import copy

import pytest

from solution import pick_suites


def assert_selection(result, suites, budget, best_value):
    value, names = result
    assert type(result) is tuple and type(names) is list
    assert value == best_value and type(value) is int
    assert names == sorted(set(names))
    assert all(name in suites for name in names)
    assert sum(suites[name][0] for name in names) <= budget
    assert sum(suites[name][1] for name in names) == best_value


def test_best_selection_uses_whole_budget():
    suites = {"unit": (30, 5), "api": (60, 8), "ui": (120, 10), "smoke": (10, 3), "perf": (90, 7)}
    assert pick_suites(suites, 100) == (16, ["api", "smoke", "unit"])


def test_no_suites():
    assert pick_suites({}, 50) == (0, [])
    assert pick_suites({}, 0) == (0, [])


def test_greedy_choices_are_not_enough():
    ratio_trap = {"a": (10, 11), "b": (20, 20), "c": (20, 20)}
    assert pick_suites(ratio_trap, 40) == (40, ["b", "c"])
    value_trap = {"big": (50, 50), "x": (25, 30), "y": (25, 30)}
    assert pick_suites(value_trap, 50) == (60, ["x", "y"])


def test_value_per_second_greedy_is_not_enough():
    suites = {"a": (6, 30), "b": (5, 24), "c": (5, 24)}
    assert pick_suites(suites, 10) == (48, ["b", "c"])


def test_each_suite_runs_at_most_once():
    assert pick_suites({"quick": (10, 4), "slow": (35, 10)}, 40) == (10, ["slow"])


def test_exact_fit_is_allowed():
    assert pick_suites({"e2e": (45, 9), "unit": (15, 2)}, 60) == (11, ["e2e", "unit"])
    assert pick_suites({"e2e": (45, 9), "unit": (15, 2)}, 59) == (9, ["e2e"])


def test_negative_inputs_raise_value_error():
    with pytest.raises(ValueError):
        pick_suites({"a": (1, 1)}, -1)
    with pytest.raises(ValueError):
        pick_suites({"a": (1, 1), "b": (-5, 3)}, 10)
    with pytest.raises(ValueError):
        pick_suites({"a": (1, -1)}, 10)


def test_negative_runtime_or_value_raises_value_error():
    with pytest.raises(ValueError):
        pick_suites({"x": (-1, 0)}, 5)
    with pytest.raises(ValueError):
        pick_suites({"ok": (2, 2), "bad": (3, -2)}, 0)
    with pytest.raises(ValueError):
        pick_suites({}, -3)


def test_any_optimal_selection_accepted_among_equals():
    suites = {"b": (10, 5), "a": (10, 5), "c": (15, 4)}
    result = pick_suites(suites, 10)
    assert_selection(result, suites, 10, 5)
    assert len(result[1]) == 1


def test_zero_runtime_suite_always_fits():
    assert pick_suites({"lint": (0, 2), "unit": (50, 9)}, 10) == (2, ["lint"])
    assert pick_suites({"lint": (0, 2), "unit": (50, 9)}, 0) == (2, ["lint"])


def test_zero_runtime_and_zero_value_are_allowed():
    assert pick_suites({"a": (0, 3)}, 0) == (3, ["a"])
    suites = {"z": (0, 0), "b": (4, 2)}
    assert_selection(pick_suites(suites, 4), suites, 4, 2)


def test_result_is_tuple_of_int_and_sorted_list():
    suites = {"zeta": (5, 1), "alpha": (5, 1), "mid": (5, 1)}
    result = pick_suites(suites, 15)
    assert result == (3, ["alpha", "mid", "zeta"])
    assert type(result) is tuple and type(result[1]) is list


def test_needs_full_search_over_combinations():
    suites = {"A": (12, 7), "B": (7, 4), "C": (11, 5), "D": (8, 5), "E": (9, 6)}
    assert pick_suites(suites, 26) == (15, ["B", "D", "E"])
    assert pick_suites(suites, 21) == (13, ["A", "E"])


def test_nothing_fits():
    assert pick_suites({"huge": (500, 9), "large": (301, 4)}, 300) == (0, [])


def test_names_sorted_not_in_input_order():
    suites = {"zz": (2, 3), "mm": (2, 3), "aa": (2, 3), "big": (7, 5)}
    assert pick_suites(suites, 6) == (9, ["aa", "mm", "zz"])


def test_input_not_modified():
    suites = {"a": (3, 4), "b": (4, 5)}
    before = copy.deepcopy(suites)
    assert pick_suites(suites, 7) == (9, ["a", "b"])
    assert suites == before


def test_zero_value_suites_never_beat_real_value():
    suites = {"noop": (1, 0), "docs": (0, 0), "core": (9, 3), "misc": (2, 1)}
    assert_selection(pick_suites(suites, 10), suites, 10, 3)
    assert_selection(pick_suites(suites, 11), suites, 11, 4)
    assert_selection(pick_suites(suites, 0), suites, 0, 0)


def test_single_suite_not_repeated_to_fill_budget():
    assert pick_suites({"a": (1, 5)}, 3) == (5, ["a"])


def test_input_dict_unchanged_after_search():
    suites = {"c": (4, 4), "a": (3, 5), "b": (5, 6)}
    assert pick_suites(suites, 8) == (11, ["a", "b"])
    assert suites == {"c": (4, 4), "a": (3, 5), "b": (5, 6)}
    assert list(suites) == ["c", "a", "b"]


def test_either_of_two_equal_selections_accepted():
    suites = {"x": (3, 4), "y": (3, 4), "w": (2, 1)}
    result = pick_suites(suites, 5)
    assert_selection(result, suites, 5, 5)
    assert "w" in result[1] and len(result[1]) == 2
