# blind: R5 - keeps the last t element instead of rejecting headers with more than one
# differs on: header 't=1,t=1000,v1=<sig for 1000>' with now=1000 returns True instead of False
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
            elif key == "v1":
                v1_values.append(value)
        if not t_values:
            return False
        t_text = t_values[-1]
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
