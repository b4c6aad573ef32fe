# blind: R10 - ignores leeway for nbf (requires now >= nbf)
# differs on: claims {'nbf': 105}, now=100, leeway=10 raises ValueError instead of returning claims
import base64
import hashlib
import hmac
import json
import re

_SEG_RE = re.compile(r"[A-Za-z0-9_\-]*")


def _b64url_decode(seg):
    if not isinstance(seg, str) or _SEG_RE.fullmatch(seg) is None:
        raise ValueError("bad base64url segment")
    if len(seg) % 4 == 1:
        raise ValueError("bad base64url length")
    try:
        return base64.urlsafe_b64decode(seg + "=" * (-len(seg) % 4))
    except Exception as exc:
        raise ValueError("bad base64url segment") from exc


def _json_object(raw):
    try:
        obj = json.loads(raw.decode("utf-8"))
    except Exception as exc:
        raise ValueError("bad JSON") from exc
    if not isinstance(obj, dict):
        raise ValueError("not a JSON object")
    return obj


def _is_int(v):
    return isinstance(v, int) and not isinstance(v, bool)


def decode_jwt(token: str, key: bytes, now: int, leeway: int = 0) -> dict:
    if not isinstance(token, str):
        raise ValueError("token must be a str")
    parts = token.split(".")
    if len(parts) != 3:
        raise ValueError("wrong number of segments")
    h_seg, p_seg, s_seg = parts
    header_raw = _b64url_decode(h_seg)
    payload_raw = _b64url_decode(p_seg)
    sig = _b64url_decode(s_seg)
    header = _json_object(header_raw)
    alg = header.get("alg")
    if not isinstance(alg, str) or alg != "HS256":
        raise ValueError("unsupported alg")
    expected = hmac.new(key, (h_seg + "." + p_seg).encode("ascii"), hashlib.sha256).digest()
    if not hmac.compare_digest(expected, sig):
        raise ValueError("bad signature")
    claims = _json_object(payload_raw)
    if "exp" in claims:
        exp = claims["exp"]
        if not _is_int(exp):
            raise ValueError("bad exp")
        if not (now < exp + leeway):
            raise ValueError("expired")
    if "nbf" in claims:
        nbf = claims["nbf"]
        if not _is_int(nbf):
            raise ValueError("bad nbf")
        if not (now >= nbf):
            raise ValueError("not yet valid")
    return claims
