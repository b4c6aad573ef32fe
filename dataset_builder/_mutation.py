"""Mutation validation of the test suites (codeassay-paper §3.2.4).

mutmut 3.x generates the mutants of each reference (:mod:`dataset_builder._mutants`);
each mutant is a whole program, graded by the same sandbox that grades predictions
(:class:`evaluation.LocalSandbox`): warm workers, one forked run per (mutant, suite), the
same limits and protections. mutmut's own runner is not used. It starts a Python process
per task and suite that pays mutmut's and pytest's start-up (seconds), and runs each
mutant through ``pytest.main``; the prepared session of the sandbox costs a fraction of
that, and a mutant that deletes files or loops forever meets the sandbox's walls.

Per task:

1. The reference runs against the hidden subset and the full suite. Both must pass;
   the slower run sets the time limit of every mutant run
   (:data:`MUTATION_TIMEOUT_CONSTANT_S` + :data:`MUTATION_TIMEOUT_MULTIPLIER` x its
   duration), so a mutant that loops forever costs about a second, while a correct but
   slow run on a busy machine keeps a wide margin.
2. The hidden subset runs against every mutant.
3. The full suite runs only against the mutants the hidden subset left undetected. The
   full suite contains every hidden test, byte for byte, under the same time limit, so a
   mutant a hidden test detects is detected by the full suite too; it carries the hidden
   verdict (a run of the full suite alone might call a timed-out mutant killed, when a
   test outside the hidden subset fails first; either is a detection).
4. For each function with undetected mutants, a probe (the reference with an immediate
   process exit as the function's first statement) runs against each suite. A probe
   that still passes shows the suite never calls the function: its undetected mutants
   are "no tests", as mutmut calls them.

Counting follows the paper: killed, timed-out and crashed mutants are detected;
survived, suspicious (the run ended without a complete report, so nothing was shown)
and "no tests" mutants are undetected. ``score = detected / mutants``; a reference
without functions or methods yields no mutants and no score (``None``).
"""

from __future__ import annotations

import ast
import dataclasses
import time
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Literal

from dataset_builder._mutants import Mutant, generate_mutants, mutmut_available, source_lines
from dataset_builder._taskfile import REFERENCE_FILE, TaskSource
from evaluation import CodeAssayError, ExecRequest, ExecResult, Limits, LocalSandbox

__all__ = [
    "MUTATION_TIMEOUT_CONSTANT_S",
    "MUTATION_TIMEOUT_MULTIPLIER",
    "CLEAN_RUN_TIMEOUT_S",
    "FULL_SCORE_BAR",
    "HIDDEN_SCORE_BAR",
    "SUITES",
    "MutantStatus",
    "Suite",
    "SuiteMutation",
    "TaskMutation",
    "mutate_task",
    "mutate_tasks",
]

Suite = Literal["full", "hidden"]
#: The two suites, in the order they are reported (the hidden subset runs first).
SUITES: tuple[Suite, ...] = ("full", "hidden")
#: The task standard's bars ("Strength"): per task and per category.
FULL_SCORE_BAR = 0.90
HIDDEN_SCORE_BAR = 0.85
#: A mutant run's wall limit: this constant plus the multiplier times the reference's
#: slower clean run. The constant absorbs a busy machine's scheduling delays, the
#: multiplier a suite whose own tests take long (sleeps, threads, large inputs).
MUTATION_TIMEOUT_CONSTANT_S = 1.0
MUTATION_TIMEOUT_MULTIPLIER = 5.0
#: Wall limit of the reference's clean runs, which must pass.
CLEAN_RUN_TIMEOUT_S = 60.0

