"""Mutation validation: a known surviving mutant, hidden vs full, functions never called,
mutants that loop forever, zero mutants, a failing suite."""

from __future__ import annotations

import dataclasses
import textwrap

import pytest
from helpers import write_task

from dataset_builder._mutation import SuiteMutation, mutate_task
from dataset_builder._split import split_tests
from dataset_builder._taskfile import read_task

# The boundary ``x >= limit`` is never tested at ``x == limit``, so the mutant ``x > limit``
# survives; the hidden subset (tests 1 and 3) never checks the "low" branch either.
CAP = textwrap.dedent("""\
    def cap(x, limit):
        if x >= limit:
            return limit
        return x
""")
CAP_TESTS = textwrap.dedent("""\
    from solution import cap


    def test_above():
        assert cap(9, 5) == 5


    def test_below():
        assert cap(2, 5) == 2


    def test_far_above():
        assert cap(100, 5) == 5


    def test_type():
        assert type(cap(1, 5)) is int
""")


def _task(tmp_path, reference: str, tests: str = CAP_TESTS):
    task = read_task(write_task(tmp_path), tmp_path)
    return dataclasses.replace(task, reference=reference, tests=tests, split=split_tests(tests))


@pytest.mark.slow
def test_weak_boundary_leaves_a_surviving_mutant_in_both_suites(tmp_path, sandbox):
    result = mutate_task(_task(tmp_path, CAP), sandbox=sandbox)
    assert result.error is None
    full, hidden = result.suites["full"], result.suites["hidden"]
    assert result.mutants == full.mutants == hidden.mutants > 0
    assert set(full.status_by_key) == set(hidden.status_by_key)  # the same mutants, joined by key
    survivor = next(k for k, d in result.diffs.items() if "+    if x > limit:" in d)
    assert result.diffs[survivor].startswith("--- tasks_src/ads_tiny_add/reference.py\n")
    assert full.status_by_key[survivor] == "survived"
    assert hidden.status_by_key[survivor] == "survived"
    assert "-    if x >= limit:" in result.diffs[survivor]
    assert full.score < 1.0 and hidden.score <= full.score
    assert hidden.killed <= full.killed
    parts = (full.killed, full.survived, full.suspicious, full.no_tests, full.other)
    assert sum(parts) == full.mutants


# Tests 1 and 3 are the hidden subset: only the full suite ever takes the "below" branch.
CLAMP = textwrap.dedent("""\
    def clamp_outside(x, low, high):
        if x < low:
            return low - 1
        if x > high:
            return high + 1
        return x
""")
CLAMP_TESTS = textwrap.dedent("""\
    from solution import clamp_outside


    def test_above():
        assert clamp_outside(9, 0, 5) == 6


    def test_below():
        assert clamp_outside(-3, 0, 5) == -1


    def test_inside():
        assert clamp_outside(2, 0, 5) == 2


    def test_far_below():
        assert clamp_outside(-30, 0, 5) == -1
""")


@pytest.mark.slow
def test_full_suite_judges_what_the_hidden_subset_left_alive(tmp_path, sandbox):
    result = mutate_task(_task(tmp_path, CLAMP, CLAMP_TESTS), sandbox=sandbox)
    assert result.error is None
    full, hidden = result.suites["full"], result.suites["hidden"]
    below = [k for k, d in result.diffs.items() if "-        return low - 1" in d]
    above = [k for k in full.status_by_key if k not in result.diffs]
    assert below and above  # mutants on both branches
    for key in below:  # alive after the hidden subset, killed by test_below
        assert (hidden.status_by_key[key], full.status_by_key[key]) == ("survived", "killed")
    for key in above:  # killed by the hidden subset, so by the full suite
        assert hidden.status_by_key[key] == full.status_by_key[key] == "killed"
    assert hidden.score < full.score


@pytest.mark.slow
def test_reference_without_functions_has_no_mutants_and_no_score(tmp_path, sandbox):
    task = _task(tmp_path, "cap = lambda x, limit: min(x, limit)\n")
    result = mutate_task(task, ("full",), sandbox=sandbox)
    assert result.error is None
    assert result.mutants == 0 and result.score("full") is None and result.diffs == {}


