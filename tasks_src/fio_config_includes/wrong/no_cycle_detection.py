"""Load an INI-style configuration that can include other files."""
import os
import re

_SECTION = re.compile(r"\[([^\[\]]+)\]")


def _load(path, config, chain):
    real = os.path.realpath(path)
    with open(real, encoding="utf-8") as handle:
        lines = handle.read().splitlines()
    section = None
    for line in lines:
        line = line.strip()
        if not line or line[0] in "#;":
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
