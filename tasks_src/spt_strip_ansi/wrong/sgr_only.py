import re


def strip_ansi(text):
    plain = re.sub(r"\x1b\[[0-9;]*m", "", text)
    if "\x1b" in plain:
        raise ValueError("invalid escape sequence")
    return plain