@pytest.mark.slow
def test_failing_clean_suite_is_a_clear_error(tmp_path, sandbox):
    task = _task(tmp_path, "def cap(x, limit):\n    return x - 1\n")
    result = mutate_task(task, ("full",), sandbox=sandbox)
    assert result.error.startswith(
        "tasks_src/ads_tiny_add/reference.py: the reference fails the full suite")
    # every failing test is named, and only those
    assert all(name in result.error for name in ("test_above", "test_below", "test_far_above"))
    assert "test_type" not in result.error


def test_counting_follows_the_paper():
    suite = SuiteMutation("full", {"m_1": "killed", "m_2": "timeout", "m_3": "survived",
                                   "m_4": "suspicious", "m_5": "no tests", "m_6": "crashed",
                                   "m_7": "skipped"})
    counts = (suite.killed, suite.timeouts, suite.survived, suite.suspicious, suite.no_tests,
              suite.other)
    assert counts == (3, 1, 1, 1, 1, 1)
    assert suite.score == 3 / 7
    assert suite.undetected == ["m_3", "m_4", "m_5", "m_7"]
    assert SuiteMutation("hidden", {}).score is None


# The hidden subset (tests 1 and 3) never calls ``describe``; the full suite calls it, but
# too weakly to notice ``x + 1`` becoming ``x - 1``; no test ever reaches ``Meter``.
UNCALLED = textwrap.dedent('''\
    def cap(x, limit):
        if x >= limit:
            return limit
        return x


    def describe(x): return f"value {x + 1}"


    class Meter:
        def reading(self, x):
            """The reading."""
            return x * 2
''')
UNCALLED_TESTS = textwrap.dedent("""\
    from solution import cap, describe


    def test_above():
        assert cap(9, 5) == 5


    def test_describe():
        assert describe(1).startswith("value")


    def test_far_above():
        assert cap(100, 5) == 5


    def test_below():
        assert cap(2, 5) == 2
""")


@pytest.mark.slow
def test_mutants_of_functions_a_suite_never_calls_are_no_tests(tmp_path, sandbox):
    result = mutate_task(_task(tmp_path, UNCALLED, UNCALLED_TESTS), sandbox=sandbox)
    assert result.error is None
    full, hidden = result.suites["full"], result.suites["hidden"]

    def keys(function: str) -> list[str]:
        return [k for k in full.status_by_key if k.startswith(f"solution.{function}__mutmut_")]

    assert keys("x_describe") and keys("xǁMeterǁreading")
    for key in keys("xǁMeterǁreading"):
        assert full.status_by_key[key] == hidden.status_by_key[key] == "no tests"
    for key in keys("x_describe"):
        assert hidden.status_by_key[key] == "no tests"
        assert full.status_by_key[key] in ("killed", "survived")  # called, so judged
    assert "survived" in {full.status_by_key[k] for k in keys("x_describe")}
    assert full.no_tests < hidden.no_tests
    assert full.no_tests + full.killed + full.survived == full.mutants


LOOP = textwrap.dedent("""\
    def count_up(n):
        i = 0
        while i < n:
            i += 1
        return i
""")
LOOP_TESTS = textwrap.dedent("""\
    from solution import count_up


    def test_five():
        assert count_up(5) == 5


    def test_zero():
        assert count_up(0) == 0


    def test_three():
        assert count_up(3) == 3


    def test_type():
        assert type(count_up(2)) is int
""")


@pytest.mark.slow
def test_a_mutant_that_loops_forever_times_out_and_counts_as_detected(tmp_path, sandbox):
    result = mutate_task(_task(tmp_path, LOOP, LOOP_TESTS), sandbox=sandbox)
    assert result.error is None
    hidden = result.suites["hidden"]
    looping = [k for k, s in hidden.status_by_key.items() if s == "timeout"]
    assert looping and hidden.timeouts == len(looping)
    assert all(result.suites["full"].status_by_key[k] == "timeout" for k in looping)
    assert result.suites["full"].score == 1.0  # test_zero, outside the hidden subset, sees i = 1
    assert result.seconds < 60  # the time limit follows the reference, not a fixed minute
