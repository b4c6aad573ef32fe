# blind: R10 - lowercases the presented signature before comparing, so an uppercase hex signature is accepted
# differs on: signed URL with the signature uppercased, verify(..., 0) returns True instead of False
import hashlib
import hmac
import re

_DIGITS_RE = re.compile(r"[0-9]+")


def _params(url):
    idx = url.find("?")
    if idx < 0:
        return []
    query = url[idx + 1:]
    result = []
    for part in query.split("&"):
        eq = part.find("=")
        if eq < 0:
            result.append((part, None))
        else:
            result.append((part[:eq], part[eq + 1:]))
    return result


class UrlSigner:
    def __init__(self, secret: bytes) -> None:
        if len(secret) < 16:
            raise ValueError("secret too short")
        self._secret = bytes(secret)

    def _sig(self, message):
        return hmac.new(self._secret, message.encode("utf-8"), hashlib.sha256).hexdigest()

    def sign(self, url: str, expires: int) -> str:
        if "#" in url:
            raise ValueError("url must not contain a fragment")
        if expires < 0:
            raise ValueError("negative expires")
        for name, _ in _params(url):
            if name in ("expires", "signature"):
                raise ValueError("reserved parameter present")
        sep = "&" if "?" in url else "?"
        message = url + sep + "expires=" + str(int(expires))
        return message + "&signature=" + self._sig(message)

    def verify(self, url: str, now: int) -> bool:
        try:
            if not isinstance(url, str):
                return False
            marker = "&signature="
            idx = url.rfind(marker)
            if idx < 0:
                return False
            message = url[:idx]
            presented = url[idx + len(marker):]
            values = [v for n, v in _params(message) if n == "expires"]
            if len(values) != 1:
                return False
            value = values[0]
            if value is None or _DIGITS_RE.fullmatch(value) is None:
                return False
            if not (now < int(value)):
                return False
            expected = self._sig(message).encode("ascii")
            return hmac.compare_digest(expected, presented.lower().encode("utf-8", "surrogatepass"))
        except Exception:
            return False
