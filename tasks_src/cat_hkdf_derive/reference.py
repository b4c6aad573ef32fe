import hashlib
import hmac

_HASHES = {"sha1": 20, "sha256": 32, "sha512": 64}


def hkdf(ikm: bytes, length: int, salt: bytes = b"", info: bytes = b"",
         hash_name: str = "sha256") -> bytes:
    if not isinstance(hash_name, str) or hash_name not in _HASHES:
        raise ValueError
    for value in (ikm, salt, info):
        if type(value) is not bytes:
            raise TypeError
    size = _HASHES[hash_name]
    if length < 1 or length > 255 * size:
        raise ValueError
    prk = hmac.new(salt or bytes(size), ikm, hash_name).digest()
    okm = b""
    block = b""
    counter = 1
    while len(okm) < length:
        block = hmac.new(prk, block + info + bytes([counter]), hash_name).digest()
        okm += block
        counter += 1
    return okm[:length]
