# blind: correct
import base64
import hashlib
import hmac
import re
from typing import Callable, Optional

_KEY_RE = re.compile(r"ak_([0-9a-f]{12})_([A-Za-z0-9_\-]{27})")


class ApiKeyStore:
    def __init__(self, random_bytes: Callable[[int], bytes]) -> None:
        self._random_bytes = random_bytes
        self._keys = {}  # id -> [owner, digest, revoked]
        self._issued_ids = set()

    def issue(self, owner: str) -> str:
        if not isinstance(owner, str) or owner == "":
            raise ValueError("owner must be a non-empty string")
        while True:
            key_id = self._random_bytes(6).hex()
            if key_id not in self._issued_ids:
                break
        self._issued_ids.add(key_id)
        secret = base64.urlsafe_b64encode(self._random_bytes(20)).decode("ascii").rstrip("=")
        digest = hashlib.sha256(secret.encode("ascii")).digest()
        self._keys[key_id] = [owner, digest, False]
        return "ak_%s_%s" % (key_id, secret)

    def authenticate(self, key: str) -> Optional[str]:
        if not isinstance(key, str):
            return None
        m = _KEY_RE.fullmatch(key)
        if m is None:
            return None
        key_id, secret = m.group(1), m.group(2)
        rec = self._keys.get(key_id)
        if rec is None or rec[2]:
            return None
        digest = hashlib.sha256(secret.encode("ascii")).digest()
        if hmac.compare_digest(digest, rec[1]):
            return rec[0]
        return None

    def revoke(self, key_id: str) -> bool:
        if not isinstance(key_id, str):
            return False
        rec = self._keys.get(key_id)
        if rec is None or rec[2]:
            return False
        rec[2] = True
        return True
