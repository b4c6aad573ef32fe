"""Verification of HS256 JSON Web Tokens (compact serialisation)."""
import base64
import hashlib
import hmac
import json
import re

_SEGMENT = re.compile(r"[A-Za-z0-9_-]*")


def _b64url(segment):
    if not _SEGMENT.fullmatch(segment):
        raise ValueError  # not unpadded base64url
    # binascii.Error (a ValueError) for an impossible length such as 5 characters
    return base64.urlsafe_b64decode(segment + "==")  # surplus padding is ignored


def _json_object(segment):
    value = json.loads(_b64url(segment).decode())  # UnicodeDecodeError, JSONDecodeError: ValueErrors
    if not isinstance(value, dict):
        raise ValueError  # header and claims must be JSON objects
    return value


def _int_claim(claims, name):
    value = claims[name]
    if type(value) is not int:
        raise ValueError  # exp and nbf must be integers
    return value


def decode_jwt(token, key, now, leeway=0):
    parts = token.split(".")
    if len(parts) != 3:
        raise ValueError  # a compact JWT has exactly three segments
    header_b64, payload_b64, signature_b64 = parts
    if _json_object(header_b64).get("alg") != "HS256":
        raise ValueError  # only HS256 is accepted
    signing_input = f"{header_b64}.{payload_b64}".encode()
    expected = hmac.new(key, signing_input, hashlib.sha256).digest()
    if not hmac.compare_digest(expected, _b64url(signature_b64)):
        raise ValueError  # bad signature
    claims = _json_object(payload_b64)
    if "exp" in claims and not now < _int_claim(claims, "exp") + leeway:
        raise ValueError  # expired
    if "nbf" in claims and not now >= _int_claim(claims, "nbf") - leeway:
        raise ValueError  # not valid yet
    return claims
