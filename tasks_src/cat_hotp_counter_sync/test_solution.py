import hmac

import pytest

import solution
from solution import HotpVerifier

KEY = b"12345678901234567890"  # RFC 4226 appendix D test key
CODES = ["755224", "287082", "359152", "969429", "338314", "254676", "287922", "162583",
         "399871", "520489", "403154", "481090"]  # counters 0..11
LATER = {95: "047817", 96: "229689", 97: "430056", 98: "289357", 100: "295165",
         101: "329376", 102: "629694", 103: "378717", 104: "694769", 105: "804168"}
# the same 6-digit code comes up for counters 153567 and 153569
REPEATED = "468457"
CODE_153568 = "214300"


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


def test_first_code_accepted_and_counter_advances():
    verifier = HotpVerifier(KEY)
    assert verifier.counter == 0
    assert verifier.verify("755224") is True
    assert verifier.counter == 1
    assert type(verifier.counter) is int


def test_consecutive_codes_accepted_in_turn():
    verifier = HotpVerifier(KEY)
    assert [verifier.verify(code) for code in CODES[:4]] == [True, True, True, True]
    assert verifier.counter == 4
    assert verifier.verify(CODES[3]) is False
    assert verifier.counter == 4


def test_look_ahead_window_includes_both_ends():
    verifier = HotpVerifier(KEY, look_ahead=3)
    assert verifier.verify(CODES[4]) is False
    assert verifier.counter == 0
    assert verifier.verify(CODES[3]) is True
    assert verifier.counter == 4
    assert verifier.verify(CODES[8]) is False
    assert verifier.verify(CODES[7]) is True
    assert verifier.counter == 8


def test_look_ahead_window_end_from_a_later_counter():
    verifier = HotpVerifier(KEY, counter=5, look_ahead=2)
    assert verifier.verify(CODES[8]) is False
    assert verifier.counter == 5
    assert verifier.verify(CODES[7]) is True
    assert verifier.counter == 8


def test_skipping_ahead_burns_earlier_codes():
    verifier = HotpVerifier(KEY)
    assert verifier.verify(CODES[5]) is True
    assert verifier.counter == 6
    assert verifier.verify(CODES[2]) is False
    assert verifier.verify(CODES[5]) is False
    assert verifier.verify(CODES[6]) is True
    assert verifier.counter == 7


def test_malformed_codes_return_false():
    verifier = HotpVerifier(KEY)
    for bad in ("75522", "7552240", " 755224", "755224\n", "\uff17\uff15\uff15\uff12\uff12\uff14",
                "+55224", "", "abcdef"):
        assert verifier.verify(bad) is False
    assert verifier.counter == 0


def test_code_length_and_leading_zeros():
    assert HotpVerifier(KEY, digits=8).verify("84755224") is True
    assert HotpVerifier(KEY, digits=8).verify("755224") is False
    seven = HotpVerifier(KEY, digits=7)
    assert seven.verify("7359152") is True
    assert seven.counter == 3
    late = HotpVerifier(KEY, counter=95)
    assert late.verify("47817") is False
    assert late.verify("0047817") is False
    assert late.verify("047817") is True
    assert late.counter == 96


def test_int_or_bytes_codes_never_match():
    verifier = HotpVerifier(KEY, counter=1)
    assert verifier.verify(287082) is False
    assert verifier.verify(b"287082") is False
    assert verifier.resync(287082, 359152) is False
    assert verifier.resync("287082", 359152) is False
    assert verifier.resync(None, "359152") is False
    assert verifier.resync("\u0660" * 6, "\u0660" * 6) is False
    assert verifier.counter == 1


def test_non_string_and_non_ascii_codes_return_false():
    verifier = HotpVerifier(KEY)
    for bad in (755224, 755224.0, None, b"755224", ["755224"], "\u0660" * 6, "\u0967" * 6, "\ud800" * 6):
        assert verifier.verify(bad) is False
    assert verifier.counter == 0
    assert verifier.verify("755224") is True


def test_resync_with_two_consecutive_codes():
    verifier = HotpVerifier(KEY)
    assert verifier.verify(LATER[95]) is False
    assert verifier.resync(LATER[95], LATER[96]) is True
    assert verifier.counter == 97
    assert verifier.verify(LATER[98]) is True


