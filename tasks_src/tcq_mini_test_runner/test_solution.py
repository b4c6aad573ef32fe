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
    assert type(result) is list and all(type(row) is tuple for row in result)
    assert all(type(part) is str for row in result for part in row)
    exiting = make_module("""\
        def test_exit():
            raise SystemExit(2)
    """)
    with pytest.raises(SystemExit):
        run_tests(exiting)


def test_outcomes_with_exact_types():
    module = make_module("""\
        def test_pass():
            pass

        def test_assert_subclass():
            class Mismatch(AssertionError):
                pass
            raise Mismatch("3 != 4")

        def test_type_error():
            raise TypeError("wrong type")
    """)
    result = run_tests(module)
    assert result == [
        ("test_pass", "passed", ""),
        ("test_assert_subclass", "failed", "Mismatch: 3 != 4"),
        ("test_type_error", "error", "TypeError: wrong type"),
    ]
    assert type(result) is list and all(type(row) is tuple and len(row) == 3 for row in result)
    assert all(type(part) is str for row in result for part in row)


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


def test_empty_message_uses_class_name_only():
    module = make_module("""\
        def test_empty_assert():
            assert []

        def test_empty_message():
            raise ValueError("")

        def test_key_error_without_args():
            raise KeyError()

        def test_space_message():
            raise RuntimeError(" ")
    """)
    assert run_tests(module) == [
        ("test_empty_assert", "failed", "AssertionError"),
        ("test_empty_message", "error", "ValueError"),
        ("test_key_error_without_args", "error", "KeyError"),
        ("test_space_message", "error", "RuntimeError:  "),
    ]


def test_order_by_first_line_and_attribute_names():
    other = make_module("""\
        def test_imported():
            raise AssertionError("must not run")
    """, name="other_module")
    module = make_module("""\
        def make_check(limit):
            def check():
                assert limit < 3, f"limit {limit}"
            return check

        def test_zeta():
            pass

        class test_Config:
            pass

        def test_alpha():
            pass

        test_small = make_check(1)
        test_big = make_check(5)
    """, test_external=other.test_imported)
    assert run_tests(module) == [
        ("test_small", "passed", ""),
        ("test_big", "failed", "AssertionError: limit 5"),
        ("test_zeta", "passed", ""),
        ("test_alpha", "passed", ""),
    ]


def test_factory_tests_keep_attribute_order_and_names():
    module = make_module("""\
        def test_top():
            pass

        def factory(expected):
            def inner():
                assert expected, "falsy"
            return inner

        def test_middle():
            pass

        test_z_last = factory(0)
        test_a_first = factory(1)
    """)
    assert run_tests(module) == [
        ("test_top", "passed", ""),
        ("test_z_last", "failed", "AssertionError: falsy"),
        ("test_a_first", "passed", ""),
        ("test_middle", "passed", ""),
    ]


def test_only_test_functions_of_the_module_are_collected():
    other = make_module("""\
        def test_imported():
            raise AssertionError("must not run")
    """, name="other_module")
    module = make_module("""\
        def _first():
            pass

        def helper():
            raise AssertionError("helper must not run")

        def tester():
            raise AssertionError("tester must not run")

        def testing():
            raise AssertionError("testing must not run")

        class TestThing:
            def test_method(self):
                pass

        class test_Widget:
            def __call__(self):
                raise AssertionError("instance must not run")

        test_instance = test_Widget()
        test_data = [1, 2, 3]
        test_len = len
        test_lambda = lambda: None

        def test_real():
            pass

        test_alias = _first
    """, test_imported=other.test_imported)
    assert run_tests(module) == [
        ("test_alias", "passed", ""),
        ("test_lambda", "passed", ""),
        ("test_real", "passed", ""),
    ]
    assert run_tests(make_module("x = 1\n")) == []


def test_non_function_and_imported_test_names_ignored():
    other = make_module("""\
        def test_shared():
            raise AssertionError("imported test must not run")
    """, name="shared_helpers")
    module = make_module("""\
        import math
        test_sqrt = math.sqrt
        test_max = max
        test_text = "not a function"
        test_none = None

        class test_Suite:
            pass

        def test_only():
            pass
    """, test_shared=other.test_shared)
    assert run_tests(module) == [("test_only", "passed", "")]
    empty = run_tests(make_module("def helper():\n    pass\n"))
    assert empty == [] and type(empty) is list


