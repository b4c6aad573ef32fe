"""Configuration names: standard/security prompt pairs, the primary set, requested names.

Configuration names that share a prefix and end in ``-std`` / ``-sec`` are read as one
model under the standard and the security-focused prompt. The *primary* configurations
(the paper's RQ1 and RQ3 set) are then the standard-prompt ones plus any configuration
without a partner; without such pairs every configuration is primary.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

import pandas as pd

from evaluation._errors import ResultsFileError

__all__ = [
    "STANDARD_SUFFIX",
    "SECURITY_SUFFIX",
    "configurations_of",
    "detect_prompt_pairs",
    "primary_configurations",
    "resolve_configurations",
    "resolve_pairs",
]


#: Suffix of a configuration run under the standard prompt.
STANDARD_SUFFIX = "-std"
#: Suffix of the same model run under the security-focused prompt.
SECURITY_SUFFIX = "-sec"


def configurations_of(results: pd.DataFrame) -> list[str]:
    """The configurations of the results, in the order they first appear."""
    return [str(m) for m in pd.unique(results["model"])]


def detect_prompt_pairs(configurations: Iterable[str]) -> dict[str, tuple[str, str]]:
    """Standard/security pairs by name: ``{"gpt4o": ("gpt4o-std", "gpt4o-sec"), ...}``.

    A pair is a configuration ending in :data:`STANDARD_SUFFIX` and one with the same
    prefix ending in :data:`SECURITY_SUFFIX`.
    """
    names = list(configurations)
    present = set(names)
    pairs: dict[str, tuple[str, str]] = {}
    for name in names:
        if name.endswith(STANDARD_SUFFIX):
            model = name[: -len(STANDARD_SUFFIX)]
            if model + SECURITY_SUFFIX in present:
                pairs[model] = (name, model + SECURITY_SUFFIX)
    return pairs


def _pairs_from(mapping: Mapping[str, str], present: Sequence[str]) -> dict[str, tuple[str, str]]:
    pairs: dict[str, tuple[str, str]] = {}
    for standard, security in mapping.items():
        for name in (standard, security):
            if name not in present:
                raise ResultsFileError(
                    f"prompt pair {standard!r} -> {security!r}: configuration {name!r} is not "
                    f"in the results (present: {', '.join(present)})")
        label = (standard[: -len(STANDARD_SUFFIX)] if standard.endswith(STANDARD_SUFFIX)
                 else standard)
        pairs[label] = (standard, security)
    return pairs


def primary_configurations(configurations: Sequence[str],
                           pairs: Mapping[str, tuple[str, str]]) -> list[str]:
    """The configurations compared with each other: all but the security-prompt members of pairs."""
    security = {sec for _, sec in pairs.values()}
    return [c for c in configurations if c not in security]


def resolve_configurations(results: pd.DataFrame,
                           configurations: Sequence[str] | None) -> list[str]:
    """``configurations`` checked against the results (duplicates dropped); all when None."""
    present = configurations_of(results)
    if configurations is None:
        return present
    unknown = [c for c in configurations if c not in present]
    if unknown:
        raise ResultsFileError(
            f"configuration(s) {', '.join(map(repr, unknown))} not in the results "
            f"(present: {', '.join(present)})")
    return list(dict.fromkeys(configurations))


def resolve_pairs(results: pd.DataFrame,
                  pairs: Mapping[str, str] | None) -> dict[str, tuple[str, str]]:
    """Prompt pairs by model: ``pairs`` (standard -> security) checked against the results,
    or found by name when None (:func:`detect_prompt_pairs`)."""
    present = configurations_of(results)
    return detect_prompt_pairs(present) if pairs is None else _pairs_from(pairs, present)
