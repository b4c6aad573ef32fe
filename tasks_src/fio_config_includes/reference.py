"""Load an INI-style configuration that can include other files."""
import os
import re
from pathlib import Path

_SECTION = re.compile(r"\[([^\[\]]*)\]")


def _load(path, config, chain):
    real = os.path.realpath(path)
    if real in chain:
        raise ValueError
    section = None
    for line in Path(real).read_bytes().decode().splitlines():
        line = line.strip()
        if not line or line.startswith(("#", ";")):
            continue
        if line.startswith("@include "):
            target = line[len("@include "):].strip()
            # Relative to the directory of the file that contains the directive.
            _load(os.path.join(os.path.dirname(real), target), config, chain + [real])
            continue
        header = _SECTION.fullmatch(line)
        if header:
            section = config.setdefault(header[1].strip(), {})
            continue
        key, sep, value = line.partition("=")
        if section is None or not sep or not key.strip():
            raise ValueError
        section[key.strip()] = value.strip()


def load_config(path):
    config = {}
    _load(path, config, [])
    return config
