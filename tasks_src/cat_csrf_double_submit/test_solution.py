import hmac

import pytest

import solution
from solution import CsrfProtector

SECRET = b"server-side-secret-0123456789"
NONCE = bytes(range(16))
TOKEN = "AAECAwQFBgcICQoLDA0ODw.8rUZ1bLx8oU9-IO_3kqL1mhlyMGBdyH8GXIAsRdGRp0"
TOKEN_OTHER_SESSION = "AAECAwQFBgcICQoLDA0ODw.U45f9VexOTGLXyF4EBhZQG6wdtsFZarpYA-mlWNbz38"
TOKEN_DASHES = "-_v7-_v7-_v7-_v7-_v7-w.F-OB59yMlc41reZB68iGQAWIMCcFxDXQblSOptqrQYI"
# issued for the session "" (which issue() refuses) with NONCE and with b"\xfb" * 16
TOKEN_EMPTY_SESSION = "AAECAwQFBgcICQoLDA0ODw.gZzjEnOlpn0nlWuuVSQ3bFxY_p0roFbERuCxQTClqPM"
TOKEN_EMPTY_SESSION_DASHES = "-_v7-_v7-_v7-_v7-_v7-w.hdewxn_T5-1V7E2awE9lEFZw2p7bVEK2qiKhwO3cYt8"


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


def as_text(value):
    return value.decode() if isinstance(value, bytes) else value


def test_issue_produces_unpadded_url_safe_token():
    token = CsrfProtector(SECRET).issue("sess-42", NONCE)
    assert token == TOKEN
    assert type(token) is str
    assert len(token) == 66


def test_same_token_in_cookie_and_header_accepted():
    assert CsrfProtector(SECRET).check("sess-42", TOKEN, TOKEN) is True


def test_token_is_bound_to_its_session():
    protector = CsrfProtector(SECRET)
    assert protector.issue("sess-43", NONCE) == TOKEN_OTHER_SESSION
    assert protector.check("sess-43", TOKEN, TOKEN) is False
    assert protector.check("sess-42", TOKEN_OTHER_SESSION, TOKEN_OTHER_SESSION) is False
    assert protector.check("sess-43", TOKEN_OTHER_SESSION, TOKEN_OTHER_SESSION) is True
    assert CsrfProtector(b"another-secret-of-32-bytes......").check("sess-42", TOKEN, TOKEN) is False


def test_cookie_and_header_must_be_identical():
    protector = CsrfProtector(SECRET)
    assert protector.check("sess-42", TOKEN, TOKEN_DASHES) is False
    assert protector.check("sess-42", TOKEN_DASHES, TOKEN) is False


def test_missing_or_empty_tokens_rejected():
    protector = CsrfProtector(SECRET)
    assert protector.check("sess-42", None, None) is False
    assert protector.check("sess-42", TOKEN, None) is False
    assert protector.check("sess-42", None, TOKEN) is False
    assert protector.check("sess-42", "", "") is False
    assert protector.check("sess-42", "", TOKEN) is False
    assert protector.check("", TOKEN, TOKEN) is False
    assert protector.check("", TOKEN_EMPTY_SESSION, TOKEN_EMPTY_SESSION) is False


def test_url_safe_alphabet_and_separator_in_session_id():
    protector = CsrfProtector(SECRET)
    assert protector.issue("sess-42", b"\xfb" * 16) == TOKEN_DASHES
    assert protector.check("sess-42", TOKEN_DASHES, TOKEN_DASHES) is True
    assert protector.issue("u|7", b"\xff" * 16) == (
        "_____________________w.rPTJ_2xHJUwOEKWvfsZkwFKb7sO2MTiLHFyZFMScKY8")


def test_non_canonical_base64_rejected():
    protector = CsrfProtector(SECRET)
    nonce_variant = TOKEN[:21] + "x" + TOKEN[22:]
    mac_variant = TOKEN[:-1] + "1"
    assert protector.check("sess-42", nonce_variant, nonce_variant) is False
    assert protector.check("sess-42", mac_variant, mac_variant) is False
    assert protector.check("sess-42", TOKEN, TOKEN) is True


def test_non_canonical_mac_or_nonce_text_rejected():
    protector = CsrfProtector(SECRET)
    for variant in (TOKEN_DASHES[:-1] + "J", TOKEN_DASHES[:-1] + "L",
                    TOKEN_DASHES[:21] + "_" + TOKEN_DASHES[22:]):
        assert protector.check("sess-42", variant, variant) is False
    assert protector.check("sess-42", TOKEN_DASHES, TOKEN_DASHES) is True


def test_malformed_tokens_never_raise():
    protector = CsrfProtector(SECRET)
    padded = "AAECAwQFBgcICQoLDA0ODw==.8rUZ1bLx8oU9-IO_3kqL1mhlyMGBdyH8GXIAsRdGRp0="
    standard = TOKEN_DASHES.replace("-", "+").replace("_", "/")
    for bad in (padded, standard, TOKEN + "\n", " " + TOKEN, TOKEN[:-1], TOKEN + "A",
                TOKEN.replace(".", ":"), TOKEN[1:23] + "." + TOKEN[23:] + "A", ".",
                TOKEN[:-1] + "\u00e9", "\u00e9" * 66):
        assert protector.check("sess-42", bad, bad) is False
    assert protector.check("sess-42", TOKEN, TOKEN[:-1] + "\u00e9") is False


