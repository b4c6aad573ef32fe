import copy

import pytest

from solution import collision_groups


def test_overlapping_pair_found_isolated_label_left_out():
    labels = {"cafe": (10, 10, 20, 5), "bank": (25, 12, 10, 5), "park": (100, 100, 30, 8)}
    assert collision_groups(labels) == [["bank", "cafe"]]


def test_no_labels_or_no_collisions_give_empty_list():
    result = collision_groups({})
    assert result == []
    assert type(result) is list
    assert collision_groups({"a": (0, 0, 5, 5), "b": (20, 0, 5, 5)}) == []


def test_boxes_touching_along_an_edge_do_not_collide():
    # "a" right of "b", "c" left of "d", "e" below "f", "g" above "h" (y grows downwards)
    labels = {
        "b": (0, 0, 10, 4), "a": (10, 0, 10, 4),
        "c": (0, 20, 10, 4), "d": (10, 20, 10, 4),
        "f": (40, 0, 6, 3), "e": (40, 3, 6, 3),
        "g": (60, 0, 6, 3), "h": (60, 3, 6, 3),
    }
    assert collision_groups(labels) == []


def test_edge_or_corner_touching_boxes_stay_apart():
    assert collision_groups({"a": (0, 0, 2, 2), "b": (2, 0, 2, 2)}) == []
    assert collision_groups({"a": (0, 0, 2, 2), "b": (0, -2, 2, 2)}) == []
    assert collision_groups({"c": (-3, -3, 3, 3), "d": (0, 0, 3, 3)}) == []


def test_crossing_boxes_without_corners_inside_collide():
    labels = {"road": (0, 10, 100, 4), "river": (40, 0, 6, 50)}
    assert collision_groups(labels) == [["river", "road"]]


def test_plus_sign_crossing_collides():
    assert collision_groups({"h": (0, 2, 6, 2), "v": (2, 0, 2, 6)}) == [["h", "v"]]
    assert collision_groups({"wide": (-10, -1, 20, 2), "tall": (-1, -10, 2, 20)}) == [["tall", "wide"]]


def test_groups_ordered_by_first_name_not_by_size():
    labels = {"x": (10, 10, 2, 2), "y": (11, 11, 2, 2), "z": (10, 10, 1, 1), "a": (0, 0, 2, 2), "b": (1, 1, 2, 2)}
    assert collision_groups(labels) == [["a", "b"], ["x", "y", "z"]]


def test_groups_sorted_inside_and_by_first_name():
    labels = {
        "zoo": (0, 0, 5, 5), "mall": (3, 3, 5, 5),
        "inn": (50, 50, 5, 5), "bar": (52, 52, 5, 5), "gym": (54, 54, 5, 5),
    }
    assert collision_groups(labels) == [["bar", "gym", "inn"], ["mall", "zoo"]]


def test_later_label_bridges_two_groups_into_one():
    labels = {"a": (0, 0, 4, 4), "b": (10, 0, 4, 4), "c": (3, 1, 8, 2), "d": (20, 20, 2, 2)}
    assert collision_groups(labels) == [["a", "b", "c"]]


def test_collisions_are_transitive():
    labels = {"a": (0, 0, 10, 10), "b": (8, 8, 10, 10), "c": (16, 16, 10, 10)}
    assert collision_groups(labels) == [["a", "b", "c"]]


def test_chain_of_overlaps_forms_one_group():
    labels = {"d": (3, 0, 2, 1), "a": (0, 0, 2, 1), "c": (2, 0, 2, 1), "b": (1, 0, 2, 1)}
    assert collision_groups(labels) == [["a", "b", "c", "d"]]
    labels = {"s": (9, 0, 2, 1), "p": (6, 0, 2, 1), "r": (8, 0, 2, 1), "q": (7, 0, 2, 1), "b": (40, 0, 3, 3), "a": (41, 1, 3, 3)}
    assert collision_groups(labels) == [["a", "b"], ["p", "q", "r", "s"]]


def test_small_group_with_earlier_name_comes_first():
    labels = {"m": (0, 0, 3, 3), "n": (1, 1, 3, 3), "o": (2, 2, 3, 3), "c": (50, 0, 2, 2), "d": (51, 0, 2, 2)}
    assert collision_groups(labels) == [["c", "d"], ["m", "n", "o"]]


def test_corner_touch_no_collision_containment_collides():
    assert collision_groups({"a": (0, 0, 5, 5), "b": (5, 5, 5, 5)}) == []
    assert collision_groups({"b": (0, 5, 5, 5), "a": (5, 0, 5, 5)}) == []
    assert collision_groups({"outer": (0, 0, 50, 50), "inner": (10, 10, 2, 2)}) == [["inner", "outer"]]
    assert collision_groups({"h": (-5, 0, 20, 1), "v": (0, -5, 1, 20)}) == [["h", "v"]]


def test_empty_box_raises_value_error():
    with pytest.raises(ValueError):
        collision_groups({"a": (0, 0, 0, 5)})
    with pytest.raises(ValueError):
        collision_groups({"a": (0, 0, 5, 5), "b": (1, 1, 5, -2)})


def test_one_unit_boxes_at_same_spot_collide_zero_height_rejected():
    assert collision_groups({"p": (7, 7, 1, 1), "q": (7, 7, 1, 1), "r": (8, 7, 1, 1)}) == [["p", "q"]]
    with pytest.raises(ValueError):
        collision_groups({"p": (7, 7, 1, 1), "q": (7, 7, 1, 0)})


def test_negative_coordinates():
    labels = {"west": (-30, -5, 20, 10), "centre": (-12, 0, 10, 10), "east": (5, 0, 5, 5)}
    assert collision_groups(labels) == [["centre", "west"]]


def test_labels_dict_unchanged():
    labels = {"q": (5, 5, 3, 3), "p": (6, 6, 3, 3), "r": (40, 40, 1, 1)}
    assert collision_groups(labels) == [["p", "q"]]
    assert labels == {"q": (5, 5, 3, 3), "p": (6, 6, 3, 3), "r": (40, 40, 1, 1)}
    assert list(labels) == ["q", "p", "r"]


def test_input_not_modified():
    labels = {"x": (0, 0, 4, 4), "y": (2, 2, 4, 4)}
    before = copy.deepcopy(labels)
    assert collision_groups(labels) == [["x", "y"]]
    assert labels == before


def test_zero_width_or_height_box_among_valid_ones_raises_value_error():
    with pytest.raises(ValueError):
        collision_groups({"a": (0, 0, 5, 5), "b": (2, 2, 5, 5), "flat": (-4, -4, 3, 0)})
    with pytest.raises(ValueError):
        collision_groups({"thin": (10, 10, 0, 1)})


def test_overlap_by_one_unit_on_each_side_collides():
    assert collision_groups({"a": (9, 0, 10, 4), "b": (0, 0, 10, 4)}) == [["a", "b"]]
    assert collision_groups({"a": (0, 0, 10, 4), "b": (9, 0, 10, 4)}) == [["a", "b"]]
    assert collision_groups({"a": (0, 3, 10, 4), "b": (0, 0, 10, 4)}) == [["a", "b"]]
    assert collision_groups({"a": (0, 0, 10, 4), "b": (0, 3, 10, 4)}) == [["a", "b"]]
