import sqlite3

import pytest

from solution import descendants

CATALOGUE = [
    (1, None, "Catalogue"),
    (2, 1, "Books"),
    (3, 1, "Audio"),
    (4, 2, "Fiction"),
    (5, 2, "Comics"),
    (6, 3, "Vinyl"),
    (7, 4, "Crime"),
    (8, 3, "CDs"),
    (9, 2, "Anthology"),
    (10, 7, "Nordic noir"),
]

# 20 -> 21 -> 22 -> 20 is a loop; 24 is its own parent.
CORRUPT = [
    (20, 22, "Loop A"),
    (21, 20, "Loop B"),
    (22, 21, "Loop C"),
    (23, 21, "Leaf"),
    (24, 24, "Self"),
    (25, 24, "Under self"),
    (26, 25, "Deep"),
]


def make_db(rows):
    conn = sqlite3.connect(":memory:")
    conn.execute("CREATE TABLE categories(id INTEGER PRIMARY KEY, parent_id INTEGER, name TEXT NOT NULL)")
    conn.executemany("INSERT INTO categories(id, parent_id, name) VALUES (?, ?, ?)", rows)
    conn.commit()
    return conn



def test_whole_subtree_sorted_by_depth_then_name():
    conn = make_db(CATALOGUE)
    result = descendants(conn, 1)
    assert type(result) is list
    assert all(type(r) is tuple and [type(v) for v in r] == [int, str, int] for r in result)
    assert result == [
        (3, "Audio", 1),
        (2, "Books", 1),
        (9, "Anthology", 2),
        (8, "CDs", 2),
        (5, "Comics", 2),
        (4, "Fiction", 2),
        (6, "Vinyl", 2),
        (7, "Crime", 3),
        (10, "Nordic noir", 4),
    ]


def test_inner_node_and_result_types():
    conn = make_db(CATALOGUE)
    result = descendants(conn, 2)
    assert result == [(9, "Anthology", 1), (5, "Comics", 1), (4, "Fiction", 1), (7, "Crime", 2), (10, "Nordic noir", 3)]
    assert type(result) is list
    assert all(type(r) is tuple and type(r[0]) is int and type(r[1]) is str and type(r[2]) is int for r in result)


def test_max_depth_is_inclusive():
    conn = make_db(CATALOGUE)
    assert descendants(conn, 1, max_depth=1) == [(3, "Audio", 1), (2, "Books", 1)]
    assert descendants(conn, 2, max_depth=2) == [(9, "Anthology", 1), (5, "Comics", 1), (4, "Fiction", 1), (7, "Crime", 2)]
    assert descendants(conn, 4, max_depth=2) == [(7, "Crime", 1), (10, "Nordic noir", 2)]


def test_leaf_has_no_descendants():
    conn = make_db(CATALOGUE)
    assert descendants(conn, 10) == []
    assert descendants(conn, 6, max_depth=3) == []


def test_cycle_terminates_and_excludes_start_node():
    conn = make_db(CORRUPT)
    assert descendants(conn, 20) == [(21, "Loop B", 1), (23, "Leaf", 2), (22, "Loop C", 2)]
    assert descendants(conn, 22) == [(20, "Loop A", 1), (21, "Loop B", 2), (23, "Leaf", 3)]


def test_invalid_max_depth_raises_value_error():
    conn = make_db(CATALOGUE)
    with pytest.raises(ValueError):
        descendants(conn, 1, max_depth=0)
    with pytest.raises(ValueError):
        descendants(conn, 1, max_depth=-3)
    with pytest.raises(ValueError):
        descendants(conn, 99, max_depth=0)


def test_self_parent_is_not_its_own_descendant():
    conn = make_db(CORRUPT)
    assert descendants(conn, 24) == [(25, "Under self", 1), (26, "Deep", 2)]
    assert descendants(conn, 25) == [(26, "Deep", 1)]
    assert descendants(conn, 26) == []


def test_missing_node_raises_key_error():
    conn = make_db(CATALOGUE)
    with pytest.raises(KeyError):
        descendants(conn, 99)
    with pytest.raises(KeyError) as excinfo:
        descendants(conn, 99, max_depth=2)
    assert excinfo.value.args == (99,)


def test_equal_names_ordered_by_id_and_code_point_order():
    conn = make_db(
        [
            (1, None, "Shop"),
            (7, 1, "sale"),
            (5, 1, "Sale"),
            (3, 1, "Sale"),
            (4, 1, "Zebra"),
            (2, 1, "apple"),
        ]
    )
    assert descendants(conn, 1) == [(3, "Sale", 1), (5, "Sale", 1), (4, "Zebra", 1), (2, "apple", 1), (7, "sale", 1)]