MutantStatus = Literal["killed", "timeout", "crashed", "survived", "suspicious", "no tests"]
#: Statuses that count as detected. "segfault" is how results of earlier versions, which
#: ran mutmut's runner, name a crash.
_DETECTED = frozenset({"killed", "timeout", "crashed", "segfault"})
#: The sandbox's verdict on a mutant run -> the mutant's status. A failed test, a test
#: module that no longer imports, a run that ran out of memory or changed the test
#: machinery: the suite noticed the mutant. A syntax error (mutmut's mutants parse) is
#: missing here: it makes the task an error, never a detection.
_STATUS_OF_VERDICT: dict[str, MutantStatus] = {
    "passed": "survived", "failed": "killed", "error": "killed", "memory_limit": "killed",
    "tampered": "killed", "timeout": "timeout", "crashed": "crashed", "no_result": "suspicious",
}
#: Exit status of a probe's process: any status ends the run before pytest reports.
_PROBE_EXIT = 86
_PROBE = f"__import__('os')._exit({_PROBE_EXIT})"


@dataclass(frozen=True)
class SuiteMutation:
    """Verdicts of one suite against every mutant of one task."""

    suite: Suite
    status_by_key: dict[str, str]  # mutant key -> status

    def count(self, *statuses: str) -> int:
        """How many mutants carry one of ``statuses``."""
        return sum(1 for s in self.status_by_key.values() if s in statuses)

    @property
    def mutants(self) -> int:
        """How many mutants were judged."""
        return len(self.status_by_key)

    @property
    def killed(self) -> int:
        """Detected mutants: killed, timed out (the paper counts timeouts as killed) or crashed."""
        return self.count(*_DETECTED)

    @property
    def timeouts(self) -> int:
        """Detected by running out of time."""
        return self.count("timeout")

    @property
    def survived(self) -> int:
        """Every test passed against the mutant."""
        return self.count("survived")

    @property
    def suspicious(self) -> int:
        """The run ended without a complete report; undetected."""
        return self.count("suspicious")

    @property
    def no_tests(self) -> int:
        """Mutants in functions the suite never calls; undetected."""
        return self.count("no tests")

    @property
    def other(self) -> int:
        """Undetected for any other reason (a status of an earlier version, ...)."""
        return self.mutants - self.killed - self.survived - self.suspicious - self.no_tests

    @property
    def undetected(self) -> list[str]:
        """Keys of the mutants the suite did not detect, in mutmut's order."""
        keys = (k for k, s in self.status_by_key.items() if s not in _DETECTED)
        return sorted(keys, key=_key_order)

    @property
    def score(self) -> float | None:
        """Detected / mutants, or None when there are no mutants."""
        return self.killed / self.mutants if self.mutants else None


@dataclass(frozen=True)
class TaskMutation:
    """Mutation results of one task: per suite, the undetected mutants' diffs, or an error."""

    task_id: str
    category: str
    suites: dict[str, SuiteMutation] = field(default_factory=dict)
    diffs: dict[str, str] = field(default_factory=dict)  # key -> unified diff, undetected only
    seconds: float = 0.0
    error: str | None = None

    @property
    def mutants(self) -> int | None:
        """The number of mutants, when every suite judged the same ones."""
        counts = {s.mutants for s in self.suites.values()}
        return counts.pop() if len(counts) == 1 else None

    def score(self, suite: Suite) -> float | None:
        """The score of ``suite``, None when it has no mutants or did not run."""
        result = self.suites.get(suite)
        return None if result is None else result.score


def _key_order(key: str) -> tuple[str, int]:
    head, _, number = key.rpartition("_")
    return (head, int(number)) if number.isdigit() else (key, 0)


def _where(task: TaskSource) -> str:
    return f"tasks_src/{task.task_id}/{REFERENCE_FILE}"


def _suite(task: TaskSource, suite: Suite) -> tuple[str, tuple[str, ...]]:
    """The test file and its test units."""
    if suite == "hidden":
        return task.split.hidden_source, task.split.hidden_names
    return task.tests, task.split.names


