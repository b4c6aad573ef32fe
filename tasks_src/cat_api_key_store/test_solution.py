import hmac

import pytest

import solution
from solution import ApiKeyStore

ID_A = bytes.fromhex("0a1b2c3d4e5f")
ID_B = bytes.fromhex("ffeeddccbbaa")
ID_C = bytes.fromhex("123456abcdef")
SECRET_A = bytes(range(20))
SECRET_B = b"\xfb\xff\xbf" * 6 + b"\x00\x01"
SECRET_C = bytes(range(100, 120))
KEY_A = "ak_0a1b2c3d4e5f_AAECAwQFBgcICQoLDA0ODxAREhM"
KEY_B = "ak_ffeeddccbbaa_-_-_-_-_-_-_-_-_-_-_-_-_AAE"
TEXT_A = "AAECAwQFBgcICQoLDA0ODxAREhM"
TEXT_B = "-_-_-_-_-_-_-_-_-_-_-_-_AAE"
TEXT_C = "ZGVmZ2hpamtsbW5vcHFyc3R1dnc"
# SHA-256 of the ASCII bytes of TEXT_A, and of TEXT_A with its last character "M" -> "N"
DIGEST_A = "cb0149e62b6ccc8230b4ef45be234ab1f9fed004e13f77208603bf4d11d9492b"
DIGEST_A_LAST_N = "30d10286c96d995df3457e81b1e3d4010ce922642997df8c3932c0fb3f93a4bb"


def scripted(*chunks):
    """A random_bytes stand-in that returns the given chunks in order and logs each n."""
    queue = list(chunks)
    calls = []

    def random_bytes(n):
        calls.append(n)
        return queue.pop(0)

    return random_bytes, calls


def reachable(root):
    """Every object reachable from ``root`` through attributes and containers."""
    seen, stack, found = set(), [root], []
    while stack:
        obj = stack.pop()
        if id(obj) in seen or callable(obj):
            continue
        seen.add(id(obj))
        found.append(obj)
        if isinstance(obj, dict):
            stack.extend(obj.keys())
            stack.extend(obj.values())
        elif isinstance(obj, (list, tuple, set, frozenset)):
            stack.extend(obj)
        elif not isinstance(obj, (str, bytes, bytearray, int, float)):
            stack.extend(getattr(obj, "__dict__", {}).values())
            for cls in type(obj).__mro__:
                slots = getattr(cls, "__slots__", ())
                for slot in [slots] if isinstance(slots, str) else slots:
                    stack.append(getattr(obj, slot, None))
    return found


def holds_text(store, text):
    """Whether ``text`` (as str or ASCII bytes) appears anywhere inside ``store``."""
    for obj in reachable(store):
        if isinstance(obj, str) and text in obj:
            return True
        if isinstance(obj, (bytes, bytearray)) and text.encode() in obj:
            return True
    return False


def spy_compare_digest(monkeypatch):
    """Record every hmac.compare_digest call (also when imported by name)."""
    calls = []
    real = hmac.compare_digest

    def spy(a, b):
        calls.append((a, b))
        return real(a, b)

    monkeypatch.setattr(hmac, "compare_digest", spy)
    if hasattr(solution, "compare_digest"):
        monkeypatch.setattr(solution, "compare_digest", spy)
    return calls


def as_hex(value):
    return value.hex() if isinstance(value, (bytes, bytearray)) else value


def test_issue_builds_key_from_random_bytes():
    random_bytes, calls = scripted(ID_A, SECRET_A)
    key = ApiKeyStore(random_bytes).issue("alice")
    assert key == KEY_A
    assert type(key) is str
    assert calls == [6, 20]


def test_issue_secret_may_contain_underscores():
    random_bytes, calls = scripted(ID_B, SECRET_B)
    store = ApiKeyStore(random_bytes)
    key = store.issue("bob")
    assert key == KEY_B
    assert type(key) is str
    assert calls == [6, 20]
    assert store.authenticate(key) == "bob"


def test_underscore_secret_authenticates_and_is_checked():
    random_bytes, _ = scripted(ID_B, SECRET_B)
    store = ApiKeyStore(random_bytes)
    store.issue("bob")
    assert store.authenticate(KEY_B) == "bob"
    assert store.authenticate(KEY_B[:-1] + "F") is None
    assert store.authenticate(KEY_B.replace("-_-_", "-__-", 1)) is None
    assert store.authenticate(KEY_B + "\n") is None


