import hashlib
import hmac
import re


def verify_webhook(secret, payload, header, now, tolerance=300):
    timestamps, signatures = [], []
    for element in header.split(","):
        key, _, value = element.strip().partition("=")
        if key == "t":
            timestamps.append(value)
        elif key.startswith("v"):
            signatures.append(value)
    if len(timestamps) != 1 or not re.fullmatch(r"[0-9]+", timestamps[0]):
        return False
    if abs(now - int(timestamps[0])) > tolerance:
        return False
    expected = hmac.new(secret, timestamps[0].encode() + b"." + payload, hashlib.sha256).hexdigest()
    return any(hmac.compare_digest(expected.encode(), s.encode()) for s in signatures)
