"""HMAC-signed URLs that expire at a given Unix time."""
import hashlib
import hmac
import re

_DIGITS = re.compile(r"[0-9]+")


def _param_names_and_values(url):
    _, _, query = url.partition("?")
    pairs = []
    for parameter in query.split("&"):
        name, _, value = parameter.partition("=")
        pairs.append((name, value))
    return pairs


class UrlSigner:
    def __init__(self, secret):
        if len(secret) < 16:
            raise ValueError
        self._secret = secret

    def _signature(self, message):
        return hmac.new(self._secret, message.encode(), hashlib.sha256).hexdigest()

    def sign(self, url, expires):
        names = {name for name, _ in _param_names_and_values(url)}
        if "#" in url or expires < 0 or names & {"expires", "signature"}:
            raise ValueError
        message = f"{url}{'&' if '?' in url else '?'}expires={expires}"
        return f"{message}&signature={self._signature(message)}"

    def verify(self, url, now):
        message, marker, presented = url.rpartition("&signature=")
        if not marker:
            return False
        expiry = [value for name, value in _param_names_and_values(message) if name == "expires"]
        if len(expiry) != 1 or not _DIGITS.fullmatch(expiry[0]) or now >= int(expiry[0]):
            return False
        try:
            expected = self._signature(message).encode()
            return hmac.compare_digest(expected, presented.encode())
        except UnicodeEncodeError:  # a lone surrogate: never part of a signed URL
            return False
