# blind: correct
import unicodedata

_ASCII_ALNUM = frozenset("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")


def _has_repetition(s):
    run = 0
    prev = None
    for ch in s:
        if ch == prev:
            run += 1
        else:
            run = 1
            prev = ch
        if run >= 4:
            return True
    return False


def _has_sequence(s):
    n = len(s)
    for step in (1, -1):
        run = 0
        prev = None
        for i in range(n):
            ch = s[i]
            if ch not in _ASCII_ALNUM:
                run = 0
                prev = None
                continue
            cp = ord(ch.lower())
            if prev is not None and cp == prev + step:
                run += 1
            else:
                run = 1
            prev = cp
            if run >= 4:
                return True
    return False


def check_password(password: str, username: str, breached: set) -> list:
    password = unicodedata.normalize("NFC", password)
    username = unicodedata.normalize("NFC", username)
    problems = []
    if len(password) < 12:
        problems.append("too_short")
    if len(password) > 128:
        problems.append("too_long")
    if len(username) >= 3 and username.casefold() in password.casefold():
        problems.append("contains_username")
    if password in breached:
        problems.append("breached")
    if _has_repetition(password):
        problems.append("repetitive")
    if _has_sequence(password):
        problems.append("sequential")
    return problems