def test_setup_and_teardown_wrap_each_test():
    log = []
    module = make_module("""\
        def setup_function(func):
            log.append(("setup", func.__name__))

        def teardown_function(func):
            log.append(("teardown", func.__name__))

        def test_one():
            log.append(("run", "test_one"))

        def test_skipped():
            log.append(("run", "test_skipped"))
        test_skipped.skip_reason = 0

        def test_two():
            log.append(("run", "test_two"))
    """, log=log)
    assert run_tests(module) == [
        ("test_one", "passed", ""),
        ("test_skipped", "skipped", "0"),
        ("test_two", "passed", ""),
    ]
    assert log == [
        ("setup", "test_one"), ("run", "test_one"), ("teardown", "test_one"),
        ("setup", "test_two"), ("run", "test_two"), ("teardown", "test_two"),
    ]


def test_setup_and_teardown_receive_the_test_function():
    seen = []
    module = make_module("""\
        def setup_function(func):
            seen.append(("setup", func))

        def teardown_function(func):
            seen.append(("teardown", func))

        def test_a():
            assert False, "a"

        def test_b():
            pass
    """, seen=seen)
    assert run_tests(module) == [("test_a", "failed", "AssertionError: a"), ("test_b", "passed", "")]
    assert seen == [
        ("setup", module.test_a), ("teardown", module.test_a),
        ("setup", module.test_b), ("teardown", module.test_b),
    ]


def test_teardown_runs_after_failure_and_error():
    log = []
    module = make_module("""\
        def setup_function(func):
            if func.__name__ == "test_no_setup":
                raise RuntimeError("setup broke")

        def teardown_function(func):
            log.append(func.__name__)
            if func.__name__ == "test_errors":
                raise ValueError("cleanup")

        def test_fails():
            assert False, "nope"

        def test_errors():
            raise OSError("disk")

        def test_no_setup():
            log.append("ran")
    """, log=log)
    assert run_tests(module) == [
        ("test_fails", "failed", "AssertionError: nope"),
        ("test_errors", "error", "OSError: disk"),
        ("test_no_setup", "error", "RuntimeError: setup broke"),
    ]
    assert log == ["test_fails", "test_errors"]


def test_teardown_runs_after_failed_and_errored_tests():
    log = []
    module = make_module("""\
        def teardown_function(func):
            log.append("teardown " + func.__name__)

        def test_boom():
            log.append("run test_boom")
            raise ZeroDivisionError("division by zero")

        def test_assert():
            log.append("run test_assert")
            assert 0, "zero"
    """, log=log)
    assert run_tests(module) == [
        ("test_boom", "error", "ZeroDivisionError: division by zero"),
        ("test_assert", "failed", "AssertionError: zero"),
    ]
    assert log == ["run test_boom", "teardown test_boom", "run test_assert", "teardown test_assert"]


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
    interrupted = make_module("""\
        def setup_function(func):
            raise KeyboardInterrupt

        def test_any():
            pass
    """)
    with pytest.raises(KeyboardInterrupt):
        run_tests(interrupted)


def test_setup_error_reports_error_without_running_test():
    calls = []
    module = make_module("""\
        def setup_function(func):
            calls.append("setup " + func.__name__)
            raise LookupError()

        def teardown_function(func):
            calls.append("teardown")

        def test_x():
            calls.append("run")
    """, calls=calls)
    assert run_tests(module) == [("test_x", "error", "LookupError")]
    assert calls == ["setup test_x"]


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


def test_skipped_tests_report_reason():
    module = make_module("""\
        def test_later():
            raise AssertionError("must not run")
        test_later.skip_reason = "not implemented"

        def test_numbered():
            raise AssertionError("must not run")
        test_numbered.skip_reason = 42

        def test_zero():
            raise AssertionError("must not run")
        test_zero.skip_reason = 0

        def test_not_skipped():
            pass
        test_not_skipped.skip_reason = None
    """)
    assert run_tests(module) == [
        ("test_later", "skipped", "not implemented"),
        ("test_numbered", "skipped", "42"),
        ("test_zero", "skipped", "0"),
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


def test_base_exceptions_from_teardown_or_subclasses_propagate():
    module = make_module("""\
        def teardown_function(func):
            raise SystemExit(0)

        def test_ok():
            pass
    """)
    with pytest.raises(SystemExit):
        run_tests(module)
    stopping = make_module("""\
        class Stop(KeyboardInterrupt):
            pass

        def test_stop():
            raise Stop("halt")
    """)
    with pytest.raises(KeyboardInterrupt):
        run_tests(stopping)


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


def test_teardown_error_turns_pass_into_error():
    module = make_module("""\
        def teardown_function(func):
            raise ValueError("cleanup failed")

        def test_fine():
            pass

        def test_bad():
            assert 1 == 2, "one is not two"
    """)
    assert run_tests(module) == [
        ("test_fine", "error", "ValueError: cleanup failed"),
        ("test_bad", "failed", "AssertionError: one is not two"),
    ]
