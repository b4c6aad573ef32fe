import pytest

from solution import chi_square


def table(counts):
    """Expand {(a, b): count} into a list of observations."""
    pairs = []
    for cell, count in counts.items():
        pairs.extend([cell] * count)
    return pairs


def test_two_by_two_statistic():
    # expected count 25 in every cell, each deviation 5
    pairs = table({("m", "yes"): 20, ("m", "no"): 30, ("f", "yes"): 30, ("f", "no"): 20})
    result = chi_square(pairs)
    assert result == (4.0, 1)
    assert type(result[0]) is float
    assert type(result[1]) is int


def test_yates_correction_on_two_by_two():
    pairs = table({("m", "yes"): 20, ("m", "no"): 30, ("f", "yes"): 30, ("f", "no"): 20})
    # (5 - 0.5) ** 2 / 25 = 0.81 per cell
    assert chi_square(pairs, correction=True) == (3.24, 1)


def test_unobserved_cells_count_as_zero():
    # 2 x 3 table with two empty cells; expected 2 in every cell
    pairs = table({("r1", "x"): 4, ("r1", "z"): 2, ("r2", "y"): 4, ("r2", "z"): 2})
    assert chi_square(pairs) == (8.0, 2)


def test_three_by_two_table():
    pairs = table({("a", "x"): 10, ("b", "x"): 5, ("b", "y"): 5, ("c", "y"): 10})
    assert chi_square(pairs) == (20.0, 2)


def test_correction_ignored_for_larger_tables():
    pairs = table({("a", "x"): 10, ("b", "x"): 5, ("b", "y"): 5, ("c", "y"): 10})
    assert chi_square(pairs, correction=True) == (20.0, 2)
    pairs = table({("r1", "x"): 4, ("r1", "z"): 2, ("r2", "y"): 4, ("r2", "z"): 2})
    assert chi_square(pairs, correction=True) == (8.0, 2)


def test_uneven_margins_rounded_to_six_decimals():
    # expected 4.5 / 5.5 per row; statistic 500 / 99, corrected 320 / 99
    pairs = table({("r1", "x"): 7, ("r1", "y"): 3, ("r2", "x"): 2, ("r2", "y"): 8})
    assert chi_square(pairs) == (5.050505, 1)
    assert chi_square(pairs, correction=True) == (3.232323, 1)


def test_correction_never_overshoots_past_zero():
    # every |O - E| is 5/21, below 0.5, so the corrected statistic is 0
    pairs = table({("r1", "x"): 5, ("r1", "y"): 5, ("r2", "x"): 5, ("r2", "y"): 6})
    assert chi_square(pairs, correction=True) == (0.0, 1)
    assert chi_square(pairs) == (0.043388, 1)
    # |O - E| = 1 everywhere: (1 - 0.5) ** 2 / 2 per cell
    small = table({("r1", "x"): 3, ("r1", "y"): 1, ("r2", "x"): 1, ("r2", "y"): 3})
    assert chi_square(small, correction=True) == (0.5, 1)
    assert chi_square(small) == (2.0, 1)


def test_result_types():
    result = chi_square(table({("a", "x"): 1, ("b", "y"): 1}))
    assert result == (2.0, 1)
    assert type(result) is tuple
    assert type(result[0]) is float
    assert type(result[1]) is int


def test_degenerate_tables_raise():
    with pytest.raises(ValueError):
        chi_square([])
    with pytest.raises(ValueError):
        chi_square(table({("a", "x"): 3, ("a", "y"): 2}))
    with pytest.raises(ValueError):
        chi_square(table({("a", "x"): 3, ("b", "x"): 2}))


def test_order_of_observations_does_not_matter():
    pairs = table({("r1", "x"): 7, ("r1", "y"): 3, ("r2", "x"): 2, ("r2", "y"): 8})
    assert chi_square(list(reversed(pairs))) == (5.050505, 1)
    swapped = [(b, a) for a, b in pairs]
    assert chi_square(swapped) == (5.050505, 1)


