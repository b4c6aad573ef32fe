# blind: correct
import base64
import binascii
import hashlib
import hmac
import re
import unicodedata

_ALGS = {"pbkdf2_sha256": "sha256", "pbkdf2_sha512": "sha512"}
_DIGITS_RE = re.compile(r"[0-9]+")
_B64_RE = re.compile(r"[A-Za-z0-9+/]*={0,2}")


def verify_password(password: str, stored: str) -> bool:
    if not isinstance(stored, str):
        raise ValueError("stored must be a str")
    fields = stored.split("$")
    if len(fields) != 4:
        raise ValueError("expected four fields")
    alg, iters_s, salt, hash_s = fields
    if alg not in _ALGS:
        raise ValueError("unknown algorithm")
    if _DIGITS_RE.fullmatch(iters_s) is None:
        raise ValueError("iterations must be digits")
    iterations = int(iters_s)
    if not (10000 <= iterations <= 200000):
        raise ValueError("iterations out of range")
    if salt == "":
        raise ValueError("empty salt")
    if _B64_RE.fullmatch(hash_s) is None or len(hash_s) % 4 != 0:
        raise ValueError("bad base64")
    try:
        key = base64.b64decode(hash_s, validate=True)
    except (binascii.Error, ValueError) as exc:
        raise ValueError("bad base64") from exc
    if not (16 <= len(key) <= 64):
        raise ValueError("bad key length")
    pw = unicodedata.normalize("NFKC", password).encode("utf-8")
    derived = hashlib.pbkdf2_hmac(_ALGS[alg], pw, salt.encode("utf-8"), iterations, dklen=len(key))
    return hmac.compare_digest(derived, key)
