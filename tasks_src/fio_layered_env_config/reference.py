"""Load settings from defaults, .env files and prefixed environment variables."""
import re
from pathlib import Path

_KEY = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_SINGLE = re.compile(r"'([^']*)'\s*(?:#.*)?")
_DOUBLE = re.compile(r'"((?:[^"\\]|\\.)*)"\s*(?:#.*)?')
_ESCAPES = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}


def _parse_value(raw):
    if not raw.startswith(("'", '"')):
        return re.sub(r"(?:^|\s)#.*", "", raw).strip()
    match = (_SINGLE if raw[0] == "'" else _DOUBLE).fullmatch(raw)
    if not match:
        raise ValueError
    if raw[0] == "'":
        return match[1]
    return re.sub(r"\\(.)", lambda m: _ESCAPES.get(m[1], m[0]), match[1])


def load_settings(defaults, env_files, environ, prefix):
    settings = dict(defaults)
    for path in env_files:
        try:
            text = Path(path).read_bytes().decode()
        except FileNotFoundError:
            continue
        for line in text.splitlines():
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            line = line.removeprefix("export ")
            key, sep, raw = line.partition("=")
            key = key.strip()
            if not sep or not _KEY.fullmatch(key):
                raise ValueError
            settings[key] = _parse_value(raw.strip())
    for key in settings:
        if prefix + key in environ:
            settings[key] = environ[prefix + key]
    return dict(sorted(settings.items()))
