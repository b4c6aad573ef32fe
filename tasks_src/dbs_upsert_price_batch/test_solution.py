import sqlite3

import pytest

from solution import upsert_prices


def all_rows(conn):
    return conn.execute("SELECT sku, price_cents, currency FROM prices ORDER BY sku").fetchall()


def seeded():
    conn = sqlite3.connect(":memory:")
    conn.execute(
        "CREATE TABLE prices(sku TEXT PRIMARY KEY, price_cents INTEGER NOT NULL, currency TEXT NOT NULL)"
    )
    conn.executemany(
        "INSERT INTO prices VALUES (?, ?, ?)",
        [("A-1", 100, "EUR"), ("B-2", 250, "USD"), ("C-3", 999, "GBP")],
    )
    conn.commit()
    return conn


def test_inserts_are_committed_and_visible_elsewhere(tmp_path):
    path = tmp_path / "shop.db"
    conn = sqlite3.connect(path)
    result = upsert_prices(conn, [("mug", 1299, "EUR"), ("cap", 850, "USD")])
    assert result == {"inserted": 2, "updated": 0, "unchanged": 0}
    assert type(result) is dict
    assert all(type(v) is int for v in result.values())
    other = sqlite3.connect(path)
    assert all_rows(other) == [("cap", 850, "USD"), ("mug", 1299, "EUR")]


def test_empty_batch_returns_zeros_and_creates_table():
    conn = sqlite3.connect(":memory:")
    assert upsert_prices(conn, []) == {"inserted": 0, "updated": 0, "unchanged": 0}
    assert all_rows(conn) == []


def test_mixed_batch_counts_and_contents():
    conn = seeded()
    result = upsert_prices(
        conn,
        [
            ("A-1", 100, "EUR"),
            ("B-2", 250, "USD"),
            ("C-3", 999, "EUR"),
            ("D-4", 5, "JPY"),
            ("E-5", 0, "ZAR"),
            ("F-6", 7, "AUD"),
        ],
    )
    assert result == {"inserted": 3, "updated": 1, "unchanged": 2}
    assert all_rows(conn) == [
        ("A-1", 100, "EUR"),
        ("B-2", 250, "USD"),
        ("C-3", 999, "EUR"),
        ("D-4", 5, "JPY"),
        ("E-5", 0, "ZAR"),
        ("F-6", 7, "AUD"),
    ]


def test_zero_price_allowed_negative_rejected():
    conn = sqlite3.connect(":memory:")
    assert upsert_prices(conn, [("free", 0, "EUR")]) == {"inserted": 1, "updated": 0, "unchanged": 0}
    with pytest.raises(ValueError):
        upsert_prices(conn, [("debt", -1, "EUR")])
    assert all_rows(conn) == [("free", 0, "EUR")]


def test_duplicate_sku_in_batch_sees_earlier_occurrence():
    conn = seeded()
    result = upsert_prices(
        conn,
        [
            ("N-1", 10, "EUR"),
            ("N-1", 10, "EUR"),
            ("N-1", 12, "EUR"),
            ("A-1", 150, "EUR"),
            ("A-1", 100, "EUR"),
        ],
    )
    assert result == {"inserted": 1, "updated": 3, "unchanged": 1}
    assert all_rows(conn) == [
        ("A-1", 100, "EUR"),
        ("B-2", 250, "USD"),
        ("C-3", 999, "GBP"),
        ("N-1", 12, "EUR"),
    ]


def test_invalid_first_row_writes_nothing():
    conn = seeded()
    with pytest.raises(ValueError):
        upsert_prices(conn, [("X-9", 10, "eur"), ("Y-9", 20, "EUR")])
    for sku in ["", None, 12]:
        with pytest.raises(ValueError):
            upsert_prices(conn, [(sku, 10, "EUR"), ("Y-9", 20, "EUR")])
    assert all_rows(conn) == [("A-1", 100, "EUR"), ("B-2", 250, "USD"), ("C-3", 999, "GBP")]


def test_invalid_row_after_valid_rows_rolls_back_whole_batch(tmp_path):
    path = tmp_path / "shop.db"
    conn = sqlite3.connect(path)
    upsert_prices(conn, [("A-1", 100, "EUR")])
    with pytest.raises(ValueError):
        upsert_prices(conn, [("B-2", 200, "USD"), ("A-1", 175, "EUR"), ("C-3", 300, "EU")])
    assert all_rows(conn) == [("A-1", 100, "EUR")]
    assert all_rows(sqlite3.connect(path)) == [("A-1", 100, "EUR")]
    assert upsert_prices(conn, [("A-1", 100, "EUR")]) == {"inserted": 0, "updated": 0, "unchanged": 1}


def test_currency_must_be_three_uppercase_letters():
    conn = sqlite3.connect(":memory:")
    for currency in ["eur", "EURO", "EU", "", "E1R", "Eur"]:
        with pytest.raises(ValueError):
            upsert_prices(conn, [("sku", 1, currency)])
    assert all_rows(conn) == []


def test_bool_price_and_non_ascii_currency_rejected():
    conn = sqlite3.connect(":memory:")
    bad_batches = [
        [("flag", True, "EUR")],
        [("flag", False, "EUR")],
        [("cafe", 300, "ÉUR")],
        [("cafe", 300, "ZŁO")],
        [("cafe", 300, "zAR")],
        [("cafe", 2.5, "EUR")],
        [("cafe", "300", "EUR")],
    ]
    for batch in bad_batches:
        with pytest.raises(ValueError):
            upsert_prices(conn, batch)
    assert all_rows(conn) == []


