import re
import zlib

ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def _check_prefix(prefix):
    if not isinstance(prefix, str) or not re.fullmatch(r"[a-z]{2,8}", prefix):
        raise ValueError("bad prefix")


def _checksum(prefix, body):
    crc = zlib.crc32(f"{prefix}_{body}".encode("ascii"))
    digits = ""
    while crc:
        crc, rem = divmod(crc, 62)
        digits = ALPHABET[rem] + digits
    return digits or "0"


def generate_token(prefix, randbytes):
    _check_prefix(prefix)
    body = ""
    while len(body) < 30:
        for byte in randbytes(32):
            if byte < 248:
                body += ALPHABET[byte % 62]
                if len(body) == 30:
                    break
    return f"{prefix}_{body}{_checksum(prefix, body)}"


def check_token(token, prefix):
    _check_prefix(prefix)
    if not isinstance(token, str) or not token.startswith(prefix + "_"):
        return False
    rest = token[len(prefix) + 1:]
    if len(rest) < 31 or any(c not in ALPHABET for c in rest):
        return False
    return rest[30:] == _checksum(prefix, rest[:30])
