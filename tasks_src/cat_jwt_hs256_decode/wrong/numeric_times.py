import base64
import hashlib
import hmac
import json
import re


def _decode(segment):
    if not re.fullmatch(r"[A-Za-z0-9_-]*", segment):
        raise ValueError("bad segment")
    return base64.urlsafe_b64decode(segment + "=" * (-len(segment) % 4))


def decode_jwt(token, key, now, leeway=0):
    parts = token.split(".")
    if len(parts) != 3:
        raise ValueError("bad token")
    header = json.loads(_decode(parts[0]))
    if not isinstance(header, dict) or header.get("alg") != "HS256":
        raise ValueError("bad header")
    expected = hmac.new(key, f"{parts[0]}.{parts[1]}".encode(), hashlib.sha256).digest()
    if not hmac.compare_digest(expected, _decode(parts[2])):
        raise ValueError("bad signature")
    claims = json.loads(_decode(parts[1]))
    if not isinstance(claims, dict):
        raise ValueError("bad claims")
    for name in ("exp", "nbf"):
        if name in claims and not isinstance(claims[name], (int, float)):
            raise ValueError("bad time claim")
    if "exp" in claims and now >= claims["exp"] + leeway:
        raise ValueError("expired")
    if "nbf" in claims and now < claims["nbf"] - leeway:
        raise ValueError("not yet valid")
    return claims
