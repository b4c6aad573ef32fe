import base64
import hashlib
import hmac
import unicodedata


def verify_password(password, stored):
    fields = stored.split("$")
    if len(fields) != 4:
        raise ValueError("malformed")
    algorithm, iterations, salt, encoded = fields
    digests = {"pbkdf2_sha256": "sha256", "pbkdf2_sha512": "sha512"}
    if algorithm not in digests or not salt:
        raise ValueError("malformed")
    if not iterations.isascii() or not iterations.isdigit() or not 10_000 <= int(iterations) <= 200_000:
        raise ValueError("bad iteration count")
    expected = base64.b64decode(encoded + "==")
    if not 16 <= len(expected) <= 64:
        raise ValueError("bad key length")
    secret = unicodedata.normalize("NFKC", password).encode()
    derived = hashlib.pbkdf2_hmac(digests[algorithm], secret, salt.encode(), int(iterations), len(expected))
    return hmac.compare_digest(derived, expected)
