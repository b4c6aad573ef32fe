import hashlib
import hmac

from solution import verify_webhook

SECRET = b"whsec_test_4f1c"
PAYLOAD = b'{"id":"evt_1","type":"invoice.paid"}'
NOW = 1700000000


def sign(timestamp, payload=PAYLOAD, secret=SECRET):
    # Independent computation of the documented signature scheme.
    return hmac.new(secret, timestamp.encode() + b"." + payload, hashlib.sha256).hexdigest()


def test_valid_signature_accepted():
    header = f"t={NOW},v1={sign(str(NOW))}"
    assert verify_webhook(SECRET, PAYLOAD, header, NOW) is True


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


def test_exactly_one_timestamp():
    good = sign(str(NOW))
    header = f"t={NOW},t={NOW},v1={good}"
    assert verify_webhook(SECRET, PAYLOAD, header, NOW) is False


def test_non_ascii_signature_does_not_crash():
    header = f"t={NOW},v1=\u00e9{sign(str(NOW))[1:]}"
    assert verify_webhook(SECRET, PAYLOAD, header, NOW) is False
    assert verify_webhook(SECRET, b"", f"t={NOW},v1={sign(str(NOW), payload=b'')}", NOW) is True
