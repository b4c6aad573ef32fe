import hashlib
import hmac

_HASHES = {"sha1": 20, "sha256": 32, "sha512": 64}


def hkdf(ikm, length, salt=b"", info=b"", hash_name="sha256"):
    if hash_name not in _HASHES:
        raise ValueError("unsupported hash")
    for value in (ikm, salt, info):
        if type(value) is not bytes:
            raise TypeError("must be bytes")
    size = _HASHES[hash_name]
    if length < 1 or length > 255 * size:
        raise ValueError("length out of range")
    prk = hmac.new(salt or bytes(size), ikm, hash_name).digest()
    okm = b""
    counter = 1
    while len(okm) < length:
        okm += hmac.new(prk, info + bytes([counter]), hash_name).digest()
        counter += 1
    return okm[:length]
