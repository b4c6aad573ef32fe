# blind: R2 - treats v0 elements as candidate signatures too
# differs on: header 't=1000,v0=<valid HMAC hex>' with now=1000 returns True instead of False
import hashlib
import hmac
import re

_DIGITS_RE = re.compile(r"[0-9]+")


def verify_webhook(secret: bytes, payload: bytes, header: str, now: int, tolerance: int = 300) -> bool:
    try:
        if not isinstance(header, str):
            return False
        t_values = []
        v1_values = []
        for element in header.split(","):
            element = element.strip()
            if "=" not in element:
                continue
            key, value = element.split("=", 1)
            if key == "t":
                t_values.append(value)
            elif key in ("v1", "v0"):
                v1_values.append(value)
        if len(t_values) != 1:
            return False
        t_text = t_values[0]
        if _DIGITS_RE.fullmatch(t_text) is None:
            return False
        if abs(now - int(t_text)) > tolerance:
            return False
        expected = hmac.new(secret, t_text.encode("ascii") + b"." + payload, hashlib.sha256).hexdigest().encode("ascii")
        matched = False
        for candidate in v1_values:
            if hmac.compare_digest(expected, candidate.encode("utf-8", "surrogatepass")):
                matched = True
        return matched
    except Exception:
        return False
