import pytest

from solution import UnitOfWork


def make_store():
    return {
        "u1": {"name": "Ada", "tags": ["admin"]},
        "u2": {"name": "Bob", "tags": []},
        "u3": {"name": "Cy", "tags": ["ops"]},
    }


EMPTY = {"inserted": [], "updated": [], "deleted": []}


def test_changes_reach_the_store_only_on_commit():
    store = make_store()
    uow = UnitOfWork(store)
    ada = uow.get("u1")
    assert ada == {"name": "Ada", "tags": ["admin"]}
    assert uow.get("u1") is ada
    assert ada is not store["u1"]
    ada["name"] = "Ada L."
    ada["tags"].append("dev")
    assert store["u1"] == {"name": "Ada", "tags": ["admin"]}
    summary = uow.commit()
    assert summary == {"inserted": [], "updated": ["u1"], "deleted": []}
    assert type(summary["updated"]) is list
    assert store["u1"] == {"name": "Ada L.", "tags": ["admin", "dev"]}
    assert uow.get("u1") is ada
    assert uow.commit() == EMPTY
    ada["name"] = "Ada M."
    assert store["u1"] == {"name": "Ada L.", "tags": ["admin", "dev"]}


def test_add_inserts_and_validates():
    store = make_store()
    uow = UnitOfWork(store)
    record = {"name": "Dee", "tags": []}
    uow.add("u4", record)
    assert uow.get("u4") is record
    with pytest.raises(ValueError):
        uow.add("u1", {"name": "dup"})
    with pytest.raises(ValueError):
        uow.add("u4", {"name": "again"})
    with pytest.raises(TypeError):
        uow.add("u5", ["not", "a", "dict"])
    assert "u4" not in store
    assert uow.commit() == {"inserted": ["u4"], "updated": [], "deleted": []}
    assert store["u4"] == {"name": "Dee", "tags": []}
    assert store["u4"] is not record


def test_dirty_detection_compares_nested_values():
    store = make_store()
    uow = UnitOfWork(store)
    uow.get("u1")
    uow.get("u2")["tags"].append("new")
    cy = uow.get("u3")
    cy["name"] = "Cyrus"
    cy["name"] = "Cy"
    assert store["u2"] == {"name": "Bob", "tags": []}
    assert uow.commit() == {"inserted": [], "updated": ["u2"], "deleted": []}
    assert store["u2"] == {"name": "Bob", "tags": ["new"]}
    assert store["u3"] == {"name": "Cy", "tags": ["ops"]}


def test_identity_map_keeps_edits_between_gets():
    store = make_store()
    uow = UnitOfWork(store)
    bob = uow.get("u2")
    bob["name"] = "Bobby"
    uow.get("u2")["tags"].append("t")
    assert bob == {"name": "Bobby", "tags": ["t"]}
    assert store["u2"] == {"name": "Bob", "tags": []}
    assert uow.commit() == {"inserted": [], "updated": ["u2"], "deleted": []}
    assert store["u2"] == {"name": "Bobby", "tags": ["t"]}


def test_committed_state_is_isolated_from_later_edits():
    store = make_store()
    uow = UnitOfWork(store)
    bob = uow.get("u2")
    bob["tags"].append("x")
    uow.commit()
    assert uow.commit() == EMPTY
    bob["tags"].append("y")
    assert store["u2"] == {"name": "Bob", "tags": ["x"]}
    assert uow.commit() == {"inserted": [], "updated": ["u2"], "deleted": []}
    assert store["u2"] == {"name": "Bob", "tags": ["x", "y"]}
    new = {"name": "Eve", "tags": []}
    uow.add("u9", new)
    new["tags"].append("a")
    uow.commit()
    new["tags"].append("b")
    assert store["u9"] == {"name": "Eve", "tags": ["a"]}
    assert uow.get("u9") is new
    assert uow.commit() == {"inserted": [], "updated": ["u9"], "deleted": []}
    assert store["u9"] == {"name": "Eve", "tags": ["a", "b"]}


def test_nested_edit_is_written_once():
    store = make_store()
    uow = UnitOfWork(store)
    ada = uow.get("u1")
    ada["tags"].append("dev")
    assert uow.commit() == {"inserted": [], "updated": ["u1"], "deleted": []}
    assert store["u1"] == {"name": "Ada", "tags": ["admin", "dev"]}
    assert uow.commit() == EMPTY
    ada["tags"].append("ops")
    assert store["u1"] == {"name": "Ada", "tags": ["admin", "dev"]}


def test_remove_rules_and_errors():
    store = make_store()
    uow = UnitOfWork(store)
    uow.add("u7", {"name": "Tmp"})
    uow.remove("u7")
    with pytest.raises(KeyError):
        uow.get("u7")
    with pytest.raises(KeyError):
        uow.remove("u7")
    uow.remove("u2")
    with pytest.raises(KeyError):
        uow.get("u2")
    with pytest.raises(KeyError):
        uow.remove("u2")
    with pytest.raises(ValueError):
        uow.add("u2", {"name": "Bob again"})
    with pytest.raises(KeyError):
        uow.remove("missing")
    assert uow.commit() == {"inserted": [], "updated": [], "deleted": ["u2"]}
    assert sorted(store) == ["u1", "u3"]
    assert uow.commit() == EMPTY


