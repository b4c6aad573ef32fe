import re
import zlib

ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
BODY_LENGTH = 30
CHECKSUM_LENGTH = 6


def _check_prefix(prefix):
    if not isinstance(prefix, str) or not re.fullmatch(r"[a-z]{2,8}", prefix):
        raise ValueError


def _checksum(prefix, body):
    crc = zlib.crc32(body.encode("ascii"))
    digits = ""
    for _ in range(CHECKSUM_LENGTH):
        crc, rem = divmod(crc, 62)
        digits = ALPHABET[rem] + digits
    return digits


def generate_token(prefix, randbytes):
    _check_prefix(prefix)
    body = ""
    while len(body) < BODY_LENGTH:
        for byte in randbytes(32):
            if byte < 248:
                body += ALPHABET[byte % 62]
                if len(body) == BODY_LENGTH:
                    break
    return f"{prefix}_{body}{_checksum(prefix, body)}"


def check_token(token, prefix):
    _check_prefix(prefix)
    if not isinstance(token, str) or not token.startswith(prefix + "_"):
        return False
    rest = token[len(prefix) + 1:]
    if len(rest) != BODY_LENGTH + CHECKSUM_LENGTH or any(c not in ALPHABET for c in rest):
        return False
    body = rest[:BODY_LENGTH]
    return rest[BODY_LENGTH:] == _checksum(prefix, body)
