# blind: R4 - compares str values with hmac.compare_digest outside any guard, raising TypeError for non-ASCII v1 values
# differs on: header 't=1000,v1=\u00e9' with now=1000 raises TypeError instead of returning False
import hashlib
import hmac
import re

_DIGITS_RE = re.compile(r"[0-9]+")


def verify_webhook(secret: bytes, payload: bytes, header: str, now: int, tolerance: int = 300) -> bool:
    if True:
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
            if hmac.compare_digest(expected.decode("ascii"), candidate):
                matched = True
        return matched

