"""Load settings from defaults, .env files and prefixed environment variables."""
import re
from pathlib import Path

_KEY = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_SINGLE = re.compile(r"'([^']*)'\s*(?:#.*)?")
_DOUBLE = re.compile(r'"((?:[^"\\]|\\.)*)"\s*(?:#.*)?')
_ESCAPES = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}


def _parse_value(raw):
    if raw.startswith("'"):
        match = _SINGLE.fullmatch(raw)
        if not match:
            raise ValueError
        return match.group(1)
    if raw.startswith('"'):
        match = _DOUBLE.fullmatch(raw)
        if not match:
            raise ValueError
        return re.sub(r"\\(.)", lambda m: _ESCAPES.get(m.group(1), m.group(0)), match.group(1))
    return re.sub(r"(?:^|\s)#.*", "", raw).strip()


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
            if line.startswith("export "):
                line = line[len("export "):]
            key, sep, raw = line.partition("=")
            key = key.strip()
            if not sep or not _KEY.fullmatch(key):
                raise ValueError
            value = _parse_value(raw.strip())
            if key not in settings or key in defaults:
                settings[key] = value
    for key in settings:
        if prefix + key in environ:
            settings[key] = environ[prefix + key]
    return dict(sorted(settings.items()))
