# blind: R1 - only strips spaces at the ends of the secret instead of removing all spaces
# differs on: TotpVerifier('JBSW Y3DP EHPK 3PXP') raises ValueError instead of being accepted
import base64
import binascii
import hashlib
import hmac
import struct

_B32_ALPHABET = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")


class TotpVerifier:
    def __init__(self, secret: str, digits: int = 6, period: int = 30, window: int = 1) -> None:
        if not isinstance(secret, str):
            raise ValueError("secret must be a str")
        s = secret.strip(" ").upper().rstrip("=")
        if s == "":
            raise ValueError("empty secret")
        if any(ch not in _B32_ALPHABET for ch in s):
            raise ValueError("invalid base32 character")
        if len(s) % 8 not in (0, 2, 4, 5, 7):
            raise ValueError("invalid base32 length")
        try:
            key = base64.b32decode(s + "=" * (-len(s) % 8))
        except (binascii.Error, ValueError) as exc:
            raise ValueError("invalid base32") from exc
        if digits not in (6, 7, 8):
            raise ValueError("digits must be 6, 7 or 8")
        if period < 1:
            raise ValueError("period must be >= 1")
        if window < 0:
            raise ValueError("window must be >= 0")
        self._key = key
        self._digits = digits
        self._period = period
        self._window = window
        self._last = -1

    def _code(self, step):
        mac = hmac.new(self._key, struct.pack(">Q", step), hashlib.sha1).digest()
        off = mac[-1] & 0x0F
        num = int.from_bytes(mac[off:off + 4], "big") & 0x7FFFFFFF
        return str(num % (10 ** self._digits)).zfill(self._digits)

    def verify(self, code: str, now: float) -> bool:
        if not isinstance(code, str) or len(code) != self._digits:
            return False
        if not all("0" <= ch <= "9" for ch in code):
            return False
        current = int(now // self._period)
        presented = code.encode("ascii")
        for step in range(current - self._window, current + self._window + 1):
            if step < 0 or step <= self._last:
                continue
            if hmac.compare_digest(self._code(step).encode("ascii"), presented):
                self._last = step
                return True
        return False
