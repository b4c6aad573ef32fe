import copy

import pytest

from solution import assign_rooms


def test_lowest_numbered_free_room_not_earliest_released():
    bookings = [(0, 10), (0, 5), (0, 3), (12, 20)]
    assert assign_rooms(bookings) == [1, 2, 3, 1]


def test_non_overlapping_bookings_share_room_one():
    result = assign_rooms([(540, 600), (600, 660), (700, 720)])
    assert result == [1, 1, 1]
    assert type(result) is list
    assert assign_rooms([]) == []


def test_result_follows_input_order():
    bookings = [(300, 400), (100, 200), (150, 350), (210, 260)]
    result = assign_rooms(bookings)
    assert result == [1, 1, 2, 1]
    assert all(type(room) is int for room in result)
    assert bookings == [(300, 400), (100, 200), (150, 350), (210, 260)]


def test_overlapping_bookings_open_new_rooms():
    assert assign_rooms([(0, 100), (10, 20), (15, 30), (25, 40)]) == [1, 2, 3, 2]


def test_room_freed_exactly_at_start_is_reused():
    bookings = [(0, 60), (0, 30), (30, 90), (60, 120)]
    assert assign_rooms(bookings) == [1, 2, 2, 1]


def test_equal_starts_keep_input_order_with_any_ends():
    assert assign_rooms([(0, 10), (0, 5)]) == [1, 2]
    assert assign_rooms([(5, 30), (5, 8), (5, 20), (8, 9)]) == [1, 2, 3, 2]


def test_same_start_taken_in_input_order_not_by_end():
    bookings = [(0, 50), (0, 10), (10, 20), (50, 60)]
    assert assign_rooms(bookings) == [1, 2, 2, 1]


def test_invalid_booking_raises_value_error():
    with pytest.raises(ValueError):
        assign_rooms([(0, 10), (20, 20)])
    with pytest.raises(ValueError):
        assign_rooms([(30, 10)])


def test_released_rooms_reused_lowest_first():
    bookings = [(0, 40), (0, 20), (0, 30), (50, 60), (50, 55), (50, 70)]
    assert assign_rooms(bookings) == [1, 2, 3, 1, 2, 3]
    assert assign_rooms([(50, 60), (0, 40), (50, 55), (0, 20)]) == [1, 1, 2, 2]


def test_input_not_modified():
    bookings = [(300, 400), (100, 200), (150, 350)]
    before = copy.deepcopy(bookings)
    assert assign_rooms(bookings) == [1, 1, 2]
    assert bookings == before


def test_zero_length_booking_rejected_even_last():
    with pytest.raises(ValueError):
        assign_rooms([(0, 10), (5, 15), (40, 40)])


def test_lower_room_released_later_still_preferred():
    bookings = [(0, 30), (5, 10), (40, 50), (45, 60)]
    assert assign_rooms(bookings) == [1, 2, 1, 2]


def test_zero_length_booking_in_the_middle_rejected():
    with pytest.raises(ValueError):
        assign_rooms([(0, 30), (15, 15), (20, 40)])
    with pytest.raises(ValueError):
        assign_rooms([(100, 100)])


def test_empty_day():
    assert assign_rooms([]) == []
