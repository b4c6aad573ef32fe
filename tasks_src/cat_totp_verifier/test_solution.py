import hmac

import pytest

import solution
from solution import TotpVerifier

# The RFC 6238 SHA-1 test key "12345678901234567890" in base32.
SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"
T = 1111111109  # time step 37037036 with the default 30-second period
# Six-digit codes of the test key by time step (from the RFC test vectors' HOTP values).
CODES = {0: "755224", 1: "287082", 2: "359152", 3: "969429", 37037034: "150727", 37037035: "731029",
         37037036: "081804", 37037037: "050471", 37037038: "266759", 37037039: "306183"}
# The same six-digit code comes up for steps 153567 and 153569 of the test key.
REPEATED = "468457"


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
    return value.decode() if isinstance(value, (bytes, bytearray)) else value


def test_rfc6238_eight_digit_vectors():
    vectors = [(59, "94287082"), (1111111109, "07081804"), (1111111111, "14050471"),
               (1234567890, "89005924"), (2000000000, "69279037")]
    for now, code in vectors:
        result = TotpVerifier(SECRET, digits=8).verify(code, now)
        assert result is True
    assert TotpVerifier(SECRET, digits=8).verify("94287083", 59) is False
    # a wider window at t=59 (step 1) reaches below step 0: those steps are skipped
    assert TotpVerifier(SECRET, digits=8, window=4).verify("94287082", 59) is True


def test_secret_case_spaces_and_padding_ignored():
    messy = "gezd gnbv gy3t qojq GEZD GNBV GY3T QOJQ"
    assert TotpVerifier(messy).verify(CODES[37037036], T) is True
    assert TotpVerifier("mfrgg", window=0).verify("670717", 10) is True  # the key b"abc"
    assert TotpVerifier("MFRGG===", window=0).verify("670717", 10) is True
    assert TotpVerifier("gezdgnbx", window=0).verify("182691", 45) is True  # the key b"12347"
    assert TotpVerifier("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ====").verify(CODES[37037036], T) is True


def test_leading_zeros_are_significant():
    assert TotpVerifier(SECRET).verify("081804", T) is True
    for code in ("81804", "0081804", " 81804", "+81804", "\u0660\u0668\u0661\u0668\u0660\u0664",
                 "08180.", ""):
        assert TotpVerifier(SECRET).verify(code, T) is False


def test_window_accepts_adjacent_steps_only():
    assert TotpVerifier(SECRET).verify(CODES[37037035], T) is True
    assert TotpVerifier(SECRET).verify(CODES[37037037], T) is True
    assert TotpVerifier(SECRET).verify(CODES[37037034], T) is False
    assert TotpVerifier(SECRET).verify(CODES[37037038], T) is False
    assert TotpVerifier(SECRET, window=2).verify(CODES[37037038], T) is True
    assert TotpVerifier(SECRET, window=0).verify(CODES[37037035], T) is False
    assert TotpVerifier(SECRET, window=0).verify(CODES[37037036], T) is True
    assert TotpVerifier(SECRET).verify(CODES[1], 95) is False


def test_code_cannot_be_replayed():
    verifier = TotpVerifier(SECRET)
    assert verifier.verify(CODES[37037036], T) is True
    assert verifier.verify(CODES[37037036], T) is False
    assert verifier.verify(CODES[37037036], T + 5) is False
    assert verifier.verify(CODES[37037038], T + 30) is True
    assert verifier.verify(CODES[37037037], T + 30) is False


def test_step_boundaries():
    assert TotpVerifier(SECRET, window=0).verify(CODES[0], 29.999) is True
    assert TotpVerifier(SECRET, window=0).verify(CODES[0], 30) is False
    assert TotpVerifier(SECRET, window=0).verify(CODES[1], 30) is True
    assert TotpVerifier(SECRET, window=0).verify(CODES[1], 59.5) is True


def test_older_code_rejected_after_newer_one():
    verifier = TotpVerifier(SECRET)
    assert verifier.verify(CODES[37037037], T) is True
    assert verifier.verify(CODES[37037036], T) is False
    assert verifier.verify(CODES[37037035], T) is False
    assert verifier.verify(CODES[37037037], T) is False
    assert verifier.verify(CODES[37037038], T + 30) is True


def test_custom_period_and_digits():
    assert TotpVerifier(SECRET, period=60, window=0).verify(CODES[2], 150) is True
    assert TotpVerifier(SECRET, period=60, window=0).verify(CODES[1], 150) is False
    assert TotpVerifier(SECRET, digits=7).verify("7081804", T) is True
    assert TotpVerifier(SECRET, digits=7).verify("081804", T) is False
    assert TotpVerifier(SECRET, period=1, window=0).verify(CODES[2], 2.5) is True


