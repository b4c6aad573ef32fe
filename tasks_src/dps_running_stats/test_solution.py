import math

import pytest

from solution import RunningStats


def fill(values):
    stats = RunningStats()
    for v in values:
        stats.add(v)
    return stats


def approx(x):
    return pytest.approx(x, rel=1e-9, abs=0)


def test_mean_variance_and_extremes_of_a_stream():
    stats = fill([2, 4, 4, 4, 5, 5, 7, 9])
    assert stats.count == 8
    assert stats.mean == approx(5.0)
    assert stats.variance(0) == approx(4.0)
    assert stats.variance() == approx(32 / 7)
    assert stats.variance(ddof=1) == approx(32 / 7)
    assert stats.stdev(0) == approx(2.0)
    assert stats.stdev() == approx(math.sqrt(32 / 7))
    assert stats.min == 2 and type(stats.min) is int
    assert stats.max == 9 and type(stats.max) is int
    with pytest.raises(ValueError):
        stats.variance(2)
    ties = fill([1.0, 1, 3, 3.0])
    assert type(ties.min) is float
    assert type(ties.max) is int


def test_empty_accumulator():
    stats = RunningStats()
    assert stats.count == 0
    for attr in ("mean", "min", "max"):
        with pytest.raises(ValueError):
            getattr(stats, attr)
    for ddof in (0, 1):
        with pytest.raises(ValueError):
            stats.variance(ddof)
        with pytest.raises(ValueError):
            stats.stdev(ddof)


def test_single_value():
    stats = fill([3.5])
    assert stats.mean == 3.5
    assert stats.variance(0) == 0.0
    assert stats.stdev(0) == 0.0
    with pytest.raises(ValueError):
        stats.variance(1)
    with pytest.raises(ValueError):
        stats.stdev()


def test_accurate_with_large_common_offset():
    stats = fill([1e9 + 4, 1e9 + 7, 1e9 + 13, 1e9 + 16])
    assert stats.mean == approx(1e9 + 10)
    assert stats.variance() == approx(30.0)
    assert stats.variance(0) == approx(22.5)
    tiny = fill([1e-12, 3e-12])
    assert tiny.mean == approx(2e-12)
    assert tiny.variance(0) == approx(1e-24)


def test_merge_equals_adding_everything_to_one():
    left, right = fill([1, 2, 3, 4]), fill([10, 20])
    merged = left.merge(right)
    assert merged.count == 6
    assert merged.mean == approx(40 / 6)
    assert merged.variance() == approx(790 / 15)
    assert merged.variance(0) == approx(395 / 9)
    assert merged.min == 1
    assert merged.max == 20
    assert isinstance(merged, RunningStats)
    assert left.count == 4 and left.max == 4 and right.count == 2 and right.min == 10
    ties = fill([5, 1, 1.0]).merge(fill([1.0]))
    assert ties.min == 1 and type(ties.min) is int


def test_non_finite_values_rejected():
    stats = fill([1, 2])
    for bad in (float("nan"), float("inf"), float("-inf")):
        with pytest.raises(ValueError):
            stats.add(bad)
    assert stats.count == 2
    assert stats.mean == approx(1.5)
    assert stats.max == 2


def test_merge_with_empty_sides():
    a = fill([5, 1, 3])
    for merged in (RunningStats().merge(a), a.merge(RunningStats())):
        assert merged.count == 3
        assert merged.mean == approx(3.0)
        assert merged.variance() == approx(4.0)
        assert merged.min == 1
        assert merged.max == 5
    rejected_only = RunningStats()
    with pytest.raises(ValueError):
        rejected_only.add(float("-inf"))
    merged = a.merge(rejected_only)
    assert merged.count == 3 and merged.min == 1 and merged.variance() == approx(4.0)
    both_empty = RunningStats().merge(RunningStats())
    assert both_empty.count == 0
    with pytest.raises(ValueError):
        both_empty.mean
    with pytest.raises(ValueError):
        both_empty.min
    with pytest.raises(ValueError):
        both_empty.variance(0)
    both_empty.add(4)
    assert both_empty.mean == 4.0
    with pytest.raises(ValueError):
        both_empty.variance(1)


def test_invalid_ddof_raises():
    stats = fill([1, 2, 3, 4])
    for ddof in (2, -1, 3):
        with pytest.raises(ValueError):
            stats.variance(ddof)
        with pytest.raises(ValueError):
            stats.stdev(ddof)
    assert stats.variance(1) == approx(5 / 3)
    one = fill([7])
    with pytest.raises(ValueError):
        one.variance()
    with pytest.raises(ValueError):
        one.stdev(1)


def test_merge_leaves_both_inputs_unchanged():
    a = fill([1, 2, 3])
    b = fill([7, 9])
    merged = a.merge(b)
    merged.add(100)
    assert merged.count == 6
    assert a.count == 3 and a.mean == approx(2.0) and a.max == 3 and a.variance() == approx(1.0)
    assert b.count == 2 and b.mean == approx(8.0) and b.min == 7 and b.variance() == approx(2.0)
    a.add(-50)
    assert merged.min == 1


def test_min_max_keep_type_and_first_of_ties():
    stats = fill([5, 2.0, 2, 7.5, 7.5])
    assert stats.min == 2.0 and type(stats.min) is float
    assert stats.max == 7.5
    merged = fill([4]).merge(fill([4.0, 1]))
    assert merged.max == 4 and type(merged.max) is int


def test_merge_is_accurate_with_large_offset():
    a = fill([1e9 + 4, 1e9 + 7])
    b = fill([1e9 + 13, 1e9 + 16])
    merged = a.merge(b)
    assert merged.variance() == approx(30.0)
    assert merged.mean == approx(1e9 + 10)
    again = merged.merge(fill([1e9 + 10]))
    assert again.count == 5
    assert again.variance() == approx(22.5)
    assert again.min == 1e9 + 4 and again.max == 1e9 + 16


def test_add_returns_none_and_count_is_int():
    stats = RunningStats()
    assert stats.add(10) is None
    assert stats.add(-2.5) is None
    assert stats.count == 2 and type(stats.count) is int
    assert type(stats.mean) is float
    assert stats.mean == approx(3.75)


def test_infinities_rejected_and_not_counted():
    stats = fill([1.5])
    for bad in (float("inf"), float("-inf"), float("nan")):
        with pytest.raises(ValueError):
            stats.add(bad)
    assert stats.count == 1
    assert stats.min == 1.5
    assert stats.max == 1.5
    assert stats.variance(0) == 0.0


def test_merge_returns_a_new_accumulator():
    a = fill([1, 2])
    b = fill([3])
    merged = a.merge(b)
    assert merged is not a and merged is not b
    assert merged.count == 3
    assert merged.mean == approx(2.0)
    assert merged.variance() == approx(1.0)
    assert a.count == 2 and a.mean == approx(1.5)
    assert b.count == 1 and b.max == 3


def test_stdev_accurate_near_a_large_offset():
    # deviations -2, -1, 0, 3 from the mean 1e9 + 3: squares sum to 14
    stats = fill([1e9 + 1, 1e9 + 2, 1e9 + 3, 1e9 + 6])
    assert stats.variance() == approx(14 / 3)
    assert stats.stdev(0) == approx(math.sqrt(3.5))
    negative = fill([-1e9 - 0.5, -1e9 + 0.5])
    assert negative.mean == approx(-1e9)
    assert negative.variance(0) == approx(0.25)
    assert negative.stdev() == approx(math.sqrt(0.5))
