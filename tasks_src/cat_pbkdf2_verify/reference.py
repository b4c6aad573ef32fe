"""Verification of passwords against stored PBKDF2 hash strings."""
import base64
import hashlib
import hmac
import re
import unicodedata

_DIGESTS = {"pbkdf2_sha256": "sha256", "pbkdf2_sha512": "sha512"}
_DIGITS = re.compile(r"[0-9]+")
_BASE64 = re.compile(r"(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?")


def verify_password(password, stored):
    fields = stored.split("$")
    if len(fields) != 4:
        raise ValueError  # expected ALGORITHM$ITERATIONS$SALT$HASH
    algorithm, iterations, salt, encoded = fields
    if algorithm not in _DIGESTS or not salt:
        raise ValueError  # unknown algorithm or empty salt
    if not _DIGITS.fullmatch(iterations) or not 10_000 <= int(iterations) <= 200_000:
        raise ValueError  # iteration count missing or out of range
    if not _BASE64.fullmatch(encoded):
        raise ValueError  # not standard padded base64
    expected = base64.b64decode(encoded)
    if not 16 <= len(expected) <= 64:
        raise ValueError  # implausible key length
    secret = unicodedata.normalize("NFKC", password).encode()
    derived = hashlib.pbkdf2_hmac(_DIGESTS[algorithm], secret, salt.encode(),
                                  int(iterations), dklen=len(expected))
    return hmac.compare_digest(derived, expected)
