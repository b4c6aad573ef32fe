"""Semantic Versioning 2.0.0 precedence comparison."""
import re

_NUMERIC = r"0|[1-9][0-9]*"
_PRE_ID = rf"(?:{_NUMERIC}|[0-9]*[A-Za-z-][0-9A-Za-z-]*)"
_BUILD_ID = r"[0-9A-Za-z-]+"
_VERSION = re.compile(
    rf"({_NUMERIC})\.({_NUMERIC})\.({_NUMERIC})"
    rf"(?:-({_PRE_ID}(?:\.{_PRE_ID})*))?(?:\+{_BUILD_ID}(?:\.{_BUILD_ID})*)?"
)


def _precedence_key(version):
    match = _VERSION.fullmatch(version)
    if match is None:
        raise ValueError(f"not a semantic version: {version!r}")
    core = tuple(int(part) for part in match.group(1, 2, 3))
    prerelease = match.group(4)
    if prerelease is None:
        return core, True, ()  # a release sorts after every prerelease of the same core
    identifiers = tuple(
        (False, int(ident)) if ident.isdigit() else (True, ident)
        for ident in prerelease.split(".")
    )
    return core, False, identifiers


def compare_versions(a, b):
    key_a, key_b = _precedence_key(a), _precedence_key(b)
    return (key_a > key_b) - (key_a < key_b)
