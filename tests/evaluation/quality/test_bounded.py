"""The same program always gets the same measures, whoever measures it, and no program's
measurement may take longer than its bound."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import warnings
from dataclasses import asdict

import pytest
from helpers import ADD_NAMES, ADD_TESTS, REPO_ROOT
from quality_cases import BANDIT, STYLE, measure_one

from evaluation import QUALITY_CPU_LIMIT_S, Task, evaluate
from evaluation.quality import measure_quality

#: Programs whose measures used to follow the caller's warning filters: Python warns while
#: compiling them (an invalid escape sequence, W605; a number run into a keyword), and
#: under ``-W error`` that warning was a syntax error.
WARNS_WHILE_COMPILING = {
    "escape": 'import re\n\n\ndef digits(text):\n    return re.findall("\\d+", text)\n',
    "number_then_keyword": "def pick(x):\n    return 1if x else 2\n",
}

#: Measured in a fresh interpreter with the given options and environment.
_MEASURE = ("import json, sys\nfrom dataclasses import asdict\nfrom evaluation.quality import measure_quality\n"
            "programs = json.loads(sys.stdin.read())\n"
            "print(json.dumps({k: asdict(v) for k, v in measure_quality(programs, semgrep=False).items()}))\n")


def _measured_in_a_fresh_interpreter(options: list[str], environment: dict[str, str]) -> dict:
    env = {name: value for name, value in os.environ.items() if name != "PYTHONWARNINGS"}
    env.update(environment)
    proc = subprocess.run([sys.executable, *options, "-c", _MEASURE], input=json.dumps(WARNS_WHILE_COMPILING),
                          capture_output=True, text=True, env=env, cwd=REPO_ROOT, timeout=300, check=True)
    return json.loads(proc.stdout)


@pytest.mark.slow
def test_the_callers_warning_filters_do_not_change_the_measures():
    default = _measured_in_a_fresh_interpreter([], {})
    assert default["escape"]["error"] is None and default["escape"]["flake8_codes"] == {"W605": 1}
    assert default["number_then_keyword"]["error"] is None and default["number_then_keyword"]["lloc"] == 2
    assert _measured_in_a_fresh_interpreter(["-W", "error"], {}) == default
    assert _measured_in_a_fresh_interpreter([], {"PYTHONWARNINGS": "error"}) == default
    # ... and this process, under pytest's filterwarnings = error and any other filter.
    for action in ("error", "always", "ignore"):
        with warnings.catch_warnings():
            warnings.simplefilter(action)
            here = {k: asdict(v) for k, v in measure_quality(WARNS_WHILE_COMPILING, semgrep=False).items()}
        assert json.loads(json.dumps(here)) == default, action


#: A sum of 300 terms is a syntax tree 300 levels deep, which the analyzers walk
#: recursively: measured in full with Python's default recursion limit and an empty stack,
#: but it used to come out null (a RecursionError in radon and pyflakes) when the caller's
#: own stack was deep, so one worker or two, evaluate or measure_quality disagreed.
DEEP = "def add(a, b):\n    return a + b\n\n\nX = " + " + ".join(["1"] * 300) + "\n"


def _from_a_deep_stack(depth: int, call):
    return call() if depth == 0 else _from_a_deep_stack(depth - 1, call)


def test_deep_nesting_is_measured_the_same_from_any_stack_depth_and_in_any_worker():
    alone = measure_one(DEEP)
    assert alone.error is None and alone.lloc == 3  # measured in full
    assert _from_a_deep_stack(700, lambda: measure_one(DEEP)) == alone
    # A caller deeper than the measuring limit itself (having raised its own) changes nothing.
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(5000)
    try:
        assert _from_a_deep_stack(1500, lambda: measure_one(DEEP)) == alone
    finally:
        sys.setrecursionlimit(limit)
    from evaluation.quality._parallel import PARALLEL_MIN_PROGRAMS

    batch = {f"p{i}": STYLE + f"w{i} = {i}\n" for i in range(PARALLEL_MIN_PROGRAMS)}
    batch["deep"] = DEEP
    assert measure_quality(batch, semgrep=False, workers=2)["deep"] == alone
    assert measure_quality(batch, semgrep=False, workers=1)["deep"] == alone


@pytest.mark.slow
def test_deep_nesting_is_measured_the_same_by_evaluate(sandbox):
    task = Task("ads_tiny_add", "add", ADD_TESTS, ADD_NAMES, timeout_s=10, category="ADS")
    predictions = [{"task_id": task.task_id, "solution": DEEP}]
    (row,) = _from_a_deep_stack(600, lambda: evaluate(predictions, dataset=[task], sandbox=sandbox))
    alone = measure_one(DEEP)
    assert row["passed"] is True and row["quality_error"] is None
    assert (row["lloc"], row["cc_mean"], row["flake8_violations"]) == (
        alone.lloc, alone.cc_mean, alone.flake8_violations)


#: A list literal of 800 lines: radon's logical-line count is quadratic in a statement's
#: length, so this takes seconds to measure (a 2,000-line one takes 28 s).
SLOW = "X = [\n" + "".join(f"    {i},\n" for i in range(800)) + "]\n"


def test_a_program_slower_to_measure_than_the_bound_gets_null_measures_and_the_batch_goes_on(
        monkeypatch: pytest.MonkeyPatch):
    from evaluation.quality import _bounded

    assert QUALITY_CPU_LIMIT_S >= 5  # far above the milliseconds a task's solution takes
    monkeypatch.setattr(_bounded, "QUALITY_CPU_LIMIT_S", 1.0)  # kept small for CI
    results = measure_quality({"style": STYLE, "slow": SLOW, "bandit": BANDIT}, semgrep=False)
    assert list(results) == ["style", "slow", "bandit"]
    assert results["slow"].error == "measurement stopped: it took over 1 s of CPU time"
    assert results["slow"].lloc is None and results["slow"].flake8_violations is None
    assert results["style"] == measure_one(STYLE) and results["bandit"] == measure_one(BANDIT)


def test_a_measuring_process_that_dies_fails_only_the_program_it_was_on(monkeypatch: pytest.MonkeyPatch):
    import signal

    from evaluation.quality import _batch

    prepare = _batch.prepare

    def crashing(key, source):
        if source == "CRASH = 1\n":  # as an analyzer crashing in C would
            os.kill(os.getpid(), signal.SIGKILL)
        return prepare(key, source)

    monkeypatch.setattr(_batch, "prepare", crashing)
    results = measure_quality({"style": STYLE, "crash": "CRASH = 1\n", "bandit": BANDIT}, semgrep=False)
    assert results["crash"].error == "measurement failed: the measuring process died (SIGKILL)"
    assert results["style"] == measure_one(STYLE) and results["bandit"] == measure_one(BANDIT)
