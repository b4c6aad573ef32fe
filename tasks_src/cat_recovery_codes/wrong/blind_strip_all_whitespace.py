# blind: R11 - removes every whitespace character (tabs, newlines), not just '-' and spaces
# differs on: redeem('0000\t0001') returns True instead of False
import hashlib
import hmac
from typing import Callable, List

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_ALPHA_SET = frozenset(ALPHABET)


def _digest(symbols):
    return hashlib.sha256(symbols.encode("ascii")).digest()


class RecoveryCodes:
    def __init__(self, random_bytes: Callable[[int], bytes]) -> None:
        self._random_bytes = random_bytes
        self._unused = []  # list of digests

    def generate(self, count: int) -> List[str]:
        if isinstance(count, bool) or not isinstance(count, int) or not (1 <= count <= 20):
            raise ValueError("count must be between 1 and 20")
        codes = []
        seen = set()
        while len(codes) < count:
            value = int.from_bytes(self._random_bytes(5), "big")
            symbols = "".join(ALPHABET[(value >> shift) & 31] for shift in range(35, -1, -5))
            if symbols in seen:
                continue
            seen.add(symbols)
            codes.append(symbols[:4] + "-" + symbols[4:])
        self._unused = [_digest(c.replace("-", "")) for c in codes]
        return codes

    def redeem(self, code: str) -> bool:
        if not isinstance(code, str):
            return False
        if any(ord(ch) > 127 for ch in code):
            return False
        s = "".join(code.upper().replace("-", "").split())
        s = s.replace("I", "1").replace("L", "1").replace("O", "0")
        if len(s) != 8 or any(ch not in _ALPHA_SET for ch in s):
            return False
        d = _digest(s)
        for i, stored in enumerate(self._unused):
            if hmac.compare_digest(stored, d):
                del self._unused[i]
                return True
        return False

    def remaining(self) -> int:
        return len(self._unused)
