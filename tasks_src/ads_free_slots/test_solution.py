import copy

import pytest

from solution import free_slots

DAY = (540, 1020)  # 09:00 to 17:00


def test_single_person_gaps_sorted():
    busy = [[(700, 760), (600, 630)]]
    assert free_slots(busy, DAY, 1) == [(540, 600), (630, 700), (760, 1020)]


def test_no_busy_intervals_whole_day_free():
    result = free_slots([], DAY, 30)
    assert result == [(540, 1020)]
    assert type(result) is list and type(result[0]) is tuple


def test_nested_and_unsorted_across_people():
    busy = [[(300, 400), (100, 500)], [(50, 60)]]
    assert free_slots(busy, (0, 600), 1) == [(0, 50), (60, 100), (500, 600)]


def test_one_persons_intervals_in_any_order():
    assert free_slots([[(50, 60), (10, 20)]], (0, 100), 1) == [(0, 10), (20, 50), (60, 100)]


def test_intervals_clipped_to_window():
    busy = [[(400, 600)], [(1000, 1200)]]
    assert free_slots(busy, DAY, 1) == [(600, 1000)]
    assert free_slots([[(600, 700), (1100, 1200)], [(100, 200)]], DAY, 1) == [(540, 600), (700, 1020)]


def test_touching_intervals_leave_no_gap():
    busy = [[(600, 660)], [(660, 720)]]
    assert free_slots(busy, DAY, 1) == [(540, 600), (720, 1020)]


def test_interval_inside_another_does_not_reopen_gap():
    busy = [[(600, 900)], [(650, 700)]]
    assert free_slots(busy, DAY, 1) == [(540, 600), (900, 1020)]


def test_nested_interval_of_the_same_person():
    assert free_slots([[(0, 100), (10, 20)]], (0, 200), 1) == [(100, 200)]


def test_gap_of_exactly_min_length_counts():
    busy = [[(540, 990)]]
    assert free_slots(busy, DAY, 30) == [(990, 1020)]
    assert free_slots(busy, DAY, 31) == []
    assert free_slots([[(540, 600), (630, 1020)]], DAY, 30) == [(600, 630)]


def test_min_length_is_inclusive():
    busy = [[(570, 600), (630, 1020)]]
    assert free_slots(busy, DAY, 30) == [(540, 570), (600, 630)]
    assert free_slots(busy, DAY, 31) == []


def test_invalid_inputs_raise_value_error():
    with pytest.raises(ValueError):
        free_slots([], (600, 600), 1)
    with pytest.raises(ValueError):
        free_slots([], DAY, 0)
    with pytest.raises(ValueError):
        free_slots([[(700, 700)]], DAY, 1)


def test_empty_or_reversed_busy_interval_raises_value_error():
    with pytest.raises(ValueError):
        free_slots([[(5, 5)]], (0, 10), 1)
    with pytest.raises(ValueError):
        free_slots([[(1, 2)], [(800, 700)]], DAY, 1)
    with pytest.raises(ValueError):
        free_slots([[(1200, 1100)]], DAY, 1)


def test_people_with_empty_lists_leave_whole_window():
    result = free_slots([[], []], (0, 45), 45)
    assert result == [(0, 45)]
    assert type(result[0]) is tuple


def test_person_without_intervals():
    assert free_slots([[], [(540, 1020)]], DAY, 1) == []


def test_busy_lists_keep_their_order_and_contents():
    busy = [[(900, 950), (100, 200), (700, 760)], [(1000, 1300)]]
    first = busy[0]
    assert free_slots(busy, DAY, 5) == [(540, 700), (760, 900), (950, 1000)]
    assert busy == [[(900, 950), (100, 200), (700, 760)], [(1000, 1300)]]
    assert busy[0] is first


def test_input_not_modified():
    busy = [[(700, 760), (600, 630)], [(900, 950)]]
    before = copy.deepcopy(busy)
    free_slots(busy, DAY, 1)
    assert busy == before


def test_bad_window_or_min_length_raises_value_error():
    with pytest.raises(ValueError):
        free_slots([], (10, 5), 1)
    with pytest.raises(ValueError):
        free_slots([[(600, 700)]], DAY, -3)
    with pytest.raises(ValueError):
        free_slots([[(600, 700)], [(1100, 1100)]], DAY, 1)


def test_people_overlap_merged():
    busy = [[(600, 700)], [(650, 720)], [(900, 950)]]
    assert free_slots(busy, DAY, 1) == [(540, 600), (720, 900), (950, 1020)]


def test_touching_intervals_of_one_person_chain_together():
    assert free_slots([[(600, 660), (540, 600)], [(660, 700)]], DAY, 1) == [(700, 1020)]


def test_intervals_wholly_or_partly_outside_window_are_clipped():
    busy = [[(0, 100)], [(1100, 1200)], [(500, 560)]]
    assert free_slots(busy, DAY, 1) == [(560, 1020)]
