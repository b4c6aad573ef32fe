import re

PATTERN = re.compile(r"\x1b(?:\[[0-?]*[ -/]*[@-~]|\][^\x07]*\x07|[ -/]*[0-Z\\^-~])")


def strip_ansi(text):
    plain = PATTERN.sub("", text)
    if "\x1b" in plain:
        raise ValueError("invalid escape sequence")
    return plain
