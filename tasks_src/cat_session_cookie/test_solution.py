import pytest

from solution import BadSignature, SessionExpired, dump_session, load_session

SECRET = b"0123456789abcdef"
ADMIN = ("eyJyb2xlIjoiYWRtaW4iLCJ1c2VyX2lkIjo0Mn0.1700000000."
         "tLERm0UWxCvcV6c4n_KjbSRwO0FnpH4R5JmFusuHwdM")
EMPTY = "e30.5.NsXl8bj_I5c_IMfMTgjEhjgqf_zyoKfvwLOiDtMt99A"
ZOE = ("eyJjYXJ0IjpbMSwyXSwibmFtZSI6IlpvXHUwMGViIn0.1700000000."
       "RoXpEfLWzPICKVtVUB9_ggCEpF0nPejPxiOUn5z3lzk")


def test_dump_exact_cookie_format():
    cookie = dump_session({"user_id": 42, "role": "admin"}, SECRET, 1700000000)
    assert cookie == ADMIN
    assert type(cookie) is str


def test_dump_empty_dict():
    assert dump_session({}, SECRET, 5) == EMPTY


def test_non_ascii_round_trip():
    data = {"name": "Zoë", "cart": [1, 2]}
    assert dump_session(data, SECRET, 1700000000) == ZOE
    loaded = load_session(ZOE, SECRET, 1700000100, 3600)
    assert loaded == {"cart": [1, 2], "name": "Zoë"}
    assert type(loaded) is dict


def test_load_valid_cookie():
    assert load_session(ADMIN, SECRET, 1700000060, 600) == {"role": "admin", "user_id": 42}
    assert load_session(EMPTY, SECRET, 5, 0) == {}


def test_age_boundaries():
    assert load_session(ADMIN, SECRET, 1700000600, 600) == {"role": "admin", "user_id": 42}
    assert load_session(ADMIN, SECRET, 1700000000, 0) == {"role": "admin", "user_id": 42}
    with pytest.raises(SessionExpired):
        load_session(ADMIN, SECRET, 1700000601, 600)
    with pytest.raises(SessionExpired):
        load_session(ADMIN, SECRET, 1700000001, 0)
    with pytest.raises(BadSignature) as excinfo:
        load_session(ADMIN, SECRET, 1699999999, 600)
    assert excinfo.type is BadSignature


def test_session_expired_is_a_bad_signature():
    assert issubclass(SessionExpired, BadSignature) is True
    with pytest.raises(BadSignature):
        load_session(EMPTY, SECRET, 1000, 60)


def test_altered_parts_raise_bad_signature_not_expired():
    payload, stamp, signature = ADMIN.split(".")
    other = dump_session({"user_id": 1, "role": "admin"}, SECRET, 1700000000).split(".")[0]
    forged = [
        ".".join([other, stamp, signature]),
        ".".join([payload, "1700000500", signature]),
        ".".join([payload, "1600000000", signature]),
        ".".join([payload, stamp, signature[:-1] + "A"]),
        ".".join([payload, stamp, signature + "A"]),
        ".".join([payload, stamp, signature[:-1]]),
    ]
    for cookie in forged:
        with pytest.raises(BadSignature) as excinfo:
            load_session(cookie, SECRET, 1700000600, 300)
        assert excinfo.type is BadSignature


def test_other_secret_rejected():
    with pytest.raises(BadSignature):
        load_session(ADMIN, b"0123456789abcdeF", 1700000000, 600)
    assert dump_session({"user_id": 42, "role": "admin"}, b"x" * 16, 1700000000) != ADMIN


def test_malformed_cookies_raise_bad_signature():
    payload, stamp, signature = ADMIN.split(".")
    for cookie in ("", "abc", "a.b", payload + "." + stamp, ADMIN + ".x",
                   ".".join([payload, "-5", signature]), ".".join([payload, "", signature]),
                   ".".join([payload, "17e8", signature]), ".".join([payload, stamp, "é" * 43]),
                   ".".join([payload, stamp, "\u00ff" + signature[1:]])):
        with pytest.raises(BadSignature) as excinfo:
            load_session(cookie, SECRET, 1700000000, 600)
        assert excinfo.type is BadSignature


def test_future_timestamp_rejected():
    with pytest.raises(BadSignature) as excinfo:
        load_session(EMPTY, SECRET, 4, 60)
    assert excinfo.type is BadSignature


def test_invalid_arguments():
    with pytest.raises(TypeError):
        dump_session([("a", 1)], SECRET, 1)
    with pytest.raises(TypeError):
        dump_session({"tags": {1, 2}}, SECRET, 1)
    with pytest.raises(TypeError):
        dump_session([], b"short", 1)
    with pytest.raises(ValueError):
        dump_session({}, b"0123456789abcde", 1)
    with pytest.raises(ValueError):
        dump_session({}, SECRET, -1)
    assert dump_session({}, SECRET, 0).startswith("e30.0.")
    with pytest.raises(ValueError):
        load_session(EMPTY, b"0123456789abcde", 5, 60)
    with pytest.raises(ValueError):
        load_session(EMPTY, SECRET, 5, -1)


def test_signature_is_case_sensitive():
    payload, stamp, signature = ADMIN.split(".")
    with pytest.raises(BadSignature):
        load_session(".".join([payload, stamp, signature.upper()]), SECRET, 1700000000, 600)
    with pytest.raises(BadSignature):
        load_session(ADMIN.replace("_", "/"), SECRET, 1700000000, 600)