def _request(task: TaskSource, key: str, source: str, suite: Suite, timeout: float,
             verdict_only: bool = True) -> ExecRequest:
    tests, names = _suite(task, suite)
    return ExecRequest(f"{suite}|{key}", source, tests, names, Limits.with_defaults(timeout),
                       verdict_only=verdict_only)


def _grade(sandbox, requests: Iterable[ExecRequest]) -> dict[str, ExecResult]:
    return {result.key: result for result in sandbox.run(list(requests))}


def _status(task: TaskSource, result: ExecResult) -> MutantStatus:
    status = _STATUS_OF_VERDICT.get(result.status)
    # Every run the sandbox judged names each expected test; a result without outcomes
    # comes from the pool itself (a worker that died or could not start), not the mutant.
    if status is None or not result.outcomes:
        raise CodeAssayError(f"{_where(task)}: the sandbox could not judge run {result.key} "
                             f"({result.status}: {result.detail})")
    return status


def _mutant_timeout(task: TaskSource, sandbox, suites: Sequence[Suite]) -> float:
    """Run the reference against each suite (each must pass); the mutants' wall limit."""
    # every test runs, so that a failing reference names all of its failing tests
    clean = _grade(sandbox, (_request(task, "reference", task.reference, s, CLEAN_RUN_TIMEOUT_S,
                                      verdict_only=False) for s in suites))
    for suite in suites:
        result = clean[f"{suite}|reference"]
        if not result.passed:
            failing = ", ".join(result.failed_tests[:5]) or result.detail or result.status
            raise CodeAssayError(f"{_where(task)}: the reference fails the {suite} suite, so "
                                 f"mutation testing cannot start ({result.status}: {failing})")
    slowest = max(result.duration_s for result in clean.values())
    return MUTATION_TIMEOUT_CONSTANT_S + MUTATION_TIMEOUT_MULTIPLIER * slowest


def _probe(reference: str, mutant: Mutant) -> str | None:
    """The reference with an immediate process exit at the start of ``mutant``'s function,
    or None when it cannot be placed (the function is then treated as called)."""
    tree = ast.parse(reference)
    nodes = [n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))
             and mutant.first_line <= n.lineno <= mutant.last_line]
    if not nodes:
        return None
    function = min(nodes, key=lambda n: n.lineno)  # the outermost: nested ones come later
    body = function.body
    docstring = isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
        and isinstance(body[0].value.value, str)
    lines = source_lines(reference)
    if docstring and len(body) == 1:
        # nothing after the docstring: a new statement on the next line, indented alike
        first = body[0]
        indent = lines[first.lineno - 1][:len(lines[first.lineno - 1])
                                         - len(lines[first.lineno - 1].lstrip())]
        lines.insert(first.end_lineno, f"{indent}{_PROBE}\n")
    else:
        target = body[1] if docstring else body[0]
        line = lines[target.lineno - 1]
        column = len(line.encode("utf-8")[:target.col_offset].decode("utf-8", "replace"))
        head = line[:column]
        if head.strip():  # the statement shares its line (``def f(): return 1``)
            lines[target.lineno - 1] = f"{head}{_PROBE}; {line[column:]}"
        else:
            lines.insert(target.lineno - 1, f"{head}{_PROBE}\n")
    source = "".join(lines)
    try:
        compile(source, REFERENCE_FILE, "exec")
    except SyntaxError:
        return None
    return source


