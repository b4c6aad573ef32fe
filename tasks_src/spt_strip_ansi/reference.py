"""Remove terminal (ECMA-48 / ANSI) escape sequences from captured output."""
import re

ESCAPE_SEQUENCE = re.compile(
    r"\x1b(?:"
    r"\[[\x30-\x3f]*[\x20-\x2f]*[\x40-\x7e]"  # CSI
    r"|\][^\x07\x1b]*(?:\x07|\x1b\\)"  # OSC, ended by BEL or ESC backslash
    r"|[\x20-\x2f]*[\x30-\x5a\x5c\x5e-\x7e]"  # other escapes (final byte not '[' or ']')
    r")"
)


def strip_ansi(text):
    plain = ESCAPE_SEQUENCE.sub("", text)
    # every complete sequence starts with ESC and none contains a stray one, so any ESC
    # left over began an incomplete or invalid sequence
    if "\x1b" in plain:
        raise ValueError
    return plain
