# blind: R9 - check_token does not verify that the 36 characters are from the alphabet
# differs on: token 'ab_' + '-'*30 + checksum('ab','-'*30) returns True instead of False
import re
import zlib
from typing import Callable

ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
_PREFIX_RE = re.compile(r"[a-z]{2,8}")
_ALPHA_SET = frozenset(ALPHABET)


def _check_prefix(prefix):
    if not isinstance(prefix, str) or _PREFIX_RE.fullmatch(prefix) is None:
        raise ValueError("invalid prefix")


def _checksum(prefix, body):
    crc = zlib.crc32((prefix + "_" + body).encode("ascii")) & 0xFFFFFFFF
    digits = []
    while crc:
        crc, r = divmod(crc, 62)
        digits.append(ALPHABET[r])
    s = "".join(reversed(digits))
    return s.rjust(6, "0")


def generate_token(prefix: str, randbytes: Callable[[int], bytes]) -> str:
    _check_prefix(prefix)
    body = []
    while len(body) < 30:
        chunk = randbytes(32)
        for b in chunk:
            if b < 248:
                body.append(ALPHABET[b % 62])
                if len(body) == 30:
                    break
    body_s = "".join(body)
    return prefix + "_" + body_s + _checksum(prefix, body_s)


def check_token(token: str, prefix: str) -> bool:
    _check_prefix(prefix)
    if not isinstance(token, str):
        return False
    head = prefix + "_"
    if not token.startswith(head):
        return False
    rest = token[len(head):]
    if len(rest) != 36:
        return False
    body, chk = rest[:30], rest[30:]
    return chk == _checksum(prefix, body)
