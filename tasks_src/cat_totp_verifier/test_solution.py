import pytest

from solution import TotpVerifier

# The RFC 6238 SHA-1 test key "12345678901234567890" in base32.
SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"
T = 1111111109  # time step 37037036 with the default 30-second period
# Six-digit codes of the test key by time step (from the RFC test vectors' HOTP values).
CODES = {0: "755224", 1: "287082", 2: "359152", 37037034: "150727", 37037035: "731029",
         37037036: "081804", 37037037: "050471", 37037038: "266759", 37037039: "306183"}


def test_rfc6238_eight_digit_vectors():
    vectors = [(59, "94287082"), (1111111109, "07081804"), (1111111111, "14050471"),
               (1234567890, "89005924"), (2000000000, "69279037")]
    for now, code in vectors:
        result = TotpVerifier(SECRET, digits=8).verify(code, now)
        assert result is True
    assert TotpVerifier(SECRET, digits=8).verify("94287083", 59) is False


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
    assert verifier.verify(CODES[37037037], T + 30) is True


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


def test_wrong_codes_change_nothing():
    verifier = TotpVerifier(SECRET)
    assert verifier.verify("000000", T) is False
    assert verifier.verify("12345a", T) is False
    assert verifier.verify(CODES[37037035], T) is True


def test_steps_before_zero_are_skipped():
    assert TotpVerifier(SECRET).verify(CODES[1], 5) is True
    assert TotpVerifier(SECRET).verify(CODES[0], 5) is True
    assert TotpVerifier(SECRET).verify("999999", 5) is False
    assert TotpVerifier(SECRET, window=3).verify(CODES[2], 0) is True
    assert TotpVerifier(SECRET).verify(CODES[0], 95) is False
