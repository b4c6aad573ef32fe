import hashlib
import hmac

import solution
from solution import verify_webhook

SECRET = b"whsec_test_4f1c"
PAYLOAD = b'{"id":"evt_1","type":"invoice.paid"}'
NOW = 1700000000


def sign(timestamp, payload=PAYLOAD, secret=SECRET):
    # Independent computation of the documented signature scheme.
    return hmac.new(secret, timestamp.encode() + b"." + payload, hashlib.sha256).hexdigest()


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


def test_valid_signature_accepted():
    header = f"t={NOW},v1={sign(str(NOW))}"
    assert verify_webhook(SECRET, PAYLOAD, header, NOW) is True
    # the same header checked earlier: t may be at most the tolerance ahead of now
    assert verify_webhook(SECRET, PAYLOAD, header, NOW - 300) is True
    assert verify_webhook(SECRET, PAYLOAD, header, NOW - 301) is False


def test_wrong_secret_or_payload_rejected():
    header = f"t={NOW},v1={sign(str(NOW))}"
    assert verify_webhook(b"whsec_other", PAYLOAD, header, NOW) is False
    assert verify_webhook(SECRET, PAYLOAD + b" ", header, NOW) is False


def test_legacy_v0_scheme_never_accepted():
    good = sign(str(NOW))
    header = f"t={NOW},v1={'0' * 64},v0={good}"
    assert verify_webhook(SECRET, PAYLOAD, header, NOW) is False
    assert verify_webhook(SECRET, PAYLOAD, f"t={NOW},v2={good}", NOW) is False
    assert verify_webhook(SECRET, PAYLOAD, f"t={NOW},V1={good}", NOW) is False


def test_any_of_several_v1_signatures():
    header = f"t={NOW}, v1={sign(str(NOW), secret=b'old')} , v1={sign(str(NOW))}, junk"
    assert verify_webhook(SECRET, PAYLOAD, header, NOW) is True
    reordered = f"v1={sign(str(NOW))},t={NOW}"
    assert verify_webhook(SECRET, PAYLOAD, reordered, NOW) is True


def test_tolerance_both_directions_inclusive():
    old, future = NOW - 300, NOW + 300
    assert verify_webhook(SECRET, PAYLOAD, f"t={old},v1={sign(str(old))}", NOW) is True
    assert verify_webhook(SECRET, PAYLOAD, f"t={future},v1={sign(str(future))}", NOW) is True
    stale, ahead = NOW - 301, NOW + 301
    assert verify_webhook(SECRET, PAYLOAD, f"t={stale},v1={sign(str(stale))}", NOW) is False
    assert verify_webhook(SECRET, PAYLOAD, f"t={ahead},v1={sign(str(ahead))}", NOW) is False


def test_custom_tolerance():
    t = NOW - 10
    header = f"t={t},v1={sign(str(t))}"
    assert verify_webhook(SECRET, PAYLOAD, header, NOW, tolerance=10) is True
    assert verify_webhook(SECRET, PAYLOAD, header, NOW, tolerance=9) is False
    assert verify_webhook(SECRET, PAYLOAD, f"t={NOW},v1={sign(str(NOW))}", NOW, tolerance=0) is True


def test_prefix_uppercase_and_empty_signatures_rejected():
    good = sign(str(NOW))
    for candidate in (good[:16], good[:-1], good.upper(), "", good + "0"):
        header = f"t={NOW},v1={candidate}"
        assert verify_webhook(SECRET, PAYLOAD, header, NOW) is False


def test_timestamp_must_be_signed():
    signed_at = NOW - 3600
    header = f"t={NOW},v1={sign(str(signed_at))}"
    assert verify_webhook(SECRET, PAYLOAD, header, NOW) is False
    assert verify_webhook(SECRET, PAYLOAD, f"v1={sign(str(NOW))}", NOW) is False


def test_timestamp_must_be_plain_ascii_digits():
    for t in (f"+{NOW}", f"{NOW}.0", f" {NOW}x", "", "-5", "\uff11\uff17"):
        header = f"t={t},v1={sign(t)}"
        assert verify_webhook(SECRET, PAYLOAD, header, NOW) is False
    assert verify_webhook(SECRET, PAYLOAD, "garbage", NOW) is False
    # leading zeros are plain digits, and the text with them is what was signed
    t = "00" + str(NOW + 5)
    assert verify_webhook(SECRET, PAYLOAD, f"t={t},v1={sign(t)}", NOW) is True


def test_exactly_one_timestamp():
    good = sign(str(NOW))
    header = f"t={NOW},t={NOW},v1={good}"
    assert verify_webhook(SECRET, PAYLOAD, header, NOW) is False
    assert verify_webhook(SECRET, PAYLOAD, f"t=={NOW},t={NOW},v1={good}", NOW) is False


