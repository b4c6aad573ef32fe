import base64
import hashlib
import hmac
import json
import re


class BadSignature(Exception):
    pass


class SessionExpired(BadSignature):
    pass


def _b64(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode().replace("=", "")


def _sign(secret: bytes, message: str) -> str:
    return _b64(hmac.new(secret, message.encode(), hashlib.sha256).digest())


def dump_session(data: dict, secret: bytes, now: int) -> str:
    if type(data) is not dict:
        raise TypeError
    if len(secret) < 16 or now < 0:
        raise ValueError
    try:
        text = json.dumps(data, separators=(",", ":"), sort_keys=True)
    except ValueError as exc:  # a circular reference
        raise TypeError from exc
    payload = _b64(text.encode())
    message = f"{payload}.{now}"
    return f"{message}.{_sign(secret, message)}"


def load_session(cookie: str, secret: bytes, now: int, max_age: int) -> dict:
    if len(secret) < 16 or max_age < 0:
        raise ValueError
    parts = cookie.split(".")
    if len(parts) != 3 or not re.fullmatch(r"[0-9]+", parts[1]):
        raise BadSignature
    payload, stamp, signature = parts
    expected = _sign(secret, f"{payload}.{stamp}")
    if not hmac.compare_digest(expected.encode(), signature.encode(errors="surrogatepass")):
        raise BadSignature
    age = now - int(stamp)
    if age < 0:
        raise BadSignature
    if age > max_age:
        raise SessionExpired
    try:
        return json.loads(base64.urlsafe_b64decode(payload + "==").decode())
    except ValueError:  # non-ASCII text, binascii.Error, UnicodeDecodeError, JSONDecodeError
        raise BadSignature from None
