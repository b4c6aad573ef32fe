"""Coverage of references under the full and the hidden suite, and pytest collection jobs."""

from __future__ import annotations

import dataclasses
import textwrap

from helpers import write_task

from dataset_builder._coverage import PytestJob, measure_coverage, run_pytest_jobs
from dataset_builder._split import split_tests
from dataset_builder._taskfile import read_task

# ``sign`` has three branches; the hidden subset (tests 1 and 3) never reaches "zero".
SIGN = textwrap.dedent("""\
    def sign(x):
        if x > 0:
            return "positive"
        if x < 0:
            return "negative"
        return "zero"
""")
SIGN_TESTS = textwrap.dedent("""\
    from solution import sign


    def test_positive():
        assert sign(3) == "positive"


    def test_zero():
        assert sign(0) == "zero"


    def test_negative():
        assert sign(-2) == "negative"


    def test_type():
        assert type(sign(1)) is str
""")


def _sign_task(tmp_path):
    task = read_task(write_task(tmp_path), tmp_path)
    return dataclasses.replace(task, reference=SIGN, tests=SIGN_TESTS,
                               split=split_tests(SIGN_TESTS))


def test_fully_covered_reference_and_weaker_hidden_suite(tmp_path):
    full, hidden = measure_coverage([_sign_task(tmp_path)], workers=1)
    assert (full.suite, full.statement, full.branch, full.error) == ("full", 1.0, 1.0, None)
    assert full.statements == 6 and full.branches == 4  # the def line counts
    assert hidden.suite == "hidden" and hidden.missing_lines == (6,)
    assert hidden.statement == 5 / 6 and hidden.branch == 3 / 4
    assert hidden.missing_branches == ((4, 6),)


def test_code_without_branches_has_no_branch_ratio(tmp_path):
    (full,) = measure_coverage([read_task(write_task(tmp_path), tmp_path)], ("full",), workers=1)
    assert full.statement == 1.0 and full.branch is None and full.branches == 0


def test_failing_reference_is_an_error_not_a_number(tmp_path):
    task = read_task(write_task(tmp_path, reference="def add(a, b):\n    return a - b\n"), tmp_path)
    (full,) = measure_coverage([task], ("full",), workers=1)
    assert full.statement is None
    assert full.error.startswith("tasks_src/ads_tiny_add: the reference fails the full suite")
    assert "test_small" in full.error


def test_collect_jobs_report_node_ids_in_order(tmp_path):
    task = _sign_task(tmp_path)
    jobs = [PytestJob("a", task.reference, task.tests, "collect"),
            PytestJob("b", task.reference, "def test_broken(:\n    pass\n", "collect")]
    good, bad = run_pytest_jobs(jobs, workers=2)
    assert good.exit_code == 0 and good.error is None
    names = [n.split("::")[1] for n in good.collected]
    assert names == ["test_positive", "test_zero", "test_negative", "test_type"]
    assert bad.exit_code != 0 and bad.collected == ()
