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
    filtered = base.where("a = ?", 1)
    first = filtered.where("b = ?", 2)
    second = filtered.where("c = ?", 3).select("x").select("y")
    assert filtered.build() == ("SELECT * FROM t WHERE (a = ?)", (1,))
    assert first.build() == ("SELECT * FROM t WHERE (a = ?) AND (b = ?)", (1, 2))
    assert second.build() == ("SELECT x, y FROM t WHERE (a = ?) AND (c = ?)", (1, 3))


def test_conditions_are_parenthesised_and_anded():
    sql, params = Query("t").where("a = ? OR b = ?", 1, 2).where("c IS NULL").build()
    assert sql == "SELECT * FROM t WHERE (a = ? OR b = ?) AND (c IS NULL)"
    assert params == (1, 2)
    with pytest.raises(ValueError):
        Query("t").where("a = ? AND b = ?", 1)
    with pytest.raises(ValueError):
        Query("t").where("b = ?")


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


def test_limit_zero_kept_and_limit_replaced():
    q = Query("items").select("id").limit(0)
    assert q.build() == ("SELECT id FROM items LIMIT 0", ())
    assert q.limit(7).build() == ("SELECT id FROM items LIMIT 7", ())
    assert q.limit(7).limit(0).build() == ("SELECT id FROM items LIMIT 0", ())
    for bad in (True, False, -3):
        with pytest.raises(ValueError):
            q.limit(bad)


def test_placeholders_are_counted_even_without_params():
    q = Query("t")
    for condition in ("a = ?", "a IN (?, ?)", "b = '?'"):
        with pytest.raises(ValueError):
            q.where(condition)
    assert q.where("b = '?'", "x").build() == ("SELECT * FROM t WHERE (b = '?')", ("x",))
    assert q.where("ok").build() == ("SELECT * FROM t WHERE (ok)", ())


def test_identifiers_must_match_in_full():
    for bad in ("id; DROP TABLE x", "name--", "a b", "abc\n", "x)"):
        with pytest.raises(ValueError):
            Query(bad)
        with pytest.raises(ValueError):
            Query("t").select("id", bad)
        with pytest.raises(ValueError):
            Query("t").order_by(bad, descending=True)
    assert Query("_x1").select("Y_2").order_by("z").build() == ("SELECT Y_2 FROM _x1 ORDER BY z", ())


def test_select_appends_across_calls_with_duplicates():
    one = Query("t").select("a")
    two = one.select("b", "a")
    assert two.build() == ("SELECT a, b, a FROM t", ())
    assert one.build() == ("SELECT a FROM t", ())
    with pytest.raises(ValueError):
        one.select("c", "d e")
    assert one.select().build() == ("SELECT a FROM t", ())
    assert one.build() == ("SELECT a FROM t", ())


def test_values_are_parameters_not_sql():
    evil = "Robert'); DROP TABLE students;--"
    sql, params = Query("students").select("id").where("name = ?", evil).where("age < ?", 0).build()
    assert sql == "SELECT id FROM students WHERE (name = ?) AND (age < ?)"
    assert params == (evil, 0)
    assert type(params) is tuple
    assert evil not in sql


def test_a_base_extended_many_times_stays_unchanged():
    base = Query("logs").where("level = ?", "error")
    branches = [base.where("id > ?", n).order_by("id", descending=bool(n % 2)).limit(n) for n in range(3)]
    assert base.build() == ("SELECT * FROM logs WHERE (level = ?)", ("error",))
    assert branches[0].build() == ("SELECT * FROM logs WHERE (level = ?) AND (id > ?) ORDER BY id LIMIT 0", ("error", 0))
    assert branches[1].build() == ("SELECT * FROM logs WHERE (level = ?) AND (id > ?) ORDER BY id DESC LIMIT 1", ("error", 1))
    assert branches[2].build() == ("SELECT * FROM logs WHERE (level = ?) AND (id > ?) ORDER BY id LIMIT 2", ("error", 2))
    for bad in (True, -1):
        with pytest.raises(ValueError):
            base.limit(bad)
    assert base.build() == ("SELECT * FROM logs WHERE (level = ?)", ("error",))
