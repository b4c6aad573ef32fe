import base64
import hashlib
import hmac
import json

import pytest

import solution
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


def sign_segments(head_segment, body_segment):
    """A token made of the given segment texts, correctly signed over them as they are."""
    signing_input = head_segment + "." + body_segment
    return signing_input + "." + b64(hmac.new(KEY, signing_input.encode(), hashlib.sha256).digest())


def with_unused_bits_set(token):
    """The same token with the 2 unused low bits of its 43-character signature's last character set."""
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    return token[:-1] + alphabet[alphabet.index(token[-1]) | 3]


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


def test_wrong_key_or_tampered_payload_rejected():
    token = make_token({"sub": "user-42"})
    with pytest.raises(ValueError):
        decode_jwt(token, b"another-key", NOW)
    head, _, sig = token.split(".")
    forged = head + "." + b64(json.dumps({"sub": "admin"}).encode()) + "." + sig
    with pytest.raises(ValueError):
        decode_jwt(forged, KEY, NOW)
    # the genuine signature re-sent with base64 padding is not unpadded base64url
    for padded in (token + "=", token + "=="):
        with pytest.raises(ValueError):
            decode_jwt(padded, KEY, NOW)


def test_valid_token_returns_claims():
    claims = {"sub": "user-42", "role": "admin", "exp": NOW + 60}
    result = decode_jwt(make_token(claims), KEY, NOW)
    assert result == claims
    assert type(result) is dict


def test_alg_none_rejected():
    head = b64(json.dumps({"alg": "none", "typ": "JWT"}).encode())
    body = b64(json.dumps({"sub": "admin"}).encode())
    with pytest.raises(ValueError):
        decode_jwt(head + "." + body + ".", KEY, NOW)
    unsigned = make_token({"sub": "admin"}, header={"alg": "none"})
    with pytest.raises(ValueError):
        decode_jwt(unsigned, KEY, NOW)
    lowercase = make_token({"sub": "admin"}, header={"alg": "hs256"})
    with pytest.raises(ValueError):
        decode_jwt(lowercase, KEY, NOW)


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


def test_time_claim_boundaries_and_leeway():
    token = make_token({"exp": NOW})
    with pytest.raises(ValueError):
        decode_jwt(token, KEY, NOW)
    assert decode_jwt(token, KEY, NOW - 1) == {"exp": NOW}
    assert decode_jwt(token, KEY, NOW + 9, leeway=10) == {"exp": NOW}
    with pytest.raises(ValueError):
        decode_jwt(token, KEY, NOW + 10, leeway=10)
    early = make_token({"nbf": NOW + 100})
    assert decode_jwt(early, KEY, NOW + 97, leeway=3) == {"nbf": NOW + 100}
    with pytest.raises(ValueError):
        decode_jwt(early, KEY, NOW + 96, leeway=3)


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


def test_malformed_structure_or_json_rejected():
    good = make_token({"sub": "a"})
    head, body, sig = good.split(".")
    bad_tokens = [
        head + "." + body,
        good + ".",
        head + "." + body + "." + sig + "=",
        head + "=." + body + "." + sig,
        head + "." + body + "." + sig[:-2] + "+/",
        "",
        make_token(None, raw_claims="null"),
        make_token(None, raw_claims='"sub"'),
        make_token({"a": 1}, raw_header="[]"),
        sign_segments(head, b64('{"sub":"a"}'.encode("utf-16-le"))),
    ]
    for token in bad_tokens:
        with pytest.raises(ValueError):
            decode_jwt(token, KEY, NOW)


def test_non_object_json_rejected():
    for token in (make_token(None, raw_claims="[1, 2]"), make_token(None, raw_claims="not json"),
                  make_token({"a": 1}, raw_header='"HS256"'), make_token(None, raw_claims=""),
                  sign_segments(b64(b'{"alg":"HS256"}'), b64('{"sub":"a"}'.encode("utf-16")))):
        with pytest.raises(ValueError):
            decode_jwt(token, KEY, NOW)


def test_truncated_signature_rejected():
    token = make_token({"sub": "a"})
    head, body, sig = token.split(".")
    for short in (sig[:-1], sig[:-2], sig[:22], "", sig[:-4]):
        with pytest.raises(ValueError):
            decode_jwt(head + "." + body + "." + short, KEY, NOW)


