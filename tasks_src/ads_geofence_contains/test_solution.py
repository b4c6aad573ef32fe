import copy

import pytest

from solution import in_zone

SQUARE = [(0, 0), (10, 0), (10, 10), (0, 10)]
DIAMOND = [(5, 0), (10, 5), (5, 10), (0, 5)]
U_SHAPE = [(0, 0), (9, 0), (9, 9), (6, 9), (6, 3), (3, 3), (3, 9), (0, 9)]


def test_every_boundary_point_counts_as_inside():
    for point in [(10, 5), (0, 5), (5, 0), (5, 10), (0, 0), (10, 0), (10, 10), (0, 10)]:
        assert in_zone(SQUARE, point) is True
    for point in [(5, 0), (10, 5), (7, 2), (3, 8), (2, 7), (8, 7)]:
        assert in_zone(DIAMOND, point) is True


def test_inside_and_outside_square():
    assert in_zone(SQUARE, (5, 5)) is True
    assert in_zone(SQUARE, (15, 5)) is False
    assert in_zone(SQUARE, (-1, 5)) is False
    assert in_zone(SQUARE, (5, 11)) is False


def test_ray_through_vertices_counted_once():
    assert in_zone(DIAMOND, (3, 5)) is True
    assert in_zone(DIAMOND, (-2, 5)) is False
    assert in_zone(DIAMOND, (12, 5)) is False
    assert in_zone(DIAMOND, (1, 1)) is False
    assert in_zone(DIAMOND, (8, 3)) is True


def test_point_level_with_side_vertices_inside():
    diamond = [(0, 2), (2, 0), (4, 2), (2, 4)]
    assert in_zone(diamond, (1, 2)) is True
    assert in_zone(diamond, (3, 2)) is True
    assert in_zone(diamond, (-1, 2)) is False
    assert in_zone(diamond, (5, 2)) is False


def test_collinear_but_off_the_segment_is_not_boundary():
    assert in_zone(SQUARE, (15, 0)) is False
    assert in_zone(SQUARE, (-3, 10)) is False
    assert in_zone(SQUARE, (10, -4)) is False
    assert in_zone(U_SHAPE, (4, 9)) is False
    assert in_zone(U_SHAPE, (6, 1)) is True


def test_collinear_points_beyond_an_edge_are_outside():
    small = [(0, 0), (4, 0), (4, 4), (0, 4)]
    assert in_zone(small, (6, 0)) is False
    assert in_zone(small, (-2, 4)) is False
    assert in_zone(small, (4, 7)) is False
    triangle = [(0, 0), (4, 4), (0, 8)]
    assert in_zone(triangle, (6, 6)) is False
    assert in_zone(triangle, (-2, 10)) is False


def test_orientation_does_not_matter():
    clockwise = list(reversed(U_SHAPE))
    assert in_zone(clockwise, (4, 6)) is False
    assert in_zone(clockwise, (7, 6)) is True
    assert in_zone(clockwise, (4, 3)) is True
    assert in_zone(clockwise, (4, 9)) is False
    assert in_zone(clockwise, (1, 1)) is True


def test_concave_zone_notch_is_outside():
    assert in_zone(U_SHAPE, (4, 6)) is False
    assert in_zone(U_SHAPE, (1, 6)) is True
    assert in_zone(U_SHAPE, (7, 6)) is True
    assert in_zone(U_SHAPE, (4, 2)) is True


def test_slanted_edges_exact_integer_result():
    triangle = [(0, 0), (8, 4), (2, 10)]
    assert in_zone(triangle, (8, 4)) is True
    assert in_zone(triangle, (4, 2)) is True
    assert in_zone(triangle, (5, 2)) is False
    assert in_zone(triangle, (5, 7)) is True
    assert in_zone(triangle, (6, 7)) is False
    assert in_zone(triangle, (1, 5)) is True
    assert in_zone(triangle, (1, 6)) is False
    assert in_zone(triangle, (3, 4)) is True
    assert in_zone([(0, 0), (5, 2), (0, 7)], (2, 1)) is True
    assert in_zone([(0, 0), (5, 2), (0, 7)], (3, 1)) is False


def test_concave_inner_edges_are_boundary():
    assert in_zone(U_SHAPE, (4, 3)) is True
    assert in_zone(U_SHAPE, (6, 6)) is True
    assert in_zone(U_SHAPE, (3, 9)) is True


def test_two_or_fewer_vertices_raise_value_error():
    with pytest.raises(ValueError):
        in_zone([(0, 0), (4, 0)], (2, 0))
    with pytest.raises(ValueError):
        in_zone([(1, 1)], (1, 1))


def test_too_few_vertices_raise_value_error():
    with pytest.raises(ValueError):
        in_zone([(0, 0), (5, 5)], (1, 1))
    with pytest.raises(ValueError):
        in_zone([], (0, 0))


def test_zone_of_one_or_two_vertices_raises_even_for_far_point():
    with pytest.raises(ValueError):
        in_zone([(0, 0), (0, 6)], (5, 3))
    with pytest.raises(ValueError):
        in_zone([(3, 4)], (0, 0))


def test_point_level_with_horizontal_edge_and_vertex():
    stairs = [(0, 0), (6, 0), (6, 2), (4, 2), (4, 4), (2, 4), (2, 6), (0, 6)]
    assert in_zone(stairs, (1, 2)) is True
    assert in_zone(stairs, (5, 4)) is False
    assert in_zone(stairs, (3, 2)) is True
    assert in_zone(stairs, (7, 2)) is False
    assert in_zone(stairs, (5, 3)) is False
    assert in_zone(stairs, (3, 5)) is False
    assert in_zone(stairs, (1, 5)) is True


def test_input_not_modified_and_triangle_boundary():
    zone = [(0, 0), (4, 0), (0, 4)]
    before = copy.deepcopy(zone)
    assert in_zone(zone, (2, 2)) is True
    assert in_zone(zone, (3, 2)) is False
    assert zone == before


def test_zone_list_unchanged_after_check():
    zone = [(0, 10), (10, 10), (10, 0), (0, 0)]
    vertex = zone[0]
    assert in_zone(zone, (10, 4)) is True
    assert in_zone(zone, (11, 4)) is False
    assert zone == [(0, 10), (10, 10), (10, 0), (0, 0)]
    assert zone[0] is vertex
