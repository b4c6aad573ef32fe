import pytest

from solution import overcommitted


def test_single_overlap_window():
    reservations = [(20, 40, 2), (10, 30, 3)]
    result = overcommitted(reservations, 4)
    assert result == [(20, 30, 5)]
    assert type(result) is list and type(result[0]) is tuple
    assert all(type(value) is int for value in result[0])
    assert reservations == [(20, 40, 2), (10, 30, 3)]


def test_no_reservations_or_no_overload():
    assert overcommitted([], 0) == []
    assert overcommitted([(0, 5, 2), (3, 9, 2)], 4) == []
    assert overcommitted([(5, 9, 3), (0, 5, 3)], 4) == []


def test_touching_reservations_do_not_overlap():
    reservations = [(0, 10, 3), (10, 20, 3), (20, 30, 3)]
    assert overcommitted(reservations, 3) == []
    assert overcommitted(reservations, 5) == []
    assert overcommitted([(0, 10, 3), (10, 20, 3), (5, 15, 1)], 3) == [(5, 15, 4)]


def test_load_equal_to_capacity_is_not_overcommitted():
    reservations = [(0, 10, 2), (5, 15, 2)]
    assert overcommitted(reservations, 4) == []
    assert overcommitted(reservations, 3) == [(5, 10, 4)]


def test_touching_stretches_merge_into_one_window():
    reservations = [(0, 10, 5), (10, 20, 6)]
    assert overcommitted(reservations, 4) == [(0, 20, 6)]
    assert overcommitted([(10, 20, 5), (0, 10, 5), (20, 25, 7)], 4) == [(0, 25, 7)]


def test_unsorted_input_and_several_windows_sorted():
    reservations = [(50, 60, 4), (0, 10, 2), (5, 8, 3), (55, 70, 1)]
    assert overcommitted(reservations, 4) == [(5, 8, 5), (55, 60, 5)]


def test_peak_is_highest_load_in_window():
    reservations = [(0, 100, 3), (10, 90, 2), (40, 50, 4), (60, 70, 1)]
    assert overcommitted(reservations, 4) == [(10, 90, 9)]
    assert overcommitted(reservations, 5) == [(40, 50, 9), (60, 70, 6)]


def test_zero_capacity_every_reservation_counts():
    reservations = [(3, 4, 1), (4, 6, 2), (8, 9, 1)]
    assert overcommitted(reservations, 0) == [(3, 6, 2), (8, 9, 1)]


def test_window_ends_when_load_drops_to_capacity():
    reservations = [(0, 20, 3), (5, 12, 2), (12, 15, 1), (15, 18, 2)]
    assert overcommitted(reservations, 4) == [(5, 12, 5), (15, 18, 5)]
    assert overcommitted(reservations, 3) == [(5, 18, 5)]


def test_identical_reservations_and_input_unchanged():
    reservations = [(2, 3, 1), (1, 4, 2), (1, 4, 2)]
    assert overcommitted(reservations, 2) == [(1, 4, 5)]
    assert reservations == [(2, 3, 1), (1, 4, 2), (1, 4, 2)]


def test_simultaneous_end_and_start_changes_are_combined():
    reservations = [(0, 10, 6), (10, 20, 2), (10, 15, 3), (5, 10, 1)]
    assert overcommitted(reservations, 5) == [(0, 10, 7)]
    assert overcommitted(reservations, 4) == [(0, 15, 7)]
    assert reservations == [(0, 10, 6), (10, 20, 2), (10, 15, 3), (5, 10, 1)]


def test_invalid_input_raises_value_error():
    with pytest.raises(ValueError):
        overcommitted([(0, 5, 1)], -1)
    with pytest.raises(ValueError):
        overcommitted([(5, 5, 1)], 0)
    with pytest.raises(ValueError):
        overcommitted([(0, 5, 0)], 1)


def test_more_invalid_reservations():
    with pytest.raises(ValueError):
        overcommitted([(0, 5, 1), (7, 6, 1)], 3)
    with pytest.raises(ValueError):
        overcommitted([(0, 5, 0)], 3)
    with pytest.raises(ValueError):
        overcommitted([(0, 5, -2)], 3)
    with pytest.raises(ValueError):
        overcommitted([(4, 9, 1), (5, 5, 1)], 3)
    assert overcommitted([(0, 1, 1)], 0) == [(0, 1, 1)]


def test_reversed_reservation_among_valid_ones_raises_value_error():
    with pytest.raises(ValueError):
        overcommitted([(0, 10, 3), (9, 4, 2)], 1)


def test_zero_unit_reservation_among_valid_ones_raises_value_error():
    with pytest.raises(ValueError):
        overcommitted([(0, 10, 3), (2, 8, 0), (5, 9, 4)], 2)
    with pytest.raises(ValueError):
        overcommitted([(1, 2, 0)], 0)
