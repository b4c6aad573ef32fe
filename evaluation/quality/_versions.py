"""Analyzer versions: the ranges whose internals the fast paths rely on, and what is installed.

Each analyzer module says which internals of its range it relies on and checks them, with
:func:`version_within`, before it uses them; outside the range it takes its plain path.
"""

from __future__ import annotations

import functools
import importlib.metadata

__all__ = ["NOT_INSTALLED", "PINNED_VERSIONS", "version_within", "distribution_version"]


#: The value :func:`analyzer_versions` gives for an analyzer that is not installed.
NOT_INSTALLED = "not installed"
#: Versions whose internals the fast paths rely on, as written against and checked on (the
#: ranges setup.cfg pins), from the first (major, minor) to before the second. The internals
#: are listed in the docstrings of ``_flake8`` (flake8 and pyflakes), ``_bandit`` and
#: ``_radon``; outside these ranges those modules take their plain paths.
PINNED_VERSIONS: dict[str, tuple[tuple[int, int], tuple[int, int]]] = {
    "flake8": ((7, 0), (8, 0)),
    # The pyflakes versions flake8 7 requires.
    "pyflakes": ((3, 2), (5, 0)),
    "bandit": ((1, 9), (2, 0)),
    "radon": ((6, 0), (7, 0)),
}


@functools.cache
def version_within(name: str) -> bool:
    """Whether distribution ``name`` is installed in a version of :data:`PINNED_VERSIONS`."""
    low, high = PINNED_VERSIONS[name]
    parts = distribution_version(name).split(".")[:2]
    if len(parts) < 2 or not all(part.isdigit() for part in parts):
        return False
    return low <= (int(parts[0]), int(parts[1])) < high


def distribution_version(name: str) -> str:
    """The installed version of a distribution, ``"not installed"`` without it."""
    try:
        return importlib.metadata.version(name)
    except importlib.metadata.PackageNotFoundError:
        return NOT_INSTALLED
