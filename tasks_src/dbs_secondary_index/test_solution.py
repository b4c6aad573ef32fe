import pytest

from solution import IndexedTable


def make_table():
    table = IndexedTable("id", indexed=["team"], unique=["email"])
    table.insert({"id": 3, "team": "red", "email": "c@x.io"})
    table.insert({"id": 1, "team": "red", "email": "a@x.io"})
    table.insert({"id": 2, "team": "blue", "email": "b@x.io"})
    return table


def test_find_by_index_sorted_by_key():
    table = make_table()
    found = table.find("team", "red")
    assert found == [{"id": 1, "team": "red", "email": "a@x.io"}, {"id": 3, "team": "red", "email": "c@x.io"}]
    assert type(found) is list
    assert table.find("email", "b@x.io") == [{"id": 2, "team": "blue", "email": "b@x.io"}]
    assert table.find("id", 3) == [{"id": 3, "team": "red", "email": "c@x.io"}]
    assert table.find("team", "green") == []
    assert table.find("id", 99) == []
    with pytest.raises(ValueError):
        table.find("nickname", "c@x.io")
    table.insert({"id": 5, "email": "e@x.io"})
    assert table.find("email", "e@x.io") == [{"id": 5, "email": "e@x.io"}]
    with pytest.raises(ValueError):
        table.insert({"id": 1, "team": "blue"})
    with pytest.raises(ValueError):
        table.insert({"team": "blue"})
    assert table.delete(99) is False
    assert table.delete(3) is True
    assert table.find("team", "red") == [{"id": 1, "team": "red", "email": "a@x.io"}]
    assert table.find("email", "c@x.io") == []
    assert table.find("id", 3) == []


def test_unindexed_field_cannot_be_searched():
    table = make_table()
    table.insert({"id": 4, "team": "red", "nickname": "dee"})
    with pytest.raises(ValueError):
        table.find("nickname", "dee")


def test_update_moves_row_between_index_entries():
    table = make_table()
    table.update(3, {"team": "blue", "email": "c2@x.io"})
    assert table.find("team", "red") == [{"id": 1, "team": "red", "email": "a@x.io"}]
    assert [row["id"] for row in table.find("team", "blue")] == [2, 3]
    assert table.find("email", "c@x.io") == []
    assert table.find("email", "c2@x.io") == [{"id": 3, "team": "blue", "email": "c2@x.io"}]
    table.insert({"id": 7, "team": "red", "email": "c@x.io"})
    assert [row["id"] for row in table.find("email", "c@x.io")] == [7]


def test_insert_validation():
    table = make_table()
    with pytest.raises(ValueError):
        table.insert({"team": "red"})
    with pytest.raises(ValueError):
        table.insert({"id": 2, "team": "red"})
    with pytest.raises(ValueError):
        table.insert({"id": 9, "team": "green", "email": "a@x.io"})
    assert table.find("team", "green") == []
    assert table.find("id", 9) == []


def test_unique_conflicts_on_update_change_nothing():
    table = make_table()
    with pytest.raises(ValueError):
        table.update(2, {"team": "red", "email": "a@x.io"})
    assert table.find("team", "red") == [
        {"id": 1, "team": "red", "email": "a@x.io"}, {"id": 3, "team": "red", "email": "c@x.io"}]
    assert table.find("id", 2) == [{"id": 2, "team": "blue", "email": "b@x.io"}]
    assert table.find("team", "blue") == [{"id": 2, "team": "blue", "email": "b@x.io"}]
    assert [row["id"] for row in table.find("email", "b@x.io")] == [2]
    with pytest.raises(ValueError):
        table.update(2, {"id": 5})
    assert table.find("id", 5) == []
    table.update(2, {"email": "b@x.io", "id": 2, "note": "same"})
    assert table.find("email", "b@x.io") == [{"id": 2, "team": "blue", "email": "b@x.io", "note": "same"}]
    with pytest.raises(KeyError):
        table.update(42, {"team": "red"})


def test_delete_removes_from_every_index():
    table = make_table()
    assert table.delete(1) is True
    assert table.delete(1) is False
    assert [row["id"] for row in table.find("team", "red")] == [3]
    assert table.find("email", "a@x.io") == []
    table.insert({"id": 1, "team": "blue", "email": "a@x.io"})
    assert [row["id"] for row in table.find("team", "blue")] == [1, 2]


