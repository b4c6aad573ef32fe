"""Single-use account recovery codes in Crockford base32, stored as SHA-256 digests."""
import hashlib
import hmac

_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_NORMALISE = str.maketrans({"I": "1", "L": "1", "O": "0", "-": None, " ": None})


def _digest(symbols):
    return hashlib.sha256(symbols.encode()).digest()


class RecoveryCodes:
    def __init__(self, random_bytes):
        self._random_bytes = random_bytes
        self._unused = []

    def generate(self, count):
        if not 1 <= count <= 20:
            raise ValueError
        codes = []
        while len(codes) < count:
            number = int.from_bytes(self._random_bytes(5), "big")
            symbols = "".join(_ALPHABET[(number >> shift) & 31] for shift in range(35, -1, -5))
            code = f"{symbols[:4]}-{symbols[4:]}"
            codes.append(code)
        self._unused = [_digest(code.replace("-", "")) for code in codes]
        return codes

    def redeem(self, code):
        if not code.isascii():
            return False
        symbols = code.upper().translate(_NORMALISE)
        presented = _digest(symbols)
        for index, digest in enumerate(self._unused):
            if hmac.compare_digest(digest, presented):
                del self._unused[index]
                return True
        return False

    def remaining(self):
        return len(self._unused)
