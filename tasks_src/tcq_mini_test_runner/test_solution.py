import textwrap
import types

import pytest

from solution import run_tests


def make_module(source, name="suite_under_test", **extra):
    module = types.ModuleType(name)
    module.__dict__.update(extra)
    exec(compile(textwrap.dedent(source), name + ".py", "exec"), module.__dict__)
    return module


def test_outcomes_and_messages():
    module = make_module("""\
        def test_ok():
            assert 1 + 1 == 2

        def test_wrong_sum():
            assert 1 + 1 == 3, "sum is off"

        def test_broken():
            {}["missing"]

        def test_value():
            raise ValueError("bad value")
    """)
    result = run_tests(module)
    assert result == [
        ("test_ok", "passed", ""),
        ("test_wrong_sum", "failed", "AssertionError: sum is off"),
        ("test_broken", "error", "KeyError: 'missing'"),
        ("test_value", "error", "ValueError: bad value"),
    ]
    assert type(result) is list and type(result[0]) is tuple


def test_message_without_text_is_class_name():
    module = make_module("""\
        class CheckFailed(AssertionError):
            pass

        def test_plain_assert():
            x = 2
            assert x == 1

        def test_custom_failure():
            raise CheckFailed()

        def test_runtime():
            raise RuntimeError
    """)
    assert run_tests(module) == [
        ("test_plain_assert", "failed", "AssertionError"),
        ("test_custom_failure", "failed", "CheckFailed"),
        ("test_runtime", "error", "RuntimeError"),
    ]


def test_order_by_first_line_and_attribute_names():
    module = make_module("""\
        def make_check(limit):
            def check():
                assert limit < 3, f"limit {limit}"
            return check

        def test_zeta():
            pass

        def test_alpha():
            pass

        test_small = make_check(1)
        test_big = make_check(5)
    """)
    assert run_tests(module) == [
        ("test_small", "passed", ""),
        ("test_big", "failed", "AssertionError: limit 5"),
        ("test_zeta", "passed", ""),
        ("test_alpha", "passed", ""),
    ]


def test_only_test_functions_of_the_module_are_collected():
    other = make_module("""\
        def test_imported():
            raise AssertionError("must not run")
    """, name="other_module")
    module = make_module("""\
        def helper():
            raise AssertionError("helper must not run")

        def tester():
            raise AssertionError("tester must not run")

        def testing():
            raise AssertionError("testing must not run")

        class TestThing:
            def test_method(self):
                pass

        test_data = [1, 2, 3]
        test_len = len
        test_lambda = lambda: None

        def test_real():
            pass
    """, test_imported=other.test_imported)
    assert run_tests(module) == [("test_lambda", "passed", ""), ("test_real", "passed", "")]
    assert run_tests(make_module("x = 1\n")) == []


def test_setup_and_teardown_wrap_each_test():
    log = []
    module = make_module("""\
        def setup_function(func):
            log.append(("setup", func.__name__))

        def teardown_function(func):
            log.append(("teardown", func.__name__))

        def test_one():
            log.append(("run", "test_one"))

        def test_two():
            log.append(("run", "test_two"))
    """, log=log)
    assert run_tests(module) == [("test_one", "passed", ""), ("test_two", "passed", "")]
    assert log == [
        ("setup", "test_one"), ("run", "test_one"), ("teardown", "test_one"),
        ("setup", "test_two"), ("run", "test_two"), ("teardown", "test_two"),
    ]


def test_teardown_runs_after_failure_and_error():
    log = []
    module = make_module("""\
        def teardown_function(func):
            log.append(func.__name__)

        def test_fails():
            assert False, "nope"

        def test_errors():
            raise OSError("disk")
    """, log=log)
    assert run_tests(module) == [
        ("test_fails", "failed", "AssertionError: nope"),
        ("test_errors", "error", "OSError: disk"),
    ]
    assert log == ["test_fails", "test_errors"]


def test_setup_error_skips_test_and_teardown():
    log = []
    module = make_module("""\
        def setup_function(func):
            if func.__name__ == "test_first":
                raise RuntimeError("no database")
            log.append("setup " + func.__name__)

        def teardown_function(func):
            log.append("teardown " + func.__name__)

        def test_first():
            log.append("run test_first")

        def test_second():
            log.append("run test_second")
    """, log=log)
    assert run_tests(module) == [
        ("test_first", "error", "RuntimeError: no database"),
        ("test_second", "passed", ""),
    ]
    assert log == ["setup test_second", "run test_second", "teardown test_second"]


def test_skipped_tests_report_reason():
    module = make_module("""\
        def test_later():
            raise AssertionError("must not run")
        test_later.skip_reason = "not implemented"

        def test_numbered():
            raise AssertionError("must not run")
        test_numbered.skip_reason = 42

        def test_not_skipped():
            pass
        test_not_skipped.skip_reason = None
    """)
    assert run_tests(module) == [
        ("test_later", "skipped", "not implemented"),
        ("test_numbered", "skipped", "42"),
        ("test_not_skipped", "passed", ""),
    ]


def test_base_exceptions_propagate():
    module = make_module("""\
        def test_interrupt():
            raise KeyboardInterrupt
    """)
    with pytest.raises(KeyboardInterrupt):
        run_tests(module)
    exiting = make_module("""\
        def setup_function(func):
            raise SystemExit(3)

        def test_any():
            pass
    """)
    with pytest.raises(SystemExit):
        run_tests(exiting)


def test_teardown_error_turns_pass_into_error():
    module = make_module("""\
        def teardown_function(func):
            raise ValueError("cleanup failed")

        def test_fine():
            pass
    """)
    assert run_tests(module) == [("test_fine", "error", "ValueError: cleanup failed")]


def test_first_problem_wins_over_teardown_error():
    log = []
    module = make_module("""\
        def teardown_function(func):
            log.append(func.__name__)
            raise ValueError("cleanup failed")

        def test_fails():
            assert [] == [1], "lists differ"

        def test_errors():
            raise LookupError("gone")

        def test_passes():
            pass
    """, log=log)
    assert run_tests(module) == [
        ("test_fails", "failed", "AssertionError: lists differ"),
        ("test_errors", "error", "LookupError: gone"),
        ("test_passes", "error", "ValueError: cleanup failed"),
    ]
    assert log == ["test_fails", "test_errors", "test_passes"]


def test_no_tests_gives_empty_list():
    result = run_tests(make_module("def helper():\n    pass\n"))
    assert result == []
    assert type(result) is list


def test_skipped_test_does_not_run_setup_or_teardown():
    log = []
    module = make_module("""\
        def setup_function(func):
            log.append("setup " + func.__name__)

        def teardown_function(func):
            log.append("teardown " + func.__name__)

        def test_skip():
            log.append("run test_skip")
        test_skip.skip_reason = ""

        def test_run():
            assert 2 < 1
    """, log=log)
    assert run_tests(module) == [("test_skip", "skipped", ""), ("test_run", "failed", "AssertionError")]
    assert log == ["setup test_run", "teardown test_run"]
