import sqlite3

import pytest

from solution import import_inventory

SCHEMA = (
    "CREATE TABLE inventory (sku TEXT PRIMARY KEY, name TEXT NOT NULL,"
    " quantity INTEGER NOT NULL, price_cents INTEGER NOT NULL)"
)


def make_db(rows=(), path=":memory:"):
    conn = sqlite3.connect(path)
    conn.execute(SCHEMA)
    conn.executemany("INSERT INTO inventory VALUES (?, ?, ?, ?)", rows)
    conn.commit()
    return conn


def table(conn):
    return conn.execute("SELECT sku, name, quantity, price_cents FROM inventory ORDER BY sku").fetchall()


def test_inserts_rows_with_exact_cents():
    conn = make_db()
    text = "sku,name,quantity,price\nA-1,Washer,100,0.29\nB-2,Hinge,3,1.15\nC-3,Bracket,0,12.5\n"
    counts = import_inventory(conn, text)
    assert counts == {"inserted": 3, "updated": 0, "unchanged": 0}
    assert type(counts) is dict
    assert all(type(value) is int for value in counts.values())
    assert table(conn) == [
        ("A-1", "Washer", 100, 29),
        ("B-2", "Hinge", 3, 115),
        ("C-3", "Bracket", 0, 1250),
    ]
    assert conn.in_transaction is False


def test_header_only_and_any_column_order():
    conn = make_db()
    assert import_inventory(conn, "sku,name,quantity,price\n") == {"inserted": 0, "updated": 0, "unchanged": 0}
    assert import_inventory(conn, " price , sku ,quantity,name\n4.00,K-9,2,Key\n") == {
        "inserted": 1, "updated": 0, "unchanged": 0}
    assert table(conn) == [("K-9", "Key", 2, 400)]


def test_updated_and_unchanged_are_counted():
    conn = make_db([("A", "Nut", 10, 5), ("B", "Bolt", 4, 20), ("C", "Gear", 1, 999)])
    text = "name,sku,price,quantity\nNut,A,0.05,10\nBolt,B,0.20,5\nGear XL,C,9.99,1\nCam,D,1,1\n"
    assert import_inventory(conn, text) == {"inserted": 1, "updated": 2, "unchanged": 1}
    assert table(conn) == [
        ("A", "Nut", 10, 5),
        ("B", "Bolt", 5, 20),
        ("C", "Gear XL", 1, 999),
        ("D", "Cam", 1, 100),
    ]
    assert import_inventory(conn, text) == {"inserted": 0, "updated": 0, "unchanged": 4}


def test_quoted_fields_and_whitespace():
    conn = make_db()
    text = 'sku,name,quantity,price\n  Q1 ,"Bolt, M6 ""hex""", 12 , 0.50 \n'
    assert import_inventory(conn, text) == {"inserted": 1, "updated": 0, "unchanged": 0}
    assert table(conn) == [("Q1", 'Bolt, M6 "hex"', 12, 50)]


def test_invalid_record_rolls_back_everything():
    conn = make_db([("A", "Nut", 10, 5)])
    text = "sku,name,quantity,price\nA,Nut,11,0.05\n\nB,Bolt,2,0.20\nC,Gear,+3,1.00\nD,Cam,1,1\n"
    with pytest.raises(ValueError, match=r"^line 5:"):
        import_inventory(conn, text)
    assert table(conn) == [("A", "Nut", 10, 5)]
    assert conn.in_transaction is False
    assert import_inventory(conn, "sku,name,quantity,price\nB,Bolt,2,0.20\n")["inserted"] == 1


def test_invalid_prices_are_rejected():
    for price in ["12.", ".5", "1.234", "-1", "1e3", "", "abc", "1,5", "\u0661\u0662"]:
        conn = make_db()
        text = f'sku,name,quantity,price\nA,Nut,1,"{price}"\n'
        with pytest.raises(ValueError, match=r"^line 2:"):
            import_inventory(conn, text)
        assert table(conn) == []


def test_duplicate_sku_and_bad_quantities():
    conn = make_db()
    text = "sku,name,quantity,price\nA,Nut,1,1\nB,Bolt,1,1\nA,Nut again,2,2\n"
    with pytest.raises(ValueError, match=r"^line 4:"):
        import_inventory(conn, text)
    assert table(conn) == []
    for quantity in ["+5", "-1", "3.0", "", " ", "1 000"]:
        with pytest.raises(ValueError, match=r"^line 3:"):
            import_inventory(conn, f'sku,name,quantity,price\nA,Nut,1,1\nB,Bolt,"{quantity}",1\n')
    for row in ["A,,1,1", ",Nut,1,1", "  ,Nut,1,1"]:
        with pytest.raises(ValueError, match=r"^line 2:"):
            import_inventory(conn, f"sku,name,quantity,price\n{row}\n")
    assert table(conn) == []
    assert conn.in_transaction is False


def test_invalid_header_raises():
    conn = make_db()
    for text in ["", "sku,name,quantity\nA,Nut,1\n", "sku,name,quantity,price,extra\nA,N,1,1,x\n",
                 "sku,name,name,price\nA,N,M,1\n", "SKU,Name,Quantity,Price\nA,N,1,1\n",
                 "\nsku,name,quantity,price\n"]:
        with pytest.raises(ValueError):
            import_inventory(conn, text)
    assert table(conn) == []


