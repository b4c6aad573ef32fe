import copy

import pytest

from solution import replica_nodes

# Ring order: 100 a, 200 b, 300 c, 400 a, 700 b
RING = {"node-a": [400, 100], "node-b": [700, 200], "node-c": [300]}


def test_primary_is_first_token_at_or_after_key():
    result = replica_nodes(RING, 150, 1)
    assert result == ["node-b"]
    assert type(result) is list
    assert replica_nodes(RING, 250, 1) == ["node-c"]


def test_walk_collects_distinct_nodes_in_order():
    assert replica_nodes(RING, 150, 3) == ["node-b", "node-c", "node-a"]


def test_token_equal_to_key_owns_it():
    assert replica_nodes(RING, 200, 1) == ["node-b"]
    assert replica_nodes(RING, 300, 2) == ["node-c", "node-a"]
    assert replica_nodes(RING, 100, 1) == ["node-a"]


def test_key_below_smallest_token():
    assert replica_nodes(RING, 0, 2) == ["node-a", "node-b"]


def test_key_after_largest_token_wraps_to_start():
    assert replica_nodes(RING, 800, 1) == ["node-a"]
    assert replica_nodes(RING, 701, 2) == ["node-a", "node-b"]


def test_walk_wraps_around_end_of_ring():
    assert replica_nodes(RING, 700, 2) == ["node-b", "node-a"]


def test_already_chosen_nodes_are_skipped_across_the_wrap():
    # 400 a, 700 b, then wrap: 100 a (skip), 200 b (skip), 300 c
    assert replica_nodes(RING, 350, 3) == ["node-a", "node-b", "node-c"]
    assert replica_nodes(RING, 400, 3) == ["node-a", "node-b", "node-c"]


def test_node_without_tokens_is_never_chosen_or_counted():
    ring = {"idle": [], "busy": [50], "spare": [10]}
    assert replica_nodes(ring, 20, 2) == ["busy", "spare"]
    with pytest.raises(ValueError):
        replica_nodes(ring, 20, 3)


def test_replicas_out_of_range_raise_value_error():
    with pytest.raises(ValueError):
        replica_nodes(RING, 150, 0)
    with pytest.raises(ValueError):
        replica_nodes(RING, 150, 4)
    with pytest.raises(ValueError):
        replica_nodes({}, 150, 1)
    with pytest.raises(ValueError):
        replica_nodes({"a": [10], "b": []}, 0, 2)
    with pytest.raises(ValueError):
        replica_nodes({"a": [10]}, 0, -1)


def test_repeated_token_of_same_node_is_harmless():
    ring = {"x": [10, 10, 40], "y": [25]}
    assert replica_nodes(ring, 5, 2) == ["x", "y"]
    assert replica_nodes(ring, 30, 2) == ["x", "y"]
    with pytest.raises(ValueError):
        replica_nodes({"x": [10], "y": [40, 10]}, 30, 1)


def test_token_claimed_by_two_nodes_raises_value_error():
    with pytest.raises(ValueError):
        replica_nodes({"x": [10, 20], "y": [30, 20]}, 5, 1)


def test_input_not_modified():
    ring = {"p": [90, 10], "q": [50]}
    before = copy.deepcopy(ring)
    assert replica_nodes(ring, 60, 2) == ["p", "q"]
    assert ring == before


def test_many_virtual_tokens_single_replica_set():
    ring = {"n1": [25, 5, 15, 5], "idle": [], "n2": [20, 10], "n3": [30], "n4": [1]}
    assert replica_nodes(ring, 11, 4) == ["n1", "n2", "n3", "n4"]
    assert replica_nodes(ring, 26, 3) == ["n3", "n4", "n1"]
    with pytest.raises(ValueError):
        replica_nodes(ring, 26, 5)
    assert ring == {"n1": [25, 5, 15, 5], "idle": [], "n2": [20, 10], "n3": [30], "n4": [1]}


def test_single_node_with_repeated_tokens():
    assert replica_nodes({"solo": [7, 7, 7]}, 3, 1) == ["solo"]


def test_repeated_token_of_a_node_is_skipped_like_its_other_tokens():
    assert replica_nodes({"a": [50, 20, 50], "b": [30]}, 40, 2) == ["a", "b"]
