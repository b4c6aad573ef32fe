import pytest

from solution import cheapest_bundles


def test_full_tie_prefers_more_of_the_largest_size():
    assert cheapest_bundles({1: 1, 2: 2, 3: 3}, 4) == {3: 1, 1: 1}


def test_need_zero_gives_empty_purchase():
    assert cheapest_bundles({2: 10}, 0) == {}
    assert cheapest_bundles({}, 0) == {}


def test_overbuying_can_be_cheaper():
    result = cheapest_bundles({1: 30, 5: 100}, 4)
    assert result == {5: 1}
    assert type(result) is dict


def test_fewer_units_beats_fewer_bundles_at_equal_price():
    assert cheapest_bundles({5: 10, 2: 5}, 4) == {2: 2}
    assert cheapest_bundles({10: 30, 3: 10}, 9) == {3: 3}


def test_equal_price_prefers_fewer_units_over_fewer_bundles():
    assert cheapest_bundles({1: 20, 7: 60}, 3) == {1: 3}
    assert cheapest_bundles({6: 60, 5: 60}, 5) == {5: 1}


def test_equal_price_and_units_prefers_fewer_bundles():
    assert cheapest_bundles({1: 10, 2: 20, 4: 40}, 4) == {4: 1}
    assert cheapest_bundles({1: 10, 2: 20, 4: 40}, 7) == {4: 1, 2: 1, 1: 1}


def test_invalid_size_or_price_raises_value_error():
    with pytest.raises(ValueError):
        cheapest_bundles({0: 10, 2: 10}, 3)
    with pytest.raises(ValueError):
        cheapest_bundles({2: 0}, 3)
    with pytest.raises(ValueError):
        cheapest_bundles({2: 10, -4: 5}, 0)
    assert cheapest_bundles({1: 1}, 2) == {1: 2}


def test_full_tie_prefers_larger_sizes():
    assert cheapest_bundles({1: 10, 2: 20, 3: 30, 4: 40}, 6) == {4: 1, 2: 1}
    assert cheapest_bundles({1: 10, 2: 20, 3: 30, 4: 40}, 5) == {4: 1, 1: 1}


def test_fewer_units_before_fewer_bundles_with_three_sizes():
    assert cheapest_bundles({9: 40, 4: 20, 2: 10}, 7) == {4: 2}


def test_size_and_price_checked_even_when_nothing_needed():
    with pytest.raises(ValueError):
        cheapest_bundles({0: 5}, 0)
    with pytest.raises(ValueError):
        cheapest_bundles({3: 0}, 0)


def test_need_bounds_and_nothing_to_buy():
    assert cheapest_bundles({3: 10}, 0) == {}
    assert cheapest_bundles({}, 0) == {}
    with pytest.raises(ValueError):
        cheapest_bundles({2: 10}, -1)
    with pytest.raises(ValueError):
        cheapest_bundles({}, 5)
    with pytest.raises(ValueError):
        cheapest_bundles({}, 1)


def test_input_not_modified():
    bundles = {8: 90, 3: 40, 1: 15}
    before = dict(bundles)
    assert cheapest_bundles(bundles, 10) == {8: 1, 1: 2}
    assert bundles == before


def test_full_tie_compares_counts_from_the_largest_size_down():
    assert cheapest_bundles({9: 90, 5: 50, 4: 40, 3: 30, 2: 20}, 16) == {9: 1, 5: 1, 2: 1}
    assert cheapest_bundles({1: 10, 2: 20, 5: 50, 7: 70}, 11) == {7: 1, 2: 2}


def test_single_unit_need_and_large_bundle_only():
    assert cheapest_bundles({50: 999}, 1) == {50: 1}
    assert cheapest_bundles({50: 999, 1: 1000}, 1) == {50: 1}


def test_bad_price_with_zero_need_raises_value_error():
    with pytest.raises(ValueError):
        cheapest_bundles({4: 10, 2: -1}, 0)
    with pytest.raises(ValueError):
        cheapest_bundles({1: 5, 0: 5}, 0)


def test_exact_cover_with_one_size():
    assert cheapest_bundles({3: 50}, 9) == {3: 3}
    assert cheapest_bundles({3: 50}, 10) == {3: 4}


def test_large_overbuy_can_be_cheapest():
    assert cheapest_bundles({10: 1, 1: 100}, 1) == {10: 1}
    assert cheapest_bundles({10: 5, 3: 4}, 4) == {10: 1}


def test_cheaper_than_greedy_by_largest_bundle():
    assert cheapest_bundles({4: 100, 10: 220}, 12) == {4: 3}


def test_result_is_new_dict_of_int_counts_and_input_kept():
    bundles = {6: 50, 4: 35, 1: 10}
    result = cheapest_bundles(bundles, 9)
    assert result == {4: 2, 1: 1}
    assert type(result) is dict
    assert all(type(count) is int for count in result.values())
    assert bundles == {6: 50, 4: 35, 1: 10}
    result[6] = 7
    assert bundles == {6: 50, 4: 35, 1: 10}


def test_mixed_bundles_beat_single_size():
    assert cheapest_bundles({7: 100, 3: 45}, 20) == {7: 2, 3: 2}
