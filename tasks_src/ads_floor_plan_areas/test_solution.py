import pytest

from solution import open_areas


def test_areas_sized_and_sorted_largest_first():
    plan = [
        "..#...",
        "..#...",
        "###.##",
        "#.....",
    ]
    assert open_areas(plan) == [(12, (0, 3)), (4, (0, 0))]


def test_empty_plan_and_all_walls():
    assert open_areas([]) == []
    result = open_areas(["##", "##"])
    assert result == []
    assert type(result) is list


def test_diagonal_contact_does_not_connect():
    plan = [
        ".#",
        "#.",
    ]
    assert open_areas(plan) == [(1, (0, 0)), (1, (1, 1))]


def test_corner_touching_cells_stay_separate():
    assert open_areas(["#.", ".#"]) == [(1, (0, 1)), (1, (1, 0))]
    plan = [".#.", "#.#", ".#."]
    assert open_areas(plan) == [(1, (0, 0)), (1, (0, 2)), (1, (1, 1)), (1, (2, 0)), (1, (2, 2))]


def test_invalid_plans_raise_value_error():
    with pytest.raises(ValueError):
        open_areas(["...", ".."])
    with pytest.raises(ValueError):
        open_areas(["..", ".x"])


def test_unknown_character_or_ragged_rows_raise_value_error():
    with pytest.raises(ValueError):
        open_areas([".x."])
    with pytest.raises(ValueError):
        open_areas(["#.", ". "])
    with pytest.raises(ValueError):
        open_areas(["#", ".."])


def test_room_enclosed_inside_another_room():
    plan = [
        ".......",
        ".#####.",
        ".#...#.",
        ".#####.",
        ".......",
    ]
    assert open_areas(plan) == [(20, (0, 0)), (3, (2, 2))]
    assert open_areas(["....."]) == [(5, (0, 0))]
    assert open_areas(["."] * 3) == [(3, (0, 0))]


def test_larger_area_listed_before_earlier_smaller_one():
    assert open_areas([".", "#", ".", "."]) == [(2, (2, 0)), (1, (0, 0))]
    assert open_areas([".#..", "##.."]) == [(4, (0, 2)), (1, (0, 0))]


def test_first_row_and_column_do_not_wrap():
    assert open_areas([".#."]) == [(1, (0, 0)), (1, (0, 2))]
    assert open_areas([".", "#", "."]) == [(1, (0, 0)), (1, (2, 0))]


def test_plan_does_not_wrap_around_edges():
    plan = [
        ".##.",
        "####",
        ".##.",
    ]
    assert open_areas(plan) == [(1, (0, 0)), (1, (0, 3)), (1, (2, 0)), (1, (2, 3))]


def test_winding_corridor_is_one_area():
    plan = [
        ".....",
        "####.",
        ".....",
        ".####",
        ".....",
    ]
    assert open_areas(plan) == [(17, (0, 0))]
    assert open_areas([".#.", "..."]) == [(5, (0, 0))]
    assert open_areas(["..#", "##.", "..."]) == [(4, (1, 2)), (2, (0, 0))]


def test_single_free_cell():
    result = open_areas(["#.#"])
    assert result == [(1, (0, 1))]
    assert type(result[0]) is tuple and type(result[0][1]) is tuple


def test_empty_plan_gives_empty_list():
    result = open_areas([])
    assert result == []
    assert type(result) is list
    assert open_areas(["###"]) == []


def test_input_not_modified():
    plan = ["..", "#."]
    assert open_areas(plan) == [(3, (0, 0))]
    assert plan == ["..", "#."]


def test_plan_unchanged_and_result_types_exact():
    plan = ["..#", "#.."]
    result = open_areas(plan)
    assert result == [(4, (0, 0))]
    assert type(result[0]) is tuple and type(result[0][0]) is int
    assert type(result[0][1]) is tuple
    assert plan == ["..#", "#.."]


def test_equal_sizes_ordered_by_anchor():
    plan = [
        "#..#.",
        "####.",
        "..###",
    ]
    assert open_areas(plan) == [(2, (0, 1)), (2, (0, 4)), (2, (2, 0))]


def test_other_cell_characters_raise_value_error():
    with pytest.raises(ValueError):
        open_areas(["..D..", "....."])
    with pytest.raises(ValueError):
        open_areas(["#+", "#."])


def test_anchor_is_first_cell_in_reading_order():
    plan = [
        "###.",
        "#...",
        "....",
    ]
    assert open_areas(plan) == [(8, (0, 3))]
