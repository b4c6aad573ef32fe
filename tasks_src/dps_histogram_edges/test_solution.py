import pytest

from solution import histogram

EDGES = [0, 10, 20, 30]
NAN = float("nan")
INF = float("inf")


def test_left_closed_bins_with_closed_last_bin():
    values = [0, 9.99, 10, 19, 20, 29.5, 30]
    assert histogram(values, EDGES) == ([2, 2, 3], 0, 0)
    assert histogram(values + [-1, 31, -2, 40, 35], EDGES) == ([2, 2, 3], 2, 3)



def test_values_outside_the_edges_are_counted_separately():
    values = [-1, 30.0001, 5, 100, -0.5]
    assert histogram(values, EDGES) == ([1, 0, 0], 2, 2)



def test_right_closed_bins_with_closed_first_bin():
    values = [0, 9.99, 10, 19, 20, 29.5, 30, -0.0001]
    assert histogram(values, EDGES, right=True) == ([3, 2, 2], 1, 0)



def test_uneven_bin_widths():
    edges = [0, 1, 5, 100]
    values = [0.5, 1, 4.9, 5, 99, 100]
    assert histogram(values, edges) == ([1, 2, 3], 0, 0)
    assert histogram(values, edges, right=True) == ([2, 2, 2], 0, 0)



def test_invalid_edges_raise():
    for edges in ([], [1], [0, 0, 1], [0, 2, 1], [0, NAN], [NAN, 1, 2]):
        with pytest.raises(ValueError):
            histogram([1], edges)



def test_empty_values_give_zero_counts():
    assert histogram([], EDGES) == ([0, 0, 0], 0, 0)
    assert histogram([], [1.5, 2.5], right=True) == ([0], 0, 0)



def test_nan_value_raises():
    with pytest.raises(ValueError):
        histogram([1, NAN, 2], EDGES)
    with pytest.raises(ValueError):
        histogram([NAN], EDGES, right=True)
    with pytest.raises(ValueError):
        histogram([5, 15, NAN], EDGES)
    with pytest.raises(ValueError):
        histogram([NAN, 100], [0, 1])



def test_result_types():
    result = histogram([1, 2.5, 12], EDGES)
    assert result == ([2, 1, 0], 0, 0)
    assert type(result) is tuple
    assert type(result[0]) is list
    assert all(type(c) is int for c in result[0])
    assert type(result[1]) is int and type(result[2]) is int



def test_single_bin_is_closed_on_both_sides():
    values = [5, 5.5, 5.25, 4.9, 5.6]
    assert histogram(values, [5, 5.5]) == ([3], 1, 1)
    assert histogram(values, [5, 5.5], right=True) == ([3], 1, 1)



def test_negative_edges():
    edges = [-3, -1, 2]
    values = [-3, -2, -1, 0, 2, -5]
    assert histogram(values, edges) == ([2, 3], 1, 0)
    assert histogram(values, edges, right=True) == ([3, 2], 1, 0)



def test_values_on_every_edge():
    values = [30, 10, 0, 20]
    edges = [0, 10, 20, 30]
    assert histogram(values, edges) == ([1, 1, 2], 0, 0)
    assert histogram(values, edges, right=True) == ([2, 1, 1], 0, 0)
    assert values == [30, 10, 0, 20]
    assert edges == [0, 10, 20, 30]



def test_repeated_or_decreasing_edges_raise():
    for edges in ([1, 1], [0, 5, 5, 10], [3, 2], [1]):
        with pytest.raises(ValueError):
            histogram([2], edges)



def test_infinities_are_outside():
    assert histogram([INF, -INF, 15], EDGES) == ([0, 1, 0], 1, 1)
    assert histogram([INF, -INF, 15], EDGES, right=True) == ([0, 1, 0], 1, 1)
    assert histogram([-INF, -INF, 0.0], [0.0, 1e300]) == ([1], 2, 0)



def test_nan_value_or_edge_is_rejected():
    with pytest.raises(ValueError):
        histogram([float("nan")], [0, 1])
    with pytest.raises(ValueError):
        histogram([5, NAN], EDGES, right=True)
    with pytest.raises(ValueError):
        histogram([], [0, NAN, 2])



def test_repeated_edge_raises_in_any_position():
    with pytest.raises(ValueError):
        histogram([], [0, 10, 10, 20])
    with pytest.raises(ValueError):
        histogram([0.5], [0, 0])
    with pytest.raises(ValueError):
        histogram([5], [5, 10, 20, 20], right=True)
    with pytest.raises(ValueError):
        histogram([1], [0, 10, 5, 20])



def test_inputs_not_modified():
    values = [30, 10, 0, -1]
    edges = [0, 10, 20, 30]
    assert histogram(values, edges) == ([1, 1, 1], 1, 0)
    assert values == [30, 10, 0, -1]
    assert edges == [0, 10, 20, 30]



def test_empty_values_in_both_modes():
    result = histogram([], [-5, 0, 5, 10, 15], right=True)
    assert result == ([0, 0, 0, 0], 0, 0)
    assert type(result) is tuple and type(result[0]) is list
    assert all(type(c) is int for c in result[0])
    assert type(result[1]) is int and type(result[2]) is int
    assert histogram([], [0.5, 1]) == ([0], 0, 0)



def test_each_value_lands_in_exactly_one_bin():
    edges = [0, 0.5, 1.0, 1.5]
    values = [0, 0.25, 0.5, 0.75, 1.0, 1.25, 1.5]
    assert histogram(values, edges) == ([2, 2, 3], 0, 0)
    assert histogram(values, edges, right=True) == ([3, 2, 2], 0, 0)



def test_nan_value_among_infinities_raises():
    with pytest.raises(ValueError):
        histogram([INF, NAN, -INF], EDGES)
    with pytest.raises(ValueError):
        histogram([0, 30, float("nan")], EDGES, right=True)



def test_inputs_unchanged_in_right_mode():
    values = [25, 5, 40, 10]
    edges = [0, 10, 20, 30]
    assert histogram(values, edges, right=True) == ([2, 0, 1], 0, 1)
    assert values == [25, 5, 40, 10]
    assert edges == [0, 10, 20, 30]
