import hashlib
import hmac

import pytest

import solution
from solution import UrlSigner

SECRET = b"0123456789abcdef"
REPORT = "https://files.example.com/report.pdf"
REPORT_SIGNED = ("https://files.example.com/report.pdf?expires=1700000600"
                 "&signature=a14c3b3993d6c20a161e62302b24c36639d34b52b30520fe509c3951ff53ef37")
DOWNLOAD_SIGNED = ("https://files.example.com/dl?user=42&file=a.txt&expires=1700000600"
                   "&signature=6c4b0bd09cc8d775f040db2f24bedcc59c10e631ee79eb929a15485de34b0b0a")
REPORT_SIGNATURE = "a14c3b3993d6c20a161e62302b24c36639d34b52b30520fe509c3951ff53ef37"


def with_signature(message):
    """The message followed by its correct signature under SECRET, computed independently."""
    return message + "&signature=" + hmac.new(SECRET, message.encode(), hashlib.sha256).hexdigest()


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


def test_sign_url_without_query():
    signed = UrlSigner(SECRET).sign(REPORT, 1700000600)
    assert signed == REPORT_SIGNED
    assert type(signed) is str


def test_sign_url_with_query_appends_with_ampersand():
    signed = UrlSigner(SECRET).sign("https://files.example.com/dl?user=42&file=a.txt", 1700000600)
    assert signed == DOWNLOAD_SIGNED


def test_link_valid_only_before_expiry():
    signer = UrlSigner(SECRET)
    assert signer.verify(REPORT_SIGNED, 1700000000) is True
    assert signer.verify(REPORT_SIGNED, 1700000599) is True
    assert signer.verify(REPORT_SIGNED, 1700000600) is False
    assert signer.verify(REPORT_SIGNED, 1700000601) is False


def test_signed_url_round_trip():
    signer = UrlSigner(b"k" * 16)
    signed = signer.sign("https://h.test/x?a=1", 50)
    assert signed.startswith("https://h.test/x?a=1&expires=50&signature=")
    assert signer.verify(signed, 49) is True


def test_tampered_query_or_path_rejected():
    signer = UrlSigner(SECRET)
    assert signer.verify(DOWNLOAD_SIGNED, 1700000000) is True
    assert signer.verify(DOWNLOAD_SIGNED.replace("user=42", "user=43"), 1700000000) is False
    assert signer.verify(DOWNLOAD_SIGNED.replace("user=42&", ""), 1700000000) is False
    assert signer.verify(DOWNLOAD_SIGNED.replace("user=42&file=a.txt", "file=a.txt&user=42"), 1700000000) is False
    assert signer.verify(DOWNLOAD_SIGNED.replace("/dl?", "/dl2?"), 1700000000) is False
    assert signer.verify(DOWNLOAD_SIGNED.replace("https://files.", "https://evil."), 1700000000) is False
    assert signer.verify(DOWNLOAD_SIGNED[:-64] + DOWNLOAD_SIGNED[-64:].upper(), 1700000000) is False


def test_extended_expiry_rejected():
    signer = UrlSigner(SECRET)
    assert signer.verify(REPORT_SIGNED.replace("expires=1700000600", "expires=1800000600"), 1700000700) is False


def test_presented_signature_must_match_exactly():
    signer = UrlSigner(SECRET)
    good = "a14c3b3993d6c20a161e62302b24c36639d34b52b30520fe509c3951ff53ef37"
    base = "https://files.example.com/report.pdf?expires=1700000600&signature="
    assert signer.verify(base + good, 1) is True
    assert signer.verify(base + good.upper(), 1) is False
    assert signer.verify(base + good[:-1], 1) is False
    assert signer.verify(base + good + "0", 1) is False
    assert signer.verify(base + good[:32], 1) is False
    assert signer.verify(base, 1) is False
    assert signer.verify(base + good[:-1] + "\u00e9", 1) is False
    assert signer.verify(base + "\u00e9" * 64, 1) is False
    assert signer.verify(base + "\udc80" * 64, 1) is False
    assert signer.verify(REPORT_SIGNED.replace("&signature=", "&sig="), 1) is False


