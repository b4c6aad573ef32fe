"""In-memory API key store that keeps only SHA-256 digests of the secrets."""
import base64
import hashlib
import hmac
import re

_KEY = re.compile(r"ak_([0-9a-f]{12})_([A-Za-z0-9_-]{27})")


class ApiKeyStore:
    def __init__(self, random_bytes):
        self._random_bytes = random_bytes
        self._active = {}  # key id -> (owner, SHA-256 digest of the secret)
        self._issued_ids = set()

    def issue(self, owner):
        if not owner:
            raise ValueError
        key_id = self._random_bytes(6).hex()
        while key_id in self._issued_ids:
            key_id = self._random_bytes(6).hex()
        secret = base64.urlsafe_b64encode(self._random_bytes(20)).decode().rstrip("=")
        self._issued_ids.add(key_id)
        self._active[key_id] = (owner, hashlib.sha256(secret.encode()).digest())
        return f"ak_{key_id}_{secret}"

    def authenticate(self, key):
        match = _KEY.fullmatch(key.strip().lower()[:16] + key.strip()[16:])
        if match is None or match[1] not in self._active:
            return None
        owner, digest = self._active[match[1]]
        presented = hashlib.sha256(match[2].encode()).digest()
        return owner if hmac.compare_digest(digest, presented) else None

    def revoke(self, key_id):
        return self._active.pop(key_id, None) is not None