def test_none_and_missing_values_in_unique_fields():
    table = IndexedTable("sku", unique=["barcode"])
    table.insert({"sku": "b", "barcode": None})
    table.insert({"sku": "a", "barcode": None})
    table.insert({"sku": "c"})
    table.insert({"sku": "d", "barcode": "123"})
    assert [row["sku"] for row in table.find("barcode", None)] == ["a", "b"]
    with pytest.raises(ValueError):
        table.insert({"sku": "e", "barcode": "123"})
    table.update("c", {"barcode": None})
    assert [row["sku"] for row in table.find("barcode", None)] == ["a", "b", "c"]
    table.update("a", {"barcode": "999"})
    assert [row["sku"] for row in table.find("barcode", None)] == ["b", "c"]


def test_index_never_returns_stale_values_after_many_changes():
    table = IndexedTable("id", indexed=["status", "owner"])
    for key in range(5):
        table.insert({"id": key, "status": "open", "owner": "ann"})
    table.update(0, {"status": "closed"})
    table.update(3, {"status": "closed", "owner": "bob"})
    table.update(3, {"status": "open"})
    table.delete(4)
    table.update(1, {"owner": "bob"})
    assert [row["id"] for row in table.find("status", "open")] == [1, 2, 3]
    assert [row["id"] for row in table.find("status", "closed")] == [0]
    assert [row["id"] for row in table.find("owner", "ann")] == [0, 2]
    assert [row["id"] for row in table.find("owner", "bob")] == [1, 3]


def test_returned_rows_and_inserted_dicts_are_copies():
    table = IndexedTable("id", indexed=["tags"])
    original = {"id": 1, "tags": "x", "meta": {"n": 1}}
    table.insert(original)
    original["tags"] = "changed"
    original["meta"]["n"] = 2
    found = table.find("tags", "x")
    assert found == [{"id": 1, "tags": "x", "meta": {"n": 1}}]
    found[0]["meta"]["n"] = 3
    found[0]["tags"] = "y"
    assert table.find("id", 1) == [{"id": 1, "tags": "x", "meta": {"n": 1}}]
    changes = {"meta": {"n": 5}}
    table.update(1, changes)
    changes["meta"]["n"] = 6
    assert table.find("tags", "x") == [{"id": 1, "tags": "x", "meta": {"n": 5}}]


def test_rows_missing_an_indexed_field_are_not_found():
    table = IndexedTable("id", indexed=["team"])
    table.insert({"id": "b"})
    table.insert({"id": "a", "team": None})
    assert table.find("team", None) == [{"id": "a", "team": None}]
    table.update("b", {"team": "red"})
    assert table.find("team", "red") == [{"id": "b", "team": "red"}]


def test_update_may_repeat_its_own_key_value():
    table = make_table()
    table.update(1, {"id": 1, "team": "green"})
    assert table.find("team", "green") == [{"id": 1, "team": "green", "email": "a@x.io"}]
    with pytest.raises(ValueError):
        table.update(1, {"id": 9, "team": "blue"})
    assert table.find("id", 9) == []
    assert [row["id"] for row in table.find("team", "blue")] == [2]


def test_key_in_changes_must_keep_its_value():
    table = IndexedTable("sku", indexed=["bin"])
    table.insert({"sku": "k1", "bin": "A", "qty": 3})
    table.update("k1", {"sku": "k1", "qty": 4})
    assert table.find("sku", "k1") == [{"sku": "k1", "bin": "A", "qty": 4}]
    with pytest.raises(ValueError):
        table.update("k1", {"sku": "k2", "bin": "B"})
    assert table.find("bin", "A") == [{"sku": "k1", "bin": "A", "qty": 4}]
    assert table.find("bin", "B") == []
    with pytest.raises(KeyError):
        table.update("k9", {"qty": 1})


