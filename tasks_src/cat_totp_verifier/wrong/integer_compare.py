import base64
import hashlib
import hmac
import struct


class TotpVerifier:
    def __init__(self, secret, digits=6, period=30, window=1):
        if digits not in (6, 7, 8) or period < 1 or window < 0:
            raise ValueError("bad parameters")
        cleaned = secret.replace(" ", "").rstrip("=").upper()
        if not cleaned:
            raise ValueError("empty secret")
        self.key = base64.b32decode(cleaned + "=" * (-len(cleaned) % 8))
        self.digits, self.period, self.window = digits, period, window
        self.last = -1

    def _code(self, step):
        mac = hmac.new(self.key, struct.pack(">Q", step), hashlib.sha1).digest()
        offset = mac[-1] & 0x0F
        value = int.from_bytes(mac[offset:offset + 4], "big") & 0x7FFFFFFF
        return value % 10 ** self.digits

    def verify(self, code, now):
        try:
            number = int(code)
        except ValueError:
            return False
        current = int(now // self.period)
        for step in range(max(current - self.window, self.last + 1, 0), current + self.window + 1):
            if self._code(step) == number:
                self.last = step
                return True
        return False