def test_invalid_construction_and_issue_arguments():
    with pytest.raises(ValueError):
        CsrfProtector(b"fifteen bytes!!")
    with pytest.raises(ValueError):
        CsrfProtector(b"")
    protector = CsrfProtector(b"sixteen bytes!!!")
    assert protector.issue("sess-42", NONCE).startswith("AAECAwQFBgcICQoLDA0ODw.")
    with pytest.raises(ValueError):
        protector.issue("sess-42", bytes(15))
    with pytest.raises(ValueError):
        protector.issue("sess-42", bytes(17))
    with pytest.raises(ValueError):
        protector.issue("sess-42", bytes(32))
    with pytest.raises(ValueError):
        protector.issue("", NONCE)


def test_argument_bounds():
    with pytest.raises(ValueError):
        CsrfProtector(b"0123456789abcde")
    protector = CsrfProtector(b"0123456789abcdef")
    assert protector.issue("s", bytes(16)).startswith("AAAAAAAAAAAAAAAAAAAAAA.")
    with pytest.raises(ValueError):
        protector.issue("sess-42", bytes(17))
    with pytest.raises(ValueError):
        protector.issue("sess-42", bytes(15))
    with pytest.raises(ValueError):
        protector.issue("", bytes(16))


def test_tampered_or_misshapen_tokens_rejected():
    protector = CsrfProtector(SECRET)
    tampered = TOKEN[:30] + "A" + TOKEN[31:]
    assert protector.check("sess-42", tampered, tampered) is False
    for bad in (TOKEN_DASHES + "=", TOKEN_DASHES.replace("-", "+"), TOKEN_DASHES + " ",
                TOKEN_DASHES.replace(".", ".."), TOKEN_DASHES[:22] + TOKEN_DASHES[23:], "\t" + TOKEN_DASHES):
        assert protector.check("sess-42", bad, bad) is False
    assert protector.check("sess-42", TOKEN_DASHES, TOKEN_DASHES) is True


def test_empty_session_rejected_even_with_its_mac():
    protector = CsrfProtector(SECRET)
    assert protector.check("", TOKEN_EMPTY_SESSION, TOKEN_EMPTY_SESSION) is False
    assert protector.check("", TOKEN, TOKEN) is False


def test_session_must_be_a_non_empty_string():
    protector = CsrfProtector(SECRET)
    assert protector.check("", TOKEN_EMPTY_SESSION_DASHES, TOKEN_EMPTY_SESSION_DASHES) is False
    assert protector.check(None, TOKEN, TOKEN) is False
    assert protector.check(b"sess-42", TOKEN, TOKEN) is False
    assert protector.check(42, TOKEN, TOKEN) is False


def test_non_ascii_tokens_never_raise():
    protector = CsrfProtector(SECRET)
    assert protector.check("sess-42", "\u00e9" * 66, "\u00e9" * 66) is False
    assert protector.check("sess-42", "\u00e9", TOKEN) is False
    assert protector.check("sess-42", TOKEN, "\ud800") is False
    assert protector.check("sess-42", "\ud800" * 66, "\ud800" * 66) is False


def test_unencodable_strings_give_false():
    protector = CsrfProtector(SECRET)
    assert protector.check("sess-42", "\u0101" * 22 + "." + "\u0101" * 43, "\u0101" * 22 + "." + "\u0101" * 43) is False
    assert protector.check("sess-42", TOKEN[:-1] + "\udfff", TOKEN[:-1] + "\udfff") is False
    assert protector.check("sess-\ud800", TOKEN, TOKEN) is False
    assert protector.check("sess-42", "\u00e9", "\u00e8") is False


def test_issued_token_compared_with_compare_digest(monkeypatch):
    protector = CsrfProtector(SECRET)
    tampered = TOKEN[:30] + "A" + TOKEN[31:]
    calls = spy_compare_digest(monkeypatch)
    assert protector.check("sess-42", tampered, tampered) is False
    pairs = [sorted(as_text(x) for x in call) for call in calls]
    assert sorted([TOKEN, tampered]) in pairs or sorted([TOKEN[23:], tampered[23:]]) in pairs


def test_tokens_compared_with_compare_digest(monkeypatch):
    protector = CsrfProtector(SECRET)
    calls = spy_compare_digest(monkeypatch)
    assert protector.check("sess-42", TOKEN, TOKEN_DASHES) is False
    pairs = [sorted(call) for call in calls if all(type(x) is bytes for x in call)]
    assert sorted([TOKEN.encode(), TOKEN_DASHES.encode()]) in pairs
    forged = TOKEN_DASHES[:-2] + "AA"
    calls.clear()
    assert protector.check("sess-42", forged, forged) is False
    pairs = [sorted(as_text(x) for x in call) for call in calls]
    assert sorted([TOKEN_DASHES, forged]) in pairs or sorted([TOKEN_DASHES[23:], forged[23:]]) in pairs


def test_sixteen_byte_secret_and_only_sixteen_byte_nonces():
    protector = CsrfProtector(b"0123456789abcdef")
    token = protector.issue("sess-42", NONCE)
    assert token == "AAECAwQFBgcICQoLDA0ODw.EVHpE6zHm72mnA4N635lIg7KhwF45ptuN3CLFlrbpfc"
    assert protector.check("sess-42", token, token) is True
    for nonce in (NONCE + b"\x00", NONCE * 2, b""):
        with pytest.raises(ValueError):
            protector.issue("sess-42", nonce)