def test_invalid_constructor_arguments():
    for kwargs in ({"digits": 5}, {"digits": 9}, {"period": 0}, {"window": -1}):
        with pytest.raises(ValueError):
            TotpVerifier(SECRET, **kwargs)
    for secret in ("", "  ", "====", "GEZDGNB1", "GEZDGNBVG", "GEZ-DGNBV"):
        with pytest.raises(ValueError):
            TotpVerifier(secret)
    assert TotpVerifier("GEZDGNBX", period=1, window=0).verify("845335", 0.5) is True
    assert TotpVerifier("gezd gnbx", period=1, window=0).verify("845335", 0.5) is True
    assert TotpVerifier(SECRET, digits=7).verify("7081804", T) is True


def test_wrong_codes_change_nothing():
    verifier = TotpVerifier(SECRET)
    assert verifier.verify("000000", T) is False
    assert verifier.verify("12345a", T) is False
    assert verifier.verify("\u0661" * 6, T) is False
    assert verifier.verify("\uff10\uff18\uff11\uff18\uff10\uff14", T) is False
    assert verifier.verify(CODES[37037035], T) is True


def test_steps_before_zero_are_skipped():
    assert TotpVerifier(SECRET).verify(CODES[1], 5) is True
    assert TotpVerifier(SECRET).verify(CODES[0], 5) is True
    assert TotpVerifier(SECRET).verify("999999", 5) is False
    assert TotpVerifier(SECRET, window=3).verify(CODES[2], 0) is True
    assert TotpVerifier(SECRET).verify(CODES[0], 95) is False
    assert TotpVerifier(SECRET).verify(CODES[3], 30) is False


def test_matched_step_not_current_step_is_remembered():
    verifier = TotpVerifier(SECRET)
    assert verifier.verify(CODES[37037035], T) is True
    assert verifier.verify(CODES[37037036], T) is True
    assert verifier.verify(CODES[37037037], T) is True
    assert verifier.verify(CODES[37037037], T) is False


def test_next_step_still_usable_after_early_match():
    verifier = TotpVerifier(SECRET, window=2)
    assert verifier.verify(CODES[37037034], T) is True
    assert verifier.verify(CODES[37037035], T) is True
    assert verifier.verify(CODES[37037034], T) is False
    assert verifier.verify(CODES[37037038], T) is True


def test_epoch_times_skip_negative_steps():
    assert TotpVerifier(SECRET).verify(CODES[0], 0) is True
    assert TotpVerifier(SECRET, window=3).verify(CODES[3], 0.5) is True
    assert TotpVerifier(SECRET, window=5).verify("000000", 29) is False


def test_secret_spaces_anywhere_and_lowercase():
    assert TotpVerifier("gezdgnbvgy3tqojq gezdgnbv gy3tqojq").verify(CODES[37037036], T) is True
    assert TotpVerifier(" G E Z D G N B V G Y 3 T Q O J Q G E Z D G N B V G Y 3 T Q O J Q ").verify(
        CODES[37037036], T) is True
    assert TotpVerifier("GeZdGnBvGy3TqOjQgEzDgNbVgY3tQoJq").verify(CODES[37037036], T) is True
    assert TotpVerifier("m f r g g", window=0).verify("670717", 10) is True
    assert TotpVerifier("MFRGG==========", window=0).verify("670717", 10) is True


def test_used_step_blocks_older_steps():
    verifier = TotpVerifier(SECRET)
    assert verifier.verify(CODES[37037037], T) is True
    assert verifier.verify(CODES[37037035], T) is False
    assert verifier.verify(CODES[37037036], T) is False
    assert verifier.verify(CODES[37037036], T + 1) is False


def test_non_string_or_non_ascii_codes_return_false():
    verifier = TotpVerifier(SECRET)
    for code in (81804, 81804.0, None, b"081804", ["081804"], "\u0660\u0668\u0661\u0668\u0660\u0664",
                 "\u0660" * 6, "\ud800" * 6):
        assert verifier.verify(code, T) is False
    assert verifier.verify(CODES[37037036], T) is True


def test_padding_count_and_unused_bits_not_checked():
    assert TotpVerifier("MFRGG=", window=0).verify("670717", 10) is True
    assert TotpVerifier("mfrgg==========", window=0).verify("670717", 10) is True
    assert TotpVerifier("MFRGH", window=0).verify("670717", 10) is True
    assert TotpVerifier("MFRG G=== ", window=0).verify("670717", 10) is True
    with pytest.raises(ValueError):
        TotpVerifier("MFR=GG")


def test_codes_compared_with_compare_digest(monkeypatch):
    verifier = TotpVerifier(SECRET, window=0)
    calls = spy_compare_digest(monkeypatch)
    assert verifier.verify(CODES[37037036], T) is True
    assert [[as_text(x) for x in call] for call in calls] == [[CODES[37037036], CODES[37037036]]]


def test_repeated_code_matches_its_smallest_step_first(monkeypatch):
    verifier = TotpVerifier(SECRET)
    now = 153568 * 30
    calls = spy_compare_digest(monkeypatch)
    assert verifier.verify(REPEATED, now) is True
    assert [REPEATED, REPEATED] in [[as_text(x) for x in call] for call in calls]
    assert verifier.verify(REPEATED, now) is True
    assert verifier.verify(REPEATED, now) is False