def test_other_secret_rejects():
    assert UrlSigner(b"fedcba9876543210").verify(REPORT_SIGNED, 1) is False
    with pytest.raises(ValueError):
        UrlSigner(b"fedcba987654321")
    with pytest.raises(ValueError):
        UrlSigner(b"")
    assert UrlSigner(b"fedcba9876543210").sign(REPORT, 1700000600) == (
        "https://files.example.com/report.pdf?expires=1700000600"
        "&signature=f3775f4396f88a2f7da1d1f62ffa97f526db36170fae8fcd444cf4303876a8b8")


def test_invalid_sign_arguments_raise_value_error():
    signer = UrlSigner(SECRET)
    with pytest.raises(ValueError):
        UrlSigner(b"0123456789abcde")
    with pytest.raises(ValueError):
        signer.sign(REPORT + "#page=2", 10)
    with pytest.raises(ValueError):
        signer.sign(REPORT, -1)
    with pytest.raises(ValueError):
        signer.sign(REPORT + "?expires=99", 10)
    with pytest.raises(ValueError):
        signer.sign(REPORT + "?a=1&signature", 10)
    with pytest.raises(ValueError):
        signer.sign(REPORT + "?expires=1?b=2", 10)
    assert signer.sign("https://x.test/a", 0) == (
        "https://x.test/a?expires=0"
        "&signature=3937d5146be11cf37f6e240835902613556d9ff6f0426df8ce049c99e4c15ffb")
    assert signer.sign("https://x.test/a?user=1&Expires=5&expires_at=7", 0).startswith(
        "https://x.test/a?user=1&Expires=5&expires_at=7&expires=0&signature=")


def test_verify_never_raises_on_malformed_input():
    signer = UrlSigner(SECRET)
    assert signer.verify("", 0) is False
    assert signer.verify("not a url", 0) is False
    assert signer.verify("&signature=", 0) is False
    assert signer.verify("https://x.test/a?&signature=abc", 0) is False
    assert signer.verify("https://x.test/a?expires=&signature=abc", 0) is False
    assert signer.verify("https://x\ud800.test/a?expires=1700000600&signature=abc", 0) is False
    assert signer.verify(REPORT_SIGNED[:-1] + "\udfff", 0) is False


def test_expires_must_be_one_plain_number():
    signer = UrlSigner(SECRET)
    # Each message below carries its correct HMAC, so only the expiry rule rejects it.
    assert signer.verify("https://x.test/a?expires=+1700000600"
                         "&signature=62991c7af79433784bfa81429210b9c73266706b6b8aa6cd4ce018edd0ea9279", 0) is False
    assert signer.verify("https://x.test/a?expires=1700000600&expires=1900000000"
                         "&signature=983d4f6ad86997e9ccf7dd48780ef88d164e8959169eb0d9238f1443c5993558", 0) is False
    assert signer.verify("https://x.test/a?user=1"
                         "&signature=d07efdab99c25f693f983309ad64dc23118a0099fb6f72d14620341a8bbf3131", 0) is False
    assert signer.verify("https://x.test/a?expires=0"
                         "&signature=3937d5146be11cf37f6e240835902613556d9ff6f0426df8ce049c99e4c15ffb", 0) is False


def test_signature_taken_after_last_marker():
    signer = UrlSigner(SECRET)
    crafted = ("https://x.test/a?expires=1700000600&signature=abc"
               "&signature=e1467013833d7aa5b07e36b5a12e07f558b9ea3c77a82440dbc9c359f5beacbb")
    assert signer.verify(crafted, 1700000000) is True
    assert signer.verify(crafted, 1700000600) is False


def test_url_ending_in_question_mark_and_repeated_marker():
    signer = UrlSigner(SECRET)
    signed = signer.sign("https://x.test/a?", 5)
    assert signed == ("https://x.test/a?&expires=5"
                      "&signature=3e2f5eeff314f028cbc30533ce2c5a94903b6304937b5a7d85477358323dacd1")
    assert signer.verify(signed, 4) is True
    assert signer.verify(signed, 5) is False
    crafted = ("https://x.test/a?expires=1700000600&signature=abc"
               "&signature=e1467013833d7aa5b07e36b5a12e07f558b9ea3c77a82440dbc9c359f5beacbb")
    assert signer.verify(crafted, 1699999999) is True


