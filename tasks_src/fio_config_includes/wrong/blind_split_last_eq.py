# blind: R5 - splits key and value at the last '=' instead of the first
# differs on: '[s]', 'url = a=b' -> {'s': {'url': 'a=b'}} expected
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
                if not os.path.isabs(target):
                    target = os.path.join(base_dir, target)
                _process(target, result, stack)
                continue
            if "=" not in line:
                raise ValueError("invalid line: %r" % line)
            key, value = line.rsplit("=", 1)
            key = key.strip()
            value = value.strip()
            if not key:
                raise ValueError("empty key")
            if section is None:
                raise ValueError("key outside a section")
            result[section][key] = value
    finally:
        stack.pop()
