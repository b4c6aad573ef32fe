# blind: R4 - relative include targets are resolved against the current working directory
# differs on: a/main.ini: '@include sub/x.ini', a/sub/x.ini: '@include y.ini' -> y.ini must be read from a/sub/
import os


def load_config(path):
    result = {}
    _process(os.fspath(path), result, [])
    return result


def _process(path, result, stack):
    real = os.path.realpath(path)
    if real in stack:
        raise ValueError("include cycle: %s" % path)
    with open(path, "r", encoding="utf-8") as f:
        text = f.read()
    stack.append(real)
    try:
        base_dir = os.path.dirname(os.path.abspath(path))
        section = None
        for raw in text.splitlines():
            line = raw.strip()
            if not line or line.startswith("#") or line.startswith(";"):
                continue
            if line.startswith("[") and line.endswith("]") and len(line) >= 2:
                inner = line[1:-1]
                if "[" not in inner and "]" not in inner:
                    section = inner.strip()
                    result.setdefault(section, {})
                    continue
            if line.startswith("@include "):
                target = line[len("@include "):].strip()
                pass
                _process(target, result, stack)
                continue
            if "=" not in line:
                raise ValueError("invalid line: %r" % line)
            key, value = line.split("=", 1)
            key = key.strip()
            value = value.strip()
            if not key:
                raise ValueError("empty key")
            if section is None:
                raise ValueError("key outside a section")
            result[section][key] = value
    finally:
        stack.pop()