def test_failed_update_changes_no_field():
    table = make_table()
    with pytest.raises(ValueError):
        table.update(3, {"team": "green", "email": "b@x.io"})
    assert table.find("team", "green") == []
    assert table.find("id", 3) == [{"id": 3, "team": "red", "email": "c@x.io"}]
    assert [row["id"] for row in table.find("team", "red")] == [1, 3]
    assert table.find("email", "c@x.io") == [{"id": 3, "team": "red", "email": "c@x.io"}]
    table.update(1, {"email": "a@x.io", "team": "blue"})
    assert [row["id"] for row in table.find("team", "blue")] == [1, 2]
    assert table.find("email", "a@x.io") == [{"id": 1, "team": "blue", "email": "a@x.io"}]


def test_update_conflict_leaves_row_and_indexes_unchanged():
    table = IndexedTable("id", indexed=["bin"], unique=["code"])
    table.insert({"id": "x", "code": "S1", "bin": "A"})
    table.insert({"id": "y", "code": "S2", "bin": "B"})
    with pytest.raises(ValueError):
        table.update("y", {"bin": "C", "code": "S1"})
    assert table.find("bin", "C") == []
    assert table.find("id", "y") == [{"id": "y", "code": "S2", "bin": "B"}]
    assert table.find("bin", "B") == [{"id": "y", "code": "S2", "bin": "B"}]
    assert table.find("code", "S2") == [{"id": "y", "code": "S2", "bin": "B"}]
    table.update("x", {"code": "S1", "bin": "D"})
    assert table.find("bin", "D") == [{"id": "x", "code": "S1", "bin": "D"}]


def test_none_unique_values_never_conflict_on_update():
    table = make_table()
    table.insert({"id": 4, "team": "blue", "email": None})
    table.update(1, {"email": None})
    table.insert({"id": 5, "email": None})
    assert [row["id"] for row in table.find("email", None)] == [1, 4, 5]
    table.update(3, {"email": "a@x.io"})
    assert table.find("email", "a@x.io") == [{"id": 3, "team": "red", "email": "a@x.io"}]
    keyed_by_none = IndexedTable("id", unique=["email"])
    keyed_by_none.insert({"id": None, "email": "n@x.io"})
    with pytest.raises(ValueError):
        keyed_by_none.insert({"id": 6, "email": "n@x.io"})
    assert keyed_by_none.find("id", 6) == []


def test_none_is_never_a_duplicate():
    table = IndexedTable("id", unique=["serial"])
    table.insert({"id": 2, "serial": None})
    table.insert({"id": 1, "serial": None})
    table.insert({"id": 3})
    assert table.find("serial", None) == [{"id": 1, "serial": None}, {"id": 2, "serial": None}]
    table.insert({"id": 4, "serial": "s-1"})
    with pytest.raises(ValueError):
        table.insert({"id": 5, "serial": "s-1"})
    assert table.find("id", 5) == []


def test_found_rows_are_independent_copies():
    table = IndexedTable("id", indexed=["team"], unique=["email"])
    table.insert({"id": 1, "team": "red", "email": "a@x.io", "roles": ["dev"]})
    by_index = table.find("team", "red")
    by_index[0]["roles"].append("admin")
    by_index[0]["team"] = "blue"
    by_key = table.find("id", 1)
    by_key[0]["email"] = "z@x.io"
    by_unique = table.find("email", "a@x.io")
    by_unique[0]["roles"].clear()
    assert table.find("id", 1) == [{"id": 1, "team": "red", "email": "a@x.io", "roles": ["dev"]}]
    assert table.find("team", "blue") == []


def test_changing_found_rows_does_not_change_the_table():
    table = make_table()
    original = {"id": 8, "team": "gold", "email": "h@x.io", "tags": ["new"]}
    table.insert(original)
    original["tags"].append("edited")
    found = table.find("team", "gold")
    found[0]["tags"].append("local")
    found[0]["email"] = "other@x.io"
    table.find("id", 8)[0]["team"] = "lead"
    changes = {"tags": ["moved"]}
    table.update(2, changes)
    changes["tags"].append("later")
    assert table.find("team", "gold") == [{"id": 8, "team": "gold", "email": "h@x.io", "tags": ["new"]}]
    assert table.find("email", "b@x.io") == [{"id": 2, "team": "blue", "email": "b@x.io", "tags": ["moved"]}]
