import sqlite3

import pytest

from solution import search_products

PRODUCTS = [
    (1, "Desk Lamp", 2500, 4),
    (2, "desk organiser", 1200, 10),
    (3, "Office Chair", 8900, 2),
    (4, "USB_C Cable", 900, 50),
    (5, "USB-C Hub", 2500, 7),
    (6, "50% Off Mug", 700, 0),
    (7, "Standing Desk", 25000, 2),
    (8, "O'Brien Notebook", 450, 12),
]


def make_db():
    conn = sqlite3.connect(":memory:")
    conn.execute(
        "CREATE TABLE products (id INTEGER PRIMARY KEY, name TEXT NOT NULL,"
        " price INTEGER NOT NULL, stock INTEGER NOT NULL)"
    )
    conn.executemany("INSERT INTO products VALUES (?, ?, ?, ?)", PRODUCTS)
    conn.commit()
    return conn


def ids(rows):
    return [row["id"] for row in rows]


def all_rows(conn):
    return conn.execute("SELECT id, name, price, stock FROM products ORDER BY id").fetchall()


def test_default_sorts_all_by_name_binary():
    rows = search_products(make_db())
    assert type(rows) is list
    assert ids(rows) == [6, 1, 8, 3, 7, 5, 4, 2]
    assert type(rows[0]) is dict
    assert rows[0] == {"id": 6, "name": "50% Off Mug", "price": 700, "stock": 0}
    assert rows[7] == {"id": 2, "name": "desk organiser", "price": 1200, "stock": 10}


def test_name_filter_is_case_insensitive():
    conn = make_db()
    assert ids(search_products(conn, name_contains="desk")) == [1, 7, 2]
    assert ids(search_products(conn, name_contains="DESK O")) == [2]


def test_wildcard_characters_match_literally():
    conn = make_db()
    assert ids(search_products(conn, name_contains="_")) == [4]
    assert ids(search_products(conn, name_contains="usb_c")) == [4]
    assert ids(search_products(conn, name_contains="%")) == [6]
    assert ids(search_products(conn, name_contains="0%")) == [6]
    assert search_products(conn, name_contains="d_sk") == []


def test_quotes_in_search_text_are_data():
    conn = make_db()
    assert ids(search_products(conn, name_contains="o'brien")) == [8]
    assert search_products(conn, name_contains="'); DROP TABLE products; --") == []
    assert len(all_rows(conn)) == 8


def test_descending_breaks_ties_by_id_ascending():
    conn = make_db()
    rows = search_products(conn, order_by="price", descending=True)
    assert ids(rows) == [7, 3, 1, 5, 2, 4, 6, 8]
    rows = search_products(conn, order_by="stock", descending=True, limit=5)
    assert ids(rows) == [4, 8, 2, 5, 1]
    rows = search_products(conn, order_by="stock", descending=True)
    assert ids(rows)[5:] == [3, 7, 6]


def test_price_bounds_are_inclusive():
    conn = make_db()
    rows = search_products(conn, min_price=900, max_price=2500, order_by="price")
    assert ids(rows) == [4, 2, 1, 5]
    assert ids(search_products(conn, min_price=8900, order_by="id")) == [3, 7]
    assert ids(search_products(conn, max_price=450)) == [8]
    assert search_products(conn, max_price=0) == []
    assert len(search_products(conn, min_price=0)) == 8


def test_untrusted_sort_column_is_rejected():
    conn = make_db()
    for bad in ["price; DROP TABLE products", "price DESC", "Name", "nonexistent",
                "(SELECT 1)", "", "id, name"]:
        with pytest.raises(ValueError):
            search_products(conn, order_by=bad)
    assert len(all_rows(conn)) == 8


def test_filters_combine_with_sort_column():
    conn = make_db()
    rows = search_products(conn, name_contains="desk", min_price=2000, order_by="stock")
    assert ids(rows) == [7, 1]
    rows = search_products(conn, name_contains="desk", max_price=2000)
    assert rows == [{"id": 2, "name": "desk organiser", "price": 1200, "stock": 10}]


def test_limit_must_be_int_from_1_to_100():
    conn = make_db()
    assert ids(search_products(conn, limit=1)) == [6]
    assert len(search_products(conn, limit=100)) == 8
    for bad in [0, 101, -1, True, 2.0, "5", None]:
        with pytest.raises(ValueError):
            search_products(conn, limit=bad)
    conn.executemany(
        "INSERT INTO products VALUES (?, ?, ?, ?)",
        [(n, f"Widget {n}", 100 + n, 1) for n in range(9, 31)],
    )
    assert len(search_products(conn)) == 20
    assert ids(search_products(conn, order_by="id"))[-1] == 20


