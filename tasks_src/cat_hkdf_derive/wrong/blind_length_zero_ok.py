# blind: R4 - only rejects negative lengths, so length 0 returns b'' instead of raising
# differs on: hkdf(b'k', 0) returns b'' instead of raising ValueError
import hashlib
import hmac

_HASHES = {"sha1": (hashlib.sha1, 20), "sha256": (hashlib.sha256, 32), "sha512": (hashlib.sha512, 64)}


def hkdf(ikm: bytes, length: int, salt: bytes = b"", info: bytes = b"", hash_name: str = "sha256") -> bytes:
    if not isinstance(hash_name, str) or hash_name not in _HASHES:
        raise ValueError("unsupported hash")
    digestmod, hash_len = _HASHES[hash_name]
    for value in (ikm, salt, info):
        if type(value) is not bytes:
            raise TypeError("ikm, salt and info must be bytes")
    if not (0 <= length <= 255 * hash_len):
        raise ValueError("invalid length")
    if len(salt) == 0:
        salt = b"\x00" * hash_len
    prk = hmac.new(salt, ikm, digestmod).digest()
    okm = b""
    t = b""
    i = 1
    while len(okm) < length:
        t = hmac.new(prk, t + info + bytes([i]), digestmod).digest()
        okm += t
        i += 1
    return okm[:length]