def test_rows_outside_batch_are_untouched():
    conn = seeded()
    assert upsert_prices(conn, [("B-2", 260, "USD")]) == {"inserted": 0, "updated": 1, "unchanged": 0}
    assert all_rows(conn) == [("A-1", 100, "EUR"), ("B-2", 260, "USD"), ("C-3", 999, "GBP")]


def test_bad_sku_and_currency_types_rejected_sql_text_is_data():
    conn = seeded()
    for batch in [
        [("", 10, "EUR")],
        [(7, 10, "EUR")],
        [(None, 10, "EUR")],
        [("ok", 10, ("E", "U", "R"))],
        [("ok", -5, "EUR")],
        [("ok", 10, "EURO")],
    ]:
        with pytest.raises(ValueError):
            upsert_prices(conn, batch)
    sneaky = "x'); DROP TABLE prices; --"
    assert upsert_prices(conn, [(sneaky, 1, "EUR"), ("A-1", 100, "EUR")]) == {
        "inserted": 1,
        "updated": 0,
        "unchanged": 1,
    }
    assert all_rows(conn) == [
        ("A-1", 100, "EUR"),
        ("B-2", 250, "USD"),
        ("C-3", 999, "GBP"),
        (sneaky, 1, "EUR"),
    ]


def test_currency_only_change_counts_as_update():
    conn = seeded()
    assert upsert_prices(conn, [("C-3", 999, "USD")]) == {"inserted": 0, "updated": 1, "unchanged": 0}
    assert all_rows(conn) == [("A-1", 100, "EUR"), ("B-2", 250, "USD"), ("C-3", 999, "USD")]


def test_repeated_new_row_counts_insert_then_unchanged():
    conn = sqlite3.connect(":memory:")
    result = upsert_prices(conn, [("N", 0, "EUR"), ("N", 0, "EUR"), ("M", 3, "GBP")])
    assert result == {"inserted": 2, "updated": 0, "unchanged": 1}
    assert all_rows(conn) == [("M", 3, "GBP"), ("N", 0, "EUR")]


def test_same_sku_several_times_in_one_batch():
    conn = seeded()
    q = "Q'); DELETE FROM prices; --"
    result = upsert_prices(conn, [("A-1", 100, "EUR"), (q, 7, "USD"), (q, 7, "USD"), (q, 8, "USD")])
    assert result == {"inserted": 1, "updated": 1, "unchanged": 2}
    assert all_rows(conn) == [("A-1", 100, "EUR"), ("B-2", 250, "USD"), ("C-3", 999, "GBP"), (q, 8, "USD")]
    assert conn.in_transaction is False


def test_invalid_last_row_keeps_earlier_rows_out(tmp_path):
    path = tmp_path / "shop.db"
    conn = sqlite3.connect(path)
    upsert_prices(conn, [("A-1", 100, "EUR")])
    with pytest.raises(ValueError):
        upsert_prices(conn, [("NEW", 1, "EUR"), ("A-1", 5, "EUR"), ("X", True, "EUR")])
    assert conn.in_transaction is False
    assert all_rows(conn) == [("A-1", 100, "EUR")]
    assert all_rows(sqlite3.connect(path)) == [("A-1", 100, "EUR")]


def test_bool_price_rejected():
    conn = sqlite3.connect(":memory:")
    for batch in ([("flag", True, "EUR")], [("ok", 1, "EUR"), ("flag", False, "USD")]):
        with pytest.raises(ValueError):
            upsert_prices(conn, batch)
    assert all_rows(conn) == []


def test_non_ascii_capitals_are_not_a_currency():
    conn = seeded()
    for currency in ["ÄBC", "ΑΒΓ", "ＥＵＲ", "EUŘ"]:
        with pytest.raises(ValueError):
            upsert_prices(conn, [("D-4", 10, "EUR"), ("E-5", 10, currency)])
    assert all_rows(conn) == [("A-1", 100, "EUR"), ("B-2", 250, "USD"), ("C-3", 999, "GBP")]


def test_unicode_letters_are_not_a_currency():
    conn = sqlite3.connect(":memory:")
    for currency in ["ÉUR", "ДОЛ", "ZŁO"]:
        with pytest.raises(ValueError):
            upsert_prices(conn, [("sku", 1, currency)])
    assert all_rows(conn) == []


def test_currency_difference_alone_is_an_update():
    conn = seeded()
    assert upsert_prices(conn, [("A-1", 100, "USD"), ("B-2", 250, "USD")]) == {
        "inserted": 0, "updated": 1, "unchanged": 1}
    assert all_rows(conn) == [("A-1", 100, "USD"), ("B-2", 250, "USD"), ("C-3", 999, "GBP")]


def test_valid_rows_before_an_invalid_one_are_not_written():
    conn = seeded()
    with pytest.raises(ValueError):
        upsert_prices(conn, [("NEW", 1, "EUR"), ("B-2", 1, "USD"), ("BAD", 1, "usd")])
    assert conn.in_transaction is False
    assert all_rows(conn) == [("A-1", 100, "EUR"), ("B-2", 250, "USD"), ("C-3", 999, "GBP")]
