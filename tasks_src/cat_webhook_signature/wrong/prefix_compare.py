import hashlib
import hmac


def verify_webhook(secret, payload, header, now, tolerance=300):
    fields = {}
    signatures = []
    for element in header.split(","):
        key, _, value = element.strip().partition("=")
        if key == "v1":
            signatures.append(value)
        else:
            fields[key] = value
    try:
        t = int(fields["t"])
    except (KeyError, ValueError):
        return False
    if abs(now - t) > tolerance:
        return False
    expected = hmac.new(secret, fields["t"].encode() + b"." + payload, hashlib.sha256).hexdigest()
    return any(expected.startswith(s.lower()) for s in signatures)