def test_database_is_not_modified(tmp_path):
    path = tmp_path / "catalogue.db"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE categories(id INTEGER PRIMARY KEY, parent_id INTEGER, name TEXT NOT NULL)")
    conn.executemany("INSERT INTO categories VALUES (?, ?, ?)", CATALOGUE)
    conn.commit()
    assert descendants(conn, 3) == [(8, "CDs", 1), (6, "Vinyl", 1)]
    assert conn.execute("SELECT COUNT(*) FROM categories").fetchone() == (10,)
    assert conn.in_transaction is False
    assert conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall() == [("categories",)]


def test_value_error_checked_before_key_error_and_depth_one():
    conn = make_db(CATALOGUE)
    with pytest.raises(ValueError):
        descendants(conn, 99, max_depth=0)
    with pytest.raises(KeyError) as excinfo:
        descendants(conn, 99, max_depth=1)
    assert excinfo.value.args == (99,)
    assert descendants(conn, 2, max_depth=1) == [(9, "Anthology", 1), (5, "Comics", 1), (4, "Fiction", 1)]
    assert descendants(conn, 3, max_depth=1) == [(8, "CDs", 1), (6, "Vinyl", 1)]


def test_other_trees_are_not_included():
    conn = make_db(CATALOGUE + [(40, None, "Garden"), (41, 40, "Tools"), (42, 41, "Books about tools")])
    assert descendants(conn, 40) == [(41, "Tools", 1), (42, "Books about tools", 2)]
    assert descendants(conn, 3) == [(8, "CDs", 1), (6, "Vinyl", 1)]


def test_cycle_depths_are_smallest_and_unique():
    conn = make_db(CORRUPT + [(30, 23, "Tail"), (31, 30, "Tail end")])
    assert descendants(conn, 21) == [
        (23, "Leaf", 1),
        (22, "Loop C", 1),
        (20, "Loop A", 2),
        (30, "Tail", 2),
        (31, "Tail end", 3),
    ]
    assert descendants(conn, 20, max_depth=2) == [(21, "Loop B", 1), (23, "Leaf", 2), (22, "Loop C", 2)]


def test_two_node_cycle_never_reports_the_start():
    conn = make_db([(1, 2, "A"), (2, 1, "B"), (3, 2, "c"), (4, 3, "D")])
    assert descendants(conn, 1) == [(2, "B", 1), (3, "c", 2), (4, "D", 3)]
    assert descendants(conn, 2) == [(1, "A", 1), (3, "c", 1), (4, "D", 2)]
    assert descendants(conn, 3) == [(4, "D", 1)]


def test_code_point_order_at_every_depth_and_nothing_written():
    conn = make_db(
        [
            (1, None, "Root"),
            (2, 1, "beta"),
            (3, 1, "Beta"),
            (4, 1, "alpha"),
            (5, 1, "Alpha"),
            (6, 3, "zed"),
            (7, 3, "Zed"),
            (8, 2, "Zed"),
        ]
    )
    before = conn.total_changes
    assert descendants(conn, 1) == [
        (5, "Alpha", 1),
        (3, "Beta", 1),
        (4, "alpha", 1),
        (2, "beta", 1),
        (7, "Zed", 2),
        (8, "Zed", 2),
        (6, "zed", 2),
    ]
    assert conn.total_changes == before
    assert conn.in_transaction is False


def test_uppercase_sorts_before_lowercase_then_id():
    conn = make_db([(1, None, "Store"), (4, 1, "C"), (2, 1, "b"), (3, 1, "C"), (9, 1, "a"), (5, 4, "x")])
    assert descendants(conn, 1) == [(3, "C", 1), (4, "C", 1), (9, "a", 1), (2, "b", 1), (5, "x", 2)]


def test_depth_error_precedes_missing_node():
    conn = make_db(CORRUPT)
    with pytest.raises(ValueError):
        descendants(conn, 12345, max_depth=-1)
    with pytest.raises(ValueError):
        descendants(conn, 12345, max_depth=0)
    with pytest.raises(ValueError):
        descendants(conn, 20, max_depth=0)
    with pytest.raises(KeyError) as excinfo:
        descendants(conn, 12345, max_depth=1)
    assert excinfo.value.args == (12345,)


def test_max_depth_cuts_deeper_levels():
    conn = make_db(CATALOGUE)
    assert descendants(conn, 1, max_depth=3) == [
        (3, "Audio", 1),
        (2, "Books", 1),
        (9, "Anthology", 2),
        (8, "CDs", 2),
        (5, "Comics", 2),
        (4, "Fiction", 2),
        (6, "Vinyl", 2),
        (7, "Crime", 3),
    ]
    assert descendants(conn, 7, max_depth=1) == [(10, "Nordic noir", 1)]