def _judge(task: TaskSource, sandbox, mutants: Sequence[Mutant], suites: Sequence[Suite],
           timeout: float) -> dict[str, SuiteMutation]:
    """Each suite's status for every mutant (steps 2 to 4 of the module docstring)."""
    by_key = {m.key: m for m in mutants}
    statuses: dict[str, dict[str, MutantStatus]] = {}
    first: Suite = "hidden" if "hidden" in suites else "full"
    results = _grade(sandbox, (_request(task, m.key, m.source, first, timeout) for m in mutants))
    statuses[first] = {m.key: _status(task, results[f"{first}|{m.key}"]) for m in mutants}
    alive = [key for key, status in statuses[first].items() if status not in _DETECTED]
    probes = {}
    for key in alive:
        mutant = by_key[key]
        if mutant.function not in probes:
            probes[mutant.function] = _probe(task.reference, mutant)
    requests = [_request(task, f"probe:{function}", source, suite, timeout)
                for function, source in probes.items() if source is not None for suite in suites]
    rerun_full = "full" in suites and first == "hidden"
    if rerun_full:
        requests += [_request(task, key, by_key[key].source, "full", timeout) for key in alive]
    results = _grade(sandbox, requests)
    if rerun_full:
        statuses["full"] = dict(statuses["hidden"])
        statuses["full"].update({key: _status(task, results[f"full|{key}"]) for key in alive})
    for suite in suites:
        for key, status in statuses[suite].items():
            probe = results.get(f"{suite}|probe:{by_key[key].function}")
            if status == "survived" and probe is not None and probe.passed:
                statuses[suite][key] = "no tests"
    return {suite: SuiteMutation(suite, statuses[suite]) for suite in SUITES if suite in suites}


def mutate_task(task: TaskSource, suites: Sequence[Suite] = SUITES, sandbox=None,
                mutants: Sequence[Mutant] | None = None) -> TaskMutation:
    """Mutation results of one task for each of ``suites``; errors are returned, not raised.

    ``sandbox`` runs the programs (a :class:`evaluation.LocalSandbox` of its own when
    None); ``mutants`` are the task's mutants when already generated.
    """
    started = time.perf_counter()
    if sandbox is None:
        with LocalSandbox() as own:
            return mutate_task(task, suites, own, mutants)
    try:
        if mutants is None:
            mutants = generate_mutants(task.reference, _where(task))
        results: dict[str, SuiteMutation] = {s: SuiteMutation(s, {}) for s in SUITES if s in suites}
        if mutants:
            timeout = _mutant_timeout(task, sandbox, suites)
            results = _judge(task, sandbox, mutants, suites, timeout)
    except CodeAssayError as exc:
        return TaskMutation(task.task_id, task.category, seconds=time.perf_counter() - started,
                            error=str(exc))
    undetected = {k for r in results.values() for k in r.undetected}
    diffs = {m.key: m.diff(task.reference, _where(task)) for m in mutants if m.key in undetected}
    return TaskMutation(task.task_id, task.category, results, diffs, time.perf_counter() - started)


def mutate_tasks(tasks: Sequence[TaskSource], suites: Sequence[Suite] = SUITES,
                 workers: int | None = None,
                 progress: Callable[[TaskMutation], None] | None = None) -> list[TaskMutation]:
    """Mutation results of every task, in the order of ``tasks``.

    One sandbox of ``workers`` processes (default: one per CPU) runs every task's
    programs, one task at a time; the next task's mutants are generated meanwhile.
    """
    mutmut_available()

    def generate(task: TaskSource) -> list[Mutant]:
        return generate_mutants(task.reference, _where(task))

    out: list[TaskMutation] = []
    with LocalSandbox(workers) as sandbox, ThreadPoolExecutor(1) as generator:
        pending = generator.submit(generate, tasks[0]) if tasks else None
        for index, task in enumerate(tasks):
            started = time.perf_counter()
            try:
                mutants = pending.result()
            except CodeAssayError as exc:
                mutants = exc
            if index + 1 < len(tasks):
                pending = generator.submit(generate, tasks[index + 1])
            if isinstance(mutants, CodeAssayError):
                result = TaskMutation(task.task_id, task.category, error=str(mutants))
            else:
                result = mutate_task(task, suites, sandbox, mutants)
            # the time spent waiting for the task's mutants counts too
            result = dataclasses.replace(result, seconds=time.perf_counter() - started)
            out.append(result)
            if progress is not None:
                progress(result)
    return out
