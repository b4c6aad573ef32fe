import copy

import pytest

from solution import simplify_track

ZIGZAG = [(0, 0), (1, 0), (2, 3), (3, 0), (4, 1), (5, 0), (6, 0)]


def test_recursive_simplification_keeps_significant_points():
    assert simplify_track(ZIGZAG, 0.5) == [0, 1, 2, 3, 4, 6]
    assert simplify_track(ZIGZAG, 0.9) == [0, 2, 3, 4, 6]
    assert simplify_track([], 0.5) == []
    assert simplify_track([(0, 0), (2, 3), (4, 3), (6, 0)], 1.5) == [0, 1, 3]


def test_short_tracks_keep_everything():
    assert simplify_track([], 1) == []
    assert simplify_track([(1, 1)], 1) == [0]
    assert simplify_track([(0, 0), (5, 5)], 1) == [0, 1]


def test_distance_must_exceed_tolerance_strictly():
    track = [(0, 0), (1, 1), (2, 0)]
    assert simplify_track(track, 0.5) == [0, 1, 2]
    assert simplify_track(track, 1) == [0, 2]


def test_large_tolerance_keeps_only_the_ends():
    result = simplify_track(ZIGZAG, 10)
    assert result == [0, 6]
    assert type(result) is list and all(type(i) is int for i in result)


def test_distance_is_to_the_line_not_the_segment():
    track = [(0, 0), (5, 1), (4, 0)]
    assert simplify_track(track, 1.2) == [0, 2]
    assert simplify_track(track, 0.9) == [0, 1, 2]
    assert simplify_track([(0, 0), (6, 2), (3, 0)], 3) == [0, 2]


def test_point_beyond_the_segment_measured_to_the_line():
    assert simplify_track([(0, 0), (5, 1), (1, 0)], 2) == [0, 2]
    assert simplify_track([(0, 0), (-3, 0.5), (2, 0)], 1) == [0, 2]
    assert simplify_track([(0, 0), (-3, 0.5), (2, 0)], 0.25) == [0, 1, 2]


def test_closed_loop_uses_distance_to_the_start():
    loop = [(0, 0), (2, 0), (2, 2), (0, 0)]
    assert simplify_track(loop, 1) == [0, 1, 2, 3]
    assert simplify_track(loop, 1.5) == [0, 2, 3]
    assert simplify_track(loop, 3) == [0, 3]
    loop = [(10, 10), (13, 10), (13, 14), (10, 10)]
    assert simplify_track(loop, 4) == [0, 2, 3]
    assert simplify_track(loop, 5) == [0, 3]


def test_track_returning_to_its_start_keeps_far_points():
    assert simplify_track([(0, 0), (5, 5), (0, 0)], 1) == [0, 1, 2]
    loop = [(1, 1), (1, 4), (5, 1), (1, 1)]
    assert simplify_track(loop, 4) == [0, 3]
    assert simplify_track(loop, 3.5) == [0, 2, 3]
    assert loop == [(1, 1), (1, 4), (5, 1), (1, 1)]


def test_equal_greatest_distance_takes_smallest_index():
    track = [(0, 0), (1, 2), (2, 0), (3, 2), (4, 0)]
    assert simplify_track(track, 1.5) == [0, 1, 4]


def test_tie_between_neighbours_takes_the_earlier_one():
    assert simplify_track([(0, 0), (1, 2), (2, 2), (3, 0)], 1) == [0, 1, 3]


def test_float_coordinates_and_vertical_line():
    track = [(0.5, 0.0), (0.0, 1.5), (0.75, 3.0), (0.5, 4.0)]
    assert simplify_track(track, 0.45) == [0, 1, 3]
    assert simplify_track(track, 0.25) == [0, 1, 2, 3]
    assert simplify_track(track, 0) == [0, 1, 2, 3]


def test_zero_tolerance_drops_only_collinear_points():
    assert simplify_track([(0, 0), (1, 0), (2, 0), (3, 1)], 0) == [0, 2, 3]
    assert simplify_track([(0, 0), (1, 1), (2, 2), (3, 3)], 0) == [0, 3]


def test_zero_tolerance_allowed_negative_rejected():
    assert simplify_track([(0, 0), (1, 1), (2, 0)], 0) == [0, 1, 2]
    with pytest.raises(ValueError):
        simplify_track([(0, 0), (1, 1), (2, 0)], -1)
    with pytest.raises(ValueError):
        simplify_track([], -0.001)


def test_negative_tolerance_raises_value_error():
    with pytest.raises(ValueError):
        simplify_track([(0, 0), (1, 1), (2, 0)], -0.1)


def test_input_not_modified():
    track = [(0.0, 0.0), (1.0, 2.0), (2.0, 0.0)]
    before = copy.deepcopy(track)
    assert simplify_track(track, 0.5) == [0, 1, 2]
    assert track == before


def test_point_past_the_end_but_near_the_line_is_dropped():
    assert simplify_track([(2, 0), (9, 1), (6, 0)], 1.5) == [0, 2]


def test_point_on_the_line_extension_has_distance_zero():
    assert simplify_track([(0, 0), (10, 2), (5, 1)], 0.5) == [0, 2]
    assert simplify_track([(0, 0), (-4, 1), (4, 0)], 2) == [0, 2]


def test_out_and_back_track_keeps_its_turning_point():
    assert simplify_track([(5, 5), (8, 9), (5, 5)], 4.9) == [0, 1, 2]


def test_closed_loop_measures_to_the_shared_end_point():
    assert simplify_track([(3, 3), (3, 7), (3, 3)], 2) == [0, 1, 2]
    assert simplify_track([(0, 0), (1, 0), (0, 3), (0, 0)], 2) == [0, 2, 3]
