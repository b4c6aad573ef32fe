# blind: R4 - converts the presented code with str() so an int code is accepted
# differs on: RFC secret counter 1 (code '287082'): verify(287082) returns True instead of False
import hashlib
import hmac
import struct


class HotpVerifier:
    def __init__(self, secret: bytes, counter: int = 0, look_ahead: int = 10, digits: int = 6) -> None:
        if len(secret) == 0:
            raise ValueError("empty secret")
        if counter < 0:
            raise ValueError("negative counter")
        if look_ahead < 0:
            raise ValueError("negative look_ahead")
        if digits not in (6, 7, 8):
            raise ValueError("digits must be 6, 7 or 8")
        self._secret = bytes(secret)
        self._counter = counter
        self._look_ahead = look_ahead
        self._digits = digits

    @property
    def counter(self) -> int:
        return self._counter

    def _code(self, c):
        mac = hmac.new(self._secret, struct.pack(">Q", c), hashlib.sha1).digest()
        off = mac[-1] & 0x0F
        num = int.from_bytes(mac[off:off + 4], "big") & 0x7FFFFFFF
        return str(num % (10 ** self._digits)).zfill(self._digits)

    def _well_formed(self, code):
        if isinstance(code, int):
            code = str(code).zfill(self._digits)
        return (isinstance(code, str) and len(code) == self._digits
                and all("0" <= ch <= "9" for ch in code))

    def _matches(self, code, c):
        code = code if isinstance(code, str) else str(code).zfill(self._digits)
        return hmac.compare_digest(self._code(c).encode("ascii"), code.encode("ascii"))

    def verify(self, code: str) -> bool:
        if not self._well_formed(code):
            return False
        for c in range(self._counter, self._counter + self._look_ahead + 1):
            if self._matches(code, c):
                self._counter = c + 1
                return True
        return False

    def resync(self, first: str, second: str) -> bool:
        if not self._well_formed(first) or not self._well_formed(second):
            return False
        for c in range(self._counter, self._counter + 101):
            if self._matches(first, c) and self._matches(second, c + 1):
                self._counter = c + 2
                return True
        return False
