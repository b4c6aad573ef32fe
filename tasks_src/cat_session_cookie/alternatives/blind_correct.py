# blind: correct
import base64
import hashlib
import hmac
import json
import re


class BadSignature(Exception):
    pass


class SessionExpired(BadSignature):
    pass


_STAMP_RE = re.compile(r"[0-9]+")


def _b64(data):
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def _sign(message, secret):
    return _b64(hmac.new(secret, message.encode("ascii"), hashlib.sha256).digest())


def dump_session(data: dict, secret: bytes, now: int) -> str:
    if type(data) is not dict:
        raise TypeError("data must be a dict")
    if len(secret) < 16:
        raise ValueError("secret too short")
    if now < 0:
        raise ValueError("negative time")
    try:
        text = json.dumps(data, separators=(",", ":"), sort_keys=True)
    except (TypeError, ValueError) as exc:
        raise TypeError("data is not JSON serialisable") from exc
    payload = _b64(text.encode("utf-8"))
    message = payload + "." + str(now)
    return message + "." + _sign(message, secret)


def load_session(cookie: str, secret: bytes, now: int, max_age: int) -> dict:
    if len(secret) < 16:
        raise ValueError("secret too short")
    if max_age < 0:
        raise ValueError("negative max_age")
    if not isinstance(cookie, str):
        raise BadSignature("cookie must be a str")
    parts = cookie.split(".")
    if len(parts) != 3:
        raise BadSignature("malformed cookie")
    payload, stamp, signature = parts
    if _STAMP_RE.fullmatch(stamp) is None:
        raise BadSignature("malformed timestamp")
    try:
        expected = _sign(payload + "." + stamp, secret).encode("ascii")
    except UnicodeEncodeError:
        raise BadSignature("malformed payload")
    presented = signature.encode("utf-8", "surrogatepass")
    if not hmac.compare_digest(expected, presented):
        raise BadSignature("bad signature")
    age = now - int(stamp)
    if age < 0:
        raise BadSignature("timestamp in the future")
    if age > max_age:
        raise SessionExpired("session expired")
    try:
        raw = base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4))
        return json.loads(raw.decode("utf-8"))
    except Exception as exc:
        raise BadSignature("bad payload") from exc
