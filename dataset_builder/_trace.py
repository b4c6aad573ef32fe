"""Requirement traceability: which test observes which sentence of the description.

Every task's ``task.yaml`` carries two fields:

``spec``
    the description's normative statements as a mapping of ids (``R1``, ``R2``, ...) to
    short paraphrases: inputs, outputs and their exact form, every error case, every edge
    case the description names.
``checks``
    a mapping of every test unit of ``test_solution.py`` to the ids it observes.

A task must check every requirement on **both** sides of the split: the
alternating split otherwise leaves the hidden subset, which grades, blind to a requirement
that only a public test observes. Blind red-team programs (``wrong/*.py`` whose first line
is ``# blind: R3 - ...``) name the requirement they contradict; the build then requires
them to fail the public subset as well as the hidden one.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import yaml

from evaluation import Problem

__all__ = [
    "SPEC_FIELD",
    "CHECKS_FIELD",
    "ALTERNATIVES_DIR",
    "Requirement",
    "Traceability",
    "blind_requirement",
    "read_traceability",
]

SPEC_FIELD = "spec"
CHECKS_FIELD = "checks"
#: Folder of independently written correct programs; each must pass the full suite.
ALTERNATIVES_DIR = "alternatives"

_REQUIREMENT_ID = re.compile(r"^R[1-9][0-9]*$")
#: First line of a blind wrong program: the requirement it contradicts, then how.
_BLIND_WRONG = re.compile(r"^# blind: (R[1-9][0-9]*) - \S")
_BLIND_PREFIX = "# blind:"


@dataclass(frozen=True)
class Requirement:
    """One normative statement of a task's description."""

    id: str
    text: str


@dataclass(frozen=True)
class Traceability:
    """A task's requirements and, per test unit in source order, the ids it checks."""

    spec: tuple[Requirement, ...]
    checks: tuple[tuple[str, tuple[str, ...]], ...]

    def tests_checking(self, requirement_id: str, units: Sequence[str]) -> tuple[str, ...]:
        """The units among ``units`` that check ``requirement_id``, in the order given."""
        checked = dict(self.checks)
        return tuple(u for u in units if requirement_id in checked.get(u, ()))


def blind_requirement(source: str) -> tuple[bool, str | None]:
    """Whether a wrong program is marked blind, and the requirement id its marker names.

    ``(False, None)`` for an ordinary wrong program; ``(True, None)`` for a blind marker
    that does not follow the form ``# blind: R<n> - <what it gets wrong>``.
    """
    first = source.split("\n", 1)[0].rstrip("\r")
    if not first.startswith(_BLIND_PREFIX):
        return False, None
    match = _BLIND_WRONG.match(first)
    return True, match.group(1) if match else None


def _entry_lines(node: yaml.Node | None) -> dict[str, int]:
    """Line of every key of a YAML mapping node (1-based)."""
    if not isinstance(node, yaml.MappingNode):
        return {}
    return {k.value: k.start_mark.line + 1 for k, _ in node.value if isinstance(k, yaml.ScalarNode)}


def _duplicates(node: yaml.Node | None) -> list[tuple[str, int]]:
    """Keys that a YAML mapping repeats (PyYAML would silently keep the last)."""
    seen: set[str] = set()
    repeated = []
    if isinstance(node, yaml.MappingNode):
        for key, _ in node.value:
            if isinstance(key, yaml.ScalarNode):
                if key.value in seen:
                    repeated.append((key.value, key.start_mark.line + 1))
                seen.add(key.value)
    return repeated


def read_traceability(meta: Mapping[str, object], nodes: Mapping[str, yaml.Node], field_line: Mapping[str, int],
                      units: Sequence[str], public: Sequence[str], hidden: Sequence[str],
                      path: str, problems: list[Problem]) -> Traceability | None:
    """Check ``spec`` and ``checks`` of one task against its test units.

    ``nodes`` holds the YAML value node of each top-level field (for entry lines),
    ``units`` every test unit in source order, ``public``/``hidden`` the two sides.
    Problems are appended. A task must carry both fields: one with neither gets a single
    problem saying what to write, and ``None``.
    """
    if SPEC_FIELD not in meta and CHECKS_FIELD not in meta:
        problems.append(Problem(
            "has no 'spec' and 'checks': list the description's requirements (R1, R2, ...) and "
            "the requirements each test checks (see 'Writing a task' in DEVELOPERS.md)",
            path=path, field=SPEC_FIELD))
        return None
    start = len(problems)

    def problem(field: str, message: str, line: int | None = None) -> None:
        problems.append(Problem(message, path=path, line=line or field_line.get(field), field=field))

    for field in (SPEC_FIELD, CHECKS_FIELD):
        if field not in meta:
            other = CHECKS_FIELD if field == SPEC_FIELD else SPEC_FIELD
            problem(other, f"is given without {field!r}: a traced task needs both")
        for key, line in _duplicates(nodes.get(field)):
            problem(field, f"{key!r} appears twice", line)
    raw_spec = meta.get(SPEC_FIELD, {})
    raw_checks = meta.get(CHECKS_FIELD, {})
    spec_lines = _entry_lines(nodes.get(SPEC_FIELD))
    check_lines = _entry_lines(nodes.get(CHECKS_FIELD))

    spec: list[Requirement] = []
    if not isinstance(raw_spec, dict) or not raw_spec:
        problem(SPEC_FIELD, "must be a non-empty mapping of requirement ids (R1, R2, ...) to statements")
        raw_spec = {}
    for key, text in raw_spec.items():
        line = spec_lines.get(str(key))
        if not isinstance(key, str) or not _REQUIREMENT_ID.match(key):
            problem(SPEC_FIELD, f"{key!r} is not a requirement id (R1, R2, ...)", line)
        elif not isinstance(text, str) or not text.strip():
            problem(SPEC_FIELD, f"{key}: must be a non-empty statement, got {text!r}", line)
        else:
            spec.append(Requirement(key, " ".join(text.split())))
    known = {r.id for r in spec}

    checks: dict[str, tuple[str, ...]] = {}
    if not isinstance(raw_checks, dict) or not raw_checks:
        problem(CHECKS_FIELD, "must be a non-empty mapping of test names to lists of requirement ids")
        raw_checks = {}
    for name, ids in raw_checks.items():
        line = check_lines.get(str(name))
        if name not in units:
            problem(CHECKS_FIELD, f"{name!r} is not a test of the suite", line)
            continue
        if not isinstance(ids, list) or not ids or not all(isinstance(i, str) for i in ids):
            problem(CHECKS_FIELD, f"{name}: must be a non-empty list of requirement ids, got {ids!r}", line)
            continue
        unknown = [i for i in ids if i not in known]
        if unknown and spec:
            problem(CHECKS_FIELD, f"{name}: {', '.join(unknown)} not in spec", line)
        checks[name] = tuple(dict.fromkeys(ids))
    if raw_checks:
        for unit in units:
            if unit not in raw_checks:
                problem(CHECKS_FIELD, f"test {unit!r} checks no listed requirement: name what it checks")
    trace = Traceability(tuple(spec), tuple((u, checks[u]) for u in units if u in checks))
    if checks:
        for requirement in spec:
            for side, names in (("hidden", hidden), ("public", public)):
                if not trace.tests_checking(requirement.id, names):
                    problem(SPEC_FIELD, f"{requirement.id} is checked by no {side} test",
                            spec_lines.get(requirement.id))
    return trace if len(problems) == start else None
