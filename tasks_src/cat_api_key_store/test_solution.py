import pytest

from solution import ApiKeyStore

ID_A = bytes.fromhex("0a1b2c3d4e5f")
ID_B = bytes.fromhex("ffeeddccbbaa")
SECRET_A = bytes(range(20))
SECRET_B = b"\xfb\xff\xbf" * 6 + b"\x00\x01"
SECRET_C = bytes(range(100, 120))
KEY_A = "ak_0a1b2c3d4e5f_AAECAwQFBgcICQoLDA0ODxAREhM"
KEY_B = "ak_ffeeddccbbaa_-_-_-_-_-_-_-_-_-_-_-_-_AAE"


def scripted(*chunks):
    """A random_bytes stand-in that returns the given chunks in order and logs each n."""
    queue = list(chunks)
    calls = []

    def random_bytes(n):
        calls.append(n)
        return queue.pop(0)

    return random_bytes, calls


def test_issue_builds_key_from_random_bytes():
    random_bytes, calls = scripted(ID_A, SECRET_A)
    key = ApiKeyStore(random_bytes).issue("alice")
    assert key == KEY_A
    assert type(key) is str
    assert calls == [6, 20]


def test_issued_key_authenticates_its_owner():
    random_bytes, _ = scripted(ID_A, SECRET_A)
    store = ApiKeyStore(random_bytes)
    key = store.issue("alice")
    assert store.authenticate(key) == "alice"


def test_secret_containing_underscores_and_dashes():
    random_bytes, _ = scripted(ID_B, SECRET_B)
    store = ApiKeyStore(random_bytes)
    assert store.issue("bob") == KEY_B
    assert store.authenticate(KEY_B) == "bob"
    assert store.authenticate(KEY_B[:-1] + "F") is None


def test_wrong_secret_or_unknown_id_rejected():
    random_bytes, _ = scripted(ID_A, SECRET_A)
    store = ApiKeyStore(random_bytes)
    store.issue("alice")
    assert store.authenticate(KEY_A[:-1] + "N") is None
    assert store.authenticate("ak_000000000000_AAECAwQFBgcICQoLDA0ODxAREhM") is None


def test_key_format_must_match_exactly():
    random_bytes, _ = scripted(ID_A, SECRET_A)
    store = ApiKeyStore(random_bytes)
    store.issue("alice")
    assert store.authenticate(KEY_A) == "alice"
    for bad in (" " + KEY_A, KEY_A + "\n", "AK" + KEY_A[2:], KEY_A.replace("0a1b", "0A1B"),
                KEY_A + "=", KEY_A[:-1], KEY_A + "A", KEY_A[3:], "ak-" + KEY_A[3:],
                KEY_A[:-1] + "\u00e9", "", "ak__"):
        assert store.authenticate(bad) is None


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
    assert store.issue("carol") == "ak_ffeeddccbbaa_ZGVmZ2hpamtsbW5vcHFyc3R1dnc"
    assert calls == [6, 20, 6, 6, 6, 20]
    assert store.authenticate(KEY_A) == "alice"
    assert store.authenticate("ak_ffeeddccbbaa_ZGVmZ2hpamtsbW5vcHFyc3R1dnc") == "carol"


def test_empty_owner_rejected():
    random_bytes, calls = scripted(ID_A, SECRET_A)
    with pytest.raises(ValueError):
        ApiKeyStore(random_bytes).issue("")


def test_revoked_id_is_never_reissued():
    random_bytes, calls = scripted(ID_A, SECRET_A, ID_A, ID_B, SECRET_C)
    store = ApiKeyStore(random_bytes)
    store.issue("alice")
    assert store.revoke("0a1b2c3d4e5f") is True
    new_key = store.issue("alice")
    assert new_key == "ak_ffeeddccbbaa_ZGVmZ2hpamtsbW5vcHFyc3R1dnc"
    assert calls == [6, 20, 6, 6, 20]
    assert store.authenticate(new_key) == "alice"
    assert store.authenticate(KEY_A) is None
    assert store.authenticate("ak_0a1b2c3d4e5f_ZGVmZ2hpamtsbW5vcHFyc3R1dnc") is None


def test_secret_of_one_key_does_not_work_with_another_id():
    random_bytes, _ = scripted(ID_A, SECRET_A, ID_B, SECRET_C)
    store = ApiKeyStore(random_bytes)
    store.issue("alice")
    store.issue("bob")
    assert store.authenticate("ak_ffeeddccbbaa_AAECAwQFBgcICQoLDA0ODxAREhM") is None
    assert store.authenticate("ak_0a1b2c3d4e5f_ZGVmZ2hpamtsbW5vcHFyc3R1dnc") is None


def test_several_keys_per_owner_and_independent_revocation():
    random_bytes, _ = scripted(ID_A, SECRET_A, ID_B, SECRET_B)
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
    assert store.authenticate("ak_ffeeddccbbaa_AAECAwQFBgcICQoLDA0ODxAREhM") is None
