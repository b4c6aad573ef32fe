import base64
import hashlib
import hmac
import json

import pytest

from solution import decode_jwt

KEY = b"k3y-for-tests-only"
NOW = 1700000000


def b64(data):
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def make_token(claims, header=None, key=KEY, digest=hashlib.sha256, raw_header=None, raw_claims=None):
    # Independent construction of a compact JWT for the tests.
    head = raw_header if raw_header is not None else json.dumps(header or {"alg": "HS256", "typ": "JWT"})
    body = raw_claims if raw_claims is not None else json.dumps(claims)
    signing_input = b64(head.encode()) + "." + b64(body.encode())
    signature = hmac.new(key, signing_input.encode(), digest).digest()
    return signing_input + "." + b64(signature)


def test_valid_token_returns_claims():
    claims = {"sub": "user-42", "role": "admin", "exp": NOW + 60}
    result = decode_jwt(make_token(claims), KEY, NOW)
    assert result == claims
    assert type(result) is dict


def test_wrong_key_or_tampered_payload_rejected():
    token = make_token({"sub": "user-42"})
    with pytest.raises(ValueError):
        decode_jwt(token, b"another-key", NOW)
    head, _, sig = token.split(".")
    forged = head + "." + b64(json.dumps({"sub": "admin"}).encode()) + "." + sig
    with pytest.raises(ValueError):
        decode_jwt(forged, KEY, NOW)


def test_alg_none_rejected():
    head = b64(json.dumps({"alg": "none", "typ": "JWT"}).encode())
    body = b64(json.dumps({"sub": "admin"}).encode())
    with pytest.raises(ValueError):
        decode_jwt(head + "." + body + ".", KEY, NOW)
    unsigned = make_token({"sub": "admin"}, header={"alg": "none"})
    with pytest.raises(ValueError):
        decode_jwt(unsigned, KEY, NOW)


def test_other_algorithms_rejected_even_with_valid_mac():
    hs512 = make_token({"sub": "x"}, header={"alg": "HS512"}, digest=hashlib.sha512)
    with pytest.raises(ValueError):
        decode_jwt(hs512, KEY, NOW)
    lower = make_token({"sub": "x"}, header={"alg": "hs256"})
    with pytest.raises(ValueError):
        decode_jwt(lower, KEY, NOW)
    missing = make_token({"sub": "x"}, header={"typ": "JWT"})
    with pytest.raises(ValueError):
        decode_jwt(missing, KEY, NOW)


def test_expiry_boundary_and_leeway():
    token = make_token({"exp": NOW})
    with pytest.raises(ValueError):
        decode_jwt(token, KEY, NOW)
    assert decode_jwt(token, KEY, NOW - 1) == {"exp": NOW}
    assert decode_jwt(token, KEY, NOW + 9, leeway=10) == {"exp": NOW}
    with pytest.raises(ValueError):
        decode_jwt(token, KEY, NOW + 10, leeway=10)


def test_not_before_boundary_and_leeway():
    token = make_token({"nbf": NOW})
    assert decode_jwt(token, KEY, NOW) == {"nbf": NOW}
    with pytest.raises(ValueError):
        decode_jwt(token, KEY, NOW - 1)
    assert decode_jwt(token, KEY, NOW - 5, leeway=5) == {"nbf": NOW}
    with pytest.raises(ValueError):
        decode_jwt(token, KEY, NOW - 6, leeway=5)


def test_signature_over_original_segments():
    raw = '{ "sub" : "user-42",\n  "n": 1.50 }'
    token = make_token(None, raw_claims=raw)
    assert decode_jwt(token, KEY, NOW) == {"sub": "user-42", "n": 1.5}
    spaced = make_token({"a": 1}, raw_header='{"typ":"JWT",  "alg":"HS256"}')
    assert decode_jwt(spaced, KEY, NOW) == {"a": 1}


def test_claims_without_times_never_expire():
    assert decode_jwt(make_token({}), KEY, 0) == {}
    assert decode_jwt(make_token({"iat": 5, "scope": ["read"]}), KEY, NOW * 2) == {"iat": 5, "scope": ["read"]}


def test_ill_typed_time_claims_rejected():
    for claims in ({"exp": "9999999999"}, {"exp": True}, {"exp": float(NOW + 100)},
                   {"nbf": None}, {"nbf": False}):
        with pytest.raises(ValueError):
            decode_jwt(make_token(claims), KEY, NOW)


def test_malformed_structure_rejected():
    good = make_token({"sub": "a"})
    head, body, sig = good.split(".")
    bad_tokens = [
        head + "." + body,
        good + ".",
        head + "." + body + "." + sig + "=",
        head + "=." + body + "." + sig,
        head + "." + body + "." + sig[:-2] + "+/",
        "",
    ]
    for token in bad_tokens:
        with pytest.raises(ValueError):
            decode_jwt(token, KEY, NOW)


def test_non_object_json_rejected():
    for token in (make_token(None, raw_claims="[1, 2]"), make_token(None, raw_claims="not json"),
                  make_token({"a": 1}, raw_header='"HS256"'), make_token(None, raw_claims="")):
        with pytest.raises(ValueError):
            decode_jwt(token, KEY, NOW)


def test_truncated_signature_rejected():
    token = make_token({"sub": "a"})
    head, body, sig = token.split(".")
    for short in (sig[:-1], sig[:-2], sig[:22], "", sig[:-4]):
        with pytest.raises(ValueError):
            decode_jwt(head + "." + body + "." + short, KEY, NOW)
