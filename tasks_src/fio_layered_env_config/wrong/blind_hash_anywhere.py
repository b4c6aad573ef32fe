# blind: R10 - any # in an unquoted value starts a comment
# differs on: 'URL=http://host/#top' -> 'http://host/#top' expected, gives 'http://host/'
import os
import re

_KEY = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_ESC = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}


def _after_quote(rest):
    rest = rest.strip()
    if rest and not rest.startswith("#"):
        raise ValueError("unexpected text after closing quote")


def _parse_value(v):
    if v.startswith("'"):
        end = v.find("'", 1)
        if end == -1:
            raise ValueError("unterminated single-quoted value")
        _after_quote(v[end + 1:])
        return v[1:end]
    if v.startswith('"'):
        out = []
        i = 1
        n = len(v)
        while i < n:
            ch = v[i]
            if ch == "\\":
                if i + 1 >= n:
                    break
                nxt = v[i + 1]
                if nxt in _ESC:
                    out.append(_ESC[nxt])
                else:
                    out.append(ch + nxt)
                i += 2
                continue
            if ch == '"':
                _after_quote(v[i + 1:])
                return "".join(out)
            out.append(ch)
            i += 1
        raise ValueError("unterminated double-quoted value")
    for i, ch in enumerate(v):
        if ch == "#":
            return v[:i].rstrip(" \t")
    return v


def _parse_file(path, settings):
    try:
        with open(path, "r", encoding="utf-8", newline="") as f:
            text = f.read()
    except FileNotFoundError:
        return
    for raw in text.split("\n"):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("export "):
            line = line[len("export "):]
        if "=" not in line:
            raise ValueError("line without '=': %r" % raw)
        key, value = line.split("=", 1)
        key = key.strip()
        if not _KEY.fullmatch(key):
            raise ValueError("invalid key %r" % key)
        settings[key] = _parse_value(value.strip())


def load_settings(defaults, env_files, environ, prefix):
    settings = dict(defaults)
    for path in env_files:
        _parse_file(path, settings)
    for key in list(settings):
        name = prefix + key
        if name in environ:
            settings[key] = environ[name]
    return {k: settings[k] for k in sorted(settings)}