def test_non_ascii_signature_does_not_crash():
    header = f"t={NOW},v1=\u00e9{sign(str(NOW))[1:]}"
    assert verify_webhook(SECRET, PAYLOAD, header, NOW) is False
    assert verify_webhook(SECRET, PAYLOAD, f"t={NOW},v1=" + "\udc80" * 64, NOW) is False
    assert verify_webhook(SECRET, b"", f"t={NOW},v1={sign(str(NOW), payload=b'')}", NOW) is True


def test_uppercase_or_partial_signature_rejected():
    t = str(NOW - 5)
    good = sign(t)
    for candidate in (good.upper(), good[:32].upper() + good[32:], good[:63], " " + good[:63], good[1:]):
        assert verify_webhook(SECRET, PAYLOAD, f"t={t},v1={candidate}", NOW) is False
    assert verify_webhook(SECRET, PAYLOAD, f"t={t},v1={good}", NOW) is True


def test_duplicate_timestamp_rejected_even_if_one_is_valid():
    good = sign(str(NOW))
    for header in (f"t=1,t={NOW},v1={good}", f"t={NOW},v1={good},t={NOW}", f" t={NOW} , t=abc ,v1={good}",
                   f"t={NOW},t==5,v1={good}"):
        assert verify_webhook(SECRET, PAYLOAD, header, NOW) is False


def test_future_timestamp_beyond_tolerance_rejected():
    for t in (NOW + 301, NOW + 100000):
        assert verify_webhook(SECRET, PAYLOAD, f"t={t},v1={sign(str(t))}", NOW) is False
    t = NOW + 1
    assert verify_webhook(SECRET, PAYLOAD, f"t={t},v1={sign(str(t))}", NOW, tolerance=0) is False
    assert verify_webhook(SECRET, PAYLOAD, f"t={t},v1={sign(str(t))}", NOW, tolerance=1) is True


def test_timestamp_signed_exactly_as_written():
    written = "0" + str(NOW)
    assert verify_webhook(SECRET, PAYLOAD, f"t={written},v1={sign(written)}", NOW) is True
    assert verify_webhook(SECRET, PAYLOAD, f"t={written},v1={sign(str(NOW))}", NOW) is False


def test_leading_zero_timestamp_text_is_signed():
    written = "000" + str(NOW - 60)
    assert verify_webhook(SECRET, PAYLOAD, f"t={written},v1={sign(written)}", NOW) is True
    assert verify_webhook(SECRET, PAYLOAD, f"t={written},v1={sign(str(NOW - 60))}", NOW) is False


def test_only_t_and_v1_elements_with_equals_count():
    good = sign(str(NOW))
    assert verify_webhook(SECRET, PAYLOAD, f"t={NOW},t,v1={good}", NOW) is True
    assert verify_webhook(SECRET, PAYLOAD, f"v1,t={NOW}, v1 ,v1={good}", NOW) is True
    assert verify_webhook(SECRET, PAYLOAD, f"t,v1={good}", NOW) is False
    assert verify_webhook(SECRET, PAYLOAD, f"t={NOW},v0={good},v1", NOW) is False
    # "t=" has an "=": it is a second (empty) t element
    assert verify_webhook(SECRET, PAYLOAD, f"t=,v1={good},t={NOW}", NOW) is False


def test_v0_or_other_keys_alone_never_accepted():
    good = sign(str(NOW))
    for header in (f"t={NOW},v0={good}", f"t={NOW},v1x={good}", f"t={NOW},v={good}", f"t={NOW},T={NOW},v0={good}"):
        assert verify_webhook(SECRET, PAYLOAD, header, NOW) is False


def test_signature_compared_with_compare_digest(monkeypatch):
    good = sign(str(NOW))
    calls = spy_compare_digest(monkeypatch)
    assert verify_webhook(SECRET, PAYLOAD, f"t={NOW},v1={good}", NOW) is True
    assert calls == [(good.encode(), good.encode())]
    # the presented value is compared as written: uppercase hex does not match
    del calls[:]
    assert verify_webhook(SECRET, PAYLOAD, f"t={NOW},v1={good.upper()}", NOW) is False
    assert [sorted(call) for call in calls] == [sorted([good.encode(), good.upper().encode()])]


def test_non_ascii_candidates_compared_as_bytes(monkeypatch):
    good = sign(str(NOW))
    accented = "\u00e9" * 32
    calls = spy_compare_digest(monkeypatch)
    header = f"t={NOW},v1={accented},v1=\udc80,v1={good}"
    assert verify_webhook(SECRET, PAYLOAD, header, NOW) is True
    assert (good.encode(), good.encode()) in calls
    assert all(type(a) is bytes and type(b) is bytes for a, b in calls)
    assert verify_webhook(SECRET, PAYLOAD, f"t={NOW},v1={accented}", NOW) is False
