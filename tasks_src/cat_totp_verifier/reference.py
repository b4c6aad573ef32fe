"""Time-based one-time password verification (RFC 6238, HMAC-SHA1)."""
import base64
import hashlib
import hmac
import struct


class TotpVerifier:
    def __init__(self, secret, digits=6, period=30, window=1):
        if digits not in (6, 7, 8) or period < 1 or window < 0:
            raise ValueError  # unsupported digits, period or window
        cleaned = secret.replace(" ", "").rstrip("=").upper()
        if not cleaned:
            raise ValueError  # empty secret
        # binascii.Error (a ValueError) for characters or lengths base32 cannot have
        self._key = base64.b32decode(cleaned + "=" * (-len(cleaned) % 8))
        self._digits, self._period, self._window = digits, period, window
        self._last_step = -1

    def _code(self, step):
        mac = hmac.new(self._key, struct.pack(">Q", step), hashlib.sha1).digest()
        offset = mac[-1] & 0x0F
        value = int.from_bytes(mac[offset:offset + 4], "big") & 0x7FFFFFFF
        return str(value % 10 ** self._digits).zfill(self._digits)

    def verify(self, code, now):
        if not isinstance(code, str) or len(code) != self._digits or not code.isascii() or not code.isdigit():
            return False
        current = int(now // self._period)
        first = max(current - self._window, self._last_step + 1)  # never below step 0
        for step in range(first, current + self._window + 1):
            if hmac.compare_digest(self._code(step), code):
                self._last_step = step
                return True
        return False
