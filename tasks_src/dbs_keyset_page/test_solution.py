import sqlite3

import pytest

from solution import fetch_page

TEN = "2024-05-01T10:00:00"
NINE = "2024-05-01T09:00:00"
EVENTS = [
    (1, TEN, "a"),
    (2, TEN, "b"),
    (3, NINE, "c"),
    (4, TEN, "d"),
    (5, "2024-05-02T08:00:00", "e"),
    (6, "2024-04-30T23:59:59", "f"),
    (7, NINE, "g"),
]
# Feed order: 5, then the 10:00 events 4, 2, 1, then the 09:00 events 7, 3, then 6.


def make_db(events=EVENTS):
    conn = sqlite3.connect(":memory:")
    conn.execute("CREATE TABLE events (id INTEGER PRIMARY KEY, created_at TEXT NOT NULL, name TEXT NOT NULL)")
    conn.executemany("INSERT INTO events (id, created_at, name) VALUES (?, ?, ?)", events)
    conn.commit()
    return conn


def walk(conn, limit):
    pages, after = [], None
    for _ in range(20):  # a program that repeats rows would loop forever
        rows, after = fetch_page(conn, after, limit)
        pages.append([row[0] for row in rows])
        if after is None:
            return pages
    raise AssertionError("more than 20 pages: " + repr(pages[:8]))


def test_first_page_shape():
    rows, cursor = fetch_page(make_db(), None, 2)
    assert rows == [(5, "2024-05-02T08:00:00", "e"), (4, TEN, "d")]
    assert type(rows) is list
    assert type(rows[0]) is tuple
    assert cursor == (TEN, 4)
    assert type(cursor) is tuple


def test_walk_in_pages_of_three():
    conn = make_db()
    assert fetch_page(conn, None, 3) == ([(5, "2024-05-02T08:00:00", "e"), (4, TEN, "d"), (2, TEN, "b")], (TEN, 2))
    assert fetch_page(conn, (TEN, 2), 3) == ([(1, TEN, "a"), (7, NINE, "g"), (3, NINE, "c")], (NINE, 3))
    assert fetch_page(conn, (NINE, 3), 3) == ([(6, "2024-04-30T23:59:59", "f")], None)


def test_walk_through_equal_timestamps():
    conn = make_db()
    assert fetch_page(conn, (TEN, 4), 2) == ([(2, TEN, "b"), (1, TEN, "a")], (TEN, 1))
    assert fetch_page(conn, (TEN, 1), 2) == ([(7, NINE, "g"), (3, NINE, "c")], (NINE, 3))
    assert walk(conn, 2) == [[5, 4], [2, 1], [7, 3], [6]]


def test_empty_table():
    assert fetch_page(make_db([]), None, 5) == ([], None)


def test_no_cursor_when_page_ends_exactly():
    conn = make_db()
    rows, cursor = fetch_page(conn, None, 7)
    assert [row[0] for row in rows] == [5, 4, 2, 1, 7, 3, 6]
    assert cursor is None
    assert fetch_page(conn, (TEN, 1), 3) == ([(7, NINE, "g"), (3, NINE, "c"), (6, "2024-04-30T23:59:59", "f")], None)
    assert fetch_page(conn, None, 6)[1] == (NINE, 3)
    for limit in (0, True):
        with pytest.raises(ValueError):
            fetch_page(conn, None, limit)


def test_invalid_limit():
    conn = make_db()
    for limit in (0, -1, True, 2.0, "3", None):
        with pytest.raises(ValueError):
            fetch_page(conn, None, limit)


def test_inserted_newer_events_do_not_shift_pages():
    conn = make_db()
    rows, cursor = fetch_page(conn, None, 3)
    assert [row[0] for row in rows] == [5, 4, 2]
    conn.execute("INSERT INTO events (id, created_at, name) VALUES (8, '2024-06-01T00:00:00', 'new')")
    conn.execute("INSERT INTO events (id, created_at, name) VALUES (9, ?, 'tie')", (TEN,))
    rows, cursor = fetch_page(conn, cursor, 3)
    assert [row[0] for row in rows] == [1, 7, 3]
    assert cursor == (NINE, 3)


def test_cursor_of_deleted_event_still_works():
    conn = make_db()
    conn.execute("DELETE FROM events WHERE id = 4")
    assert fetch_page(conn, (TEN, 4), 2) == ([(2, TEN, "b"), (1, TEN, "a")], (TEN, 1))
    assert fetch_page(conn, (TEN, 3), 1) == ([(2, TEN, "b")], (TEN, 2))


def test_walk_one_at_a_time():
    assert walk(make_db(), 1) == [[5], [4], [2], [1], [7], [3], [6]]
    assert walk(make_db(), 4) == [[5, 4, 2, 1], [7, 3, 6]]


def test_cursor_outside_the_data():
    conn = make_db()
    assert fetch_page(conn, ("2024-04-30T23:59:59", 6), 3) == ([], None)
    assert fetch_page(conn, ("0000", 0), 3) == ([], None)
    rows, cursor = fetch_page(conn, ("9999", 0), 1)
    assert rows == [(5, "2024-05-02T08:00:00", "e")]
    assert cursor == ("2024-05-02T08:00:00", 5)


def test_invalid_limit_with_a_cursor():
    conn = make_db()
    for limit in (True, False, 1.0, -5):
        with pytest.raises(ValueError):
            fetch_page(conn, (TEN, 2), limit)


def test_exactly_full_last_page_has_no_cursor():
    conn = make_db([(1, NINE, "x"), (2, TEN, "y"), (3, TEN, "z")])
    assert fetch_page(conn, None, 3) == ([(3, TEN, "z"), (2, TEN, "y"), (1, NINE, "x")], None)
    assert fetch_page(conn, (TEN, 3), 2) == ([(2, TEN, "y"), (1, NINE, "x")], None)
    assert fetch_page(conn, (TEN, 3), 1) == ([(2, TEN, "y")], (TEN, 2))


def test_quoted_cursor_text_is_data_and_nothing_is_written():
    conn = make_db()
    before = conn.total_changes
    rows, cursor = fetch_page(conn, (TEN + "' OR '1'='1", 99), 3)
    assert rows == [(4, TEN, "d"), (2, TEN, "b"), (1, TEN, "a")]
    assert cursor == (TEN, 1)
    assert conn.total_changes == before
    assert conn.in_transaction is False


def test_cursor_with_sql_text_reads_only():
    conn = make_db()
    before = conn.total_changes
    assert fetch_page(conn, ('x"; DROP TABLE events; --', 1), 2) == (
        [(5, "2024-05-02T08:00:00", "e"), (4, TEN, "d")], (TEN, 4))
    assert conn.total_changes == before
    assert conn.execute("SELECT COUNT(*) FROM events").fetchone() == (7,)
