import pytest

from solution import simulate_lru


def test_hit_refreshes_recency_before_eviction():
    trace = [("a", 40), ("b", 30), ("a", 40), ("c", 50)]
    assert simulate_lru(trace, 100) == (1, ["b"])


def test_empty_trace():
    result = simulate_lru([], 10)
    assert result == (0, [])
    assert type(result) is tuple
    assert type(result[1]) is list


def test_one_insert_can_evict_several_in_lru_order():
    trace = [("a", 30), ("b", 30), ("c", 30), ("b", 30), ("d", 90)]
    assert simulate_lru(trace, 100) == (1, ["a", "c", "b"])
    trace = [("a", 30), ("b", 30), ("c", 30), ("b", 30), ("a", 30), ("d", 90)]
    assert simulate_lru(trace, 100) == (2, ["c", "b", "a"])


def test_size_change_is_a_miss_not_an_eviction():
    assert simulate_lru([("a", 1), ("a", 2)], 10) == (0, [])
    assert simulate_lru([("a", 4), ("b", 3), ("a", 5), ("a", 5)], 10) == (1, [])


def test_exact_fit_evicts_nothing():
    assert simulate_lru([("a", 60), ("b", 40)], 100) == (0, [])
    assert simulate_lru([("a", 60), ("b", 40), ("c", 1)], 100) == (0, ["a"])
    assert simulate_lru([("big", 100), ("big", 100)], 100) == (1, [])


def test_object_larger_than_cache_bypasses_it():
    trace = [("a", 20), ("huge", 60), ("a", 20), ("huge", 60)]
    assert simulate_lru(trace, 50) == (1, [])


def test_changed_size_is_a_miss_and_replaces_stale_copy():
    trace = [("a", 50), ("b", 40), ("a", 60), ("b", 40), ("c", 10)]
    assert simulate_lru(trace, 100) == (1, ["a"])


def test_least_recently_used_goes_first():
    trace = [("x", 5), ("y", 5), ("x", 5), ("z", 5), ("x", 5)]
    assert simulate_lru(trace, 10) == (2, ["y"])


def test_stale_copy_dropped_before_a_real_eviction():
    trace = [("a", 6), ("b", 4), ("b", 5), ("c", 2)]
    assert simulate_lru(trace, 10) == (0, ["a"])


def test_invalid_capacity_or_size_raises_value_error():
    with pytest.raises(ValueError):
        simulate_lru([], 0)
    with pytest.raises(ValueError):
        simulate_lru([("a", 0)], 10)
    with pytest.raises(ValueError):
        simulate_lru([("a", -3)], 10)


def test_too_big_object_drops_stale_copy_and_evicts_nothing():
    trace = [("a", 30), ("b", 10), ("a", 70), ("c", 40), ("a", 10)]
    assert simulate_lru(trace, 50) == (0, ["b"])
    assert simulate_lru([("a", 20), ("b", 20), ("huge", 51), ("a", 20)], 50) == (1, [])


def test_key_evicted_repeatedly_listed_each_time():
    trace = [("a", 6), ("b", 6), ("a", 6), ("b", 6)]
    assert simulate_lru(trace, 10) == (0, ["a", "b", "a"])


def test_empty_trace_and_int_hit_count():
    assert simulate_lru([], 1) == (0, [])
    hits, evicted = simulate_lru([("q", 3), ("r", 3), ("q", 3), ("s", 5)], 8)
    assert (hits, evicted) == (1, ["r"])
    assert type(hits) is int and type(evicted) is list


def test_smallest_capacity_and_size():
    assert simulate_lru([("k", 1), ("k", 1), ("j", 1), ("k", 1)], 1) == (1, ["k", "j"])


def test_trace_list_unchanged():
    trace = [("b", 2), ("a", 9), ("b", 3), ("c", 20)]
    assert simulate_lru(trace, 10) == (0, ["b", "a"])
    assert trace == [("b", 2), ("a", 9), ("b", 3), ("c", 20)]


def test_input_not_modified():
    trace = [("a", 4), ("b", 4), ("a", 4)]
    before = list(trace)
    assert simulate_lru(trace, 8) == (1, [])
    assert trace == before


def test_errors_also_raised_mid_trace_and_for_negative_capacity():
    with pytest.raises(ValueError):
        simulate_lru([("a", 5), ("b", 5), ("c", 0)], 100)
    with pytest.raises(ValueError):
        simulate_lru([("a", 5)], -5)