def test_empty_text_matches_all_and_no_match_is_empty():
    conn = make_db()
    assert len(search_products(conn, name_contains="")) == 8
    result = search_products(conn, name_contains="sofa")
    assert result == []
    assert type(result) is list


def test_limit_applies_after_sorting_and_filtering():
    conn = make_db()
    assert ids(search_products(conn, order_by="price", limit=3)) == [8, 6, 4]
    rows = search_products(conn, min_price=900, max_price=2500, order_by="price", limit=3)
    assert ids(rows) == [4, 2, 1]
    assert ids(search_products(conn, name_contains="desk", order_by="id", descending=True, limit=2)) == [7, 2]
    assert search_products(conn, max_price=0, limit=1) == []


def test_order_by_id_descending_and_no_writes():
    conn = make_db()
    assert ids(search_products(conn, order_by="id", descending=True)) == [8, 7, 6, 5, 4, 3, 2, 1]
    assert all_rows(conn) == PRODUCTS
    assert conn.in_transaction is False


def test_zero_price_bounds_are_real_bounds():
    conn = make_db()
    conn.execute("INSERT INTO products VALUES (9, 'Free Sticker', 0, 100)")
    assert ids(search_products(conn, max_price=0)) == [9]
    assert ids(search_products(conn, min_price=0, max_price=0, name_contains="")) == [9]
    assert ids(search_products(conn, min_price=0, max_price=700, order_by="price")) == [9, 8, 6]


def test_underscore_and_percent_only_match_themselves():
    conn = make_db()
    assert ids(search_products(conn, name_contains="b_c")) == [4]
    assert search_products(conn, name_contains="b%c") == []
    assert ids(search_products(conn, name_contains="% o")) == [6]
    assert search_products(conn, name_contains="__") == []


def test_invalid_arguments_run_no_query():
    conn = make_db()
    statements = []
    conn.set_trace_callback(statements.append)
    for kwargs in ({"order_by": "Price"}, {"order_by": "price; DELETE FROM products"},
                   {"limit": 101}, {"limit": False}, {"order_by": "id", "limit": 0}):
        with pytest.raises(ValueError):
            search_products(conn, name_contains="desk", **kwargs)
    assert statements == []
    assert ids(search_products(conn, name_contains="_c", order_by="id")) == [4]
    assert len(statements) == 1


def test_order_by_must_match_exactly():
    conn = make_db()
    statements = []
    conn.set_trace_callback(statements.append)
    for bad in ["Name", "PRICE", " id", "stock ", "name ASC"]:
        with pytest.raises(ValueError):
            search_products(conn, order_by=bad)
    assert statements == []
    assert ids(search_products(conn, order_by="stock", limit=3)) == [6, 3, 7]


def test_descending_name_sort_is_binary_with_id_ties():
    conn = make_db()
    conn.executemany("INSERT INTO products VALUES (?, ?, ?, ?)",
                     [(9, "desk organiser", 1300, 1), (10, "Desk Lamp", 2600, 1), (11, "apple", 1, 1)])
    rows = search_products(conn, name_contains="desk", order_by="name", descending=True)
    assert ids(rows) == [2, 9, 7, 1, 10]
    assert ids(search_products(conn, order_by="name", descending=True, limit=4)) == [2, 9, 11, 4]


def test_limit_bounds_one_and_hundred():
    conn = make_db()
    assert ids(search_products(conn, order_by="id", limit=100)) == [1, 2, 3, 4, 5, 6, 7, 8]
    assert ids(search_products(conn, order_by="price", descending=True, limit=1)) == [7]
    for bad in [101, 1000, True, 0]:
        with pytest.raises(ValueError):
            search_products(conn, limit=bad)


def test_limit_of_100_returns_the_first_100_sorted_rows():
    conn = make_db()
    conn.executemany("INSERT INTO products VALUES (?, ?, ?, ?)",
                     [(n, f"Bulk {n:03d}", 5, 1) for n in range(9, 131)])
    rows = search_products(conn, order_by="price", limit=100)
    assert len(rows) == 100
    assert ids(rows)[:3] == [9, 10, 11]
    assert ids(rows)[-1] == 108
    assert ids(search_products(conn, order_by="price", descending=True, limit=100))[:3] == [7, 3, 1]


def test_descending_ties_keep_ids_ascending():
    conn = make_db()
    assert ids(search_products(conn, min_price=2500, max_price=2500, order_by="price", descending=True)) == [1, 5]
    assert ids(search_products(conn, order_by="stock", descending=True))[-3:] == [3, 7, 6]
    assert ids(search_products(conn, order_by="price", descending=True, limit=4)) == [7, 3, 1, 5]
