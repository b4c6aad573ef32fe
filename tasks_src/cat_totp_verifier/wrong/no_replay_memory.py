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

    def _code(self, step):
        mac = hmac.new(self.key, struct.pack(">Q", step), hashlib.sha1).digest()
        offset = mac[-1] & 0x0F
        value = int.from_bytes(mac[offset:offset + 4], "big") & 0x7FFFFFFF
        return str(value % 10 ** self.digits).zfill(self.digits)

    def verify(self, code, now):
        if len(code) != self.digits or not code.isascii() or not code.isdigit():
            return False
        current = int(now // self.period)
        for step in range(max(current - self.window, 0), current + self.window + 1):
            if hmac.compare_digest(self._code(step), code):
                return True
        return False
