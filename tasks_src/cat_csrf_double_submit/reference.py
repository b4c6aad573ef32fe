"""Signed double-submit CSRF tokens bound to a session id."""
import base64
import hashlib
import hmac
import re

_TOKEN = re.compile(r"[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}")


def _b64(data):
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


class CsrfProtector:
    def __init__(self, secret):
        if len(secret) < 16:
            raise ValueError
        self._secret = secret

    def issue(self, session_id, nonce):
        if len(nonce) != 16 or not session_id:
            raise ValueError
        message = session_id.encode() + b"|" + nonce
        mac = hmac.new(self._secret, message, hashlib.sha256).digest()
        return f"{_b64(nonce)}.{_b64(mac)}"

    def check(self, session_id, cookie_token, header_token):
        if not isinstance(session_id, str) or not session_id or cookie_token is None or header_token is None:
            return False
        try:
            session_id.encode()
            cookie, header = cookie_token.encode(), header_token.encode()
        except UnicodeEncodeError:  # a lone surrogate: never an issued session or token
            return False
        if not hmac.compare_digest(cookie, header):
            return False
        if not _TOKEN.fullmatch(cookie_token):
            return False
        nonce = base64.urlsafe_b64decode(cookie_token[:22] + "==")
        expected = self.issue(session_id, nonce)
        return hmac.compare_digest(expected.encode(), cookie)
