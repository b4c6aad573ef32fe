import pytest

from solution import Query


def test_full_statement_example():
    sql, params = Query("users").select("id", "name").where("age > ?", 18).order_by("name").limit(10).build()
    assert sql == "SELECT id, name FROM users WHERE (age > ?) ORDER BY name LIMIT 10"
    sql2, _ = Query("users").order_by("age", descending=True).order_by("id").build()
    assert sql2 == "SELECT * FROM users ORDER BY age DESC, id"
    assert params == (18,)
    assert type(params) is tuple


def test_bare_query_selects_star():
    assert Query("orders").build() == ("SELECT * FROM orders", ())


def test_branches_from_a_shared_base_are_independent():
    base = Query("t").select("a").where("x = ?", 1)
    left = base.where("y = ?", 2).order_by("a")
    right = base.select("b").where("z IN (?, ?)", 3, 4)
    again = base.where("w = ?", 5)
    assert base.build() == ("SELECT a FROM t WHERE (x = ?)", (1,))
    assert left.build() == ("SELECT a FROM t WHERE (x = ?) AND (y = ?) ORDER BY a", (1, 2))
    assert right.build() == ("SELECT a, b FROM t WHERE (x = ?) AND (z IN (?, ?))", (1, 3, 4))
    assert again.build() == ("SELECT a FROM t WHERE (x = ?) AND (w = ?)", (1, 5))


def test_methods_return_new_objects():
    base = Query("t")
    assert base.select("a") is not base
    assert base.limit(3) is not base
    assert base.build() == ("SELECT * FROM t", ())


def test_conditions_are_parenthesised_and_anded():
    sql, params = Query("t").where("a = ? OR b = ?", 1, 2).where("c IS NULL").build()
    assert sql == "SELECT * FROM t WHERE (a = ? OR b = ?) AND (c IS NULL)"
    assert params == (1, 2)
    with pytest.raises(ValueError):
        Query("t").where("a = ? AND b = ?", 1)


def test_order_by_multiple_keys_and_directions():
    sql, _ = Query("t").order_by("a").order_by("b", descending=True).order_by("c", False).build()
    assert sql == "SELECT * FROM t ORDER BY a, b DESC, c"


def test_invalid_identifiers_rejected():
    for bad in ("users; DROP TABLE x", "1abc", "", "a-b", "name ", "t.x"):
        with pytest.raises(ValueError):
            Query(bad)
    q = Query("t")
    with pytest.raises(ValueError):
        q.select("id", "name--")
    with pytest.raises(ValueError):
        q.order_by("x DESC")
    assert q.build() == ("SELECT * FROM t", ())


def test_placeholder_count_must_match():
    q = Query("t")
    with pytest.raises(ValueError):
        q.where("a = ?")
    with pytest.raises(ValueError):
        q.where("a = ?", 1, 2)
    with pytest.raises(ValueError):
        q.where("a = 1", 1)
    assert q.where("a = 1").build() == ("SELECT * FROM t WHERE (a = 1)", ())


def test_limit_replaces_and_zero_is_kept():
    q = Query("t").limit(5)
    assert q.limit(0).build() == ("SELECT * FROM t LIMIT 0", ())
    assert q.build() == ("SELECT * FROM t LIMIT 5", ())
    with pytest.raises(ValueError):
        q.limit(-1)
    with pytest.raises(ValueError):
        q.limit(False)
    assert Query("_T9").select("A_1", "A_1").build() == ("SELECT A_1, A_1 FROM _T9", ())


def test_invalid_limits_rejected():
    for bad in (-1, True, 2.5, "3", None):
        with pytest.raises(ValueError):
            Query("t").limit(bad)


def test_params_keep_order_and_values_not_in_sql():
    sql, params = Query("t").where("a = ?", "x'; --").where("b BETWEEN ? AND ?", 1, None).limit(2).build()
    assert sql == "SELECT * FROM t WHERE (a = ?) AND (b BETWEEN ? AND ?) LIMIT 2"
    assert params == ("x'; --", 1, None)