def test_wrong_secret_or_unknown_id_rejected():
    random_bytes, _ = scripted(ID_A, SECRET_A)
    store = ApiKeyStore(random_bytes)
    store.issue("alice")
    assert store.authenticate(KEY_A[:-1] + "N") is None
    assert store.authenticate("ak_0a1b2c3d4e5f_BAECAwQFBgcICQoLDA0ODxAREhM") is None
    assert store.authenticate("ak_000000000000_AAECAwQFBgcICQoLDA0ODxAREhM") is None
    assert store.authenticate(KEY_A) == "alice"


def test_key_format_must_match_exactly():
    random_bytes, _ = scripted(ID_A, SECRET_A)
    store = ApiKeyStore(random_bytes)
    store.issue("alice")
    assert store.authenticate(KEY_A) == "alice"
    for bad in (" " + KEY_A, KEY_A + "\n", "AK" + KEY_A[2:], KEY_A.replace("0a1b", "0A1B"),
                KEY_A + "=", KEY_A[:-1], KEY_A + "A", KEY_A[3:], "ak-" + KEY_A[3:],
                KEY_A[:-1] + "\u00e9", "", "ak__", "ak_0a1b2c3d4e5f" + TEXT_A,
                "ak_0a1b2c3d4e5f_" + "\u0661" * 27, "ak_" + "\u0660" * 12 + "_" + TEXT_A):
        assert store.authenticate(bad) is None


def test_key_format_whitespace_and_case():
    random_bytes, _ = scripted(ID_B, SECRET_B)
    store = ApiKeyStore(random_bytes)
    store.issue("bob")
    assert store.authenticate(KEY_B) == "bob"
    for bad in (KEY_B + "\n", "\t" + KEY_B, KEY_B + " ", "Ak" + KEY_B[2:],
                "ak_FFEEDDCCBBAA_" + TEXT_B, KEY_B + "=", "ak_ffeeddccbbaa__" + TEXT_B,
                "ak_ffeeddccbba_" + TEXT_B, "\u00e9" * 43):
        assert store.authenticate(bad) is None


def test_revoke_needs_exact_id():
    random_bytes, _ = scripted(ID_A, SECRET_A)
    store = ApiKeyStore(random_bytes)
    store.issue("alice")
    assert store.revoke(KEY_A) is False
    assert store.revoke("0A1B2C3D4E5F") is False
    assert store.revoke(" 0a1b2c3d4e5f") is False
    assert store.revoke("0a1b2c3d4e5f\n") is False
    assert store.authenticate(KEY_A) == "alice"
    assert store.revoke("0a1b2c3d4e5f") is True


def test_revoke_disables_key_once():
    random_bytes, _ = scripted(ID_A, SECRET_A)
    store = ApiKeyStore(random_bytes)
    store.issue("alice")
    assert store.revoke("0a1b2c3d4e5f") is True
    assert store.authenticate(KEY_A) is None
    assert store.revoke("0a1b2c3d4e5f") is False
    assert store.revoke("123456789abc") is False


def test_id_collision_draws_a_new_id():
    random_bytes, calls = scripted(ID_A, SECRET_A, ID_A, ID_A, ID_B, SECRET_C)
    store = ApiKeyStore(random_bytes)
    assert store.issue("alice") == KEY_A
    assert store.issue("carol") == "ak_ffeeddccbbaa_" + TEXT_C
    assert calls == [6, 20, 6, 6, 6, 20]
    assert store.authenticate(KEY_A) == "alice"
    assert store.authenticate("ak_ffeeddccbbaa_" + TEXT_C) == "carol"


def test_revoke_uppercase_or_whole_key_is_unknown():
    random_bytes, _ = scripted(ID_B, SECRET_B)
    store = ApiKeyStore(random_bytes)
    store.issue("bob")
    assert store.revoke("FFEEDDCCBBAA") is False
    assert store.revoke("FfEeDdCcBbAa") is False
    assert store.revoke(KEY_B) is False
    assert store.revoke("ffeeddccbbaa ") is False
    assert store.revoke("ffeeddccbba") is False
    assert store.authenticate(KEY_B) == "bob"


def test_revoked_id_redrawn_after_revoke():
    random_bytes, calls = scripted(ID_A, SECRET_A, ID_B, SECRET_B, ID_A, ID_B, ID_C, SECRET_C)
    store = ApiKeyStore(random_bytes)
    store.issue("alice")
    store.issue("bob")
    assert store.revoke("0a1b2c3d4e5f") is True
    assert store.issue("carol") == "ak_123456abcdef_" + TEXT_C
    assert calls == [6, 20, 6, 20, 6, 6, 6, 20]
    assert store.authenticate("ak_0a1b2c3d4e5f_" + TEXT_C) is None
    assert store.authenticate("ak_ffeeddccbbaa_" + TEXT_C) is None
    assert store.authenticate(KEY_B) == "bob"