def test_resync_rules():
    verifier = HotpVerifier(KEY)
    assert verifier.resync(LATER[95], LATER[97]) is False
    assert verifier.resync(LATER[96], LATER[95]) is False
    assert verifier.resync(LATER[95], "22968") is False
    assert verifier.resync("", "") is False
    assert verifier.resync(LATER[95], "\uff12\uff12\uff19\uff16\uff18\uff19") is False
    assert verifier.resync("\uff10\uff14\uff17\uff18\uff11\uff17", LATER[96]) is False
    assert verifier.resync(295165, 329376) is False
    assert verifier.counter == 0
    assert verifier.resync(LATER[101], LATER[102]) is False
    assert verifier.resync(LATER[100], LATER[101]) is True
    assert verifier.counter == 102
    assert verifier.resync(LATER[100], LATER[101]) is False
    assert verifier.resync(LATER[102], LATER[103]) is True
    assert verifier.counter == 104


def test_resync_window_counts_from_current_counter():
    verifier = HotpVerifier(KEY, counter=1)
    assert verifier.resync(LATER[102], LATER[103]) is False
    assert verifier.counter == 1
    assert verifier.resync(LATER[101], LATER[102]) is True
    assert verifier.counter == 103


def test_resync_window_includes_counter_plus_100():
    verifier = HotpVerifier(KEY, counter=3)
    assert verifier.resync(LATER[104], LATER[105]) is False
    assert verifier.counter == 3
    assert verifier.resync(LATER[103], LATER[104]) is True
    assert verifier.counter == 105


def test_invalid_construction():
    with pytest.raises(ValueError):
        HotpVerifier(b"")
    with pytest.raises(ValueError):
        HotpVerifier(KEY, counter=-1)
    with pytest.raises(ValueError):
        HotpVerifier(KEY, digits=9)


def test_resync_second_code_cannot_be_replayed():
    verifier = HotpVerifier(KEY)
    assert verifier.resync(LATER[95], LATER[96]) is True
    assert verifier.counter == 97
    assert verifier.verify(LATER[96]) is False
    assert verifier.verify(LATER[95]) is False
    assert verifier.verify(LATER[97]) is True


def test_counter_is_read_only():
    verifier = HotpVerifier(KEY, counter=7)
    with pytest.raises(AttributeError):
        verifier.counter = 0
    assert verifier.counter == 7
    assert type(verifier.counter) is int


def test_start_counter_zero_window_and_argument_bounds():
    verifier = HotpVerifier(KEY, counter=9, look_ahead=0)
    assert verifier.verify(CODES[10]) is False
    assert verifier.verify(CODES[9]) is True
    assert verifier.verify(CODES[10]) is True
    assert verifier.counter == 11
    for kwargs in ({"digits": 5}, {"look_ahead": -1}, {"counter": -1}):
        with pytest.raises(ValueError):
            HotpVerifier(KEY, **kwargs)
    with pytest.raises(ValueError):
        HotpVerifier(b"")
    assert HotpVerifier(KEY, counter=0, look_ahead=0, digits=6).counter == 0
    default_window = HotpVerifier(KEY)
    assert default_window.verify(CODES[11]) is False
    assert default_window.verify(CODES[10]) is True
    assert default_window.counter == 11


def test_resync_codes_compared_with_compare_digest(monkeypatch):
    verifier = HotpVerifier(KEY, counter=8)
    calls = spy_compare_digest(monkeypatch)
    assert verifier.resync(CODES[10], CODES[11]) is True
    texts = [sorted(as_text(x) for x in call) for call in calls]
    assert ["403154", "403154"] in texts
    assert ["481090", "481090"] in texts
    assert verifier.counter == 12


def test_codes_compared_with_compare_digest(monkeypatch):
    verifier = HotpVerifier(KEY)
    calls = spy_compare_digest(monkeypatch)
    assert verifier.verify(CODES[2]) is True
    texts = [sorted(as_text(x) for x in call) for call in calls]
    assert ["359152", "359152"] in texts
    assert ["287082", "359152"] in texts
    assert all("359152" in pair for pair in texts)


def test_smallest_matching_counter_is_used():
    verifier = HotpVerifier(KEY, counter=153567, look_ahead=2)
    assert verifier.verify(REPEATED) is True
    assert verifier.counter == 153568
    assert verifier.verify(REPEATED) is True
    assert verifier.counter == 153570
    assert verifier.verify(CODE_153568) is False
