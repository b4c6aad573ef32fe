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


def test_people_overlap_merged():
    busy = [[(600, 700)], [(650, 720)], [(900, 950)]]
    assert free_slots(busy, DAY, 1) == [(540, 600), (720, 900), (950, 1020)]


def test_touching_intervals_leave_no_gap():
    busy = [[(600, 660)], [(660, 720)]]
    assert free_slots(busy, DAY, 1) == [(540, 600), (720, 1020)]


def test_intervals_clipped_to_window():
    busy = [[(400, 600)], [(1000, 1200)]]
    assert free_slots(busy, DAY, 1) == [(600, 1000)]
    assert free_slots([[(600, 700), (1100, 1200)], [(100, 200)]], DAY, 1) == [(540, 600), (700, 1020)]


def test_min_length_is_inclusive():
    busy = [[(570, 600), (630, 1020)]]
    assert free_slots(busy, DAY, 30) == [(540, 570), (600, 630)]
    assert free_slots(busy, DAY, 31) == []


def test_interval_inside_another_does_not_reopen_gap():
    busy = [[(600, 900)], [(650, 700)]]
    assert free_slots(busy, DAY, 1) == [(540, 600), (900, 1020)]


def test_person_without_intervals():
    assert free_slots([[], [(540, 1020)]], DAY, 1) == []


def test_gap_of_exactly_min_length_counts():
    busy = [[(540, 990)]]
    assert free_slots(busy, DAY, 30) == [(990, 1020)]
    assert free_slots(busy, DAY, 31) == []
    assert free_slots([[(540, 600), (630, 1020)]], DAY, 30) == [(600, 630)]


def test_input_not_modified():
    busy = [[(700, 760), (600, 630)], [(900, 950)]]
    before = copy.deepcopy(busy)
    free_slots(busy, DAY, 1)
    assert busy == before


def test_invalid_inputs_raise_value_error():
    with pytest.raises(ValueError):
        free_slots([], (600, 600), 1)
    with pytest.raises(ValueError):
        free_slots([], DAY, 0)
    with pytest.raises(ValueError):
        free_slots([[(700, 700)]], DAY, 1)