def test_uppercase_or_altered_signature_rejected():
    signer = UrlSigner(SECRET)
    payload, _, signature = DOWNLOAD_SIGNED.rpartition("&signature=")
    assert signer.verify(DOWNLOAD_SIGNED, 1700000000) is True
    for presented in (signature.upper(), signature[:10].upper() + signature[10:], signature[1:], " " + signature):
        assert signer.verify(payload + "&signature=" + presented, 1700000000) is False


def test_only_one_plain_expires_accepted_even_when_signed():
    signer = UrlSigner(SECRET)
    for message in ("https://x.test/a?expires=1700000600&expires=1700000600",
                    "https://x.test/a?expires=1700000600&expires=5",
                    "https://x.test/a?expires= 1700000600",
                    "https://x.test/a?expires=1700000600%20",
                    "https://x.test/a?expires=\uff11\uff17\uff10\uff10\uff10\uff10\uff10\uff16\uff10\uff10"):
        assert signer.verify(with_signature(message), 0) is False
    assert signer.verify(with_signature("https://x.test/a?expires=1700000600"), 0) is True


def test_expires_with_sign_space_or_duplicate_rejected():
    signer = UrlSigner(SECRET)
    assert signer.verify("https://x.test/a?expires=1700000600&expires=1700000600"
                         "&signature=c28bde1e42821184f30988b907ded2a0de91d208eb5c636c0cd1d6d3ae069834", 0) is False
    for message in ("https://x.test/a?expires=+1700000600", "https://x.test/a?expires=1700000600 ",
                    "https://x.test/a?expires=1_700_000_600", "https://x.test/a?expires=-5&expires=1700000600"):
        assert signer.verify(with_signature(message), 0) is False


def test_reserved_names_matched_exactly():
    signer = UrlSigner(SECRET)
    signed = signer.sign("https://x.test/a?q=signature&expires_at=1&Signature=2", 100)
    assert signed == ("https://x.test/a?q=signature&expires_at=1&Signature=2&expires=100"
                      "&signature=bed2a844d8ee326271c91ae845e4fca4e8947d570c75ebc4dbdbcad0717af67d")
    for url in ("https://x.test/a?a=1&expires", "https://x.test/a?signature=&b=2", "https://x.test/a?expires=x=y"):
        with pytest.raises(ValueError):
            signer.sign(url, 100)
    in_path = signer.sign("https://h/a&signature=b/f?x=1", 100)
    assert in_path.startswith("https://h/a&signature=b/f?x=1&expires=100&signature=")
    assert signer.verify(in_path, 99) is True


def test_names_that_only_contain_reserved_words_are_allowed():
    signer = UrlSigner(SECRET)
    signed = signer.sign("https://h/f?xexpires=1", 100)
    assert signed == ("https://h/f?xexpires=1&expires=100"
                      "&signature=309cd2e72338b3356c6dc5aa21b468702789afc3bba581b624d425f4472e3f9a")
    assert signer.verify(signed, 99) is True
    with pytest.raises(ValueError):
        signer.sign("https://h/f?xexpires=1&signature=2", 100)


def test_signature_compared_with_compare_digest(monkeypatch):
    signer = UrlSigner(SECRET)
    calls = spy_compare_digest(monkeypatch)
    assert signer.verify(REPORT_SIGNED, 1700000000) is True
    assert calls == [(REPORT_SIGNATURE.encode(), REPORT_SIGNATURE.encode())]


def test_wrong_signature_compared_with_compare_digest(monkeypatch):
    signer = UrlSigner(SECRET)
    forged = "0" * 64
    calls = spy_compare_digest(monkeypatch)
    assert signer.verify(REPORT_SIGNED.replace(REPORT_SIGNATURE, forged), 1700000000) is False
    assert [sorted(call) for call in calls] == [sorted([REPORT_SIGNATURE.encode(), forged.encode()])]