def test_revoked_id_is_never_reissued():
    random_bytes, calls = scripted(ID_A, SECRET_A, ID_A, ID_B, SECRET_C)
    store = ApiKeyStore(random_bytes)
    store.issue("alice")
    assert store.revoke("0a1b2c3d4e5f") is True
    new_key = store.issue("alice")
    assert new_key == "ak_ffeeddccbbaa_" + TEXT_C
    assert calls == [6, 20, 6, 6, 20]
    assert store.authenticate(new_key) == "alice"
    assert store.authenticate(KEY_A) is None
    assert store.authenticate("ak_0a1b2c3d4e5f_" + TEXT_C) is None


def test_secret_of_one_key_does_not_work_with_another_id():
    random_bytes, _ = scripted(ID_A, SECRET_A, ID_B, SECRET_C)
    store = ApiKeyStore(random_bytes)
    store.issue("alice")
    store.issue("bob")
    assert store.authenticate("ak_ffeeddccbbaa_" + TEXT_A) is None
    assert store.authenticate("ak_0a1b2c3d4e5f_" + TEXT_C) is None


def test_empty_owner_rejected():
    random_bytes, _ = scripted(ID_A, SECRET_A)
    with pytest.raises(ValueError):
        ApiKeyStore(random_bytes).issue("")


def test_several_keys_per_owner_and_independent_revocation():
    random_bytes, _ = scripted(ID_A, SECRET_A, ID_B, SECRET_B, ID_A, ID_C, SECRET_C)
    store = ApiKeyStore(random_bytes)
    with pytest.raises(ValueError):
        store.issue("")
    assert store.issue("alice") == KEY_A
    assert store.issue("alice") == KEY_B
    assert store.revoke(KEY_A) is False
    assert store.revoke("0A1B2C3D4E5F") is False
    assert store.revoke("0a1b2c3d4e5f") is True
    assert store.authenticate(KEY_A) is None
    assert store.authenticate(KEY_B) == "alice"
    assert store.authenticate("ak_ffeeddccbbaa_" + TEXT_A) is None
    assert store.issue("alice") == "ak_123456abcdef_" + TEXT_C
    assert store.authenticate(KEY_B) == "alice"


def test_secret_with_other_id_rejected():
    random_bytes, _ = scripted(ID_A, SECRET_A, ID_B, SECRET_B)
    store = ApiKeyStore(random_bytes)
    store.issue("alice")
    store.issue("bob")
    assert store.authenticate("ak_0a1b2c3d4e5f_" + TEXT_B) is None
    assert store.authenticate("ak_ffeeddccbbaa_" + TEXT_A) is None
    assert store.authenticate(KEY_A) == "alice"
    assert store.authenticate(KEY_B) == "bob"


def test_secret_is_never_stored_in_plain_text():
    random_bytes, _ = scripted(ID_B, SECRET_B)
    store = ApiKeyStore(random_bytes)
    store.issue("bob")
    assert holds_text(store, "bob") is True
    assert holds_text(store, TEXT_B) is False
    assert holds_text(store, TEXT_B[:20]) is False


def test_digests_compared_with_compare_digest(monkeypatch):
    random_bytes, _ = scripted(ID_A, SECRET_A)
    store = ApiKeyStore(random_bytes)
    store.issue("alice")
    calls = spy_compare_digest(monkeypatch)
    assert store.authenticate(KEY_A) == "alice"
    assert len(calls) == 1
    assert [as_hex(x) for x in calls[0]] == [DIGEST_A, DIGEST_A]


def test_compare_digest_rejects_wrong_secret(monkeypatch):
    random_bytes, _ = scripted(ID_A, SECRET_A)
    store = ApiKeyStore(random_bytes)
    store.issue("alice")
    calls = spy_compare_digest(monkeypatch)
    assert store.authenticate(KEY_A[:-1] + "N") is None
    assert len(calls) == 1
    assert sorted(as_hex(x) for x in calls[0]) == [DIGEST_A_LAST_N, DIGEST_A]


def test_one_owner_many_keys_none_stored_in_plain_text():
    random_bytes, _ = scripted(ID_A, SECRET_A, ID_B, SECRET_B, ID_C, SECRET_C)
    store = ApiKeyStore(random_bytes)
    keys = [store.issue("alice") for _ in range(3)]
    assert keys == [KEY_A, KEY_B, "ak_123456abcdef_" + TEXT_C]
    assert [store.authenticate(k) for k in keys] == ["alice", "alice", "alice"]
    assert [holds_text(store, t) for t in (TEXT_A, TEXT_B, TEXT_C)] == [False, False, False]
