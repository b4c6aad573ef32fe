import re


def strip_ansi(text):
    return re.sub(r"\x1b(\[[0-?]*[ -/]*[@-~])?", "", text)
