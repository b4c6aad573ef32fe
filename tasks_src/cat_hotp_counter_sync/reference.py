"""Counter-based one-time passwords (HOTP, RFC 4226) with look-ahead and resynchronisation."""
import hashlib
import hmac
import re
import struct

RESYNC_WINDOW = 100


class HotpVerifier:
    def __init__(self, secret, counter=0, look_ahead=10, digits=6):
        if not secret or counter < 0 or look_ahead < 0 or digits not in (6, 7, 8):
            raise ValueError
        self._secret = secret
        self._counter = counter
        self._look_ahead = look_ahead
        self._digits = digits
        self._format = re.compile(f"[0-9]{{{digits}}}")

    @property
    def counter(self):
        return self._counter

    def _code(self, counter):
        mac = hmac.new(self._secret, struct.pack(">Q", counter), hashlib.sha1).digest()
        offset = mac[-1] & 0x0F
        number = int.from_bytes(mac[offset:offset + 4], "big") & 0x7FFFFFFF
        return str(number % 10 ** self._digits).zfill(self._digits)

    def _well_formed(self, code):
        return isinstance(code, str) and self._format.fullmatch(code) is not None

    def _matches(self, code, counter):
        return hmac.compare_digest(self._code(counter), code)

    def verify(self, code):
        if not self._well_formed(code):
            return False
        for counter in range(self._counter, self._counter + self._look_ahead + 1):
            if self._matches(code, counter):
                self._counter = counter + 1
                return True
        return False

    def resync(self, first, second):
        if not (self._well_formed(first) and self._well_formed(second)):
            return False
        for counter in range(self._counter, self._counter + RESYNC_WINDOW + 1):
            if self._matches(first, counter) and self._matches(second, counter + 1):
                self._counter = counter + 2
                return True
        return False
