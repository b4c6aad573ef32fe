import pytest

from solution import CsrfProtector

SECRET = b"server-side-secret-0123456789"
NONCE = bytes(range(16))
TOKEN = "AAECAwQFBgcICQoLDA0ODw.8rUZ1bLx8oU9-IO_3kqL1mhlyMGBdyH8GXIAsRdGRp0"
TOKEN_OTHER_SESSION = "AAECAwQFBgcICQoLDA0ODw.U45f9VexOTGLXyF4EBhZQG6wdtsFZarpYA-mlWNbz38"
TOKEN_DASHES = "-_v7-_v7-_v7-_v7-_v7-w.F-OB59yMlc41reZB68iGQAWIMCcFxDXQblSOptqrQYI"


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


def test_tampered_mac_rejected():
    tampered = TOKEN[:30] + "A" + TOKEN[31:]
    assert CsrfProtector(SECRET).check("sess-42", tampered, tampered) is False


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
    protector = CsrfProtector(SECRET)
    with pytest.raises(ValueError):
        protector.issue("sess-42", bytes(15))
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
