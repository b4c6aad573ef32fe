"""Verification of timestamped HMAC-SHA256 webhook signatures."""
import hashlib
import hmac
import re

_TIMESTAMP = re.compile(r"[0-9]+")


def verify_webhook(secret, payload, header, now, tolerance=300):
    timestamps, signatures = [], []
    for element in header.split(","):
        key, equals, value = element.strip().partition("=")
        if not equals:
            continue  # an element without "=" is ignored
        if key == "t":
            timestamps.append(value)
        elif key == "v1":
            signatures.append(value)
    if len(timestamps) != 1 or not _TIMESTAMP.fullmatch(timestamps[0]):
        return False
    if abs(now - int(timestamps[0])) > tolerance:
        return False
    signed = timestamps[0].encode() + b"." + payload
    expected = hmac.new(secret, signed, hashlib.sha256).hexdigest().encode()
    return any(hmac.compare_digest(expected, candidate.encode(errors="surrogatepass"))
               for candidate in signatures)
