import copy

import pytest

from solution import migration_order


def test_dependency_applied_before_dependent():
    migrations = [
        ("0003_add_index", ["0001_init"]),
        ("0001_init", []),
        ("0002_users", ["0001_init"]),
    ]
    assert migration_order(migrations) == ["0001_init", "0003_add_index", "0002_users"]


def test_empty_list_gives_empty_list():
    result = migration_order([])
    assert result == []
    assert type(result) is list


def test_eligible_migration_competes_by_input_position():
    # After "b" and "c", both "a" (listed first) and "d" are eligible: "a" wins,
    # although "d" became eligible earlier.
    migrations = [("a", ["c"]), ("b", []), ("c", []), ("d", ["b"])]
    assert migration_order(migrations) == ["b", "c", "a", "d"]


def test_independent_migrations_keep_input_order():
    migrations = [("m3", []), ("m1", []), ("m2", [])]
    result = migration_order(migrations)
    assert result == ["m3", "m1", "m2"]
    assert type(result) is list


def test_newly_eligible_migration_beats_later_ready_ones():
    migrations = [("b", ["a"]), ("c", []), ("a", []), ("d", [])]
    assert migration_order(migrations) == ["c", "a", "b", "d"]


def test_dependency_is_not_pulled_ahead_of_earlier_ready_migrations():
    migrations = [("alpha", ["gamma"]), ("beta", []), ("gamma", [])]
    assert migration_order(migrations) == ["beta", "gamma", "alpha"]


def test_cycle_raises_value_error_even_with_orderable_rest():
    with pytest.raises(ValueError):
        migration_order([("init", []), ("x", ["y"]), ("y", ["z"]), ("z", ["x"]), ("w", ["init"])])
    with pytest.raises(ValueError):
        migration_order([("solo", ["solo"])])


def test_repeated_dependencies_along_a_chain():
    migrations = [("c", ["b", "b"]), ("b", ["a", "a", "a"]), ("a", [])]
    assert migration_order(migrations) == ["a", "b", "c"]


def test_repeated_dependency_counts_once():
    migrations = [("b", ["a", "a", "c"]), ("a", []), ("c", ["a"]), ("d", [])]
    assert migration_order(migrations) == ["a", "c", "b", "d"]


def test_unknown_dependency_raises_key_error_with_name():
    with pytest.raises(KeyError) as excinfo:
        migration_order([("a", []), ("b", ["a", "ghost"])])
    assert excinfo.value.args == ("ghost",)


def test_error_order_duplicate_before_unknown_before_cycle():
    with pytest.raises(ValueError):
        migration_order([("a", ["ghost"]), ("a", [])])
    with pytest.raises(KeyError) as excinfo:
        migration_order([("a", ["b"]), ("b", ["a"]), ("c", ["nope"])])
    assert excinfo.value.args == ("nope",)


def test_duplicate_checked_before_unknown_and_unknown_before_cycle():
    with pytest.raises(ValueError):
        migration_order([("a", ["zz"]), ("a", [])])
    with pytest.raises(KeyError) as excinfo:
        migration_order([("p", ["q"]), ("q", ["p", "missing"])])
    assert excinfo.value.args == ("missing",)


def test_cycle_among_some_migrations_raises_value_error():
    with pytest.raises(ValueError):
        migration_order([("a", []), ("b", ["c"]), ("c", ["b"])])
    with pytest.raises(ValueError):
        migration_order([("x", []), ("y", ["x", "y"])])


def test_duplicate_name_raises_value_error():
    with pytest.raises(ValueError):
        migration_order([("a", []), ("b", ["a"]), ("a", [])])


def test_outer_and_inner_lists_unchanged():
    deps = ["a", "c", "a"]
    migrations = [("b", deps), ("c", []), ("a", ["c"])]
    assert migration_order(migrations) == ["c", "a", "b"]
    assert migrations == [("b", ["a", "c", "a"]), ("c", []), ("a", ["c"])]
    assert migrations[0][1] is deps


def test_input_not_modified():
    migrations = [("b", ["a", "a"]), ("a", []), ("c", ["b", "a"])]
    before = copy.deepcopy(migrations)
    assert migration_order(migrations) == ["a", "b", "c"]
    assert migrations == before


def test_empty_and_single_migration():
    result = migration_order([])
    assert result == []
    assert type(result) is list
    assert migration_order([("only", [])]) == ["only"]


def test_larger_history_with_chains_and_late_branches():
    migrations = [
        ("0005_orders", ["0002_users", "0004_products"]),
        ("0001_init", []),
        ("0004_products", ["0001_init"]),
        ("0002_users", ["0001_init"]),
        ("0006_audit", []),
        ("0003_user_email", ["0002_users"]),
    ]
    assert migration_order(migrations) == [
        "0001_init",
        "0004_products",
        "0002_users",
        "0005_orders",
        "0006_audit",
        "0003_user_email",
    ]


def test_duplicate_name_reported_before_unknown_dependency_of_another():
    with pytest.raises(ValueError):
        migration_order([("m1", []), ("m2", ["m0"]), ("m1", ["m2"])])


def test_self_dependency_is_a_cycle():
    with pytest.raises(ValueError):
        migration_order([("a", []), ("b", ["a", "b"])])
