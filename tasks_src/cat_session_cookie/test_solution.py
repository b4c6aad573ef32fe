import base64
import hashlib
import hmac

import pytest

import solution
from solution import BadSignature, SessionExpired, dump_session, load_session

SECRET = b"0123456789abcdef"
ADMIN = ("eyJyb2xlIjoiYWRtaW4iLCJ1c2VyX2lkIjo0Mn0.1700000000."
         "tLERm0UWxCvcV6c4n_KjbSRwO0FnpH4R5JmFusuHwdM")
EMPTY = "e30.5.NsXl8bj_I5c_IMfMTgjEhjgqf_zyoKfvwLOiDtMt99A"
ZOE = ("eyJjYXJ0IjpbMSwyXSwibmFtZSI6IlpvXHUwMGViIn0.1700000000."
       "RoXpEfLWzPICKVtVUB9_ggCEpF0nPejPxiOUn5z3lzk")


def signed(payload, stamp):
    """A cookie with the given parts, correctly signed with SECRET over them as they are."""
    message = payload + "." + stamp
    digest = hmac.new(SECRET, message.encode(), hashlib.sha256).digest()
    return message + "." + base64.urlsafe_b64encode(digest).decode().rstrip("=")


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


def test_dump_exact_cookie_format():
    cookie = dump_session({"user_id": 42, "role": "admin"}, SECRET, 1700000000)
    assert cookie == ADMIN
    assert type(cookie) is str
    # non-ASCII text is written as \uXXXX escapes: payload of {"snow":"\u2603 \u00e9t\u00e9"}
    payload = dump_session({"snow": "\u2603 \u00e9t\u00e9"}, SECRET, 7).split(".")[0]
    assert payload == "eyJzbm93IjoiXHUyNjAzIFx1MDBlOXRcdTAwZTkifQ"


def test_dump_empty_and_non_ascii_dicts():
    assert dump_session({}, SECRET, 5) == EMPTY
    assert dump_session({"city": "Z\u00fcrich"}, SECRET, 1) == (
        "eyJjaXR5IjoiWlx1MDBmY3JpY2gifQ.1._DExYCnlAurRJ3vJvj7UdFJc4dHVcCfI3GfEA9oZyzo")


def test_non_ascii_round_trip():
    data = {"name": "Zoë", "cart": [1, 2]}
    assert dump_session(data, SECRET, 1700000000) == ZOE
    loaded = load_session(ZOE, SECRET, 1700000100, 100)
    assert loaded == {"cart": [1, 2], "name": "Zoë"}
    assert type(loaded) is dict
    # a stamp in the future is refused however large max_age is
    with pytest.raises(BadSignature) as excinfo:
        load_session(ZOE, SECRET, 1699990000, 10 ** 6)
    assert excinfo.type is BadSignature


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
    with pytest.raises(BadSignature):
        load_session(ADMIN, SECRET, 1700000002, 1)
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
            load_session(cookie, SECRET, 1800000000, 600)
        assert excinfo.type is BadSignature
    for stamp in ("1_700_000_000", " 1700000000 ", "\uff11700000000"):
        with pytest.raises(BadSignature) as excinfo:
            load_session(signed(payload, stamp), SECRET, 1700000000, 60)
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


def test_stamp_must_be_plain_ascii_digits_even_when_signed():
    payload = EMPTY.split(".")[0]
    for stamp in ("+5", " 5", "5 ", "\uff15", "\u0665", "0_5", "5.0", "-0"):
        with pytest.raises(BadSignature) as excinfo:
            load_session(signed(payload, stamp), SECRET, 5, 60)
        assert excinfo.type is BadSignature


def test_signed_but_malformed_parts_rejected():
    for cookie in (signed("e30", "+1700000000"), signed("e30", "1700000000\n"), signed("e30", "\t1700000000"),
                   signed("bm90IGpzb24", "1700000000"), signed("!!!", "1700000000")):
        with pytest.raises(BadSignature) as excinfo:
            load_session(cookie, SECRET, 1700000000, 60)
        assert excinfo.type is BadSignature
    assert load_session(signed("e30", "1700000000"), SECRET, 1700000000, 60) == {}


def test_unserialisable_data_raises_type_error():
    circular = {}
    circular["self"] = circular
    for data in (circular, {"when": object()}, {(1, 2): "tuple key"}, {"b": b"bytes"}):
        with pytest.raises(TypeError):
            dump_session(data, SECRET, 1)
    with pytest.raises(ValueError):
        dump_session(circular, b"short", 1)
    # but data that is not a dict at all is a TypeError before the secret and now are looked at
    with pytest.raises(TypeError):
        dump_session({"tags"}, b"short", 1)
    with pytest.raises(TypeError):
        dump_session(None, SECRET, -1)


def test_type_checked_before_values():
    class Session(dict):
        pass

    with pytest.raises(TypeError):
        dump_session("x", b"short", -1)
    with pytest.raises(TypeError):
        dump_session(Session(a=1), SECRET, 1)
    with pytest.raises(ValueError):
        dump_session({"tags": {1, 2}}, b"short", 1)
    with pytest.raises(ValueError):
        dump_session({"tags": {1, 2}}, SECRET, -1)
    with pytest.raises(ValueError):
        load_session("not a cookie", b"short", 0, 5)
    with pytest.raises(ValueError):
        load_session("not a cookie", SECRET, 0, -1)


def test_signature_compared_with_compare_digest(monkeypatch):
    signature = ADMIN.split(".")[2].encode()
    calls = spy_compare_digest(monkeypatch)
    assert load_session(ADMIN, SECRET, 1700000000, 60) == {"role": "admin", "user_id": 42}
    assert calls == [(signature, signature)]


def test_tampered_old_cookie_raises_bad_signature_itself():
    payload, stamp, signature = EMPTY.split(".")
    for cookie in (".".join([payload, stamp, signature[::-1]]), ".".join([payload, "4", signature]),
                   dump_session({}, b"another secret!!", 5)):
        with pytest.raises(BadSignature) as excinfo:
            load_session(cookie, SECRET, 10 ** 9, 60)
        assert excinfo.type is BadSignature


def test_undecodable_parts_raise_bad_signature():
    payload, stamp, signature = ADMIN.split(".")
    for cookie in (".".join(["\u00e9" + payload, stamp, signature]), ".".join([payload, stamp, "\udc80" * 43]),
                   ".".join([payload, stamp, signature[:-1] + "\u00e9"]), signed("_w", "1700000000"),
                   signed("!!!", "1700000000"), signed("bm90IGpzb24", "1700000000"),
                   signed("e30\u00e9", "1700000000")):
        with pytest.raises(BadSignature) as excinfo:
            load_session(cookie, SECRET, 1700000000, 60)
        assert excinfo.type is BadSignature


def test_wrong_signature_compared_with_compare_digest(monkeypatch):
    payload, stamp, signature = EMPTY.split(".")
    forged = "A" * 43
    calls = spy_compare_digest(monkeypatch)
    with pytest.raises(BadSignature):
        load_session(".".join([payload, stamp, forged]), SECRET, 5, 60)
    assert calls == [(signature.encode(), forged.encode())]
