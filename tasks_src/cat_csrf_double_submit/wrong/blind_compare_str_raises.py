# blind: R6 - calls hmac.compare_digest directly on the str tokens, which raises TypeError for non-ASCII strings
# differs on: check('s', 'é', 'é') raises TypeError instead of returning False
import base64
import hashlib
import hmac
import re

_TOKEN_RE = re.compile(r"[A-Za-z0-9_\-]{22}\.[A-Za-z0-9_\-]{43}")


def _b64(data):
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


class CsrfProtector:
    def __init__(self, secret: bytes) -> None:
        if len(secret) < 16:
            raise ValueError("secret too short")
        self._secret = bytes(secret)

    def issue(self, session_id: str, nonce: bytes) -> str:
        if not isinstance(session_id, str) or session_id == "":
            raise ValueError("empty session id")
        if len(nonce) != 16:
            raise ValueError("nonce must be 16 bytes")
        nonce = bytes(nonce)
        mac = hmac.new(self._secret, session_id.encode("utf-8") + b"|" + nonce, hashlib.sha256).digest()
        return _b64(nonce) + "." + _b64(mac)

    def check(self, session_id, cookie_token, header_token) -> bool:
        if isinstance(cookie_token, str) and isinstance(header_token, str) and not hmac.compare_digest(cookie_token, header_token):
            return False
        try:
            if not isinstance(session_id, str) or session_id == "":
                return False
            if cookie_token is None or header_token is None:
                return False
            if not isinstance(cookie_token, str) or not isinstance(header_token, str):
                return False
            a = cookie_token.encode("utf-8", "surrogatepass")
            b = header_token.encode("utf-8", "surrogatepass")
            if not hmac.compare_digest(a, b):
                return False
            if _TOKEN_RE.fullmatch(cookie_token) is None:
                return False
            nonce = base64.urlsafe_b64decode(cookie_token[:22] + "==")
            expected = self.issue(session_id, nonce)
            return hmac.compare_digest(expected.encode("ascii"), a)
        except Exception:
            return False