def test_alg_must_match_exactly():
    for header in ({"alg": "hs256"}, {"alg": "Hs256"}, {"alg": "HS256 "}, {"alg": ["HS256"]},
                   {"alg": None}, {"ALG": "HS256"}):
        with pytest.raises(ValueError):
            decode_jwt(make_token({"sub": "x"}, header=header), KEY, NOW)
    assert decode_jwt(make_token({"sub": "x"}, header={"alg": "HS256"}), KEY, NOW) == {"sub": "x"}


def test_expiry_exact_second_rejected():
    token = make_token({"sub": "a", "exp": NOW + 30})
    assert decode_jwt(token, KEY, NOW + 29) == {"sub": "a", "exp": NOW + 30}
    with pytest.raises(ValueError):
        decode_jwt(token, KEY, NOW + 30)
    assert decode_jwt(token, KEY, NOW + 30, leeway=1) == {"sub": "a", "exp": NOW + 30}
    with pytest.raises(ValueError):
        decode_jwt(token, KEY, NOW + 31, leeway=1)


def test_bad_segments_rejected_even_when_signed():
    head = b64(b'{"alg":"HS256"}')
    body = b64(b'{"a":1}')
    assert decode_jwt(sign_segments(head, body), KEY, NOW) == {"a": 1}
    assert decode_jwt(with_unused_bits_set(sign_segments(head, body)), KEY, NOW) == {"a": 1}
    for bad_head, bad_body in ((head, body + "=="), (head + "=", body), (head, body.replace("e", "+", 1)),
                               (head, body + "/"), (head, body + " "), (head, body + "A"),
                               (head, body + "." + body)):
        with pytest.raises(ValueError):
            decode_jwt(sign_segments(bad_head, bad_body), KEY, NOW)


def test_segment_syntax_checked_before_decoding():
    head = b64(b'{"alg":"HS256","typ":"JWT"}')
    body = b64(b'{"sub":"user-42"}')
    token = sign_segments(head, body)
    assert decode_jwt(token, KEY, NOW) == {"sub": "user-42"}
    assert with_unused_bits_set(token) != token
    assert decode_jwt(with_unused_bits_set(token), KEY, NOW) == {"sub": "user-42"}
    for bad_head, bad_body in ((head, body + "="), (head + "==", body), (head.replace("e", "/", 1), body),
                               (head, "\u00e9" + body), (head, body + "AAAAA")):
        with pytest.raises(ValueError):
            decode_jwt(sign_segments(bad_head, bad_body), KEY, NOW)


def test_leeway_widens_both_ends_of_the_window():
    claims = {"nbf": NOW + 10, "exp": NOW + 20, "sub": "a"}
    token = make_token(claims)
    assert decode_jwt(token, KEY, NOW, leeway=10) == claims
    assert decode_jwt(token, KEY, NOW + 29, leeway=10) == claims
    with pytest.raises(ValueError):
        decode_jwt(token, KEY, NOW - 1, leeway=10)
    with pytest.raises(ValueError):
        decode_jwt(token, KEY, NOW, leeway=9)
    with pytest.raises(ValueError):
        decode_jwt(token, KEY, NOW + 30, leeway=10)
    # leeway never excuses an ill-typed nbf
    with pytest.raises(ValueError):
        decode_jwt(make_token({"nbf": True, "exp": NOW + 20}), KEY, NOW, leeway=10)


def test_boolean_or_float_times_rejected():
    for claims in ({"nbf": True}, {"exp": False}, {"nbf": float(NOW - 100)}, {"exp": [NOW + 100]},
                   {"nbf": {"t": 1}}, {"exp": None}):
        with pytest.raises(ValueError):
            decode_jwt(make_token(claims), KEY, NOW)


def test_bad_signature_compared_with_compare_digest(monkeypatch):
    token = make_token({"sub": "a"})
    head, body, sig = token.split(".")
    mac = hmac.new(KEY, (head + "." + body).encode(), hashlib.sha256).digest()
    forged = bytes(32)
    calls = spy_compare_digest(monkeypatch)
    with pytest.raises(ValueError):
        decode_jwt(head + "." + body + "." + b64(forged), KEY, NOW)
    assert [sorted(call) for call in calls] == [sorted([mac, forged])]


def test_signature_compared_with_compare_digest(monkeypatch):
    token = make_token({"sub": "a"})
    head, body, sig = token.split(".")
    mac = hmac.new(KEY, (head + "." + body).encode(), hashlib.sha256).digest()
    calls = spy_compare_digest(monkeypatch)
    assert decode_jwt(token, KEY, NOW) == {"sub": "a"}
    assert (mac, mac) in calls
