"""Turning per-item pytest outcomes into per-unit outcomes and a fail-closed status.

Shared by every backend, so the verdict rules live in one place.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from evaluation._records import Status, TestOutcome

__all__ = ["unit_of", "merge_units", "decide_status"]

_RANK: dict[str, int] = {"passed": 0, "skipped": 1, "failed": 2, "error": 3, "missing": 4}


def unit_of(nodeid: str) -> str:
    """The test unit a pytest node id belongs to.

    ``test_solution.py::test_x[1-2]`` -> ``test_x``; ``test_solution.py::TestA::test_b`` ->
    ``TestA``. Parametrized ids and class members collapse to the top-level unit that
    the split assigned.
    """
    parts = nodeid.split("::")
    top = parts[1] if len(parts) > 1 else parts[0]
    return top.split("[", 1)[0]


def merge_units(items: Iterable[tuple[str, TestOutcome]], expected: Iterable[str]) -> dict[str, TestOutcome]:
    """Per expected unit, the worst outcome of its items; ``missing`` when none ran."""
    worst: dict[str, TestOutcome] = {}
    for nodeid, outcome in items:
        unit = unit_of(nodeid)
        if unit not in worst or _RANK[outcome] > _RANK[worst[unit]]:
            worst[unit] = outcome
    return {name: worst.get(name, "missing") for name in expected}


def decide_status(outcomes: Mapping[str, TestOutcome], *, complete: bool,
                  collection_error: bool) -> Status:
    """The verdict for a run whose process ended on its own (no limit was hit).

    ``complete`` says the run reported the end of its session; without it nothing is
    trusted to be a pass.
    """
    if collection_error:
        return "error"
    if outcomes and all(o == "passed" for o in outcomes.values()) and complete:
        return "passed"
    if any(o in ("failed", "error", "skipped") for o in outcomes.values()):
        return "failed"
    return "no_result"