def test_dof_of_a_larger_table_and_input_unchanged():
    pairs = table({("a", "p"): 2, ("b", "q"): 2, ("c", "r"): 2, ("d", "s"): 2, ("a", "q"): 2})
    before = list(pairs)
    statistic, dof = chi_square(pairs)
    assert dof == 9
    assert statistic == 22.5
    assert pairs == before


def test_correction_has_no_effect_on_a_two_by_three_table():
    # rows p (6, 0, 2) and q (2, 2, 2); one cell deviates by only 2/7
    pairs = table({("p", "u"): 6, ("q", "u"): 2, ("q", "v"): 2, ("q", "w"): 2, ("p", "w"): 2})
    assert chi_square(pairs) == (3.791667, 2)
    assert chi_square(pairs, correction=True) == (3.791667, 2)


def test_a_single_category_on_either_side_raises():
    with pytest.raises(ValueError):
        chi_square([("a", "x"), ("a", "y"), ("a", "z"), ("a", "x")])
    with pytest.raises(ValueError):
        chi_square([("a", "x"), ("b", "x"), ("c", "x")], correction=True)
    with pytest.raises(ValueError):
        chi_square([("a", "x")] * 4)


def test_empty_or_one_sided_input_raises():
    with pytest.raises(ValueError):
        chi_square([], correction=True)
    with pytest.raises(ValueError):
        chi_square([("only", "p"), ("only", "q")])
    with pytest.raises(ValueError):
        chi_square([("r1", "same"), ("r2", "same"), ("r3", "same")])


def test_correction_has_no_effect_on_a_three_by_three_table():
    # every margin is 5, so E = 5/3 in every cell; each row adds 78/15
    pairs = table({("a", "x"): 4, ("a", "y"): 1, ("b", "y"): 4, ("b", "z"): 1, ("c", "z"): 4, ("c", "x"): 1})
    assert chi_square(pairs, correction=True) == (15.6, 4)
    assert chi_square(pairs) == (15.6, 4)


def test_small_deviations_are_corrected_to_zero():
    # |O - E| = 3/13 in every cell, below 0.5
    pairs = table({("r1", "x"): 3, ("r1", "y"): 3, ("r2", "x"): 3, ("r2", "y"): 4})
    assert chi_square(pairs, correction=True) == (0.0, 1)
    assert chi_square(pairs) == (0.066327, 1)


def test_correction_clamps_a_small_deviation_next_to_an_empty_cell():
    # rows (10, 0) and (10, 1): |O - E| = 10/21 in every cell, below 0.5
    pairs = table({("a", "x"): 10, ("b", "x"): 10, ("b", "y"): 1})
    assert chi_square(pairs, correction=True) == (0.0, 1)
    assert chi_square(pairs) == (0.954545, 1)


def test_input_list_is_not_modified():
    pairs = [("r2", "y"), ("r1", "x"), ("r2", "x"), ("r1", "y"), ("r1", "x")]
    before = list(pairs)
    assert chi_square(pairs, correction=True) == (0.0, 1)
    assert chi_square(pairs) == (0.138889, 1)
    assert pairs == before


def test_category_names_and_interleaving_do_not_matter():
    pairs = [("zz", "b")] * 7 + [("zz", "a")] * 3 + [("aa", "b")] * 2 + [("aa", "a")] * 8
    mixed = pairs[::2] + pairs[1::2]
    assert chi_square(mixed) == (5.050505, 1)
    assert chi_square(mixed, correction=True) == (3.232323, 1)


def test_yates_correction_with_an_empty_cell():
    # |O - E| = 1.2 in every cell; sum of 1 / E is 125 / 36
    pairs = table({("a", "x"): 3, ("b", "y"): 2})
    assert chi_square(pairs) == (5.0, 1)
    assert chi_square(pairs, correction=True) == (1.701389, 1)