def test_line_numbers_count_skipped_empty_lines():
    conn = make_db()
    text = "sku,name,quantity,price\n\nA,Nut,1,1\n\n\nB,Bolt,1,1,9\n"
    with pytest.raises(ValueError, match=r"^line 6:"):
        import_inventory(conn, text)
    with pytest.raises(ValueError, match=r"^line 3:"):
        import_inventory(conn, "sku,name,quantity,price\n\nA,Nut,1\n")
    with pytest.raises(ValueError, match=r"^line 4:"):
        import_inventory(conn, "sku,name,quantity,price\n\n\nA,Nut,1,12.\n")
    assert table(conn) == []
    with pytest.raises(ValueError):
        import_inventory(conn, "")
    with pytest.raises(ValueError):
        import_inventory(conn, "sku,name,name,price\nA,N,M,1\n")
    with pytest.raises(ValueError):
        import_inventory(conn, "sku,name,quantity,price,sku\nA,N,1,1,A\n")
    with pytest.raises(ValueError):
        import_inventory(conn, "SKU,name,quantity,price\n\nA,Nut,1,1\n")
    ok = "sku,name,quantity,price\n\nA,Nut,1,1\n\nB,Bolt,2,2"
    assert import_inventory(conn, ok) == {"inserted": 2, "updated": 0, "unchanged": 0}


def test_changes_are_committed(tmp_path):
    path = tmp_path / "stock.db"
    conn = make_db([("A", "Nut", 1, 1), ("C", "Cog", 3, 300)], path)
    counts = import_inventory(conn, "sku,name,quantity,price\nA,Nut,2,0.01\nB,Bolt,1,2\nC,Cog,3,3\n")
    assert counts == {"inserted": 1, "updated": 1, "unchanged": 1}
    assert conn.in_transaction is False
    other = sqlite3.connect(path)
    assert table(other) == [("A", "Nut", 2, 1), ("B", "Bolt", 1, 200), ("C", "Cog", 3, 300)]
    other.close()


def test_more_exact_conversions_and_quoted_commas(tmp_path):
    conn = make_db(path=tmp_path / "stock.db")
    text = ('sku,name,quantity,price\nP1,"Pipe, 1m",007,0.07\nP2,Pipe 2m,0,10.1\n'
            'P3,"Pipe, 3m",12,19.99\nP4,Sample,0,0.00\nP5,Valve,5,4.35\n')
    assert import_inventory(conn, text) == {"inserted": 5, "updated": 0, "unchanged": 0}
    assert table(conn) == [
        ("P1", "Pipe, 1m", 7, 7),
        ("P2", "Pipe 2m", 0, 1010),
        ("P3", "Pipe, 3m", 12, 1999),
        ("P4", "Sample", 0, 0),
        ("P5", "Valve", 5, 435),
    ]
    other = sqlite3.connect(tmp_path / "stock.db")
    assert table(other) == table(conn)


def test_float_sensitive_prices_convert_exactly():
    conn = make_db()
    text = "sku,name,quantity,price\nA,Clip,1,0.57\nB,Pin,2,1.13\nC,Rod,3,2.3\n"
    assert import_inventory(conn, text) == {"inserted": 3, "updated": 0, "unchanged": 0}
    assert table(conn) == [("A", "Clip", 1, 57), ("B", "Pin", 2, 113), ("C", "Rod", 3, 230)]


def test_header_must_be_lower_case_and_sets_field_order():
    conn = make_db()
    for header in ["Sku,name,quantity,price", "sku,name,quantity,PRICE", "sku,Name,quantity,price"]:
        with pytest.raises(ValueError):
            import_inventory(conn, header + "\nA,Nut,1,1\n")
    assert table(conn) == []
    assert import_inventory(conn, "quantity,price,name,sku\n3,2.5,Nut,N1\n") == {
        "inserted": 1, "updated": 0, "unchanged": 0}
    assert table(conn) == [("N1", "Nut", 3, 250)]


def test_duplicate_sku_rejected_even_with_identical_record():
    conn = make_db([("Z", "Zip", 1, 1)])
    with pytest.raises(ValueError, match=r"^line 4:"):
        import_inventory(conn, "sku,name,quantity,price\nA,Nut,1,1\n\nA,Nut,1,1\n")
    assert table(conn) == [("Z", "Zip", 1, 1)]
    assert conn.in_transaction is False


def test_sku_is_compared_after_stripping():
    conn = make_db()
    with pytest.raises(ValueError, match=r"^line 3:"):
        import_inventory(conn, "sku,name,quantity,price\nA,Nut,1,1\n A ,Nut,2,2\n")
    assert table(conn) == []


def test_error_after_valid_records_leaves_table_as_it_was():
    conn = make_db([("A", "Nut", 10, 5)])
    text = "sku,name,quantity,price\n\nA,Nut,12,0.05\nB,Bolt,1,1\n\n\nC,Cam,1,1.50,0\n"
    with pytest.raises(ValueError, match=r"^line 7:"):
        import_inventory(conn, text)
    assert table(conn) == [("A", "Nut", 10, 5)]
    assert conn.in_transaction is False


def test_record_needs_exactly_four_fields():
    conn = make_db()
    for row in ["A,Nut,1", "A,Nut,1,1,", "A,Nut,1,1,x", 'A,"Nut,1",1']:
        with pytest.raises(ValueError, match=r"^line 3:"):
            import_inventory(conn, f"sku,name,quantity,price\nB,Bolt,1,1\n{row}\n")
    assert table(conn) == []
    assert conn.in_transaction is False


def test_quantity_must_be_plain_ascii_digits():
    conn = make_db()
    for quantity in ["+5", "-2", "1.0", "", "1_000", "\u0663"]:
        with pytest.raises(ValueError, match=r"^line 2:"):
            import_inventory(conn, f'sku,name,quantity,price\nA,Nut,"{quantity}",1\n')
    assert table(conn) == []
    assert import_inventory(conn, "sku,name,quantity,price\nA,Nut,007,1\nB,Bolt,0,1\n")["inserted"] == 2
    assert table(conn) == [("A", "Nut", 7, 100), ("B", "Bolt", 0, 100)]