def test_added_record_written_as_at_commit_then_detached():
    store = make_store()
    uow = UnitOfWork(store)
    rec = {"name": "Fay", "tags": []}
    uow.add("u6", rec)
    rec["tags"].append("late")
    assert uow.commit() == {"inserted": ["u6"], "updated": [], "deleted": []}
    assert store["u6"] == {"name": "Fay", "tags": ["late"]}
    rec["name"] = "changed"
    rec["tags"].append("later")
    assert store["u6"] == {"name": "Fay", "tags": ["late"]}


def test_context_manager_commits_or_rolls_back():
    store = make_store()
    with UnitOfWork(store) as uow:
        assert type(uow) is UnitOfWork
        uow.get("u1")["name"] = "Ada K."
        uow.add("u0", {"name": "Zed"})
    assert store["u1"]["name"] == "Ada K."
    assert store["u0"] == {"name": "Zed"}
    with pytest.raises(RuntimeError):
        with UnitOfWork(store) as uow:
            uow.get("u1")["name"] = "lost"
            uow.remove("u2")
            raise RuntimeError("boom")
    assert store["u1"]["name"] == "Ada K."
    assert "u2" in store


def test_exception_in_with_block_rolls_back_and_propagates():
    store = make_store()
    with pytest.raises(KeyError):
        with UnitOfWork(store) as uow:
            uow.add("k9", {"name": "K"})
            uow.get("u3")["name"] = "gone"
            uow.get("nobody")
    assert store == make_store()


def test_added_object_is_inserted_with_its_state_at_commit():
    store = {}
    uow = UnitOfWork(store)
    cart = {"items": []}
    uow.add("cart", cart)
    cart["items"].append("apple")
    uow.get("cart")["owner"] = "ann"
    assert store == {}
    assert uow.commit() == {"inserted": ["cart"], "updated": [], "deleted": []}
    assert store == {"cart": {"items": ["apple"], "owner": "ann"}}
    assert store["cart"]["items"] is not cart["items"]
    uow.remove("cart")
    assert uow.commit() == {"inserted": [], "updated": [], "deleted": ["cart"]}
    assert store == {}
    # an addition removed before the commit is simply forgotten
    uow.add("draft", {"items": ["pear"]})
    uow.remove("draft")
    assert uow.commit() == EMPTY
    assert store == {}


def test_remove_of_added_key_forgets_it_and_stored_key_is_deleted():
    store = make_store()
    uow = UnitOfWork(store)
    uow.add("n1", {"name": "New"})
    uow.remove("n1")
    uow.remove("u3")
    assert uow.commit() == {"inserted": [], "updated": [], "deleted": ["u3"]}
    assert sorted(store) == ["u1", "u2"]
    uow.add("n1", {"name": "Again"})
    assert uow.commit() == {"inserted": ["n1"], "updated": [], "deleted": []}
    assert store["n1"] == {"name": "Again"}


def test_get_unknown_or_removed_raises_key_error():
    uow = UnitOfWork(make_store())
    with pytest.raises(KeyError):
        uow.get("nobody")
    uow.remove("u2")
    with pytest.raises(KeyError):
        uow.get("u2")
    uow.rollback()
    assert uow.get("u2") == {"name": "Bob", "tags": []}


def test_rollback_discards_everything():
    store = make_store()
    uow = UnitOfWork(store)
    old = uow.get("u1")
    old["name"] = "zzz"
    uow.add("u8", {"name": "New"})
    uow.remove("u2")
    assert uow.rollback() is None
    assert store == make_store()
    fresh = uow.get("u1")
    assert fresh is not old
    assert fresh == {"name": "Ada", "tags": ["admin"]}
    assert uow.get("u2") == {"name": "Bob", "tags": []}
    assert uow.commit() == EMPTY
    assert store == make_store()


def test_remove_loaded_and_unloaded_keys():
    store = make_store()
    uow = UnitOfWork(store)
    uow.get("u3")["name"] = "changed"
    uow.remove("u3")
    uow.remove("u1")
    assert "u1" in store
    assert uow.commit() == {"inserted": [], "updated": [], "deleted": ["u1", "u3"]}
    assert store == {"u2": {"name": "Bob", "tags": []}}
    # a removal in a with block that ends with the unit's own error is rolled back
    with pytest.raises(ValueError):
        with UnitOfWork(store) as failing:
            failing.remove("u2")
            failing.add("u2", {"name": "clash"})
    assert store == {"u2": {"name": "Bob", "tags": []}}


def test_commit_lists_are_sorted():
    store = {key: {"n": index} for index, key in enumerate(["b", "d", "a", "c", "e"])}
    uow = UnitOfWork(store)
    assert uow.commit() == EMPTY
    for key in ("d", "b"):
        uow.get(key)["n"] = -1
    for key in ("z", "x", "y"):
        uow.add(key, {"n": 0})
    uow.remove("e")
    uow.remove("a")
    assert uow.commit() == {"inserted": ["x", "y", "z"], "updated": ["b", "d"], "deleted": ["a", "e"]}
